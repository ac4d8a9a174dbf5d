import { useQuery } from '@apollo/client/react';
import EventRoundedIcon from '@mui/icons-material/EventRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import PaymentsRoundedIcon from '@mui/icons-material/PaymentsRounded';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import { LeagueScheduleDocument, type LeagueCardFieldsFragment } from '../../../gql/graphql';
import { usePageDataPolicy } from '../../../lib/pageData';
import { leagueDates, leagueFee, leagueFormat, leagueNight, placesLeft, STATUS_LABEL } from '../utils/leagueText';

type League = LeagueCardFieldsFragment;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box aria-hidden sx={{ color: 'secondary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Typography variant="body2">{children}</Typography>
    </Stack>
  );
}

/** A league's night, season, format and fee, one line each (its card and its page). */
export function LeagueFacts({ league }: { league: League }) {
  return (
    <Stack spacing={1}>
      <Fact icon={<ScheduleRoundedIcon fontSize="small" />}>{leagueNight(league.weekday, league.startTime, league.hoursPerNight)}</Fact>
      <Fact icon={<EventRoundedIcon fontSize="small" />}>{leagueDates(league.firstNight, league.lastNight, league.weeks)}</Fact>
      <Fact icon={<GroupsRoundedIcon fontSize="small" />}>{leagueFormat(league.format, league.teamSize)}</Fact>
      <Fact icon={<PaymentsRoundedIcon fontSize="small" />}>{leagueFee(league.entryFeeCents, league.format)}</Fact>
    </Stack>
  );
}

function LeagueCard({ league, showLocation }: { league: League; showLocation: boolean }) {
  const open = league.status === 'OPEN';
  const headingId = `league-${league.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2.5, md: 3 }, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1 }}>
        <Box>
          {showLocation ? (
            <Typography variant="overline" component="p" sx={{ color: 'secondary.main', lineHeight: 1.6 }}>
              {league.location.name}
            </Typography>
          ) : null}
          <Typography id={headingId} variant="h4" component="h3">
            <Link component={TransitionLink} to={paths.league(league.location.slug, league.id)} color="inherit" underline="hover">
              {league.name}
            </Link>
          </Typography>
        </Box>
        <Chip
          size="small"
          label={STATUS_LABEL[league.status]}
          color={open ? 'success' : 'default'} // an outlined warning chip (orange on white) fails AA contrast
          variant={open ? 'filled' : 'outlined'}
        />
      </Stack>
      {league.description ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {league.description}
        </Typography>
      ) : null}
      <Box sx={{ mb: 2.5 }}>
        <LeagueFacts league={league} />
      </Box>
      <Stack direction="row" sx={{ mt: 'auto', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 700 }} aria-live="polite">
          {open || league.status === 'FULL' ? placesLeft(league.spotsLeft, league.capacity) : `${league.standings.length} in the league`}
        </Typography>
        {open ? (
          <Button
            variant="contained"
            component={TransitionLink}
            to={`${paths.leaguePayment}?${new URLSearchParams({ league: league.id })}`}
            aria-label={`Join ${league.name}`}
          >
            Join
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

/** A league's standings table with the scoring rule under it (the leagues list and the league's page). */
export function LeagueStandings({ league, linked = false }: { league: League; linked?: boolean }) {
  const who = league.format === 'TEAMS' ? 'Team' : 'Player';
  const captionId = `standings-rule-${league.id}`;
  return (
    <Card component="section" aria-labelledby={`standings-${league.id}`} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={`standings-${league.id}`} variant="h4" component="h3" sx={{ mb: 0.5 }}>
        {linked ? (
          <Link component={TransitionLink} to={paths.league(league.location.slug, league.id)} color="inherit" underline="hover">
            {league.name}
          </Link>
        ) : (
          league.name
        )}
        : standings
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {STATUS_LABEL[league.status]} · {leagueDates(league.firstNight, league.lastNight, league.weeks)}
      </Typography>
      {league.standings.length === 0 ? (
        <Typography variant="body2">No scores yet.</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-describedby={captionId}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">Rank</TableCell>
                <TableCell scope="col">{who}</TableCell>
                <TableCell scope="col" align="right">
                  Played
                </TableCell>
                <TableCell scope="col" align="right">
                  Points
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {league.standings.map((s) => (
                <TableRow key={`${s.rank}-${s.name}`}>
                  <TableCell>{s.rank}</TableCell>
                  <TableCell component="th" scope="row">
                    {s.name}
                  </TableCell>
                  <TableCell align="right">{s.played}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }}>
                    {s.points}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <Typography id={captionId} variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        Points each night: one for every {who.toLowerCase()} beaten plus one for playing. {league.tieBreakerRule}
      </Typography>
    </Card>
  );
}

/** The leagues of a location (or all): a card each, then the standings of those under way or done. */
export function LeagueSchedule({ location, empty }: { location: string | null; empty: ReactNode }) {
  const variables = useMemo(() => ({ location }), [location]);
  const fetchPolicy = usePageDataPolicy(LeagueScheduleDocument, variables, 'cache-and-network');
  const { data, loading, error, refetch } = useQuery(LeagueScheduleDocument, { variables, fetchPolicy });
  if (loading && !data) {
    return (
      <Grid container spacing={3} aria-busy="true" aria-label="Loading leagues">
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" height={260} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (error && !data) {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        We couldn't load the leagues just now. Check your connection and try again.
      </Alert>
    );
  }
  const leagues = data?.leagues ?? [];
  if (leagues.length === 0) return <>{empty}</>;
  const upcoming = leagues.filter((l) => l.status === 'OPEN' || l.status === 'FULL');
  const played = leagues.filter((l) => l.status === 'IN_PROGRESS' || l.status === 'DONE');
  return (
    <Stack spacing={{ xs: 5, md: 7 }}>
      {upcoming.length > 0 ? (
        <Box component="section" aria-labelledby="signup-heading">
          <Typography id="signup-heading" variant="h2" sx={{ mb: 3 }}>
            Sign up for a season
          </Typography>
          <Grid container spacing={3}>
            {upcoming.map((l) => (
              <Grid key={l.id} size={{ xs: 12, md: 6 }}>
                <LeagueCard league={l} showLocation={location === null} />
              </Grid>
            ))}
          </Grid>
        </Box>
      ) : null}
      {played.length > 0 ? (
        <Box component="section" aria-labelledby="standings-heading">
          <Typography id="standings-heading" variant="h2" sx={{ mb: 3 }}>
            Standings
          </Typography>
          <Stack spacing={3}>
            {played.map((l) => (
              <LeagueStandings key={l.id} league={l} linked />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
