import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { DarkSurface } from '../../../components/DarkSurface';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatDate, formatPlayers, telHref } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useCustomerBooking } from '../api/useBookingData';
import { BookingFacts } from '../components/BookingFacts';
import { CancellationPolicy } from '../components/CancellationPolicy';
import { BookingUnavailable, NoBooking } from '../components/NoBooking';
import { PriceLines } from '../components/PriceLines';
import { calendarHref } from '../utils/checkout';
import { bookingHours } from '../../../lib/venueTime';

/** A flag in the cup, drawn for the confirmation band. */
function FlagInCup() {
  return (
    <Box
      component="svg"
      viewBox="0 0 96 96"
      aria-hidden
      focusable="false"
      sx={(t) => ({
        width: { xs: 72, md: 96 },
        height: { xs: 72, md: 96 },
        flexShrink: 0,
        '& .green': { fill: t.vars.palette.common.white, fillOpacity: 0.08 },
        '& .cup': { fill: t.vars.palette.common.black, fillOpacity: 0.4 },
        '& .pole': { stroke: t.vars.palette.common.white, strokeOpacity: 0.8, strokeWidth: 2.5, strokeLinecap: 'round' },
        '& .flag': { fill: t.vars.palette.accent.main },
        '& .ball': { fill: t.vars.palette.common.white },
      })}
    >
      <circle className="green" cx="48" cy="48" r="46" />
      <ellipse className="cup" cx="50" cy="74" rx="10" ry="3.2" />
      <line className="pole" x1="50" y1="73" x2="50" y2="20" />
      <path className="flag" d="M51 21 L74 28 L51 36 Z" />
      <circle className="ball" cx="34" cy="72" r="4.5" />
    </Box>
  );
}

/** `/booking-confirmation?booking=<id>`: the bay is booked. What, where, when, what it cost, and what next. */
export function BookingConfirmationPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const id = params.get('booking');
  const { booking, venue, loading, error, refetch } = useCustomerBooking(id, !user);

  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (!user) {
    return (
      <NoBooking
        title="Sign in to see your booking"
        text="Your confirmation belongs to your account. Sign in and you'll come straight back to it."
        documentTitle="Booking confirmation"
        signInNext={`${pathname}${search}`}
      />
    );
  }
  if (!id) {
    return (
      <NoBooking
        title="No booking to show"
        text="Your confirmations appear here straight after you book. Find all of yours under My bookings."
        documentTitle="Booking confirmation"
      />
    );
  }
  if (!booking || !venue) {
    return (
      <BookingUnavailable
        loading={loading}
        error={error}
        refetch={refetch}
        documentTitle="Booking confirmation"
        notFoundText="The link may be mistyped, or the booking belongs to another account. Your own bookings are all under My bookings."
      />
    );
  }
  if (booking.status === 'HELD') {
    return <Navigate to={`${paths.checkout()}?${new URLSearchParams({ booking: booking.id })}`} replace />;
  }

  const tz = venue.timeZone;
  const date = formatDate(booking.date);
  const range = bookingHours(booking.startsAt, booking.endsAt, tz);
  const cancelled = booking.status === 'CANCELLED';

  return (
    <Box sx={{ flex: 1 }}>
      <title>{pageTitle(cancelled ? 'Booking cancelled' : 'Booking confirmed')}</title>
      <DarkSurface component="section" aria-labelledby="confirmation-heading" sx={(t) => ({ background: t.brand.hero })}>
        <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: { sm: 'center' } }}>
            <FlagInCup />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main', display: 'flex', alignItems: 'center', gap: 0.75 }}>
                {cancelled ? null : <CheckRoundedIcon aria-hidden sx={{ fontSize: 18 }} />}
                {cancelled ? 'Booking cancelled' : 'Booking confirmed'}
              </Typography>
              <Typography id="confirmation-heading" variant="h2" component="h1">
                {cancelled
                  ? 'This booking was cancelled'
                  : booking.coach
                    ? `Your lesson with ${booking.coach.name} is booked`
                    : 'Your bay is booked'}
              </Typography>
              <Typography variant="subtitle1" sx={{ color: 'text.secondary', mt: 1 }}>
                {cancelled
                  ? `${booking.coach ? `Lesson with ${booking.coach.name}, ` : ''}${booking.bayName} at ${booking.locationName}, ${date}, ${range} is no longer booked.`
                  : `See you at ${booking.locationName} on ${date}, ${range}. A confirmation e-mail is on its way.`}
              </Typography>
              <Box
                sx={(t) => ({
                  display: 'inline-flex',
                  alignItems: 'baseline',
                  gap: 1,
                  mt: 2,
                  px: 2,
                  py: 0.75,
                  borderRadius: 999,
                  border: 1,
                  borderColor: t.alpha(t.vars.palette.accent.main, 0.6),
                })}
              >
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  Booking reference
                </Typography>
                <Typography component="span" sx={{ fontWeight: 800, letterSpacing: '0.08em', color: 'accent.main' }}>
                  {booking.reference}
                </Typography>
              </Box>
            </Box>
          </Stack>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="details-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="details-heading" variant="h4" component="h2" sx={{ mb: 2.5 }}>
                Booking details
              </Typography>
              <BookingFacts
                columns={2}
                facts={[
                  { key: 'location', label: 'Location', value: booking.locationName },
                  ...(booking.coach ? [{ key: 'coach' as const, label: 'Coach', value: booking.coach.name }] : []),
                  { key: 'bay', label: 'Bay', value: booking.bayName },
                  { key: 'date', label: 'Date', value: date },
                  { key: 'time', label: 'Time', value: range },
                  { key: 'players', label: 'Players', value: formatPlayers(booking.partySize) },
                  { key: 'reference', label: 'Reference', value: booking.reference },
                ]}
              />
              <Divider sx={{ my: 2.5 }} />
              <PriceLines
                lines={booking.lines}
                totalCents={booking.totalCents}
                totalLabel={booking.totalCents === 0 ? 'Total (nothing to pay)' : 'Total paid'}
              />
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={{ xs: 2.5, md: 3 }}>
              <Card component="section" aria-labelledby="next-heading" sx={{ p: { xs: 2.5, sm: 3 } }}>
                <Typography id="next-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
                  What's next
                </Typography>
                <Stack spacing={1.25}>
                  {!cancelled ? (
                    <Button
                      component="a"
                      href={calendarHref(booking.id)}
                      download={`back-nine-${booking.reference}.ics`}
                      variant="contained"
                      color="secondary"
                      size="large"
                      startIcon={<EventRoundedIcon />}
                    >
                      Add to calendar
                    </Button>
                  ) : null}
                  <Button
                    component={TransitionLink}
                    to={paths.bookingHistory}
                    variant="outlined"
                    size="large"
                    startIcon={<HistoryRoundedIcon />}
                  >
                    My bookings
                  </Button>
                  <Button
                    component={TransitionLink}
                    to={paths.booking(booking.locationSlug)}
                    variant="outlined"
                    size="large"
                    startIcon={<SportsGolfRoundedIcon />}
                  >
                    Book another bay
                  </Button>
                </Stack>
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
                  <CallOutlinedIcon aria-hidden sx={{ fontSize: 18, color: 'secondary.main', verticalAlign: '-4px', mr: 0.75 }} />
                  Questions? Call {booking.locationName} at{' '}
                  <Link
                    href={telHref(venue.phone)}
                    aria-label={`Call ${booking.locationName}: ${venue.phone}`}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {venue.phone}
                  </Link>{' '}
                  and quote {booking.reference}.
                </Typography>
              </Card>
              {!cancelled ? <CancellationPolicy refundableUntil={booking.refundableUntil} timeZone={tz} /> : null}
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
