import type { ReactNode } from 'react';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DarkSurface } from '../../../components/DarkSurface';
import { featuredPlan, usePlans, type PlanTerms } from '../../../lib/plans';
import { AuthArt } from './AuthArt';

/** What an account gets; the membership line reads the featured plan's row (none until the plans load). */
function perksFor(featured: PlanTerms | null): string[] {
  const free = featured?.freeHoursPerMonth ?? 0;
  return [
    'Book a bay in under a minute, at any of our three locations',
    'Your booking history and saved cards in one place',
    ...(featured
      ? [
          `${featured.name} members: ${free > 0 ? `${free} free hours every month and ` : ''}a ${featured.bookingWindowDays}-day booking window`,
        ]
      : []),
  ];
}

interface AuthLayoutProps {
  /** The page's h1, above the form. */
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of the account screens: the form on a card, and beside it (below it on phones) a
 * dark panel that says what an account is for.
 */
export function AuthLayout({ title, intro, children }: AuthLayoutProps) {
  const perks = perksFor(featuredPlan(usePlans().plans));
  return (
    <Box
      sx={(t) => ({
        flex: 1,
        py: { xs: 3, sm: 5, md: 8 },
        background: `radial-gradient(720px 420px at 100% 0%, ${t.alpha(t.vars.palette.accent.main, 0.14)}, transparent 70%), radial-gradient(640px 420px at 0% 100%, ${t.alpha(t.vars.palette.secondary.main, 0.1)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'stretch' }}>
          <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 1, md: 2 } }}>
            <Paper
              variant="outlined"
              sx={{
                p: { xs: 2.5, sm: 4, md: 5 },
                borderRadius: 5,
                height: '100%',
                boxShadow: (t) =>
                  `0 1px 2px ${t.alpha(t.vars.palette.primary.main, 0.06)}, 0 16px 40px ${t.alpha(t.vars.palette.primary.main, 0.08)}`,
              }}
            >
              <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.875rem', md: '2.25rem' }, mb: intro ? 1 : 3 }}>
                {title}
              </Typography>
              {intro ? (
                <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
                  {intro}
                </Typography>
              ) : null}
              {children}
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ order: { xs: 2, md: 1 } }}>
            <DarkSurface
              component="aside"
              aria-label="Why sign in"
              sx={(t) => ({
                background: t.brand.hero,
                borderRadius: 5,
                height: '100%',
                p: { xs: 3, sm: 4, md: 5 },
                display: 'flex',
                flexDirection: 'column',
                justifyContent: 'space-between',
                gap: 3,
                overflow: 'hidden',
              })}
            >
              <Box>
                <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1 }}>
                  Back Nine account
                </Typography>
                <Typography variant="h3" component="p" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 3, maxWidth: 420 }}>
                  Your bay is waiting. Your scorecard too.
                </Typography>
                <Stack component="ul" spacing={1.75} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {perks.map((perk) => (
                    <Stack component="li" key={perk} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                      <CheckCircleRoundedIcon aria-hidden sx={{ color: 'accent.main', fontSize: 22, mt: '1px' }} />
                      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                        {perk}
                      </Typography>
                    </Stack>
                  ))}
                </Stack>
              </Box>
              <AuthArt sx={{ maxWidth: 420, alignSelf: 'center', display: { xs: 'none', sm: 'block' } }} />
            </DarkSurface>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
