import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { useAttemptKey } from '../../../components/payment/attemptKey';
import { readPaymentError } from '../../../components/payment/bankStep';
import { PaymentPicker, usePaymentPicker } from '../../../components/payment/PaymentPicker';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import {
  JoinLeagueDocument,
  LeagueForSignUpDocument,
  MyLeagueEntryDocument,
  PayLeagueEntryDocument,
  SetLeagueEntryDiscountDocument,
  type LeagueEntryFieldsFragment,
} from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { EntrySummary } from '../components/EntrySummary';

/** `/league-payment?league=<id>` (before the hold; a team names itself first) or `?entry=<id>` (the held place). */
export function LeaguePaymentPage() {
  const [params, setParams] = useSearchParams();
  const entryId = params.get('entry');
  const leagueId = params.get('league');
  if (entryId) return <PayEntry entryId={entryId} />;
  if (leagueId) return <JoinStep leagueId={leagueId} onHeld={(id) => setParams({ entry: id }, { replace: true })} />;
  return <Navigate to={paths.leagues()} replace />;
}

function Shell({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Box sx={{ flex: 1 }}>
      <title>{pageTitle('League payment')}</title>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          League sign-up
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {intro ? (
          <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}

function JoinStep({ leagueId, onHeld }: { leagueId: string; onHeld: (entryId: string) => void }) {
  const { data, loading } = useQuery(LeagueForSignUpDocument, { variables: { id: leagueId }, fetchPolicy: 'network-only' });
  const [join, { loading: joining }] = useMutation(JoinLeagueDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [teamName, setTeamName] = useState('');
  const [mates, setMates] = useState<string[]>([]);
  const league = data?.league;
  const teams = league?.format === 'TEAMS';

  const doJoin = async () => {
    setProblem(null);
    try {
      const { data: joined } = await join({
        variables: { input: { leagueId, ...(teams ? { teamName, teammates: mates } : {}) } },
      });
      if (joined) onHeld(joined.joinLeague.id);
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
  };

  // An individual league takes the place at once: the player pressed Join on the league's card.
  const autoJoin = !!league && !teams && league.status === 'OPEN';
  const started = useRef(false);
  useEffect(() => {
    if (!autoJoin || started.current) return;
    started.current = true;
    void doJoin();
  });

  if (loading && !data) return <PageSpinner label="Loading the league" />;
  if (!league) {
    return (
      <Shell title="We couldn't find that league" intro="The link may be old. Pick a league from the list.">
        <Button variant="contained" component={TransitionLink} to={paths.leagues()}>
          See leagues
        </Button>
      </Shell>
    );
  }
  const back = (
    <Button variant="outlined" component={TransitionLink} to={paths.leagues(league.location.slug)}>
      Back to {league.location.name} leagues
    </Button>
  );
  if (problem || league.status !== 'OPEN') {
    return (
      <Shell title={league.name}>
        <Alert severity="warning" role="alert" sx={{ mb: 2.5 }}>
          <AlertTitle sx={{ fontWeight: 700 }}>
            {problem ?? (league.status === 'FULL' ? 'This league is full.' : 'Sign-ups for this league have closed.')}
          </AlertTitle>
          Have a look at the other leagues, or ask the front desk to put you on the list for next season.
        </Alert>
        {back}
      </Shell>
    );
  }
  if (!teams) return <PageSpinner label="Holding your place" />;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void doJoin();
  };
  const mateCount = league.teamSize - 1;
  return (
    <Shell
      title={`Your team for ${league.name}`}
      intro={`Name your team and your ${mateCount === 1 ? 'teammate' : `${mateCount} teammates`}; we hold your place for 10 minutes while you pay ${formatCents(league.entryFeeCents)} per team.`}
    >
      <Card component="form" onSubmit={onSubmit} sx={{ p: { xs: 2.5, sm: 3 }, maxWidth: 560 }} noValidate>
        <Stack spacing={2}>
          <TextField
            label="Team name"
            required
            value={teamName}
            onChange={(e) => setTeamName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 60 } }}
          />
          {Array.from({ length: mateCount }, (_, i) => (
            <TextField
              key={i}
              label={`Teammate ${i + 1}`}
              required
              value={mates[i] ?? ''}
              onChange={(e) => setMates((m) => Object.assign([...m], { [i]: e.target.value }))}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          ))}
          <Stack direction="row" spacing={1.5}>
            <Button type="submit" variant="contained" disabled={joining}>
              Hold our place
            </Button>
            {back}
          </Stack>
        </Stack>
      </Card>
    </Shell>
  );
}

function PayEntry({ entryId }: { entryId: string }) {
  const { data, loading, error, refetch } = useQuery(MyLeagueEntryDocument, { variables: { id: entryId }, fetchPolicy: 'network-only' });
  const picker = usePaymentPicker();
  const [pay] = useMutation(PayLeagueEntryDocument);
  // From Pay to the answer: the card's token, the bank's step (3-D Secure) and the mutation.
  const [paying, setPaying] = useState(false);
  const [setCode, { loading: repricing }] = useMutation(SetLeagueEntryDiscountDocument);
  const [problem, setProblem] = useState<{ title: string; message: string } | null>(null);
  const [code, setCodeText] = useState('');
  const [codeProblem, setCodeProblem] = useState<string | null>(null);
  // One key per attempt at paying for the held place, kept across retries, reloads and the bank's step
  // (a retried Pay charges once); another card after a decline is a new attempt with a new key.
  const { key, renew: nextAttempt } = useAttemptKey(`league-${entryId}`);
  const entry: LeagueEntryFieldsFragment | undefined = data?.myLeagueEntry;

  if (loading && !data) return <PageSpinner label="Loading your place" />;
  if (!entry) {
    return (
      <Shell title="We couldn't find that sign-up" intro={error ? readGraphQLError(error).message : 'The link may be old.'}>
        <Button variant="contained" component={TransitionLink} to={paths.leagues()}>
          See leagues
        </Button>
      </Shell>
    );
  }
  if (entry.status === 'PAID') return <Navigate to={`${paths.leagueConfirmation}?${new URLSearchParams({ entry: entry.id })}`} replace />;
  const ended = entry.status !== 'HELD' || (!!entry.holdExpiresAt && new Date(entry.holdExpiresAt).getTime() <= Date.now());
  const busy = paying || repricing;

  const onPay = async () => {
    if (paying) return;
    setProblem(null);
    picker.setDeclined(null);
    setPaying(true);
    try {
      const payment = entry.totalCents === 0 ? { saveCard: false } : await picker.toInput();
      if (!payment) return; // the card fields say what to fix
      await picker.pay(() => pay({ variables: { entryId: entry.id, payment, idempotencyKey: key } }));
    } catch (err) {
      const { code: c, message } = readPaymentError(err);
      // A refusal the server made ends this attempt; without an answer the key stays (a retry never charges twice).
      if (c === 'PAYMENT_FAILED' || c === 'VALIDATION' || c === 'CONFLICT') nextAttempt();
      if (c === 'PAYMENT_FAILED') {
        // Nothing was charged or saved, and the place stays held until its 10 minutes end: another card can pay at once.
        picker.setDeclined(`${message} Nothing was charged, and your place is still held.`);
      } else {
        setProblem({ title: "Payment didn't go through", message });
        void refetch().catch(() => undefined);
      }
    } finally {
      setPaying(false);
    }
  };
  const onCode = async (next: string | null) => {
    setCodeProblem(null);
    try {
      await setCode({ variables: { entryId: entry.id, code: next } });
      if (next === null) setCodeText('');
    } catch (err) {
      setCodeProblem(readGraphQLError(err).message);
    }
  };
  const applied = entry.lines.find((l) => l.amountCents < 0);

  return (
    <Shell title={ended ? 'Your place is no longer held' : 'Almost in'} intro={`${entry.league.name} at ${entry.league.location.name}.`}>
      <Grid container spacing={{ xs: 2.5, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { md: 2 } }}>
          <Card component="section" aria-labelledby="entry-summary" sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="entry-summary" variant="h4" component="h2" sx={{ mb: 2 }}>
              Your entry
            </Typography>
            {!ended && entry.holdExpiresAt ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                Your place is held for 10 minutes while you pay.
              </Alert>
            ) : null}
            <EntrySummary entry={entry} />
            {entry.totalCents > 0 || applied ? (
              <Box sx={{ mt: 2 }}>
                {applied ? (
                  <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                    <Typography variant="body2">{applied.label} applied</Typography>
                    <Button size="small" onClick={() => void onCode(null)} disabled={busy || ended}>
                      Remove
                    </Button>
                  </Stack>
                ) : (
                  <Stack direction="row" spacing={1} component="form" onSubmit={(e) => (e.preventDefault(), void onCode(code))}>
                    <TextField
                      size="small"
                      label="Discount code"
                      value={code}
                      onChange={(e) => setCodeText(e.target.value)}
                      error={!!codeProblem}
                      helperText={codeProblem ?? ' '}
                      disabled={busy || ended}
                    />
                    <Button type="submit" variant="outlined" disabled={busy || ended || !code.trim()} sx={{ alignSelf: 'flex-start' }}>
                      Apply
                    </Button>
                  </Stack>
                )}
              </Box>
            ) : null}
            <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
              <AlertTitle sx={{ fontWeight: 700 }}>Refund policy</AlertTitle>
              {entry.refundPolicy}
            </Alert>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { md: 1 } }}>
          <Card component="section" aria-labelledby="entry-payment" sx={{ p: { xs: 2.5, sm: 3 } }}>
            <Typography id="entry-payment" variant="h4" component="h2" sx={{ mb: 2 }}>
              Payment
            </Typography>
            {problem || ended ? (
              <Alert severity={problem ? 'error' : 'warning'} role="alert" sx={{ mb: 2.5 }}>
                <AlertTitle sx={{ fontWeight: 700 }}>{problem?.title ?? 'Your hold has ended'}</AlertTitle>
                {problem?.message ?? 'We hold a place for 10 minutes. Join again if the league still has room.'}
                {ended ? (
                  <Box sx={{ mt: 1.5 }}>
                    <Button variant="contained" component={TransitionLink} to={paths.leagues(entry.league.location.slug)}>
                      Back to leagues
                    </Button>
                  </Box>
                ) : null}
              </Alert>
            ) : null}
            {!ended ? (
              <>
                {entry.totalCents > 0 ? <PaymentPicker state={picker} amountCents={entry.totalCents} disabled={busy} /> : null}
                <Button variant="contained" size="large" onClick={() => void onPay()} disabled={busy} sx={{ mt: 2.5 }} fullWidth>
                  {paying ? 'Paying…' : `Pay ${formatCents(entry.totalCents)}`}
                </Button>
              </>
            ) : null}
          </Card>
        </Grid>
      </Grid>
    </Shell>
  );
}
