import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { AccountBookingsDocument, AccountCancelBookingDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { bayLabel, cancelExplanation, cancelledNotice, cancelTerms, refundedNow, type CancelTerms } from '../utils/bookings';
import type { AccountBooking } from './BookingCard';
import { bookingHours } from '../../../lib/venueTime';

interface CancelBookingDialogProps {
  booking: AccountBooking;
  timeZone: string;
  onClose: () => void;
  /** After the cancellation went through. */
  onCancelled: (booking: AccountBooking) => void;
}

/**
 * Says exactly what cancelling does (refund, free hours, or no refund inside 24 hours) before the
 * customer confirms. Mounted per booking while open.
 */
export function CancelBookingDialog({ booking, timeZone, onClose, onCancelled }: CancelBookingDialogProps) {
  const titleId = useId();
  const textId = useId();
  const notify = useNotify();
  const [terms, setTerms] = useState<CancelTerms | null>(() => cancelTerms(booking, new Date()));
  const [changed, setChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The answer updates the booking in the cache at once; the list is read again in the background
  // (a released hold drops out of it).
  const [cancel, { loading }] = useMutation(AccountCancelBookingDocument, { refetchQueries: [AccountBookingsDocument] });

  const confirm = async () => {
    // The 24-hour line may have passed while the dialog was open: never cancel on terms not shown.
    const current = cancelTerms(booking, new Date());
    if (current?.kind !== terms?.kind) {
      setTerms(current);
      setChanged(true);
      return;
    }
    if (!current) return;
    setError(null);
    try {
      const { data } = await cancel({ variables: { bookingId: booking.id } });
      // The toast says what the server refunded, not what the booking cost.
      notify(cancelledNotice(current, data ? refundedNow(booking, data.cancelBooking) : 0));
      onCancelled(booking);
    } catch (err) {
      setError(readGraphQLError(err).message);
    }
  };

  const isHold = terms?.kind === 'release_hold';
  const title = isHold ? 'Let this hold go?' : 'Cancel this booking?';
  const confirmLabel = isHold ? 'Let it go' : terms?.kind === 'late' ? 'Cancel anyway' : 'Cancel booking';

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        <Box sx={{ mb: 2, p: 2, borderRadius: 3, bgcolor: 'action.hover' }}>
          <Typography variant="h6" component="p">
            {booking.locationName} · {bayLabel(booking.bayNumber, booking.bayName)}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatDate(booking.date)}, {bookingHours(booking.startsAt, booking.endsAt, timeZone)}
          </Typography>
        </Box>
        {changed ? (
          <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
            {terms
              ? 'The free-cancellation window just closed, so the terms below have changed.'
              : 'This booking can no longer be cancelled.'}
          </Alert>
        ) : null}
        {terms ? (
          <Alert
            id={textId}
            severity={terms.kind === 'late' ? 'warning' : 'info'}
            icon={false}
            sx={{ '& .MuiAlert-message': { fontSize: '1rem' } }}
          >
            {cancelExplanation(terms)}
          </Alert>
        ) : (
          <Typography id={textId}>It has already started or been cancelled.</Typography>
        )}
        {error ? (
          <Alert severity="error" variant="outlined" sx={{ mt: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions
        sx={{
          px: 3,
          pb: 3,
          gap: 1,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } },
        }}
      >
        <Button onClick={onClose} disabled={loading} variant="outlined" sx={{ width: { xs: '100%', sm: 'auto' } }} autoFocus>
          {isHold ? 'Keep holding' : 'Keep booking'}
        </Button>
        {terms ? (
          <Button
            onClick={confirm}
            disabled={loading}
            variant="contained"
            color="error"
            sx={{ width: { xs: '100%', sm: 'auto' } }}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Cancelling…' : confirmLabel}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
