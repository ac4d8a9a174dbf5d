import { useQuery } from '@apollo/client/react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { LoadRetryAlert } from '../../../components/LoadRetryAlert';
import { NotFoundPage } from '../../../components/NotFoundPage';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { LeagueDetailDocument } from '../../../gql/graphql';
import { formatDate, formatTimeRange } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { usePageDataPolicy } from '../../../lib/pageData';
import { venueClock } from '../../../lib/venueTime';
import { LeagueFacts, LeagueStandings } from '../components/LeagueSchedule';
import { placesLeft, STATUS_LABEL } from '../utils/leagueText';

/** `/leagues/{location}/{leagueId}`: one league's format, nights, fee, places left, standings once play starts, and Join. */
export function LeaguePage() {
  const { location = '', leagueId = '' } = useParams();
  const variables = { id: leagueId };
  const fetchPolicy = usePageDataPolicy(LeagueDetailDocument, variables, 'cache-and-network');
  const { data, loading, error, refetch } = useQuery(LeagueDetailDocument, { variables, fetchPolicy });
  if (loading && !data) return <PageSpinner label="Loading the league" />;
  // A malformed id is refused (VALIDATION): as good as unknown.
  if (error && !data && readGraphQLError(error).code === 'VALIDATION') return <NotFoundPage />;
  if (error && !data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <LoadRetryAlert what="this league" onRetry={() => void refetch().catch(() => undefined)} />
      </Container>
    );
  }
  const league = data?.league;
  // A league is at one location: under another location's path it is not there.
  if (!league || league.location.slug !== location.toLowerCase()) return <NotFoundPage />;
  const open = league.status === 'OPEN';
  const started = league.status === 'IN_PROGRESS' || league.status === 'DONE';
  const tz = league.location.timeZone;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <title>{pageTitle(`${league.name} · Leagues at ${league.location.name}`)}</title>
      <Button component={TransitionLink} to={paths.leagues(league.location.slug)} startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
        Leagues at {league.location.name}
      </Button>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            League · Back Nine {league.location.name}, {league.location.address.line1}
          </Typography>
          <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 2 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
              {league.name}
            </Typography>
            <Chip label={STATUS_LABEL[league.status]} color={open ? 'success' : 'default'} variant={open ? 'filled' : 'outlined'} />
          </Stack>
          {league.description ? (
            <Typography variant="body1" sx={{ mb: 3 }}>
              {league.description}
            </Typography>
          ) : null}
          <LeagueFacts league={league} />
          <Stack direction="row" sx={{ mt: 3, alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            {open || league.status === 'FULL' ? (
              <Typography variant="body1" sx={{ fontWeight: 700 }} aria-live="polite">
                {placesLeft(league.spotsLeft, league.capacity)}
              </Typography>
            ) : null}
            {open ? (
              <Button
                variant="contained"
                size="large"
                component={TransitionLink}
                to={`${paths.leaguePayment}?${new URLSearchParams({ league: league.id })}`}
                aria-label={`Join ${league.name}`}
              >
                Join
              </Button>
            ) : null}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="league-nights" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Typography id="league-nights" variant="h4" component="h2" sx={{ mb: 2 }}>
              The nights
            </Typography>
            <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {league.nights.map((n) => (
                <Box
                  component="li"
                  key={n.id}
                  sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    Night {n.week}
                  </Typography>
                  <Typography variant="body2" sx={{ textAlign: 'right' }}>
                    {formatDate(n.date)} · {formatTimeRange(venueClock(n.startsAt, tz), venueClock(n.endsAt, tz))}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Card>
        </Grid>
      </Grid>
      {started ? (
        <Box sx={{ mt: { xs: 4, md: 6 } }}>
          <LeagueStandings league={league} />
        </Box>
      ) : null}
    </Container>
  );
}
