import { useRef, useState, type FormEvent } from 'react';
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
import type { Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { CalendarMoveBookingDocument } from '../../../../gql/graphql';
import type { OpeningHoursInput } from '../../../../lib/format';
import { formatDate, formatHourRange, formatHours } from '../../../../lib/format';
import { DATE_FIELD_FORMAT, dateFieldError } from '../../utils/dateField';
import { isLocalDate } from '../../../../lib/venueTime';
import { useCalendarAction } from '../hooks/useCalendarAction';

import { hoursForDay, type CalendarBay, type CalendarBooking, type DayLayout } from '../utils/layout';
import { moveStartChoices, startAfterBayChange, validateMove } from '../utils/moveForm';

interface MoveBookingDialogProps {
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
 * taken are disabled, and a start time the new bay can't take is cleared with a word why; the server
 * still decides, so a slot taken meanwhile answers "That slot was just taken".
 */
export function MoveBookingDialog({ booking, date, layout, bays, openingHours, onClose, onChanged }: MoveBookingDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const run = useCalendarAction({ onChanged, onClose });
  const [move, { loading }] = useMutation(CalendarMoveBookingDocument);
  const [toDate, setToDate] = useState(date);
  const [dateError, setDateError] = useState<DateValidationError | null>(null);
  const [bayNumber, setBayNumber] = useState(booking.bayNumber);
  const [startHour, setStartHour] = useState<number | ''>(booking.startHour);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bayField = useRef<HTMLInputElement>(null);
  const startField = useRef<HTMLInputElement>(null);

  const sameDay = toDate === date;
  const dayHours = sameDay ? layout.hours : isLocalDate(toDate) ? hoursForDay(openingHours, toDate) : [];
  const choicesIn = (bay: number) => moveStartChoices(booking, bay, dayHours, sameDay ? layout : null);
  const choices = choicesIn(bayNumber);
  const bay = bays.find((b) => b.number === bayNumber);
  const nameOf = (n: number) => bays.find((b) => b.number === n)?.name ?? `Bay ${n}`;

  const errors = validateMove({ bayNumber, startHour, sameDay }, { booking, bay, dayHours, choices, dateError: dateFieldError(dateError) });
  // The date and bay say what is wrong at once; the start time once Move booking was pressed.
  const startMessage = (submitted ? errors.startHour : undefined) ?? notice;
  const startHint = sameDay
    ? "Hours this bay can't take (booked, closed or past) are greyed out."
    : `Same length: ${formatHours(booking.hours)}.`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setError(null);
    if (errors.date || errors.bay || errors.startHour) {
      (errors.bay ? bayField : startField).current?.focus();
      return;
    }
    if (startHour === '') return; // validateMove said it is set
    await run(
      async () => {
        await move({ variables: { bookingId: booking.id, bayNumber, startHour, date: sameDay ? undefined : toDate } });
        return {
          title: 'Booking moved',
          description: `${booking.customerName} · ${nameOf(bayNumber)} · ${sameDay ? '' : `${formatDate(toDate)}, `}${formatHourRange(startHour, startHour + booking.hours)}`,
        };
      },
      ({ message }) => setError(message),
    );
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="move-booking-title"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id="move-booking-title">Move booking</DialogTitle>
        <DialogContent sx={{ flex: fullScreen ? 1 : undefined }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {booking.customerName} · now {nameOf(booking.bayNumber)},{' '}
            {formatHourRange(booking.startHour, booking.startHour + booking.hours)}
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
              format={DATE_FIELD_FORMAT}
              onChange={(v) => {
                if (!v?.isValid()) return;
                setToDate(v.format('YYYY-MM-DD'));
                setStartHour('');
                setNotice(null);
              }}
              onError={setDateError}
              slotProps={{ textField: { fullWidth: true, error: !!errors.date, helperText: errors.date } }}
            />
            <TextField
              select
              label="Bay"
              value={bayNumber}
              onChange={(e) => {
                const next = Number(e.target.value);
                const kept = startAfterBayChange(choicesIn(next), startHour, booking.hours, nameOf(next));
                setBayNumber(next);
                setStartHour(kept.startHour);
                setNotice(kept.notice);
              }}
              inputRef={bayField}
              fullWidth
              error={!!errors.bay}
              helperText={errors.bay}
            >
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
              onChange={(e) => {
                setStartHour(Number(e.target.value));
                setNotice(null);
              }}
              inputRef={startField}
              fullWidth
              disabled={!!errors.date}
              error={!!startMessage}
              helperText={startMessage ?? startHint}
            >
              {choices.map(({ hour, free }) => (
                <MenuItem key={hour} value={hour} disabled={!free}>
                  {formatHourRange(hour, hour + booking.hours)}
                  {free ? '' : ' · unavailable'}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading || !!errors.date || !!errors.bay}>
            {loading ? 'Moving…' : 'Move booking'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
