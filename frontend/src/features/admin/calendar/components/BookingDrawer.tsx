import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CalendarBookingEventsDocument } from '../../../../gql/graphql';
import { formatCents, formatDate, formatHourRange, formatPlayers, telHref } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { BookingTimeline } from '../../components/BookingTimeline';
import { StatusChip } from '../../components/StatusChip';

import type { CalendarBay, CalendarBooking } from '../utils/layout';

interface BookingDrawerProps {
  booking: CalendarBooking;
  bay: CalendarBay | undefined;
  date: string;
  timeZone: string;
  overlapsClosure: boolean;
  onClose: () => void;
  onMove: () => void;
  onCancel: () => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: 1.5, py: 0.75 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 550, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function History({ bookingId, timeZone }: { bookingId: string; timeZone: string }) {
  const { data, loading, error, refetch } = useQuery(CalendarBookingEventsDocument, {
    variables: { bookingId },
    fetchPolicy: 'network-only',
  });
  if (loading && !data) {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">Loading the history…</Typography>
      </Box>
    );
  }
  if (error) {
    return (
      <Alert severity="error" variant="outlined" action={<Button onClick={() => void refetch()}>Try again</Button>}>
        {readGraphQLError(error).message}
      </Alert>
    );
  }
  return <BookingTimeline events={data?.adminBookingEvents ?? []} timeZone={timeZone} />;
}

/** A booking's details, its change history, and the way to move or cancel it. */
export function BookingDrawer({ booking: b, bay, date, timeZone, overlapsClosure, onClose, onMove, onCancel }: BookingDrawerProps) {
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const live = b.status === 'held' || b.status === 'confirmed';
  return (
    <Drawer
      open
      onClose={onClose}
      anchor={phone ? 'bottom' : 'right'}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': 'booking-drawer-title',
          sx: {
            width: { sm: 420 },
            maxHeight: { xs: '92dvh', sm: '100%' },
            borderTopLeftRadius: { xs: 20, sm: 0 },
            borderTopRightRadius: { xs: 20, sm: 0 },
          },
        },
      }}
    >
      <Stack sx={{ p: { xs: 2.5, sm: 3 }, gap: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              Booking {b.reference}
            </Typography>
            <Typography id="booking-drawer-title" variant="h4" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {b.customerName}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label="Close" edge="end">
            <CloseRoundedIcon />
          </IconButton>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <StatusChip status={b.status} />
          <Chip size="small" variant="outlined" label={b.userId ? 'Customer account' : 'Walk-in'} />
        </Stack>
        {overlapsClosure ? (
          <Alert severity="warning" variant="outlined">
            A closure covers part of this booking. Move it, or let the customer know.
          </Alert>
        ) : null}
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="When">
            {formatDate(date)}, {formatHourRange(b.startHour, b.startHour + b.hours)}
          </Fact>
          <Fact label="Bay">{bay?.name ?? `Bay ${b.bayNumber}`}</Fact>
          <Fact label="Players">{formatPlayers(b.partySize)}</Fact>
          <Fact label="Total">{formatCents(b.totalCents)}</Fact>
          {b.customerEmail ? (
            <Fact label="Email">
              <Link href={`mailto:${b.customerEmail}`}>{b.customerEmail}</Link>
            </Fact>
          ) : null}
          {b.guestPhone ? (
            <Fact label="Phone">
              <Link href={telHref(b.guestPhone)}>{b.guestPhone}</Link>
            </Fact>
          ) : null}
        </Box>
        {live ? (
          <Stack direction="row" spacing={1.5}>
            <Button variant="contained" onClick={onMove} sx={{ flex: 1 }}>
              Move
            </Button>
            <Button variant="outlined" color="error" onClick={onCancel} sx={{ flex: 1 }}>
              Cancel booking
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            This booking is over, so it can no longer be moved or cancelled.
          </Typography>
        )}
        <Divider />
        <Box component="section" aria-labelledby="booking-history-title">
          <Typography id="booking-history-title" variant="h6" component="h3" sx={{ mb: 1.5 }}>
            Change history
          </Typography>
          <History bookingId={b.id} timeZone={timeZone} />
        </Box>
      </Stack>
    </Drawer>
  );
}
