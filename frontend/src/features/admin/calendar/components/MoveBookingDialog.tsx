import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCalendarAction } from '../hooks/useCalendarAction';
import type { Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { CalendarMoveBookingDocument } from '../../../../gql/graphql';
import type { OpeningHoursInput } from '../../../../lib/format';
import { formatDate, formatHourRange } from '../../../../lib/format';
import { isLocalDate } from '../utils/dates';
import { canPlace, hoursForDay, type CalendarBay, type CalendarBooking, type DayLayout } from '../utils/layout';

export interface MoveBookingDialogProps {
  booking: CalendarBooking;
  /** The day on screen: its layout tells which hours are free there. */
  date: string;
  layout: DayLayout;
  bays: CalendarBay[];
  openingHours: readonly OpeningHoursInput[];
  onClose: () => void;
  onChanged: () => void;
}

/**
 * Moves a booking to another bay, hour or day (same length). On the day shown, hours known to be
 * taken are disabled; the server still decides, so a slot taken meanwhile answers "That slot was just taken".
 */
export function MoveBookingDialog({ booking, date, layout, bays, openingHours, onClose, onChanged }: MoveBookingDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const run = useCalendarAction({ onChanged, onClose });
  const [move, { loading }] = useMutation(CalendarMoveBookingDocument);
  const [toDate, setToDate] = useState(date);
  const [bayNumber, setBayNumber] = useState(booking.bayNumber);
  const [startHour, setStartHour] = useState<number | ''>(booking.startHour);
  const [error, setError] = useState<string | null>(null);

  const sameDay = toDate === date;
  const dayHours = sameDay ? layout.hours : isLocalDate(toDate) ? hoursForDay(openingHours, toDate) : [];
  const starts = dayHours.filter((h) => dayHours.includes(h + booking.hours - 1));
  const fits = (h: number) => !sameDay || canPlace(layout, bayNumber, h, booking.hours, booking.id);
  const unchanged = sameDay && bayNumber === booking.bayNumber && startHour === booking.startHour;
  const bay = bays.find((b) => b.number === bayNumber);
  const tooSmall = !!bay && booking.partySize > bay.capacity;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (startHour === '' || unchanged) return;
    setError(null);
    await run(
      async () => {
        await move({ variables: { bookingId: booking.id, bayNumber, startHour, date: sameDay ? undefined : toDate } });
        return {
          title: 'Booking moved',
          description: `${booking.customerName} · ${bay?.name ?? `Bay ${bayNumber}`} · ${sameDay ? '' : `${formatDate(toDate)}, `}${formatHourRange(startHour, startHour + booking.hours)}`,
        };
      },
      ({ message }) => setError(message),
    );
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby="move-booking-title">
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id="move-booking-title">Move booking</DialogTitle>
        <DialogContent sx={{ flex: fullScreen ? 1 : undefined }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {booking.customerName} · now {bays.find((b) => b.number === booking.bayNumber)?.name ?? `Bay ${booking.bayNumber}`}, {formatHourRange(booking.startHour, booking.startHour + booking.hours)}
          </Typography>
          <Stack spacing={2.5}>
            {error ? (
              <Alert severity="error" variant="outlined" role="alert">
                {error}
              </Alert>
            ) : null}
            <DatePicker
              label="Date"
              value={dayjs(toDate)}
              format="MMM D, YYYY"
              onChange={(v) => {
                if (!v?.isValid()) return;
                setToDate(v.format('YYYY-MM-DD'));
                setStartHour('');
              }}
              slotProps={{ textField: { fullWidth: true } }}
            />
            <TextField select label="Bay" value={bayNumber} onChange={(e) => setBayNumber(Number(e.target.value))} fullWidth>
              {bays.map((b) => (
                <MenuItem key={b.number} value={b.number}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Start time"
              value={startHour}
              onChange={(e) => setStartHour(Number(e.target.value))}
              fullWidth
              error={tooSmall}
              helperText={
                tooSmall
                  ? `${bay?.name} takes up to ${bay?.capacity} players.`
                  : starts.length === 0
                    ? 'We are closed that day.'
                    : sameDay
                      ? "Hours this bay can't take (booked, closed or past) are greyed out."
                      : `Same length: ${booking.hours === 1 ? '1 hour' : `${booking.hours} hours`}.`
              }
            >
              {starts.map((h) => {
                const free = fits(h);
                return (
                  <MenuItem key={h} value={h} disabled={!free}>
                    {formatHourRange(h, h + booking.hours)}
                    {free ? '' : ' · unavailable'}
                  </MenuItem>
                );
              })}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading || unchanged || startHour === '' || tooSmall}>
            {loading ? 'Moving…' : 'Move booking'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
