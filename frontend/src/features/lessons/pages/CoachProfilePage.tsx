import { useQuery } from '@apollo/client/react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { CoachProfileDocument } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { usePageDataPolicy } from '../../../lib/pageData';
import { LoadRetryAlert } from '../../../components/LoadRetryAlert';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { initials } from '../components/CoachCard';
import { coachWeek } from '../utils/coachHours';

/** `/lessons/coaches/{coachId}`: a coach's photo, bio and rate, where and when they teach, and a lesson with them at each place. */
export function CoachProfilePage() {
  const { coachId = '' } = useParams();
  const variables = { id: coachId };
  const fetchPolicy = usePageDataPolicy(CoachProfileDocument, variables, 'cache-and-network');
  const { data, loading, error, refetch } = useQuery(CoachProfileDocument, { variables, fetchPolicy });
  if (loading && !data) return <PageSpinner label="Loading the coach" />;
  // A malformed id is refused (VALIDATION): as good as unknown.
  if (error && !data && readGraphQLError(error).code === 'VALIDATION') return <NotFoundPage />;
  if (error && !data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <LoadRetryAlert what="this coach" onRetry={() => void refetch().catch(() => undefined)} />
      </Container>
    );
  }
  const coach = data?.coach;
  if (!coach) return <NotFoundPage />;
  const week = coachWeek(coach.weeklyHours);
  const firstName = coach.name.split(/\s+/)[0] ?? coach.name;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <title>{pageTitle(`${coach.name}, coach`)}</title>
      <Button component={TransitionLink} to={paths.lessons()} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
        All coaches
      </Button>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'center' }, mb: 3 }}>
            <Avatar
              src={coach.photoUrl ?? undefined}
              alt={coach.photoUrl ? coach.name : ''}
              sx={(t) => ({
                width: { xs: 96, md: 128 },
                height: { xs: 96, md: 128 },
                fontSize: '2.5rem',
                bgcolor: t.alpha(t.vars.palette.secondary.main, 0.16),
                color: 'secondary.main',
                fontWeight: 800,
              })}
            >
              {initials(coach.name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Coach
              </Typography>
              <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
                {coach.name}
              </Typography>
              <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
                {formatCents(coach.hourlyRateCents)} a lesson hour, bay included
              </Typography>
            </Box>
          </Stack>
          <Typography variant="body1" sx={{ whiteSpace: 'pre-line' }}>
            {coach.bio}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="coach-hours-heading" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Typography id="coach-hours-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
              Where and when {firstName} teaches
            </Typography>
            {week.length === 0 ? (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {firstName} has no lesson hours set just now. Call the location and we'll find you a time.
              </Typography>
            ) : (
              <Stack spacing={3}>
                {week.map((w) => (
                  <Box key={w.location.id} component="section" aria-labelledby={`hours-${w.location.slug}`}>
                    <Typography id={`hours-${w.location.slug}`} variant="h5" component="h3" sx={{ mb: 1 }}>
                      Back Nine {w.location.name}
                    </Typography>
                    <Box component="dl" sx={{ m: 0, mb: 1.5, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
                      {w.days.map((d) => (
                        <Box key={d.weekday} sx={{ display: 'contents' }}>
                          <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                            {d.weekday}
                          </Typography>
                          <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                            {d.hours}
                          </Typography>
                        </Box>
                      ))}
                    </Box>
                    <Button
                      variant="contained"
                      fullWidth
                      component={TransitionLink}
                      to={`${paths.lessons(w.location.slug)}?${new URLSearchParams({ coach: coach.id })}`}
                      aria-label={`Book a lesson with ${coach.name} at ${w.location.name}`}
                    >
                      {week.length > 1 ? `Book a lesson with ${firstName} in ${w.location.name}` : `Book a lesson with ${firstName}`}
                    </Button>
                  </Box>
                ))}
              </Stack>
            )}
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
