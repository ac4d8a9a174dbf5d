import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { DarkSurface } from '../../../components/DarkSurface';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session';
import { BenefitsTable } from '../components/BenefitsTable';
import { CostCalculator } from '../components/CostCalculator';
import { LoadError } from '../components/LoadError';
import { MemberCardArt } from '../components/MemberCardArt';
import { PlanCard } from '../components/PlanCard';
import {
  basePlan,
  breakEvenHours,
  dollars,
  featuredPlan,
  isMemberPlan,
  paidPlans,
  planCardFeatures,
  planHighlights,
  timesWord,
  usePlans,
  withArticle,
  type PlanTerms,
} from '../utils/plans';

/** The questions people ask about the featured plan, answered from its row. */
function faqsFor(plan: PlanTerms, base: PlanTerms) {
  const free = plan.freeHoursPerMonth;
  return [
    {
      q: `How does ${plan.name} renew?`,
      a: `${plan.name} is ${dollars(plan.priceCents)} a month and renews automatically each month on the day you joined, charged to your default card. We e-mail you if a payment doesn’t go through.`,
    },
    {
      q: 'Can I cancel?',
      a: `Any time, from Manage Membership. Nothing renews after that, and your ${plan.name} benefits last until the end of the month you’ve already paid for.`,
    },
    ...(free > 0
      ? [
          {
            q: `How do the ${free} free ${free === 1 ? 'hour' : 'hours'} work?`,
            a: `Your first ${free === 1 ? 'bay-hour' : `${free} bay-hours`} each calendar month ${free === 1 ? 'is' : 'are'} on us, at any of our locations. After that every hour is ${dollars(plan.hourlyRateCents)} instead of ${dollars(base.hourlyRateCents)}. Free hours reset on the 1st and don’t roll over.`,
          },
        ]
      : []),
    {
      q: 'Is the rate per person?',
      a: 'No: per bay. Bring your crew; the hour costs the same however many of you play.',
    },
    ...(plan.memberEvents
      ? [
          {
            q: 'What are member-only events?',
            a: `Nights we run just for ${plan.name} members, like closest-to-the-pin challenges and member socials. They show up on the Events page with ${withArticle(plan.name)} badge, and only members can sign up.`,
          },
        ]
      : []),
  ];
}

const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

/**
 * `/memberships`: every plan on offer (the membership_plans rows: a new row shows here with no code
 * change), the benefits table of spec section 9, and the way to join. The featured plan (the first
 * paid one, Birdie as seeded) leads the page.
 */
export function MembershipsPage() {
  const { user } = useCurrentUser();
  const { plans, loading, error, refetch } = usePlans();
  const base = plans && basePlan(plans);
  const featured = featuredPlan(plans);
  if (loading) return <PageSpinner label="Loading the plans" />;
  if (!plans || !base || !featured)
    return (
      <LoadError
        title="Memberships"
        documentTitle="Memberships"
        error={error ?? new Error('The membership plans are not available right now.')}
        onRetry={() => void refetch()}
      />
    );

  const isMember = !!user && isMemberPlan(plans, user.membershipType);
  const payoff = breakEvenHours(featured, base);
  const faqs = faqsFor(featured, base);

  /** A paid plan's way in: manage it when it is yours, else its checkout (the featured one through /subscribe). */
  const planAction = (plan: PlanTerms) =>
    user?.membershipType === plan.code ? (
      <Button component={TransitionLink} to={paths.manageMembership} variant="outlined" color="inherit" size="large" fullWidth>
        Manage membership
      </Button>
    ) : (
      <Button
        component={TransitionLink}
        to={plan.code === featured.code ? paths.subscribe : paths.checkout(plan.code)}
        variant="contained"
        color="accent"
        size="large"
        fullWidth
        endIcon={<ArrowForwardRoundedIcon />}
      >
        Become {withArticle(plan.name)}
      </Button>
    );

  return (
    <>
      <title>{pageTitle('Memberships')}</title>
      <DarkSurface component="section" aria-labelledby="memberships-heading" sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}>
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 9 }, pb: { xs: 5, md: 8 } }}>
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1.5 }}>
                Memberships
              </Typography>
              <Typography id="memberships-heading" variant="h1" sx={{ mb: 2.5 }}>
                Play more.{' '}
                <Box component="span" sx={{ color: 'accent.main', display: 'block' }}>
                  Pay less.
                </Box>
              </Typography>
              <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 560, mb: 4, fontSize: { md: '1.1875rem' } }}>
                {featured.name} is our membership for regulars: {dollars(featured.priceCents)} a month gets you {planHighlights(featured)}.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {isMember ? (
                  <Button component={TransitionLink} to={paths.manageMembership} variant="contained" color="accent" size="large">
                    Manage membership
                  </Button>
                ) : (
                  <Button
                    component={TransitionLink}
                    to={paths.subscribe}
                    variant="contained"
                    color="accent"
                    size="large"
                    endIcon={<ArrowForwardRoundedIcon />}
                  >
                    Become {withArticle(featured.name)}
                  </Button>
                )}
                <Button
                  href="#compare"
                  variant="outlined"
                  color="inherit"
                  size="large"
                  sx={(t) => ({ borderColor: t.alpha(t.vars.palette.text.primary, 0.36) })}
                >
                  Compare plans
                </Button>
              </Stack>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <MemberCardArt sx={{ maxWidth: { xs: 360, md: 440 }, mx: 'auto' }} />
            </Grid>
          </Grid>
        </Container>
      </DarkSurface>

      <Box component="section" aria-labelledby="plans-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Box sx={{ textAlign: { md: 'center' }, mb: { xs: 4, md: 6 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
              {COUNT_WORDS[plans.length] ?? plans.length} ways to play
            </Typography>
            <Typography id="plans-heading" variant="h2" sx={{ mb: 1.5 }}>
              Pick your plan
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 600, mx: { md: 'auto' } }}>
              No membership needed to play.
              {payoff === null ? '' : ` If you’re here ${timesWord(payoff)} a month or more, ${featured.name} pays for itself.`}
            </Typography>
          </Box>
          <Grid container spacing={3}>
            {plans.map((plan) => (
              <Grid key={plan.code} size={{ xs: 12, sm: plans.length === 2 ? 6 : 12, md: 12 / Math.min(plans.length, 3) }}>
                {plan.priceCents === 0 ? (
                  <PlanCard
                    id={`plan-${plan.code.toLowerCase()}`}
                    name={plan.name}
                    price={dollars(plan.priceCents)}
                    period="per month"
                    summary="Pay as you play. No commitment."
                    features={planCardFeatures(plan)}
                    action={
                      <Button
                        component={TransitionLink}
                        to={paths.selectLocation}
                        variant="outlined"
                        color="primary"
                        size="large"
                        fullWidth
                      >
                        Book a bay
                      </Button>
                    }
                  />
                ) : (
                  <PlanCard
                    id={`plan-${plan.code.toLowerCase()}`}
                    name={plan.name}
                    price={dollars(plan.priceCents)}
                    period="per month"
                    summary="For regulars. Renews automatically each month; cancel any time."
                    features={planCardFeatures(plan)}
                    featured={plan.code === featured.code}
                    badge={user?.membershipType === plan.code ? 'Your plan' : plan.code === featured.code ? 'Best value' : undefined}
                    action={planAction(plan)}
                  />
                )}
              </Grid>
            ))}
          </Grid>
        </Container>
      </Box>

      <Box
        component="section"
        id="compare"
        aria-labelledby="compare-heading"
        sx={{
          py: { xs: 6, md: 10 },
          bgcolor: 'background.paper',
          borderTop: 1,
          borderBottom: 1,
          borderColor: 'divider',
          scrollMarginTop: 72,
        }}
      >
        <Container maxWidth="lg">
          <Grid container spacing={{ xs: 4, md: 6 }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Side by side
              </Typography>
              <Typography id="compare-heading" variant="h2" sx={{ mb: 3 }}>
                What {paidPlans(plans).length === 1 ? featured.name : 'membership'} gets you
              </Typography>
              <BenefitsTable plans={plans} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Do the math
              </Typography>
              <Typography variant="h2" component="h3" sx={{ mb: 3, fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
                What a month costs
              </Typography>
              <CostCalculator plans={plans} base={base} featured={featured} />
            </Grid>
          </Grid>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="faq-heading" sx={{ py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Typography id="faq-heading" variant="h2" sx={{ mb: 3 }}>
            Good to know
          </Typography>
          <Box>
            {faqs.map((f, i) => (
              <Accordion
                key={f.q}
                disableGutters
                elevation={0}
                sx={{ bgcolor: 'transparent', borderBottom: 1, borderColor: 'divider', '&::before': { display: 'none' } }}
              >
                <AccordionSummary
                  expandIcon={<ExpandMoreRoundedIcon />}
                  id={`faq-${i}-summary`}
                  aria-controls={`faq-${i}-details`}
                  sx={{ px: 0, minHeight: 56 }}
                >
                  <Typography variant="h6" component="h3">
                    {f.q}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`faq-${i}-details`} sx={{ px: 0, pt: 0, pb: 2.5 }}>
                  <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                    {f.a}
                  </Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
          {isMember ? null : (
            <Box sx={{ mt: 5, textAlign: 'center' }}>
              <Button
                component={TransitionLink}
                to={paths.subscribe}
                variant="contained"
                color="primary"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Become {withArticle(featured.name)} for {dollars(featured.priceCents)} a month
              </Button>
            </Box>
          )}
        </Container>
      </Box>
    </>
  );
}
