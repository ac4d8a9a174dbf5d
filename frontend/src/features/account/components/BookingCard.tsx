import type { ReactElement } from 'react';
import BlockRoundedIcon from '@mui/icons-material/BlockRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import HourglassTopRoundedIcon from '@mui/icons-material/HourglassTopRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import TimerOffRoundedIcon from '@mui/icons-material/TimerOffRounded';
import UndoRoundedIcon from '@mui/icons-material/UndoRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import type { AccountBookingsQuery } from '../../../gql/graphql';
import { formatDate, formatHours, formatPlayers, formatTime } from '../../../lib/format';
import { amountLabel, bayLabel, endedUnpaid, formatVenueMoment, PHASE_LABELS, weekdayOf, type BookingPhase } from '../utils/bookings';
import { bookingHours, venueClock } from '../../../lib/venueTime';

export type AccountBooking = AccountBookingsQuery['myBookings'][number];

// Each state has its own icon as well as its colour, so it reads without colour vision.
const PHASE_CHIPS: Record<BookingPhase, { icon: ReactElement; color: ChipProps['color']; variant: ChipProps['variant'] }> = {
  awaiting_payment: { icon: <HourglassTopRoundedIcon />, color: 'accent', variant: 'filled' },
  confirmed: { icon: <CheckCircleRoundedIcon />, color: 'success', variant: 'filled' },
  in_progress: { icon: <SportsGolfRoundedIcon />, color: 'primary', variant: 'filled' },
  completed: { icon: <FlagRoundedIcon />, color: 'default', variant: 'outlined' },
  cancelled: { icon: <BlockRoundedIcon />, color: 'default', variant: 'outlined' },
  expired: { icon: <TimerOffRoundedIcon />, color: 'default', variant: 'outlined' },
  released: { icon: <UndoRoundedIcon />, color: 'default', variant: 'outlined' },
};

function StatusChip({ phase }: { phase: BookingPhase }) {
  const chip = PHASE_CHIPS[phase];
  return <Chip size="small" icon={chip.icon} label={PHASE_LABELS[phase]} color={chip.color} variant={chip.variant} />;
}

function StateAndAmount({ booking, phase, sx }: { booking: AccountBooking; phase: BookingPhase; sx: SxProps<Theme> }) {
  return (
    <Stack spacing={0.75} sx={[{ alignItems: 'flex-end', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <StatusChip phase={phase} />
      <Typography variant="body2" sx={{ fontWeight: 650, whiteSpace: 'nowrap' }}>
        {amountLabel(booking, phase)}
      </Typography>
    </Stack>
  );
}

interface BookingCardProps {
  booking: AccountBooking;
  phase: BookingPhase;
  timeZone: string;
  now: Date;
  /** Opens the cancel dialog; absent when the booking can no longer be cancelled. */
  onCancel?: () => void;
}

/** One booking: when and where, its state and money, and what the customer can do with it now. */
export function BookingCard({ booking, phase, timeZone, now, onCancel }: BookingCardProps) {
  const titleId = `booking-${booking.id}-title`;
  const confirmation = `${paths.bookingConfirmation}?booking=${encodeURIComponent(booking.id)}`;
  const dimmed = phase === 'cancelled' || endedUnpaid(phase);
  const refundable = now.getTime() <= new Date(booking.refundableUntil).getTime();

  let policy: string | null = null;
  if (phase === 'confirmed') {
    policy = refundable
      ? `Free cancellation until ${formatVenueMoment(booking.refundableUntil, timeZone)}`
      : 'Starts within 24 hours: cancelling now frees the bay but is not refunded';
  } else if (phase === 'awaiting_payment' && booking.holdExpiresAt) {
    policy = `We're holding this bay for you until ${formatTime(venueClock(booking.holdExpiresAt, timeZone))}`;
  }

  return (
    <Card
      component="article"
      id={`booking-${booking.id}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      sx={{ overflow: 'hidden', outline: 'none', '&:focus-visible': { boxShadow: (t) => `0 0 0 3px ${t.vars.palette.accent.main}` } }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: { md: 'stretch' } }}>
        <Box
          sx={(t) => ({
            px: { xs: 2.5, md: 3 },
            py: { xs: 2, md: 2.5 },
            minWidth: { md: 220 },
            bgcolor: dimmed ? 'action.hover' : t.alpha(t.vars.palette.secondary.main, 0.07),
            borderBottom: { xs: `1px solid ${t.vars.palette.divider}`, md: 'none' },
            borderRight: { md: `1px solid ${t.vars.palette.divider}` },
          })}
        >
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box>
              <Typography variant="overline" component="p" sx={{ color: dimmed ? 'text.secondary' : 'secondary.main', lineHeight: 1.4 }}>
                {weekdayOf(booking.date)}
              </Typography>
              <Typography variant="h4" component="p" sx={{ textDecoration: dimmed ? 'line-through' : 'none' }}>
                {formatDate(booking.date)}
              </Typography>
              <Typography variant="body1" sx={{ fontWeight: 600, mt: 0.25 }}>
                {bookingHours(booking.startsAt, booking.endsAt, timeZone)}
              </Typography>
            </Box>
            {/* On phones the state sits by the date, so the location line has the full width. */}
            <StateAndAmount booking={booking} phase={phase} sx={{ display: { xs: 'flex', md: 'none' } }} />
          </Stack>
        </Box>

        <Stack sx={{ flex: 1, minWidth: 0, px: { xs: 2.5, md: 3 }, py: { xs: 2, md: 2.5 } }} spacing={1}>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography id={titleId} variant="h5" component="h2">
                {booking.locationName}
                <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {' · '}
                  {bayLabel(booking.bayNumber, booking.bayName)}
                </Box>
              </Typography>
              {booking.coach ? (
                <Typography variant="body1" sx={{ fontWeight: 600 }}>
                  Lesson with {booking.coach.name}
                </Typography>
              ) : null}
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {formatHours(booking.hours)} · {formatPlayers(booking.partySize)} ·{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  Ref {booking.reference}
                </Box>
              </Typography>
            </Box>
            <StateAndAmount booking={booking} phase={phase} sx={{ display: { xs: 'none', md: 'flex' } }} />
          </Stack>

          {policy ? (
            <Typography variant="body2" sx={{ color: phase === 'confirmed' && !refundable ? 'text.primary' : 'text.secondary' }}>
              {policy}
            </Typography>
          ) : null}

          <Divider sx={{ pt: 0.5 }} />
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            {phase === 'awaiting_payment' ? (
              <Button
                component={TransitionLink}
                to={`${paths.checkout()}?booking=${encodeURIComponent(booking.id)}`}
                variant="contained"
                size="small"
                aria-label={`Finish checkout for ${booking.locationName}, ${formatDate(booking.date)}`}
              >
                Finish checkout
              </Button>
            ) : endedUnpaid(phase) ? null : (
              <Button component={TransitionLink} to={confirmation} size="small" variant="text" aria-describedby={titleId}>
                {phase === 'cancelled' ? 'View details' : 'View confirmation'}
              </Button>
            )}
            {phase === 'confirmed' ? (
              <Button
                component="a"
                href={`/api/bookings/${encodeURIComponent(booking.id)}/calendar.ics`}
                download
                size="small"
                variant="text"
                startIcon={<EventRoundedIcon />}
                aria-describedby={titleId}
              >
                Add to calendar
              </Button>
            ) : null}
            {phase === 'completed' ? (
              <Button
                component={TransitionLink}
                to={paths.booking(booking.locationSlug)}
                size="small"
                variant="text"
                aria-describedby={titleId}
              >
                Book again
              </Button>
            ) : null}
            {onCancel ? (
              <Button onClick={onCancel} size="small" variant="text" color="error" sx={{ ml: { sm: 'auto' } }} aria-describedby={titleId}>
                {phase === 'awaiting_payment' ? 'Let it go' : 'Cancel booking'}
              </Button>
            ) : null}
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
