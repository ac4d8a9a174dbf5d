import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import ForwardToInboxRoundedIcon from '@mui/icons-material/ForwardToInboxRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SystemBookingReferenceDocument, SystemFindBookingDocument, SystemResendConfirmationDocument } from '../../../../gql/graphql';
import { formatDate } from '../../../../lib/format';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { bookingHours } from '../../../../lib/venueTime';
import { parseBookingLookup, resendBlocker } from '../utils/resend';
import { AdminSection } from '../../components/AdminSection';

const HINT = 'On the customer’s confirmation e-mail and in booking history, like BN-7K3Q9X. A booking id works too.';

class LookupError extends Error {}

/** Sends a booking's confirmation e-mail again, found by its reference (or id). */
export function ResendConfirmationCard() {
  const client = useApolloClient();
  const notify = useNotify();
  const [resend] = useMutation(SystemResendConfirmationDocument, { refetchQueries: ['SystemAuditLog'] });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  /** The booking a reference or id names, or a LookupError that says why not. */
  const find = async (text: string) => {
    const lookup = parseBookingLookup(text);
    if (lookup.kind === 'invalid') throw new LookupError(lookup.message);
    let reference = lookup.value;
    if (lookup.kind === 'id') {
      try {
        const { data } = await client.query({
          query: SystemBookingReferenceDocument,
          variables: { id: lookup.value },
          fetchPolicy: 'network-only',
        });
        reference = data!.booking.reference;
      } catch (err) {
        const { code, message } = readGraphQLError(err);
        throw new LookupError(code === 'NOT_FOUND' ? 'No booking has that id. Check it, or search by the reference instead.' : message);
      }
    }
    const { data } = await client.query({
      query: SystemFindBookingDocument,
      variables: { search: reference },
      fetchPolicy: 'network-only',
    });
    const booking = data?.adminBookings.rows.find((r) => r.reference === reference);
    if (!booking) throw new LookupError(`No booking has the reference ${reference}. Check it and try again.`);
    return booking;
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFieldError(null);
    setSent(null);
    setBusy(true);
    try {
      const booking = await find(value);
      const blocker = resendBlocker(booking);
      if (blocker) throw new LookupError(blocker);
      await resend({ variables: { bookingId: booking.id } });
      const when = `${formatDate(booking.date)}, ${bookingHours(booking.startsAt, booking.endsAt, booking.locationTimeZone)}`;
      const to = booking.customerEmail ?? booking.customerName;
      setSent(`Sent the confirmation of ${booking.reference} (${booking.locationName}, bay ${booking.bayNumber}, ${when}) to ${to} again.`);
      setValue('');
      notify({ title: 'Confirmation sent again', description: `${booking.reference} went to ${to}.` });
    } catch (err) {
      const message = err instanceof LookupError ? err.message : readGraphQLError(err).message;
      setFieldError(message);
      input.current?.focus();
      if (!(err instanceof LookupError))
        notify({ title: "Couldn't resend the confirmation", description: message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminSection
      title="Resend a confirmation"
      intro="When a customer can’t find their confirmation e-mail, send it again. Only paid bookings of a customer account (not walk-ins) get one."
    >
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Resend a confirmation" spacing={2}>
        <TextField
          label="Booking reference or id"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (fieldError) setFieldError(null);
          }}
          error={!!fieldError}
          helperText={fieldError ?? HINT}
          inputRef={input}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters' } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ForwardToInboxRoundedIcon />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {busy ? 'Sending…' : 'Resend confirmation'}
        </Button>
        <div role="status">
          {sent ? (
            <Alert severity="success" variant="outlined">
              {sent}
            </Alert>
          ) : null}
        </div>
      </Stack>
    </AdminSection>
  );
}
