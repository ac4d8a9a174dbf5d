import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CreditCardRoundedIcon from '@mui/icons-material/CreditCardRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { cardLabel, expiryLabel, expiryState } from '../../../components/payment/cardLabels';
import { DarkSurface } from '../../../components/DarkSurface';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { ManageMembershipDocument, type ManageMembershipQuery } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/api';
import { formatCents, formatCurrency } from '../../../lib/format';
import { useNotify } from '../../../lib/notify';
import { authPathFor } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { useCancelMembership, useResumeMembership } from '../api/useMembershipChanges';
import { CancelMembershipDialog } from '../components/CancelMembershipDialog';
import { DetailList, type Detail } from '../components/DetailList';
import { LoadError } from '../components/LoadError';
import { MemberCardArt } from '../components/MemberCardArt';
import { MEMBERSHIP_TOASTS } from '../components/MembershipDialog';
import { MembershipNotice } from '../components/MembershipNotice';
import { PaymentHistory } from '../components/PaymentHistory';
import { PlanBenefits } from '../components/PlanBenefits';
import { RenewalConfirmation } from '../components/RenewalConfirmation';
import {
  STATUS_LABELS,
  describeMembership,
  findPlan,
  nextDateLine,
  statusTone,
  toMembershipStatus,
  venueDate,
  type MembershipStatus,
} from '../utils/membership';
import { basePlan, featuredPlan, payAsYouPlayText, paysForItselfText } from '../utils/plans';
import { useMembershipTimeZone } from '../api/useMembershipTimeZone';

const DOCUMENT_TITLE = 'Manage membership';

type Data = ManageMembershipQuery;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3.5 } }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

/** The card renewals charge, and the way to change it. */
function RenewalCard({ data, status }: { data: Data; status: MembershipStatus }) {
  const membership = data.myMembership!;
  const timeZone = useMembershipTimeZone();
  const card = data.paymentMethods.find((m) => m.isDefault) ?? null;
  const [now] = useState(() => new Date());
  let note: string;
  if (membership.complimentary) note = 'Your membership is complimentary: renewals cost nothing, so no card is needed.';
  else if (status === 'cancelling')
    note = "Your membership won't renew, so this card won't be charged again. If you resume, renewals go on this card.";
  else if (!card) {
    const renewal = venueDate(membership.currentPeriodEnd, timeZone);
    note = `There's no card on file. Add one under Payment methods before ${renewal} so your membership can renew.`;
  } else note = 'Monthly renewals are charged to your default card.';
  return (
    <Section id="renewal-card-heading" title="Renewal card">
      {card ? (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <CreditCardRoundedIcon aria-hidden sx={{ color: 'secondary.main' }} />
          <Box>
            <Typography sx={{ fontWeight: 650 }}>{cardLabel(card)}</Typography>
            <Typography
              variant="body2"
              sx={{ color: expiryState(card.expMonth, card.expYear, now) === 'expired' ? 'error.main' : 'text.secondary' }}
            >
              {expiryLabel(card, expiryState(card.expMonth, card.expYear, now))}
            </Typography>
          </Box>
        </Stack>
      ) : null}
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {note}
      </Typography>
      <Button component={TransitionLink} to={paths.paymentMethods} variant="outlined" color="primary" fullWidth>
        Manage payment methods
      </Button>
    </Section>
  );
}

/** A signed-in member's plan: status, dates, free hours, card, history, cancel and resume. */
function MemberView({ data, firstName }: { data: Data; firstName: string }) {
  // The e-mail about a renewal the bank held links here with ?confirm=renewal.
  const [params] = useSearchParams();
  const confirmLink = params.get('confirm') === 'renewal';
  const membership = data.myMembership!;
  // A plan taken off offer still names the membership by its code, and its benefits are not listed.
  const plan = findPlan(data.membershipPlans, membership.planCode);
  const base = basePlan(data.membershipPlans);
  const planName = plan?.name ?? membership.planCode;
  const price = plan ? plan.priceCents / 100 : null;
  const status = toMembershipStatus(membership.membershipStatus);
  const timeZone = useMembershipTimeZone();
  const view = {
    planName,
    status,
    currentPeriodEnd: membership.currentPeriodEnd,
    renewsAt: membership.renewsAt,
    endsAt: membership.endsAt,
    complimentary: membership.complimentary,
    price,
    base,
    timeZone,
  };
  const { headline, detail } = describeMembership(view);
  const next = nextDateLine(view);

  const notify = useNotify();
  const cancel = useCancelMembership();
  const resume = useResumeMembership(membership.planCode);
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  // After a change the button pressed is replaced by its opposite: focus goes there, not to the page.
  const action = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (refocus) {
      action.current?.focus();
      setRefocus(false);
    }
  }, [refocus, status]);

  const failed = (err: Error, show: (m: string) => void) => {
    notify({ ...MEMBERSHIP_TOASTS.failed, variant: 'destructive' });
    show(errorMessage(err) ?? MEMBERSHIP_TOASTS.failed.description);
  };

  const confirmCancel = () => {
    setCancelError(null);
    cancel.run().then(
      () => {
        setConfirming(false);
        setRefocus(true);
        notify(MEMBERSHIP_TOASTS.canceled);
      },
      (err: Error) => failed(err, setCancelError),
    );
  };

  const resumeNow = () => {
    setResumeError(null);
    resume.run().then(
      () => {
        setRefocus(true);
        notify(MEMBERSHIP_TOASTS.updated);
      },
      (err: Error) => failed(err, setResumeError),
    );
  };

  const details: Detail[] = [
    // A complimentary membership has no price to quote: one status everywhere, "renews at no charge".
    {
      label: 'Plan',
      value: membership.complimentary
        ? `${planName}, complimentary`
        : price === null
          ? planName
          : `${planName}, ${formatCurrency(price)} a month`,
    },
    { label: 'Status', value: <Chip label={STATUS_LABELS[status]} color={statusTone(status)} size="small" /> },
  ];
  if (next) details.push({ label: next.label, value: next.date });
  if (plan && plan.freeHoursPerMonth > 0) {
    details.push({ label: 'Free hours left this month', value: `${membership.freeHoursLeft} of ${plan.freeHoursPerMonth}` });
  }
  if (plan) details.push({ label: 'Booking window', value: `Up to ${plan.bookingWindowDays} days ahead` });

  return (
    <>
      <Header
        eyebrow={`${firstName}'s membership`}
        title={headline}
        detail={detail}
        chip={<Chip label={STATUS_LABELS[status]} color={statusTone(status)} size="small" />}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={{ xs: 3, md: 4 }}>
              <Section id="plan-heading" title="Your plan">
                {status === 'past_due' ? (
                  <Alert
                    severity="error"
                    sx={{ mb: 2.5 }}
                    action={
                      <Button component={TransitionLink} to={paths.paymentMethods} color="inherit" size="small">
                        Update card
                      </Button>
                    }
                  >
                    <AlertTitle>Your renewal payment didn't go through</AlertTitle>
                    Add a card or set another as default under Payment methods; we'll retry it over the next 7 days. Your benefits continue
                    meanwhile.
                  </Alert>
                ) : null}
                {status === 'action_required' ? (
                  <RenewalConfirmation
                    planName={planName}
                    priceCents={plan?.priceCents ?? null}
                    graceEndsAt={membership.endsAt ?? null}
                    focusOnArrival={confirmLink}
                  />
                ) : confirmLink ? (
                  <Alert severity="success" variant="outlined" sx={{ mb: 2.5 }}>
                    Nothing is waiting for your confirmation: your membership is up to date.
                  </Alert>
                ) : null}
                <DetailList items={details} />
                <Box sx={{ mt: 3, pt: 2.5, borderTop: 1, borderColor: 'divider' }}>
                  {status === 'cancelling' ? (
                    <>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                        Resume before {venueDate(membership.endsAt ?? membership.currentPeriodEnd, timeZone)} and nothing changes: it renews
                        as usual, and there's nothing to pay today.
                      </Typography>
                      {resumeError ? (
                        <Alert severity="error" variant="outlined" sx={{ mb: 1.5 }}>
                          {resumeError}
                        </Alert>
                      ) : null}
                      <Button
                        ref={action}
                        variant="contained"
                        color="primary"
                        onClick={resumeNow}
                        disabled={resume.isPending}
                        startIcon={resume.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                      >
                        Resume membership
                      </Button>
                    </>
                  ) : (
                    <>
                      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                        {status === 'past_due'
                          ? 'Cancelling now ends your membership straight away.'
                          : status === 'action_required'
                            ? `Cancel any time: your benefits last until ${venueDate(membership.endsAt ?? membership.currentPeriodEnd, timeZone)}.`
                            : membership.complimentary
                              ? `Cancel any time: your benefits last until ${venueDate(membership.currentPeriodEnd, timeZone)}.`
                              : `Cancel any time: your benefits last until ${venueDate(membership.currentPeriodEnd, timeZone)}, ` +
                                "the end of the month you've paid for."}
                      </Typography>
                      <Button
                        ref={action}
                        variant="outlined"
                        color="error"
                        onClick={() => {
                          setCancelError(null);
                          setConfirming(true);
                        }}
                      >
                        Cancel membership
                      </Button>
                    </>
                  )}
                </Box>
              </Section>
              <Section id="history-heading" title="Payment history">
                <PaymentHistory
                  payments={data.myMembershipPayments}
                  labelledBy="history-heading"
                  emptyText={membership.complimentary ? 'Nothing to pay: a complimentary membership is never charged.' : undefined}
                />
                {/* The one history of every charge, with refunds and receipts, is on Payment methods. */}
                <Button component={TransitionLink} to={`${paths.paymentMethods}#payment-history`} size="small" sx={{ mt: 1.5, ml: -1 }}>
                  All payments and receipts
                </Button>
              </Section>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={{ xs: 3, md: 4 }}>
              <RenewalCard data={data} status={status} />
              {plan ? (
                <Section id="perks-heading" title={`Your ${planName} benefits`}>
                  <PlanBenefits plan={plan} base={base} compact />
                </Section>
              ) : null}
            </Stack>
          </Grid>
        </Grid>
      </Container>
      <CancelMembershipDialog
        open={confirming}
        planName={planName}
        plan={plan}
        base={base}
        endsOn={status === 'past_due' ? null : venueDate(membership.currentPeriodEnd, timeZone)}
        cancelling={cancel.isPending}
        error={cancelError}
        onConfirm={confirmCancel}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

function Header({ eyebrow, title, detail, chip }: { eyebrow: string; title: string; detail: string; chip?: ReactNode }) {
  return (
    <DarkSurface component="section" aria-labelledby="manage-heading" sx={(t) => ({ background: t.brand.hero })}>
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
            {eyebrow}
          </Typography>
          {chip}
        </Stack>
        <Typography
          id="manage-heading"
          variant="h2"
          component="h1"
          sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 1, maxWidth: 720 }}>
          {detail}
        </Typography>
      </Container>
    </DarkSurface>
  );
}

/** Signed in on no plan: the Birdie pitch, and past payments if there were any. */
function NoMembershipView({ data, firstName }: { data: Data; firstName: string }) {
  const offer = featuredPlan(data.membershipPlans);
  const base = basePlan(data.membershipPlans);
  const detail = [payAsYouPlayText(base), offer && base ? paysForItselfText(offer, base) : ''].filter(Boolean).join(' ');
  return (
    <>
      <Header eyebrow={`${firstName}'s membership`} title="You're not a member yet" detail={detail} />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: data.myMembershipPayments.length ? 7 : 8 }}>
            {offer ? (
              <Card
                component="section"
                aria-labelledby="pitch-heading"
                sx={{ p: { xs: 2.5, sm: 4 }, border: 2, borderColor: 'accent.main' }}
              >
                <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                  {offer.name} membership
                </Typography>
                <Typography id="pitch-heading" variant="h4" component="h2" sx={{ mb: 0.5 }}>
                  Become a {offer.name} for {formatCents(offer.priceCents)} a month
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
                  Renews automatically each month; cancel any time.
                </Typography>
                <PlanBenefits plan={offer} base={base} />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
                  <Button
                    component={TransitionLink}
                    to={paths.subscribe}
                    variant="contained"
                    color="primary"
                    size="large"
                    endIcon={<ArrowForwardRoundedIcon />}
                  >
                    Become a {offer.name}
                  </Button>
                  <Button component={TransitionLink} to={paths.memberships} variant="outlined" color="primary" size="large">
                    Compare plans
                  </Button>
                </Stack>
              </Card>
            ) : null}
          </Grid>
          {data.myMembershipPayments.length ? (
            <Grid size={{ xs: 12, md: 5 }}>
              <Section id="history-heading" title="Payment history">
                <PaymentHistory payments={data.myMembershipPayments} labelledBy="history-heading" />
              </Section>
            </Grid>
          ) : (
            <Grid size={{ md: 4 }} sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
              <MemberCardArt />
            </Grid>
          )}
        </Grid>
      </Container>
    </>
  );
}

function SignedIn({ firstName }: { firstName: string }) {
  const { data, error, loading, refetch } = useQuery(ManageMembershipDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageSpinner label="Loading your membership" />;
  if (!data) return <LoadError title="Manage membership" documentTitle={DOCUMENT_TITLE} error={error} onRetry={() => void refetch()} />;
  return (
    <>
      <title>{pageTitle(DOCUMENT_TITLE)}</title>
      {data.myMembership ? <MemberView data={data} firstName={firstName} /> : <NoMembershipView data={data} firstName={firstName} />}
    </>
  );
}

/**
 * `/manage-membership` (public route): a member's plan, status, dates, free hours, renewal card and
 * payment history, with cancel and resume; a visitor is asked to sign in first.
 */
export function ManageMembershipPage() {
  const { user, isLoading } = useCurrentUser();
  // Back to this very address after signing in (the renewal e-mail's ?confirm=renewal included).
  const { pathname, search } = useLocation();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (!user) {
    return (
      <MembershipNotice
        title="Sign in to manage your membership"
        documentTitle={DOCUMENT_TITLE}
        eyebrow="Manage membership"
        actions={[
          { label: 'Sign in', to: authPathFor(`${pathname}${search}`) },
          { label: 'See memberships', to: paths.memberships },
        ]}
      >
        Your plan, renewal date, free hours and payments live in your account. Sign in and we'll bring you straight back here.
      </MembershipNotice>
    );
  }
  return <SignedIn firstName={user.firstName} />;
}
