import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CalendarCancelBookingDocument } from '../../../../gql/graphql';
import { formatDate, formatHourRange } from '../../../../lib/format';
import { useCalendarAction } from '../hooks/useCalendarAction';
import type { CalendarBooking } from '../utils/layout';

export interface CancelBookingDialogProps {
  booking: CalendarBooking;
  bayName: string;
  date: string;
  onClose: () => void;
  onChanged: () => void;
}

/** Cancels a booking; the admin decides about the money, every time (nothing is preselected). */
export function CancelBookingDialog({ booking, bayName, date, onClose, onChanged }: CancelBookingDialogProps) {
  const run = useCalendarAction({ onChanged, onClose });
  const [cancel, { loading }] = useMutation(CalendarCancelBookingDocument);
  const [refund, setRefund] = useState<'full' | 'none' | ''>('');
  const [error, setError] = useState<string | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!refund) {
      setMissingChoice(true);
      return;
    }
    setError(null);
    await run(
      async () => {
        await cancel({ variables: { bookingId: booking.id, refund: refund === 'full' } });
        return {
          title: 'Booking cancelled',
          description: `${booking.customerName} · ${bayName} · ${formatHourRange(booking.startHour, booking.startHour + booking.hours)}. ${refund === 'full' ? 'Refunded in full.' : 'No refund.'}`,
        };
      },
      ({ message }) => setError(message),
    );
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-booking-title">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="cancel-booking-title">Cancel this booking?</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <Typography variant="body2">
              {booking.customerName} · {bayName} · {formatDate(date)},{' '}
              {formatHourRange(booking.startHour, booking.startHour + booking.hours)}. The bay is free again at once
              {booking.userId ? ', and the customer gets an e-mail' : ''}.
            </Typography>
            {error ? (
              <Alert severity="error" variant="outlined" role="alert">
                {error}
              </Alert>
            ) : null}
            <FormControl error={missingChoice} required>
              <FormLabel id="refund-choice">Refund</FormLabel>
              <RadioGroup
                aria-labelledby="refund-choice"
                value={refund}
                onChange={(e) => {
                  setRefund(e.target.value as 'full' | 'none');
                  setMissingChoice(false);
                }}
              >
                <FormControlLabel value="full" control={<Radio />} label="Refund in full" />
                <FormControlLabel value="none" control={<Radio />} label="No refund" />
              </RadioGroup>
              <FormHelperText>
                {missingChoice
                  ? 'Choose whether to refund.'
                  : 'A refund goes back to the card paid with. Bookings paid at the venue have nothing to refund online.'}
              </FormHelperText>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Keep booking
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={loading}>
            {loading ? 'Cancelling…' : 'Cancel booking'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
