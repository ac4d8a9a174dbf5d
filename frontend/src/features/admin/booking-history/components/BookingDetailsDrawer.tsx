import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminHistoryBookingDetailsDocument, type AdminHistoryBookingsQuery } from '../../../../gql/graphql';
import { formatCents, formatDate } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { BookingTimeline } from '../../components/BookingTimeline';
import { StatusChip } from '../../components/StatusChip';
import { paymentSummary } from '../../utils/bookingEvents';
import { normalizeStatus } from '../../utils/bookingStatus';
import { bookingHours, formatDateTime } from '../../../../lib/venueTime';

export type HistoryRow = AdminHistoryBookingsQuery['adminBookings']['rows'][number];

interface BookingDetailsDrawerProps {
  /** The row whose details show; null keeps the drawer closed. */
  row: HistoryRow | null;
  onClose: () => void;
  /** Narrows the grid to this customer's bookings. */
  onShowCustomer: (search: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `booking-details-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 2 }}>
      <Typography id={id} variant="overline" component="h3" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value pairs as a description list: dense, and read out as pairs. */
function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', columnGap: 2, rowGap: 0.75 }}>
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 550, minWidth: 0, overflowWrap: 'anywhere' }}>
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Loading() {
  return (
    <Stack spacing={1} role="status" aria-label="Loading booking details" sx={{ py: 2 }}>
      <Skeleton variant="rounded" height={20} width="60%" />
      <Skeleton variant="rounded" height={20} width="80%" />
      <Skeleton variant="rounded" height={20} width="70%" />
    </Stack>
  );
}

/**
 * Everything about one booking: when and where (in its venue's time), who, the price lines, the
 * payment, and its change history, oldest first. A modal drawer: focus stays inside, Escape closes,
 * focus returns to the grid.
 */
export function BookingDetailsDrawer({ row, onClose, onShowCustomer }: BookingDetailsDrawerProps) {
  const { data, loading, error } = useQuery(AdminHistoryBookingDetailsDocument, {
    variables: { id: row?.id ?? '' },
    skip: !row,
    fetchPolicy: 'cache-and-network',
  });
  const booking = data?.booking.id === row?.id ? data?.booking : undefined;
  const events = booking ? (data?.adminBookingEvents ?? []) : [];
  const status = normalizeStatus(row?.status ?? '');
  const timeZone = row?.locationTimeZone ?? '';

  return (
    <Drawer
      anchor="right"
      open={row !== null}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'booking-details-title', sx: { width: { xs: '100%', sm: 480 } } },
      }}
    >
      {row ? (
        <Box sx={{ px: { xs: 2, sm: 3 }, pb: 4 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', py: 2, position: 'sticky', top: 0, bgcolor: 'background.paper', zIndex: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
                Booking
              </Typography>
              <Typography id="booking-details-title" variant="h4" component="h2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {row.reference}
              </Typography>
            </Box>
            <StatusChip status={row.status} />
            <IconButton onClick={onClose} aria-label="Close booking details" edge="end">
              <CloseRoundedIcon />
            </IconButton>
          </Stack>
          <Divider />

          <Section title="When and where">
            <Facts
              items={[
                { label: 'Date', value: formatDate(row.date) },
                { label: 'Time', value: bookingHours(row.startsAt, row.endsAt, timeZone) },
                { label: 'Location', value: row.locationName },
                { label: 'Bay', value: booking?.bayName ?? `Bay ${row.bayNumber}` },
                { label: 'Players', value: row.partySize },
                { label: 'Booked', value: formatDateTime(row.createdAt, timeZone) },
              ]}
            />
          </Section>
          <Divider />

          <Section title="Customer">
            <Facts
              items={[
                { label: 'Name', value: row.customerName },
                ...(row.customerEmail
                  ? [{ label: 'E-mail', value: <Link href={`mailto:${row.customerEmail}`}>{row.customerEmail}</Link> }]
                  : []),
                ...(row.guestPhone ? [{ label: 'Phone', value: row.guestPhone }] : []),
                ...(row.userId ? [] : [{ label: 'Account', value: 'Walk-in (no account)' }]),
              ]}
            />
            <Button
              size="small"
              startIcon={<PersonSearchRoundedIcon />}
              sx={{ mt: 1.5, ml: -1 }}
              onClick={() => onShowCustomer(row.customerEmail ?? row.customerName)}
            >
              All bookings of this customer
            </Button>
          </Section>
          <Divider />

          {error ? (
            <Alert severity="error" sx={{ my: 2 }}>
              {readGraphQLError(error).message}
            </Alert>
          ) : !booking ? (
            loading ? (
              <Loading />
            ) : null
          ) : (
            <>
              <Section title="Price">
                <Box
                  component="table"
                  aria-label="Price lines"
                  sx={{ width: '100%', borderCollapse: 'collapse', '& td, & th': { py: 0.5, typography: 'body2' } }}
                >
                  <tbody>
                    {booking.lines.map((line, i) => (
                      <tr key={`${line.label}-${i}`}>
                        <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 400 }}>
                          {line.label}
                          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                            {line.quantity} × {formatCents(line.unitCents)}
                          </Typography>
                        </Box>
                        <Box component="td" sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums', verticalAlign: 'top' }}>
                          {formatCents(line.amountCents)}
                        </Box>
                      </tr>
                    ))}
                    <Box component="tr" sx={{ borderTop: 1, borderColor: 'divider' }}>
                      <Box component="th" scope="row" sx={{ textAlign: 'left', fontWeight: 700 }}>
                        Total
                      </Box>
                      <Box component="td" sx={{ textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
                        {formatCents(booking.totalCents)}
                      </Box>
                    </Box>
                  </tbody>
                </Box>
                {booking.freeHoursUsed > 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                    {booking.freeHoursUsed === 1 ? '1 free Birdie hour used.' : `${booking.freeHoursUsed} free Birdie hours used.`}
                  </Typography>
                ) : null}
              </Section>
              <Divider />

              <Section title="Payment">
                <Facts
                  items={[
                    ...paymentSummary(booking.status, booking.totalCents, events),
                    ...(status === 'held' && booking.holdExpiresAt
                      ? [{ label: 'Hold ends', value: formatDateTime(booking.holdExpiresAt, timeZone) }]
                      : []),
                    ...(status === 'confirmed'
                      ? [{ label: 'Free to cancel until', value: formatDateTime(booking.refundableUntil, timeZone) }]
                      : []),
                  ]}
                />
              </Section>
              <Divider />

              <Section title="History">
                <BookingTimeline events={events} timeZone={timeZone} />
              </Section>
            </>
          )}
        </Box>
      ) : null}
    </Drawer>
  );
}
