import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DarkSurface } from '../../../components/DarkSurface';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatCents } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useMembershipPlans } from '../api/useMembershipPlans';
import { LoadError } from '../components/LoadError';
import { MemberCardArt } from '../components/MemberCardArt';
import { MembershipNotice } from '../components/MembershipNotice';
import { PlanBenefits } from '../components/PlanBenefits';
import { alreadyMemberText, planNameFor } from '../utils/membership';
import { basePlan, featuredPlan, planHighlights } from '../utils/plans';
import { useMembershipTimeZone } from '../api/useMembershipTimeZone';

/** `/subscribe` (signed in only): the Birdie offer for someone on no plan, and the way to its checkout. */
export function SubscribePage() {
  const { user, isLoading } = useCurrentUser();
  const { plans, loading, error, refetch } = useMembershipPlans();
  const timeZone = useMembershipTimeZone();
  if (!user || loading) return <PageSpinner label={isLoading ? 'Checking your account' : 'Loading'} />;
  // The plan /subscribe offers (spec section 4: None to Birdie goes through /subscribe): the featured row.
  const plan = featuredPlan(plans);
  if (!plans || !plan)
    return (
      <LoadError
        title="Become a member"
        documentTitle="Subscribe"
        error={error ?? new Error('The membership plans are not available right now.')}
        onRetry={() => void refetch()}
      />
    );

  if (user.membershipType !== 'None') {
    const current = planNameFor(plans, user.membershipType);
    return (
      <MembershipNotice
        title={`You're already a ${current}`}
        documentTitle="Subscribe"
        eyebrow="Birdie membership"
        actions={[
          { label: 'Manage membership', to: paths.manageMembership },
          { label: 'Book a bay', to: paths.selectLocation },
        ]}
      >
        {alreadyMemberText(current, user, timeZone)}
      </MembershipNotice>
    );
  }

  return (
    <>
      <title>{pageTitle(`Become a ${plan.name}`)}</title>
      <DarkSurface component="section" aria-labelledby="subscribe-heading" sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}>
        <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 8 }, pb: { xs: 4, md: 7 } }}>
          <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1 }}>
                {plan.name} membership
              </Typography>
              <Typography id="subscribe-heading" variant="h1" sx={{ mb: 2, fontSize: { xs: '2.25rem', md: '3.25rem' } }}>
                Become a {plan.name}, {user.firstName}
              </Typography>
              <Typography variant="subtitle1" component="p" sx={{ color: 'text.secondary', maxWidth: 560 }}>
                Play more for less: {planHighlights(plan)}.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
              <MemberCardArt sx={{ maxWidth: 400, mx: 'auto' }} />
            </Grid>
          </Grid>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="benefits-heading" sx={{ p: { xs: 2.5, sm: 4 }, height: '100%' }}>
              <Typography id="benefits-heading" variant="h4" component="h2" sx={{ mb: 2.5 }}>
                What you get
              </Typography>
              <PlanBenefits plan={plan} base={basePlan(plans)} />
            </Card>
          </Grid>
          {/* On phones the price and the way on come first. */}
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: -1, md: 0 } }}>
            <Card component="section" aria-labelledby="price-heading" sx={{ p: { xs: 2.5, sm: 4 }, border: 2, borderColor: 'accent.main' }}>
              <Typography id="price-heading" variant="h4" component="h2">
                {plan.name}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mt: 1 }}>
                <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}>
                  {formatCents(plan.priceCents)}
                </Typography>
                <Typography component="span" sx={{ color: 'text.secondary' }}>
                  per month
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                Renews automatically each month on the day you join. Cancel any time; your benefits last until the end of the month you've
                paid for.
              </Typography>
              <Divider sx={{ my: 2.5 }} />
              <Button
                component={TransitionLink}
                to={paths.checkout(plan.code)}
                variant="contained"
                color="primary"
                size="large"
                fullWidth
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Continue to checkout
              </Button>
              <Box sx={{ textAlign: 'center', mt: 1.5 }}>
                <Button component={TransitionLink} to={paths.memberships} color="primary">
                  Compare plans
                </Button>
              </Box>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}
