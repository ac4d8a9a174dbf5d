import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { AccountBookingsDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNow } from '../../../lib/useNow';
import { AccountHero } from '../components/AccountHero';
import { BookingCard, type AccountBooking } from '../components/BookingCard';
import { CancelBookingDialog } from '../components/CancelBookingDialog';
import { EmptyState } from '../components/EmptyState';
import { cancelTerms, splitBookings, type Placed } from '../utils/bookings';
import { ListLoadError, ListSkeleton } from '../components/ListStates';

type TabName = 'upcoming' | 'past';
const PAGE = 10;

// Sand is for filled buttons: as an outline on a light surface it fails text contrast.
function BookAButton({ variant = 'contained' }: { variant?: 'contained' | 'outlined' }) {
  return (
    <Button
      component={TransitionLink}
      to={paths.selectLocation}
      variant={variant}
      color={variant === 'outlined' ? 'primary' : 'accent'}
      size="large"
      startIcon={<SportsGolfRoundedIcon />}
    >
      Book a bay
    </Button>
  );
}

/** `/booking-history` (signed in): upcoming and past bays, with cancel, calendar and confirmation links. */
export function BookingHistoryPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'past' ? 'past' : 'upcoming';
  // Checkouts that ended unpaid (the hold ran out, or was let go) were never bookings: hidden unless asked for.
  const includeUnpaid = params.get('unpaid') === '1';
  // A booking made or cancelled elsewhere must show here: read the cache, then refresh it.
  const { data, error, refetch } = useQuery(AccountBookingsDocument, { variables: { includeUnpaid }, fetchPolicy: 'cache-and-network' });
  // Refreshed every half minute: holds lapse and bookings start while the page is open.
  const now = useNow(30_000);
  const [cancelling, setCancelling] = useState<AccountBooking | null>(null);
  const [pastShown, setPastShown] = useState(PAGE);

  const zones = useMemo(() => new Map((data?.locations ?? []).map((l) => [l.slug, l.timeZone])), [data]);
  // Each booking in its location's zone (bookings come with the locations; a location since removed
  // reads in the first location's zone, the rule memberships use).
  const zoneOf = (b: AccountBooking) => zones.get(b.locationSlug) ?? data?.locations[0]?.timeZone ?? 'UTC';
  const { upcoming, past } = useMemo(() => splitBookings(data?.myBookings ?? [], now), [data, now]);

  const setView = (next: { tab: TabName; unpaid: boolean }) =>
    setParams({ ...(next.tab === 'past' ? { tab: 'past' } : {}), ...(next.unpaid ? { unpaid: '1' } : {}) }, { replace: true });
  const selectTab = (next: TabName) => setView({ tab: next, unpaid: includeUnpaid });

  const afterCancel = (booking: AccountBooking) => {
    setCancelling(null);
    // The Cancel button is gone now: put focus on the booking (or the tabs, if a hold disappeared).
    requestAnimationFrame(() =>
      (document.getElementById(`booking-${booking.id}`) ?? document.getElementById('bookings-tab-upcoming'))?.focus(),
    );
  };

  const renderList = (items: Placed<AccountBooking>[]) => (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map(({ booking, phase }) => (
        <li key={booking.id}>
          <BookingCard
            booking={booking}
            phase={phase}
            timeZone={zoneOf(booking)}
            now={now}
            onCancel={cancelTerms(booking, now) ? () => setCancelling(booking) : undefined}
          />
        </li>
      ))}
    </Stack>
  );

  let body;
  if (!data && error) {
    body = <ListLoadError what="bookings" error={error} onRetry={refetch} />;
  } else if (!data) {
    body = <ListSkeleton label="Loading your bookings" count={3} height={148} radius={5} />;
  } else if (tab === 'upcoming') {
    body =
      upcoming.length > 0 ? (
        renderList(upcoming)
      ) : (
        <EmptyState
          icon={<SportsGolfRoundedIcon />}
          title="No upcoming bookings"
          text="Pick a location and a time and your bay is booked in under a minute."
          action={<BookAButton />}
        />
      );
  } else {
    body =
      past.length > 0 ? (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: '100%' }}>{renderList(past.slice(0, pastShown))}</Box>
          {past.length > pastShown ? (
            <Button variant="outlined" onClick={() => setPastShown((n) => n + PAGE)}>
              Show {Math.min(PAGE, past.length - pastShown)} more
            </Button>
          ) : null}
        </Stack>
      ) : (
        <EmptyState
          icon={<HistoryRoundedIcon />}
          title="No past bookings yet"
          text="Once you've played a round with us, it shows up here."
          action={upcoming.length === 0 ? <BookAButton variant="outlined" /> : undefined}
        />
      );
  }

  return (
    <>
      <title>{pageTitle('Booking history')}</title>
      <AccountHero
        id="booking-history-heading"
        title="Booking history"
        lead="Your upcoming bays and every round you've played with us."
        action={<BookAButton />}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, flex: 1 }}>
        {data && error ? (
          <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
            This list may be out of date: {readGraphQLError(error).message}
          </Alert>
        ) : null}
        <FormControlLabel
          control={<Switch checked={includeUnpaid} onChange={(e) => setView({ tab, unpaid: e.target.checked })} />}
          label="Show checkouts that ended unpaid"
          sx={{ mb: 1 }}
        />
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => selectTab(next)}
          aria-label="Your bookings"
          variant="fullWidth"
          sx={{ mb: 3, maxWidth: { sm: 420 }, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="upcoming"
            id="bookings-tab-upcoming"
            aria-controls="bookings-panel"
            label={data ? `Upcoming (${upcoming.length})` : 'Upcoming'}
            sx={{ minHeight: 48 }}
          />
          <Tab
            value="past"
            id="bookings-tab-past"
            aria-controls="bookings-panel"
            label={data ? `Past (${past.length})` : 'Past'}
            sx={{ minHeight: 48 }}
          />
        </Tabs>
        <Box id="bookings-panel" role="tabpanel" aria-labelledby={`bookings-tab-${tab}`}>
          {body}
        </Box>
      </Container>
      {cancelling ? (
        <CancelBookingDialog
          booking={cancelling}
          timeZone={zoneOf(cancelling)}
          onClose={() => setCancelling(null)}
          onCancelled={afterCancel}
        />
      ) : null}
    </>
  );
}
