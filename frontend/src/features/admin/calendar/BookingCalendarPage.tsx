import { useCallback, useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import EventBusyRoundedIcon from '@mui/icons-material/EventBusyRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { CalendarMoveBookingDocument } from '../../../gql/graphql';
import { formatDate, formatHourRange, formatHours, WEEKDAY_NAMES } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { AdminPage } from '../components/AdminPage';
import { isLocalDate, isoWeekday, localDateOf } from '../../../lib/venueTime';
import { useCalendarDay, useCalendarLocations, type CalendarLocation } from './api/useCalendarDay';
import { BookingDrawer } from './components/BookingDrawer';
import { CalendarGrid } from './components/CalendarGrid';
import { CalendarLegend } from './components/CalendarLegend';
import { CalendarToolbar } from './components/CalendarToolbar';
import { CancelBookingDialog } from './components/CancelBookingDialog';
import { ClosureDetailsDialog } from './components/ClosureDetailsDialog';
import { ClosureDialog } from './components/ClosureDialog';
import { CreateBookingDialog } from './components/CreateBookingDialog';
import { MoveBookingDialog } from './components/MoveBookingDialog';

import { findBookingBlock, longestFit, type CalendarBooking, type CalendarClosure, type DayLayout } from './utils/layout';

type Open =
  | { type: 'create'; bayNumber: number; startHour: number }
  | { type: 'booking' | 'move' | 'cancel'; booking: CalendarBooking }
  | { type: 'add-closure' }
  | { type: 'closure'; closure: CalendarClosure; bayNumber: number }
  | null;

function GridSkeleton() {
  return (
    <Box role="status" aria-label="Loading the day" sx={{ p: 2 }}>
      <Skeleton variant="rounded" height={40} sx={{ mb: 1.5 }} />
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={44} sx={{ mb: 1 }} />
      ))}
    </Box>
  );
}

function DaySummary({ layout, location }: { layout: DayLayout; location: CalendarLocation }) {
  const bookings = new Set<string>();
  let bookedHours = 0;
  for (const column of layout.columns) {
    for (const b of column) {
      if (b.kind === 'booking') {
        bookings.add(b.booking.id);
        bookedHours += b.span;
      }
    }
  }
  const open = layout.hours.length ? formatHourRange(layout.hours[0], layout.hours[layout.hours.length - 1] + 1) : null;
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {location.name} · {open ? `Open ${open}` : 'Closed all day'} · {bookings.size === 1 ? '1 booking' : `${bookings.size} bookings`},{' '}
      {formatHours(bookedHours)} booked
    </Typography>
  );
}

/** `/admin/booking-calendar`: every bay of a location, hour by hour, for one local day, live. */
export function BookingCalendarPage() {
  const notify = useNotify();
  const { user } = useCurrentUser();
  const { locations, loading: locationsLoading, error: locationsError, refetch: refetchLocations } = useCalendarLocations();
  const [params, setParams] = useSearchParams();

  const asked = params.get('location');
  const location = locations.find((l) => l.slug === asked) ?? locations.find((l) => l.slug === user?.preferredLocation) ?? locations[0];
  const browserToday = location ? localDateOf(new Date(), location.timeZone) : '';
  const askedDate = params.get('date');
  const date = isLocalDate(askedDate) ? askedDate : browserToday;

  const day = useCalendarDay(location, date);
  const today = day.today ?? browserToday;
  const { layout, refetch } = day;
  // A dialog or drawer belongs to the day it was opened on, and closes when the page shows another. The URL
  // moves on before the next day renders (in a transition, slower on a busy phone): a click on the old day's
  // grid in between must not open a booking for the new day (CI saw one, with the typed name lost).
  const dayKey = `${location?.slug ?? ''} ${date}`;
  const [opened, setOpened] = useState<{ dayKey: string; open: Open }>({ dayKey, open: null });
  // Adding a closure is about the day the page is going to (the toolbar already names it), not a cell of the
  // old grid: it stays open through the switch (CI: "Add closure" pressed mid-switch opened nothing).
  const open = opened.dayKey === dayKey || opened.open?.type === 'add-closure' ? opened.open : null;
  const setOpen = (next: Open) => setOpened({ dayKey, open: next });
  const [moveBooking] = useMutation(CalendarMoveBookingDocument);

  const go = useCallback(
    (next: { location?: string; date?: string }) => {
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          if (next.location) q.set('location', next.location);
          if (next.date) q.set('date', next.date);
          return q;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const refreshDay = useCallback(() => void refetch(), [refetch]);

  // A drawer or dialog shows the booking as the grid has it now (another admin may change it).
  const current = useMemo(() => {
    if (!open || !('booking' in open) || !layout) return null;
    const block = findBookingBlock(layout, open.booking.id);
    return block?.kind === 'booking' ? block : null;
  }, [open, layout]);

  const onDropBooking = async (booking: CalendarBooking, bayNumber: number, startHour: number) => {
    const bay = layout?.bays.find((b) => b.number === bayNumber);
    try {
      await moveBooking({ variables: { bookingId: booking.id, bayNumber, startHour } });
      notify({
        title: 'Booking moved',
        description: `${booking.customerName} · ${bay?.name ?? `Bay ${bayNumber}`} · ${formatHourRange(startHour, startHour + booking.hours)}`,
      });
    } catch (err) {
      notify({ title: "Couldn't move the booking", description: readGraphQLError(err).message, variant: 'destructive' });
    }
    await refetch();
  };

  const bayOf = (n: number) => layout?.bays.find((b) => b.number === n);
  const weekday = date ? WEEKDAY_NAMES[isoWeekday(date) - 1] : '';

  let body;
  if (locationsError && !locations.length) {
    body = (
      <Alert severity="error" action={<Button onClick={() => void refetchLocations()}>Try again</Button>}>
        {readGraphQLError(locationsError).message}
      </Alert>
    );
  } else if (locationsLoading || !location) {
    body = (
      <Card>
        <GridSkeleton />
      </Card>
    );
  } else {
    body = (
      <Stack spacing={2}>
        <Card sx={{ p: { xs: 2, md: 2.5 } }}>
          <CalendarToolbar
            locations={locations}
            location={location.slug}
            onLocation={(slug) => go({ location: slug })}
            date={date}
            today={today}
            onDate={(d) => go({ location: location.slug, date: d })}
          />
        </Card>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
          <Typography variant="h5" component="h2">
            {weekday}, {formatDate(date)}
            {date === today ? ' · Today' : ''}
          </Typography>
          {layout ? <DaySummary layout={layout} location={location} /> : null}
        </Stack>
        {day.truncated ? (
          <Alert severity="warning">
            This day has more bookings than the calendar can show at once. Use Booking history for the full list.
          </Alert>
        ) : null}
        {day.closuresUnavailable ? (
          <Alert severity="warning">We couldn't load closure reasons just now. Closed hours still show as closed.</Alert>
        ) : null}
        {day.liveError ? <Alert severity="info">Live updates are paused. Changes by others show when you reload the page.</Alert> : null}
        <Card sx={{ overflow: 'hidden' }}>
          {day.error && !layout ? (
            <Alert severity="error" sx={{ m: 2 }} action={<Button onClick={refreshDay}>Try again</Button>}>
              {readGraphQLError(day.error).message}
            </Alert>
          ) : !layout ? (
            <GridSkeleton />
          ) : layout.hours.length === 0 ? (
            <Box sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
              <Typography variant="h6" component="p">
                {location.name} is closed on {weekday}s.
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                No opening hours that day, so there is nothing to book or close.
              </Typography>
            </Box>
          ) : (
            // Scrolls sideways on phones (the hour labels stay put); on desktops the bay names stay put.
            <Box
              sx={{ overflowX: 'auto', maxHeight: { md: 'calc(100dvh - 220px)' }, minHeight: { md: 360 }, overscrollBehaviorX: 'contain' }}
            >
              <CalendarGrid
                layout={layout}
                label={`${location.name}, ${formatDate(date)}`}
                onFreeCell={(bayNumber, startHour) => setOpen({ type: 'create', bayNumber, startHour })}
                onBooking={(booking) => setOpen({ type: 'booking', booking })}
                onClosure={(closure, bayNumber) => setOpen({ type: 'closure', closure, bayNumber })}
                onDropBooking={(booking, bayNumber, startHour) => void onDropBooking(booking, bayNumber, startHour)}
              />
            </Box>
          )}
        </Card>
        <CalendarLegend />
      </Stack>
    );
  }

  const createBay = open?.type === 'create' ? bayOf(open.bayNumber) : undefined;
  const booking = current?.booking ?? (open && 'booking' in open ? open.booking : null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <AdminPage
        title="Booking calendar"
        intro="Every bay, hour by hour. Click a free hour to book it, or a booking to see its history, move or cancel it. Changes by customers and other staff show up as they happen."
        actions={
          location && layout ? (
            <Button variant="outlined" startIcon={<EventBusyRoundedIcon />} onClick={() => setOpen({ type: 'add-closure' })}>
              Add closure
            </Button>
          ) : null
        }
      >
        {body}
      </AdminPage>

      {location && layout && open?.type === 'create' && createBay ? (
        <CreateBookingDialog
          location={location}
          date={date}
          bay={createBay}
          startHour={open.startHour}
          maxHours={longestFit(layout, open.bayNumber, open.startHour)}
          onClose={() => setOpen(null)}
          onChanged={refreshDay}
        />
      ) : null}

      {location && open?.type === 'booking' && booking ? (
        <BookingDrawer
          booking={booking}
          bay={bayOf(booking.bayNumber)}
          date={date}
          timeZone={location.timeZone}
          overlapsClosure={current?.kind === 'booking' && current.overlapsClosure}
          onClose={() => setOpen(null)}
          onMove={() => setOpen({ type: 'move', booking })}
          onCancel={() => setOpen({ type: 'cancel', booking })}
        />
      ) : null}

      {location && layout && open?.type === 'move' && booking ? (
        <MoveBookingDialog
          booking={open.booking}
          date={date}
          layout={layout}
          bays={layout.bays}
          openingHours={location.openingHours}
          onClose={() => setOpen(null)}
          onChanged={refreshDay}
        />
      ) : null}

      {open?.type === 'cancel' ? (
        <CancelBookingDialog
          booking={open.booking}
          bayName={bayOf(open.booking.bayNumber)?.name ?? `Bay ${open.booking.bayNumber}`}
          date={date}
          onClose={() => setOpen(null)}
          onChanged={refreshDay}
        />
      ) : null}

      {location && layout && open?.type === 'add-closure' ? (
        <ClosureDialog
          location={location}
          date={date}
          bays={layout.bays}
          openingHours={location.openingHours}
          onClose={() => setOpen(null)}
          onChanged={refreshDay}
        />
      ) : null}

      {location && open?.type === 'closure' ? (
        <ClosureDetailsDialog
          closure={open.closure}
          where={
            open.closure.bayNumber === null
              ? `All of ${location.name}`
              : (bayOf(open.closure.bayNumber)?.name ?? `Bay ${open.closure.bayNumber}`)
          }
          date={date}
          onClose={() => setOpen(null)}
          onChanged={refreshDay}
        />
      ) : null}
    </LocalizationProvider>
  );
}
