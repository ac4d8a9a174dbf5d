import { useQuery } from '@apollo/client/react';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DarkSurface } from '../../../components/DarkSurface';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { MembershipConfirmationDocument } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { authPathFor } from '../../../lib/redirect';
import { useCurrentUser, type CurrentUser } from '../../../lib/session';
import { useMembershipPlans } from '../api/useMembershipPlans';
import { DetailList, type Detail } from '../components/DetailList';
import { LoadError } from '../components/LoadError';
import { MembershipNotice } from '../components/MembershipNotice';
import { PlanBenefits } from '../components/PlanBenefits';
import { findPlan, nextDateLine, toMembershipStatus, venueDate } from '../utils/membership';
import { basePlan, dollars, featuredPlan, planHighlights } from '../utils/plans';
import { useMembershipTimeZone } from '../api/useMembershipTimeZone';

const DOCUMENT_TITLE = 'Membership confirmed';

function Confirmation({ user }: { user: CurrentUser }) {
  // Always from the server: this page comes straight after paying.
  const { data, error, loading, refetch } = useQuery(MembershipConfirmationDocument, { fetchPolicy: 'network-only' });
  const plans = useMembershipPlans();
  const timeZone = useMembershipTimeZone();
  if ((loading && !data) || plans.loading) return <PageSpinner label="Loading your membership" />;
  if (!data || !plans.plans) {
    const retry = () => void (data ? plans.refetch() : refetch());
    return <LoadError title="Your membership" documentTitle={DOCUMENT_TITLE} error={error ?? plans.error} onRetry={retry} />;
  }

  const membership = data.myMembership;
  const base = basePlan(plans.plans);
  if (!membership) {
    const offer = featuredPlan(plans.plans);
    return (
      <MembershipNotice
        title="No membership to confirm"
        documentTitle="Membership confirmation"
        eyebrow="Membership"
        actions={[
          { label: 'Become a Birdie', to: paths.subscribe },
          { label: 'See memberships', to: paths.memberships },
        ]}
      >
        You're on no plan at the moment, so there's nothing to confirm.
        {offer ? ` ${offer.name} is ${dollars(offer.priceCents)} a month: ${planHighlights(offer)}.` : null}
      </MembershipNotice>
    );
  }

  const status = toMembershipStatus(membership.membershipStatus);
  const plan = findPlan(plans.plans, membership.planCode);
  const planName = plan?.name ?? membership.planCode;
  const payment = data.myMembershipPayments[0];
  const next = nextDateLine({
    status,
    renewsAt: membership.renewsAt,
    endsAt: membership.endsAt,
    currentPeriodEnd: membership.currentPeriodEnd,
    timeZone,
  });
  const details: Detail[] = [
    { label: 'Plan', value: `${planName}, monthly` },
    {
      label: 'Amount paid',
      value: payment
        ? `${formatCents(payment.amountCents)} on ${venueDate(payment.createdAt, timeZone)}`
        : membership.complimentary
          ? 'Complimentary'
          : '—',
    },
  ];
  if (next) details.push({ label: status === 'active' ? 'Next renewal' : next.label, value: next.date });
  const bookTo = user.preferredLocation ? paths.booking(user.preferredLocation) : paths.selectLocation;

  return (
    <>
      <title>{pageTitle(DOCUMENT_TITLE)}</title>
      <DarkSurface component="section" aria-labelledby="confirmed-heading" sx={(t) => ({ background: t.brand.hero })}>
        <Container maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' } }}>
            <CheckCircleRoundedIcon aria-hidden sx={{ fontSize: { xs: 56, md: 72 }, color: 'accent.main' }} />
            <Box>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
                Membership confirmed
              </Typography>
              <Typography id="confirmed-heading" variant="h2" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
                Welcome to {planName}, {user.firstName}!
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
                Your {planName} membership is active. We've e-mailed you the details.
              </Typography>
            </Box>
          </Stack>
        </Container>
      </DarkSurface>

      <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Card component="section" aria-labelledby="summary-heading" sx={{ p: { xs: 2.5, sm: 3.5 }, height: '100%' }}>
              <Typography id="summary-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                Your membership
              </Typography>
              <DetailList items={details} />
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2.5 }}>
                {status === 'active' && !membership.complimentary
                  ? 'It renews automatically each month on the same day, charged to your default card. Cancel any time.'
                  : 'Everything about your plan is on Manage membership.'}
              </Typography>
            </Card>
          </Grid>
          {plan ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <Card component="section" aria-labelledby="perks-heading" sx={{ p: { xs: 2.5, sm: 3.5 }, height: '100%' }}>
                <Typography id="perks-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
                  What you get
                </Typography>
                <PlanBenefits plan={plan} base={base} compact />
              </Card>
            </Grid>
          ) : null}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: { xs: 3, md: 4 }, alignItems: { sm: 'center' } }}>
          <Button
            component={TransitionLink}
            to={bookTo}
            variant="contained"
            color="primary"
            size="large"
            startIcon={<SportsGolfRoundedIcon aria-hidden />}
          >
            Book a bay
          </Button>
          <Button component={TransitionLink} to={paths.manageMembership} variant="outlined" color="primary" size="large">
            Manage membership
          </Button>
          {plan ? (
            <Typography variant="body2" sx={{ color: 'text.secondary', pl: { sm: 1 } }}>
              You can now book up to {plan.bookingWindowDays} days ahead.
            </Typography>
          ) : null}
        </Stack>
      </Container>
    </>
  );
}

/** `/membership-confirmation`: the membership just bought, what was paid, when it renews, and what next. */
export function MembershipConfirmationPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (!user) {
    return (
      <MembershipNotice
        title="Sign in to see your membership"
        documentTitle="Membership confirmation"
        eyebrow="Membership"
        actions={[
          { label: 'Sign in', to: authPathFor(paths.membershipConfirmation) },
          { label: 'See memberships', to: paths.memberships },
        ]}
      >
        Your membership confirmation is part of your account. Sign in and we'll bring you straight back here.
      </MembershipNotice>
    );
  }
  return <Confirmation user={user} />;
}
