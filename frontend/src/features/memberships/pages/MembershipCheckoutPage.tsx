import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { BankStepError, readPaymentError } from '../../../components/payment/bankStep';
import { PaymentPicker, usePaymentOptionsAhead, usePaymentPicker } from '../../../components/payment/PaymentPicker';
import { TransitionLink } from '../../../components/TransitionLink';
import { useTransitionNavigate } from '../../../components/transition/TransitionProvider';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { MembershipQuoteDocument, SubscribeMembershipDocument } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { randomUuid } from '../../../lib/random';
import { authPathFor } from '../../../lib/redirect';
import { useCurrentUser, useRefreshCurrentUser } from '../../../lib/session';
import { useMembershipPlans, type Plan } from '../api/useMembershipPlans';
import { LoadError } from '../components/LoadError';
import { MembershipNotice } from '../components/MembershipNotice';
import { OrderSummary } from '../components/OrderSummary';
import { FirstMonthCode, type AppliedCode } from '../components/FirstMonthCode';
import { afterFailure, attemptFor, type CheckoutAttempt } from '../utils/checkoutAttempt';
import { alreadyMemberText, checkoutStep, findPlan, planNameFor } from '../utils/membership';
import { basePlan, dollars } from '../utils/plans';
import { useMembershipTimeZoneState } from '../api/useMembershipTimeZone';
import { usePlanFirstRenewals, type FirstRenewals } from '../api/usePlanFirstRenewals';

/** The checkout's frame: heading, then the order summary beside (phones: above) the payment part. */
function CheckoutLayout({
  plan,
  base,
  discount = null,
  renewals,
  timeZone,
  children,
}: {
  plan: Plan;
  base: Plan | null;
  discount?: AppliedCode | null;
  renewals: FirstRenewals;
  timeZone: string | undefined;
  children: ReactNode;
}) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, flex: 1 }}>
      <title>{pageTitle(`Checkout: ${plan.name}`)}</title>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        {plan.name} membership
      </Typography>
      <Typography variant="h2" component="h1" sx={{ mb: { xs: 2.5, md: 4 }, fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Checkout
      </Typography>
      <Grid container spacing={{ xs: 3, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
          <OrderSummary plan={{ ...plan, firstRenewalAt: renewals.of(plan.id) }} base={base} timeZone={timeZone} discount={discount} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { md: 1 } }}>
          {children}
        </Grid>
      </Grid>
    </Container>
  );
}

/** Signed in, on no plan: pick a card and pay the first month. */
function PayForPlan({
  plan,
  onPaid,
  discount,
  onDiscount,
}: {
  plan: Plan;
  onPaid: () => void;
  discount: AppliedCode | null;
  onDiscount: (d: AppliedCode | null) => void;
}) {
  const apollo = useApolloClient();
  const picker = usePaymentPicker({ alwaysSaves: true }); // renewals charge the card on file
  const [subscribe] = useMutation(SubscribeMembershipDocument);
  const refreshUser = useRefreshCurrentUser();
  const go = useTransitionNavigate();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One idempotency key per attempt, reused when the same payment is retried.
  const attempt = useRef<CheckoutAttempt | null>(null);
  const amount = formatCents(plan.priceCents);
  // The quote's total: what the card fields are told (nothing now when a code covers the whole month).
  const dueCents = Math.max(0, plan.priceCents - (discount?.discountCents ?? 0));
  const due = formatCents(dueCents);

  /** Asks the server what the code takes off the first month; a refusal's message, or null when it applied. */
  const applyCode = async (code: string): Promise<string | null> => {
    try {
      const { data } = await apollo.query({
        query: MembershipQuoteDocument,
        variables: { plan: plan.code, discountCode: code },
        fetchPolicy: 'network-only',
      });
      const quote = data?.membershipQuote;
      if (!quote?.discountCode) return 'That discount code is not valid.';
      onDiscount({ code: quote.discountCode, discountCents: quote.discountCents });
      return null;
    } catch (err) {
      return readGraphQLError(err).message;
    }
  };

  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (paying) return;
    setError(null);
    picker.setDeclined(null);
    setPaying(true);
    const payment = await picker.toInput();
    if (!payment) {
      setPaying(false);
      return; // the card fields say what to fix
    }
    // A new card's token is new each time: the attempt is the card chosen, not the token.
    const current = attemptFor(attempt.current, String(payment.paymentMethodId ?? 'new card'), randomUuid);
    attempt.current = current;
    try {
      const variables = { plan: plan.code, payment, idempotencyKey: current.key, discountCode: discount?.code ?? null };
      await picker.pay(() => subscribe({ variables }));
      attempt.current = null;
      onPaid();
      await refreshUser();
      go(paths.membershipConfirmation); // stays "paying" until the page changes: no second charge
    } catch (err) {
      const { code, message } = readPaymentError(err);
      // A refusal (the server's, or the bank's at its step) closes the attempt; a lost answer keeps its key.
      const answered = CombinedGraphQLErrors.is(err) || code === 'PAYMENT_FAILED';
      attempt.current = afterFailure(current, answered);
      // A retry of a payment that had gone through (its answer lost): the membership is there.
      const user = await refreshUser();
      if (user && user.membershipType !== 'None') {
        onPaid();
        go(paths.membershipConfirmation);
        return;
      }
      if (code === 'PAYMENT_FAILED') picker.setDeclined(`${message} Nothing was charged.`);
      else if (err instanceof BankStepError)
        setError(message); // the bank's step could not be shown: it says so
      else setError(answered ? `${message} Nothing was charged.` : `${message} If you try again we won't charge you twice.`);
      setPaying(false);
    }
  };

  return (
    <Card component="section" aria-labelledby="payment-heading" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Box component="form" noValidate onSubmit={pay} aria-labelledby="payment-heading">
        <Typography id="payment-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
          Payment
        </Typography>
        <PaymentPicker state={picker} amountCents={dueCents} disabled={paying} />
        <FirstMonthCode applied={discount} disabled={paying} onApply={applyCode} onRemove={() => onDiscount(null)} />
        {error ? (
          <Alert severity="error" sx={{ mt: 2.5 }}>
            {error}
          </Alert>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          fullWidth
          disabled={paying || picker.loading}
          startIcon={paying ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockRoundedIcon aria-hidden />}
          sx={{ mt: 3 }}
        >
          {/* A code covering the whole month: the card is only kept for the renewals, nothing is paid today. */}
          {paying ? 'Paying…' : dueCents > 0 ? `Pay ${due}` : `Start my ${plan.name} membership`}
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
          By paying you agree that {plan.name} renews at {amount} each month, charged to this card, until you cancel. Cancel any time on
          Manage membership.
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * `/checkout/{membershipType}`: pay for a membership plan. Visitors see the order and sign in to
 * pay (and come back here); an unknown plan, a free plan and a current member each get a straight
 * answer instead of a payment form.
 */
export function MembershipCheckoutPage() {
  const { membershipType = '' } = useParams();
  const { pathname } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const { plans, loading, error, refetch } = useMembershipPlans();
  const { timeZone, loading: timeZoneLoading } = useMembershipTimeZoneState();
  // Once paid, the form stays (busy) until the confirmation shows, rather than "already a member".
  const [paid, setPaid] = useState(false);
  const [discount, setDiscount] = useState<AppliedCode | null>(null);

  // The summary's renewal date (and its zone) and the payment options come with the plans. Asked for by the parts
  // that show them, they came 80 ms later: the summary's sentence grew a line on a phone (a layout shift of 0.1),
  // and the form grew by the card fields under the visitor's eyes.
  const renewals = usePlanFirstRenewals();
  const paymentOptionsLoading = usePaymentOptionsAhead(!!user);

  if (isLoading || loading || timeZoneLoading || renewals.loading || paymentOptionsLoading) return <PageSpinner label="Loading checkout" />;
  if (!plans) return <LoadError title="Checkout" documentTitle="Checkout" error={error} onRetry={() => void refetch()} />;

  const plan = findPlan(plans, membershipType);
  const base = basePlan(plans);
  const step = paid && plan ? ({ kind: 'pay' } as const) : checkoutStep(plan, user);

  switch (step.kind) {
    case 'unknown-plan':
      return (
        <MembershipNotice
          title="We don't have that plan"
          documentTitle="Checkout"
          eyebrow="Checkout"
          actions={[{ label: 'See memberships', to: paths.memberships }]}
        >
          There's no membership called “{membershipType}”. Our plans are {plans.map((p) => p.name).join(' and ')}: have a look and pick the
          one that suits you.
        </MembershipNotice>
      );
    case 'free-plan':
      return (
        <MembershipNotice
          title={`Nothing to pay for ${plan!.name}`}
          documentTitle="Checkout"
          eyebrow="Checkout"
          actions={[
            { label: 'Manage membership', to: paths.manageMembership },
            { label: 'See memberships', to: paths.memberships },
          ]}
        >
          No membership costs nothing: you pay {dollars(plan!.hourlyRateCents)} an hour as you play. If you're a member and want to stop,
          cancel on Manage membership; your benefits last until the end of the month you've paid for.
        </MembershipNotice>
      );
    case 'already-member':
      return (
        <MembershipNotice
          title={`You're already a ${user!.membershipType === 'None' ? plan!.name : planNameFor(plans, user!.membershipType)}`}
          documentTitle="Checkout"
          eyebrow="Checkout"
          actions={[
            { label: 'Manage membership', to: paths.manageMembership },
            { label: 'Book a bay', to: paths.selectLocation },
          ]}
        >
          {alreadyMemberText(plan!.name, user!, timeZone)} Nothing has been charged.
        </MembershipNotice>
      );
    case 'sign-in':
      return (
        <CheckoutLayout plan={plan!} base={base} renewals={renewals} timeZone={timeZone}>
          <Card component="section" aria-labelledby="sign-in-heading" sx={{ p: { xs: 2.5, sm: 3.5 } }}>
            <Typography id="sign-in-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
              Sign in to pay
            </Typography>
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              Your membership belongs to your account. Sign in or create one, and you'll come straight back here to pay.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button component={TransitionLink} to={authPathFor(pathname)} variant="contained" color="primary" size="large">
                Sign in or create an account
              </Button>
              <Button component={TransitionLink} to={paths.memberships} variant="outlined" color="primary" size="large">
                Compare plans
              </Button>
            </Stack>
          </Card>
        </CheckoutLayout>
      );
    case 'pay':
      return (
        <CheckoutLayout plan={plan!} base={base} discount={discount} renewals={renewals} timeZone={timeZone}>
          <PayForPlan plan={plan!} onPaid={() => setPaid(true)} discount={discount} onDiscount={setDiscount} />
        </CheckoutLayout>
      );
  }
}
