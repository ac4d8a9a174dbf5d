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
import { TransitionLink } from '../../../components/TransitionLink';
import { DarkSurface } from '../../../components/DarkSurface';
import { pageTitle } from '../../../config/brand';
import { useCurrentUser } from '../../../lib/session';
import { BenefitsTable } from '../components/BenefitsTable';
import { CostCalculator } from '../components/CostCalculator';
import { MemberCardArt } from '../components/MemberCardArt';
import { PlanCard } from '../components/PlanCard';

const faqs = [
  {
    q: 'How does Birdie renew?',
    a: 'Birdie is $89 a month and renews automatically each month on the day you joined, charged to your default card. We e-mail you if a payment doesn’t go through.',
  },
  {
    q: 'Can I cancel?',
    a: 'Any time, from Manage Membership. Nothing renews after that, and your Birdie benefits last until the end of the month you’ve already paid for.',
  },
  {
    q: 'How do the 2 free hours work?',
    a: 'Your first 2 bay-hours each calendar month are on us, at any of our locations. After that every hour is $40 instead of $60. Free hours reset on the 1st and don’t roll over.',
  },
  {
    q: 'Is the rate per person?',
    a: 'No: per bay. Bring your crew; the hour costs the same however many of you play.',
  },
  {
    q: 'What are member-only events?',
    a: 'Nights we run just for Birdie members, like closest-to-the-pin challenges and member socials. They show up on the Events page with a Birdie badge, and only members can sign up.',
  },
];

/** `/memberships`: None and Birdie, the benefits table of spec section 9, and the way to join. */
export function MembershipsPage() {
  const { user } = useCurrentUser();
  const isBirdie = user?.membershipType === 'Birdie';

  const birdieAction = isBirdie ? (
    <Button component={TransitionLink} to="/manage-membership" variant="outlined" color="inherit" size="large" fullWidth>
      Manage membership
    </Button>
  ) : (
    <Button
      component={TransitionLink}
      to="/subscribe"
      variant="contained"
      color="accent"
      size="large"
      fullWidth
      endIcon={<ArrowForwardRoundedIcon />}
    >
      Become a Birdie
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
                Birdie is our membership for regulars: $89 a month gets you 2 free bay-hours every month, $40 an hour after that, a 5-day
                booking window and member-only events.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                {isBirdie ? (
                  <Button component={TransitionLink} to="/manage-membership" variant="contained" color="accent" size="large">
                    Manage membership
                  </Button>
                ) : (
                  <Button
                    component={TransitionLink}
                    to="/subscribe"
                    variant="contained"
                    color="accent"
                    size="large"
                    endIcon={<ArrowForwardRoundedIcon />}
                  >
                    Become a Birdie
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
              Two ways to play
            </Typography>
            <Typography id="plans-heading" variant="h2" sx={{ mb: 1.5 }}>
              Pick your plan
            </Typography>
            <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 600, mx: { md: 'auto' } }}>
              No membership needed to play. If you’re here twice a month or more, Birdie pays for itself.
            </Typography>
          </Box>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PlanCard
                id="plan-none"
                name="None"
                price="$0"
                period="per month"
                summary="Pay as you play. No commitment."
                features={['$60 per bay-hour', 'Book up to 2 days ahead', 'Every bay, every location']}
                action={
                  <Button component={TransitionLink} to="/select-location" variant="outlined" color="primary" size="large" fullWidth>
                    Book a bay
                  </Button>
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PlanCard
                id="plan-birdie"
                name="Birdie"
                price="$89"
                period="per month"
                summary="For regulars. Renews automatically each month; cancel any time."
                features={['2 free bay-hours every month', '$40 per hour beyond those', 'Book up to 5 days ahead', 'Member-only events']}
                featured
                badge={isBirdie ? 'Your plan' : 'Best value'}
                action={birdieAction}
              />
            </Grid>
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
                What Birdie gets you
              </Typography>
              <BenefitsTable />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Do the math
              </Typography>
              <Typography variant="h2" component="h3" sx={{ mb: 3, fontSize: { xs: '1.875rem', md: '2.25rem' } }}>
                What a month costs
              </Typography>
              <CostCalculator />
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
          {isBirdie ? null : (
            <Box sx={{ mt: 5, textAlign: 'center' }}>
              <Button
                component={TransitionLink}
                to="/subscribe"
                variant="contained"
                color="primary"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Become a Birdie for $89 a month
              </Button>
            </Box>
          )}
        </Container>
      </Box>
    </>
  );
}
