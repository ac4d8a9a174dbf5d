import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import ExpandLessRoundedIcon from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { useAttemptKey } from '../../../components/payment/attemptKey';
import { readPaymentError } from '../../../components/payment/bankStep';
import { PaymentPicker, usePaymentPicker } from '../../../components/payment/PaymentPicker';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import {
  HoldBookingDocument,
  PayForBookingDocument,
  ReleaseHoldDocument,
  SetBookingDiscountCodeDocument,
  type PaymentInput,
} from '../../../gql/graphql';
import { formatCents, formatDate, formatPlayers } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { useCurrentUser } from '../../../lib/session';
import { useCustomerBooking } from '../api/useBookingData';
import { BookingFacts } from '../components/BookingFacts';
import { CancellationPolicy } from '../components/CancellationPolicy';
import { DiscountCodeField } from '../components/DiscountCodeField';
import { HoldCountdown } from '../components/HoldCountdown';
import { BookingUnavailable, NoBooking } from '../components/NoBooking';
import { PriceLines } from '../components/PriceLines';
import { useNow } from '../../../lib/useNow';
import { useFixedBarRef } from '../../../lib/fixedBar';
import { bookingHours } from '../../../lib/venueTime';
import { bookingSearch } from '../utils/selection';

interface PayProblem {
  kind: 'taken' | 'ended' | 'failed';
  title: string;
  message: string;
  /** The hold is gone (it ended, or the slot was taken): only a new hold can be paid. */
  ended: boolean;
}

/** `/checkout?booking=<id>`: the held bay, its countdown, a discount code, the card, and Pay. */
export function CheckoutPage() {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const id = params.get('booking');
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (!user) {
    return (
      <NoBooking
        title="Sign in to check out"
        text="Bays are held and paid from your account. Sign in or create one, and you'll come straight back here."
        documentTitle="Checkout"
        signInNext={`${pathname}${search}`}
      />
    );
  }
  if (!id) {
    return (
      <NoBooking
        title="Nothing to check out yet"
        text="Pick a bay and a time first; we'll hold it for 10 minutes while you pay."
        documentTitle="Checkout"
      />
    );
  }
  return <Checkout bookingId={id} onReplace={(next) => setParams({ booking: next }, { replace: true })} />;
}

function Checkout({ bookingId, onReplace }: { bookingId: string; onReplace: (id: string) => void }) {
  const { booking, venue, loading, error, refetch } = useCustomerBooking(bookingId);
  const picker = usePaymentPicker({ offerDefault: true });
  const notify = useNotify();
  const [pay] = useMutation(PayForBookingDocument);
  // From Pay to the answer: the card's token, the bank's step (3-D Secure) and the mutation.
  const [paying, setPaying] = useState(false);
  const [release, { loading: releasing }] = useMutation(ReleaseHoldDocument);
  const [hold, { loading: reholding }] = useMutation(HoldBookingDocument);
  const [setDiscountCode, { loading: repricing }] = useMutation(SetBookingDiscountCodeDocument);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  const [released, setReleased] = useState(false);
  const wide = useMediaQuery((t) => t.breakpoints.up('md'), { noSsr: true });
  const [summaryOpen, setSummaryOpen] = useState(false);
  const bar = useFixedBarRef();

  const held = booking?.status === 'HELD';
  const now = useNow(1000, held);
  const expired = !!(held && booking?.holdExpiresAt && new Date(booking.holdExpiresAt).getTime() <= now.getTime());
  // One key per attempt at paying the held booking, kept across retries, reloads and the bank's step
  // (a retried Pay never charges twice); after a decline the next card is a new attempt with a new key.
  const { key: idempotencyKey, renew: nextAttempt } = useAttemptKey(booking?.id);

  // When the clock runs out, ask the server where the hold stands.
  useEffect(() => {
    if (expired) void refetch().catch(() => undefined);
  }, [expired, refetch]);
  // A hold that has ended takes the last card's refusal with it: the page now says why it can't be paid.
  const { setDeclined } = picker;
  const holdGone = !!booking && (booking.status !== 'HELD' || expired);
  useEffect(() => {
    if (holdGone) setDeclined(null);
  }, [holdGone, setDeclined]);

  if (!booking || !venue) {
    return (
      <BookingUnavailable
        loading={loading}
        error={error}
        refetch={refetch}
        documentTitle="Checkout"
        notFoundText="The link may be old, or the booking belongs to another account. Pick a bay and we'll hold it for you."
      />
    );
  }

  if (booking.status === 'CONFIRMED' || booking.status === 'COMPLETED') {
    return <Navigate to={`${paths.bookingConfirmation}?${new URLSearchParams({ booking: booking.id })}`} replace />;
  }

  const tz = venue.timeZone;
  const range = bookingHours(booking.startsAt, booking.endsAt, tz);
  const date = formatDate(booking.date);
  // A lesson is a booking too: same checkout, named by its coach.
  const what = booking.coach ? `Lesson with ${booking.coach.name}, ${booking.bayName}` : booking.bayName;
  const appliedCode = booking.discountCode;
  const discountLine = booking.lines.find((l) => l.amountCents < 0);
  const free = booking.totalCents === 0;
  const pickAgain = booking.coach
    ? `${paths.lessons(booking.locationSlug)}?${new URLSearchParams({ date: booking.date })}`
    : `${paths.booking(booking.locationSlug)}?${bookingSearch({ date: booking.date, hours: booking.hours, players: booking.partySize, choice: null })}`;
  // A checkout that ended unpaid (the hold ran out, or was let go elsewhere) or a booking cancelled meanwhile.
  const ended = booking.status !== 'HELD' || expired || !!problem?.ended;
  const busy = paying || releasing || reholding || repricing;

  /** After a decline or an expiry: a fresh 10-minute hold on the same bay and time, with the same code if it still applies. */
  const onHoldAgain = async () => {
    const holdWith = (discountCode: string | null) =>
      hold({
        variables: {
          input: {
            location: booking.locationSlug,
            date: booking.date,
            startHour: booking.startHour,
            hours: booking.hours,
            partySize: booking.partySize,
            bayNumber: booking.bayNumber,
            discountCode,
          },
        },
      });
    try {
      const { data } = await holdWith(appliedCode).catch(async (err: unknown) => {
        const refused = readGraphQLError(err);
        if (!appliedCode || refused.field !== 'discountCode') throw err;
        const again = await holdWith(null); // the bay matters more than the code
        notify({ title: `Held without ${appliedCode}`, description: refused.message });
        return again;
      });
      if (!data) return;
      setProblem(null);
      onReplace(data.holdBooking.id);
    } catch (err) {
      const { code, message } = readGraphQLError(err);
      await refetch().catch(() => undefined);
      if (code === 'CONFLICT')
        setProblem({
          kind: 'taken',
          title: 'That slot was just taken',
          message: 'Someone else booked it a moment ago. Pick another time; the nearest free ones are waiting.',
          ended: true,
        });
      else setProblem({ kind: 'ended', title: "We couldn't hold the bay again", message, ended: true });
    }
  };

  /** Puts a code on this hold (or takes it off, with null): the server re-prices the same booking, the bay stays held. */
  const changeCode = async (discountCode: string | null): Promise<string | null> => {
    try {
      await setDiscountCode({ variables: { bookingId: booking.id, discountCode } });
      setProblem(null);
      return null;
    } catch (err) {
      const { code, message } = readGraphQLError(err);
      if (code === 'CONFLICT' || code === 'NOT_FOUND') await refetch().catch(() => undefined); // the hold has ended: the page says so
      return message;
    }
  };

  const onPay = async () => {
    if (paying) return;
    setProblem(null);
    picker.setDeclined(null);
    setPaying(true);
    try {
      const payment: PaymentInput | null = free ? { saveCard: false } : await picker.toInput();
      if (!payment) return; // the card fields say what to fix
      await picker.pay(() => pay({ variables: { bookingId: booking.id, payment, idempotencyKey } }));
      // The confirmed booking comes back into the cache; the status check above moves on to the confirmation,
      // whose heading says it is booked (no notification repeating it, none the spec asks for).
    } catch (err) {
      const { message, code } = readPaymentError(err);
      // A refusal the server made (a decline, a token it would not take, a hold or price that moved) ends this
      // attempt: the next Pay is a new one. Without an answer the key stays, so a retry can never charge twice.
      if (code === 'PAYMENT_FAILED' || code === 'VALIDATION' || code === 'CONFLICT') nextAttempt();
      if (code === 'PAYMENT_FAILED') {
        // Nothing was charged and nothing saved; the bay stays held until its 10 minutes end.
        picker.setDeclined(`${message} Nothing was charged, and your ${booking.coach ? 'lesson' : 'bay'} is still held.`);
      } else if (code === 'CONFLICT') {
        // The hold ended, or its price changed in another tab (the charge was refunded): the server says which.
        const { data } = await refetch().catch(() => ({ data: undefined }));
        const stillHeld =
          data?.booking?.status === 'HELD' && !!data.booking.holdExpiresAt && new Date(data.booking.holdExpiresAt).getTime() > Date.now();
        setProblem(
          stillHeld
            ? { kind: 'failed', title: "Payment didn't go through", message, ended: false }
            : { kind: 'ended', title: 'Your hold has ended', message, ended: true },
        );
      } else {
        // Nothing changed on our side (a card detail to fix, a dropped connection): Pay again is safe.
        setProblem({ kind: 'failed', title: "Payment didn't go through", message, ended: false });
      }
    } finally {
      setPaying(false);
    }
  };

  const onRelease = async () => {
    try {
      await release({ variables: { bookingId: booking.id } });
      setReleased(true);
      notify({ title: 'Bay released', description: 'Nothing was charged. Pick another time whenever you like.' });
    } catch (err) {
      notify({ title: "Couldn't release the bay", description: readGraphQLError(err).message, variant: 'destructive' });
    }
  };

  if (released) return <Navigate to={pickAgain} replace />;

  const endedTitle = problem?.ended ? problem.title : 'Your hold has ended';
  const endedText = problem?.ended
    ? problem.message
    : 'We hold a bay for 10 minutes. Hold it again if it is still free, or pick another time.';

  const payLabel = paying ? 'Paying…' : free ? 'Confirm booking' : `Pay ${formatCents(booking.totalCents)}`;
  const payIcon = paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockRoundedIcon />;
  // Phones: the summary folds away under its heading (open on wider screens), so the card and Pay come first.
  const showSummary = wide || summaryOpen;

  return (
    <Box sx={{ flex: 1, pb: ended || wide ? 0 : 12 }}>
      <title>{pageTitle('Checkout')}</title>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Button component={TransitionLink} to={pickAgain} startIcon={<ArrowBackRoundedIcon />} size="small" sx={{ mb: 2, ml: -1 }}>
          Back to times
        </Button>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Checkout
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {ended ? (booking.coach ? 'Your lesson is no longer held' : 'Your bay is no longer held') : 'Almost there'}
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
          {what} at {booking.locationName}, {date}, {range}.
        </Typography>

        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
            <Card component="section" aria-labelledby="checkout-summary" sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: showSummary ? 2 : 0 }}>
                <Typography id="checkout-summary" variant="h4" component="h2">
                  Your booking
                </Typography>
                {wide ? null : (
                  <Button
                    size="small"
                    onClick={() => setSummaryOpen((o) => !o)}
                    aria-expanded={summaryOpen}
                    aria-controls="checkout-summary-details"
                    endIcon={summaryOpen ? <ExpandLessRoundedIcon /> : <ExpandMoreRoundedIcon />}
                  >
                    {summaryOpen ? 'Hide details' : 'Show details'}
                  </Button>
                )}
              </Stack>
              {!ended && booking.holdExpiresAt ? (
                <Box sx={{ mb: showSummary ? 2.5 : 0, mt: showSummary ? 0 : 1.5 }}>
                  <HoldCountdown expiresAt={booking.holdExpiresAt} now={now} />
                </Box>
              ) : null}
              <Collapse in={showSummary} id="checkout-summary-details" timeout={wide ? 0 : 'auto'} unmountOnExit>
                <BookingFacts
                  facts={[
                    { key: 'location', label: 'Location', value: booking.locationName },
                    { key: 'date', label: 'Date', value: date },
                    { key: 'time', label: 'Time', value: range },
                    ...(booking.coach ? [{ key: 'coach' as const, label: 'Coach', value: booking.coach.name }] : []),
                    { key: 'bay', label: 'Bay', value: booking.bayName },
                    { key: 'players', label: 'Players', value: formatPlayers(booking.partySize) },
                  ]}
                />
                <Divider sx={{ my: 2.5 }} />
                <PriceLines lines={booking.lines} totalCents={booking.totalCents} />
              </Collapse>
              {/* A discount takes off the paid part: with nothing to pay there is nothing to discount. */}
              <Box sx={{ mt: 1.5, display: free && !appliedCode ? 'none' : 'block' }}>
                <DiscountCodeField
                  applied={appliedCode}
                  onApply={(code) => changeCode(code)}
                  onRemove={() => changeCode(null)}
                  disabled={busy || ended}
                  effect={appliedCode && discountLine ? `${appliedCode} applied: you save ${formatCents(-discountLine.amountCents)}` : null}
                />
              </Box>
              {/* Beside the price on larger screens; on phones after the payment card, where Pay is. */}
              <CancellationPolicy
                refundableUntil={booking.refundableUntil}
                timeZone={tz}
                now={now}
                sx={{ mt: 2.5, display: { xs: 'none', md: 'flex' } }}
              />
            </Card>
          </Grid>

          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { md: 1 } }}>
            <Card component="section" aria-labelledby="checkout-payment" sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="checkout-payment" variant="h4" component="h2" sx={{ mb: 0.5 }}>
                {free ? 'Nothing to pay' : 'Payment'}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
                {free
                  ? 'Your included Birdie hours cover this booking. Confirm it and the bay is yours.'
                  : 'Pay now and the bay is yours. No booking fees: the total is all you pay.'}
              </Typography>

              {ended ? (
                <Alert severity="warning" role="alert" sx={{ mb: 2.5 }}>
                  <AlertTitle sx={{ fontWeight: 700 }}>{endedTitle}</AlertTitle>
                  {endedText}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
                    {/* A lesson is held again from the lesson page, where its coach's hours are. */}
                    {problem?.kind !== 'taken' && !booking.coach ? (
                      <Button
                        variant="contained"
                        color="secondary"
                        onClick={() => void onHoldAgain()}
                        disabled={busy}
                        endIcon={reholding ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
                      >
                        Hold it again
                      </Button>
                    ) : null}
                    <Button component={TransitionLink} to={pickAgain} variant="outlined" color="inherit">
                      Pick another time
                    </Button>
                  </Stack>
                </Alert>
              ) : null}

              {!free ? <PaymentPicker state={picker} amountCents={booking.totalCents} disabled={busy || ended} /> : null}

              {problem && !problem.ended ? (
                <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
                  <AlertTitle sx={{ fontWeight: 700 }}>{problem.title}</AlertTitle>
                  {problem.message}
                </Alert>
              ) : null}

              {/* On phones Pay sits in the fixed bar at the bottom of the screen instead. */}
              {wide ? (
                <Button
                  variant="contained"
                  color="secondary"
                  size="large"
                  fullWidth
                  onClick={() => void onPay()}
                  disabled={busy || ended}
                  startIcon={payIcon}
                  sx={{ mt: 3 }}
                >
                  {payLabel}
                </Button>
              ) : null}
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
                sx={{ mt: { xs: 2, md: 1.5 }, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
              >
                <Typography variant="caption" sx={{ color: 'text.secondary', fontSize: '0.8125rem' }}>
                  Card details go straight to our payment processor; we never store your card number.
                </Typography>
                {!ended ? (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => void onRelease()}
                    disabled={busy}
                    sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}
                  >
                    Cancel and release the bay
                  </Button>
                ) : null}
              </Stack>
            </Card>
            <CancellationPolicy
              refundableUntil={booking.refundableUntil}
              timeZone={tz}
              now={now}
              sx={{ mt: 2.5, display: { xs: 'flex', md: 'none' } }}
            />
          </Grid>
        </Grid>
      </Container>
      {ended || wide ? null : (
        <Paper
          ref={bar}
          component="section"
          aria-label="Checkout total"
          elevation={0}
          sx={(t) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: t.zIndex.appBar - 1,
            px: 2,
            pt: 1.5,
            pb: 'calc(12px + env(safe-area-inset-bottom))',
            borderTop: 1,
            borderColor: 'divider',
            borderRadius: 0,
            boxShadow: `0 -8px 24px ${t.alpha(t.vars.palette.primary.main, 0.12)}`,
          })}
        >
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', fontSize: '0.8125rem' }}
            >
              {booking.bayName}, {range}
            </Typography>
            <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
              {formatCents(booking.totalCents)}
            </Typography>
          </Box>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            onClick={() => void onPay()}
            disabled={busy}
            startIcon={payIcon}
            sx={{ flexShrink: 0, minHeight: 48 }}
          >
            {payLabel}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
