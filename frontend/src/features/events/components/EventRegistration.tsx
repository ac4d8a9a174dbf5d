import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { readPaymentError } from '../../../components/payment/bankStep';
import { PaymentPicker, usePaymentPicker } from '../../../components/payment/PaymentPicker';
import { TransitionLink } from '../../../components/TransitionLink';
import {
  CancelEventRegistrationDocument,
  EventCheckoutQuoteDocument,
  JoinEventWaitlistDocument,
  LeaveEventWaitlistDocument,
  RegisterForEventDocument,
  type EventDetailQuery,
} from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { useNow } from '../../../lib/useNow';
import { timeLeftLabel, waitlistPlaceLabel } from '../utils/eventLabels';

type EventDetail = NonNullable<EventDetailQuery['event']>;

const newKey = () => `event-${crypto.randomUUID()}`;

/** The member-only refusal, with the way in: the server says the same when asked. */
function BirdieOnly() {
  return (
    <Alert severity="info" icon={<EmojiEventsRoundedIcon />}>
      <AlertTitle>For Birdie members</AlertTitle>
      This event is for Birdie members only.{' '}
      <Link component={TransitionLink} to="/memberships">
        Become a Birdie member
      </Link>{' '}
      to register.
    </Alert>
  );
}

/**
 * Paying for a spot: server price lines, a discount code, a saved or new card, the refund policy before
 * paying. A declined card keeps the spot held (`onHeld`) while another card is tried.
 */
function Checkout({ event, onDone, onHeld }: { event: EventDetail; onDone: () => Promise<unknown>; onHeld: () => void }) {
  const picker = usePaymentPicker();
  const notify = useNotify();
  const [codeInput, setCodeInput] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery(EventCheckoutQuoteDocument, { variables: { eventId: event.id, discountCode: code } });
  const [register] = useMutation(RegisterForEventDocument);
  // From Pay to the answer: the card's token, the bank's step (3-D Secure) and the mutation.
  const [paying, setPaying] = useState(false);
  const codeError = quote.error ? readGraphQLError(quote.error) : null;
  const q = quote.data?.eventQuote;

  const onPay = async () => {
    if (paying) return;
    setProblem(null);
    picker.setDeclined(null);
    setPaying(true);
    try {
      const total = q?.totalCents ?? event.priceCents;
      const payment = total === 0 ? null : await picker.toInput();
      if (total > 0 && !payment) return; // the card fields say what to fix
      await picker.pay(() => register({ variables: { eventId: event.id, idempotencyKey: key, payment, discountCode: code } }));
      notify({ title: "You're registered", description: `${event.title}. The confirmation is on its way to your inbox.` });
      await onDone();
    } catch (err) {
      const { message, code: errorCode } = readPaymentError(err);
      // Another card (or a corrected detail) is a new attempt with a new key.
      if (errorCode === 'PAYMENT_FAILED' || errorCode === 'VALIDATION' || errorCode === 'CONFLICT') setKey(newKey());
      if (errorCode === 'PAYMENT_FAILED') {
        // Nothing was charged, and the seat stays held for this checkout while another card is tried.
        picker.setDeclined(`${message} Nothing was charged, and your spot is still held.`);
        onHeld();
      } else {
        setProblem(message);
        await onDone();
      }
    } finally {
      setPaying(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Box component="dl" sx={{ m: 0 }} aria-label="Price">
        {(q?.lines ?? []).map((l) => (
          <Stack key={l.label} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" variant="body2">
              {l.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {formatCents(l.amountCents)}
            </Typography>
          </Stack>
        ))}
        <Stack direction="row" sx={{ justifyContent: 'space-between', borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            Total
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
            {formatCents(q?.totalCents ?? event.priceCents)}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label="Discount code"
          size="small"
          value={codeInput}
          onChange={(e) => setCodeInput(e.target.value)}
          error={!!codeError && !!code}
          helperText={code && codeError ? codeError.message : code && q ? `Code ${code.toUpperCase()} applied.` : ' '}
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" onClick={() => setCode(codeInput.trim() || null)} disabled={paying} sx={{ mt: 0.25 }}>
          Apply
        </Button>
      </Stack>
      {(q?.totalCents ?? event.priceCents) > 0 ? (
        <PaymentPicker state={picker} amountCents={q?.totalCents ?? event.priceCents} disabled={paying} />
      ) : null}
      <Alert severity="info" variant="outlined">
        <AlertTitle>Cancellation and refunds</AlertTitle>
        {event.refundPolicy}
      </Alert>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Button variant="contained" size="large" onClick={onPay} disabled={paying || (!!code && !!codeError)}>
        {paying ? 'Paying…' : `Pay ${formatCents(q?.totalCents ?? event.priceCents)} and register`}
      </Button>
    </Stack>
  );
}

/** What the signed-in viewer can do with an event: register, pay, join or leave the line, claim an offer, cancel. */
export function EventRegistration({ event, refetch }: { event: EventDetail; refetch: () => Promise<unknown> }) {
  const viewer = event.viewer!;
  const notify = useNotify();
  const now = useNow(1000, !!viewer.offerExpiresAt);
  const [problem, setProblem] = useState<string | null>(null);
  // A declined card kept this viewer's seat held: their checkout stays open even if that was the last spot.
  const [holding, setHolding] = useState(false);
  const [register, { loading: registering }] = useMutation(RegisterForEventDocument);
  const [join, { loading: joining }] = useMutation(JoinEventWaitlistDocument);
  const [leave, { loading: leaving }] = useMutation(LeaveEventWaitlistDocument);
  const [cancel, { loading: cancelling }] = useMutation(CancelEventRegistrationDocument);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setProblem(null);
    try {
      await action();
      notify({ title: done, description: event.title });
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
    await refetch();
  };

  if (event.status === 'cancelled') return <Alert severity="warning">This event has been cancelled.</Alert>;
  if (new Date(event.startsAt) <= now) return <Alert severity="info">This event has started; registration is closed.</Alert>;

  if (viewer.registrationId) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          <AlertTitle>You're registered</AlertTitle>
          See you there! It's in your{' '}
          <Link component={TransitionLink} to="/booking-history">
            booking history
          </Link>
          .
        </Alert>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {event.refundPolicy}
        </Typography>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Button
          variant="outlined"
          color="error"
          disabled={cancelling}
          onClick={() => run(() => cancel({ variables: { registrationId: viewer.registrationId! } }), 'Registration cancelled')}
        >
          Cancel my registration
        </Button>
      </Stack>
    );
  }

  if (event.memberOnly && !viewer.canJoinMemberEvents) return <BirdieOnly />;

  const offerOpen = !!viewer.offerExpiresAt && new Date(viewer.offerExpiresAt) > now;
  const canRegister = event.spotsLeft > 0 || offerOpen || holding;
  return (
    <Stack spacing={2}>
      {offerOpen ? (
        <Alert severity="success" role="status">
          <AlertTitle>A spot is held for you</AlertTitle>
          Claim it within <strong>{timeLeftLabel(viewer.offerExpiresAt!, now)}</strong>; after that it passes to the next in line.
        </Alert>
      ) : null}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {canRegister && event.priceCents > 0 ? <Checkout event={event} onDone={refetch} onHeld={() => setHolding(true)} /> : null}
      {canRegister && event.priceCents === 0 ? (
        <Button
          variant="contained"
          size="large"
          disabled={registering}
          onClick={() => run(() => register({ variables: { eventId: event.id, idempotencyKey: newKey() } }), "You're registered")}
        >
          {offerOpen ? 'Claim my spot' : 'Register, free'}
        </Button>
      ) : null}
      {offerOpen || canRegister ? null : viewer.onWaitlist ? (
        <>
          <Alert severity="info">
            <AlertTitle>{viewer.waitlistPlace ? waitlistPlaceLabel(viewer.waitlistPlace) : "You're on the waitlist"}</AlertTitle>
            If a spot opens up, we'll e-mail you and hold it for you for a while.
          </Alert>
          <Button
            variant="outlined"
            disabled={leaving}
            onClick={() => run(() => leave({ variables: { eventId: event.id } }), 'You left the waitlist')}
          >
            Leave the waitlist
          </Button>
        </>
      ) : (
        <>
          <Alert severity="info">This event is full. Join the waitlist: when a spot opens, the first in line gets it held for them.</Alert>
          <Button
            variant="contained"
            disabled={joining}
            onClick={() => run(() => join({ variables: { eventId: event.id } }), 'You joined the waitlist')}
          >
            Join the waitlist
          </Button>
        </>
      )}
      {offerOpen ? (
        <Button variant="text" disabled={leaving} onClick={() => run(() => leave({ variables: { eventId: event.id } }), 'Spot passed on')}>
          No thanks, pass it on
        </Button>
      ) : null}
    </Stack>
  );
}
