import { useQuery } from '@apollo/client/react';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { MyLeagueEntryDocument } from '../../../gql/graphql';
import { formatDate, formatTimeRange } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { EntrySummary } from '../components/EntrySummary';

/** The local "HH:mm" of an instant in the venue's zone. */
function clock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
}

/** `/league-confirmation?entry=<id>`: the entry, every night of the season, one .ics with them all, the refund policy. */
export function LeagueConfirmationPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { user, isLoading } = useCurrentUser();
  const id = params.get('entry') ?? '';
  const { data, loading, error } = useQuery(MyLeagueEntryDocument, { variables: { id }, skip: !id || !user, fetchPolicy: 'network-only' });
  const entry = data?.myLeagueEntry;
  if (isLoading || (loading && !data)) return <PageSpinner label="Loading your confirmation" />;
  if (!user) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <title>{pageTitle('League confirmation')}</title>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          Sign in to see your league sign-up
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          Your confirmation belongs to your account. Sign in and you'll come straight back to it.
        </Typography>
        <Button
          variant="contained"
          component={TransitionLink}
          to={`${paths.auth}?${new URLSearchParams({ next: `${pathname}${search}` })}`}
        >
          Sign in
        </Button>
      </Container>
    );
  }
  if (!entry || entry.status !== 'PAID') {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <title>{pageTitle('League confirmation')}</title>
        <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
          No league sign-up to confirm
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          {error ? 'We could not find that sign-up for your account.' : 'This sign-up is not paid. Pick a league and join.'}
        </Typography>
        <Button variant="contained" component={TransitionLink} to={paths.leagues()}>
          See leagues
        </Button>
      </Container>
    );
  }
  const l = entry.league;
  const tz = l.location.timeZone;
  return (
    <Box sx={{ flex: 1 }}>
      <title>{pageTitle('League confirmation')}</title>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <CheckCircleRoundedIcon color="success" aria-hidden />
          <Typography variant="overline" component="p" sx={{ color: 'success.main' }}>
            Payment received
          </Typography>
        </Stack>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          You're in {l.name}
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
          We've e-mailed your confirmation with every night in one calendar file. See you at {l.location.name}.
        </Typography>
        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card component="section" aria-labelledby="confirm-details" sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Typography id="confirm-details" variant="h4" component="h2" sx={{ mb: 2 }}>
                Details
              </Typography>
              <EntrySummary entry={entry} paidLabel="Paid" />
              <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
                <AlertTitle sx={{ fontWeight: 700 }}>Refund policy</AlertTitle>
                {entry.refundPolicy}
              </Alert>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="confirm-nights" sx={{ p: { xs: 2.5, sm: 3 } }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, mb: 2 }}>
                <Typography id="confirm-nights" variant="h4" component="h2">
                  Your league nights
                </Typography>
                <Button
                  variant="outlined"
                  startIcon={<CalendarMonthRoundedIcon />}
                  href={`/api/league-entries/${encodeURIComponent(entry.id)}/calendar.ics`}
                  download
                >
                  Add all nights to calendar
                </Button>
              </Stack>
              <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {l.nights.map((n) => (
                  <Box
                    component="li"
                    key={n.week}
                    sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      Night {n.week}
                    </Typography>
                    <Typography variant="body2">
                      {formatDate(n.date)} · {formatTimeRange(clock(n.startsAt, tz), clock(n.endsAt, tz))}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Card>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}
