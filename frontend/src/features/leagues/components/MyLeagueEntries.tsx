import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import { MyLeagueEntriesDocument, WithdrawFromLeagueDocument, type MyLeagueEntriesQuery } from '../../../gql/graphql';
import { formatCents, formatDate, formatTimeRange } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { useNotify } from '../../../lib/notify';
import { venueClock } from '../../../lib/venueTime';
import { leagueNight, STATUS_LABEL } from '../utils/leagueText';

type Entry = MyLeagueEntriesQuery['myLeagueEntries'][number];

const ordinal = (n: number) => {
  const teens = n % 100;
  return `${n}${teens >= 11 && teens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
};

/** Where the entry stands: "3rd · 12 points after 2 nights"; nothing before the first night. */
function standingLabel(entry: Entry): string | null {
  const s = entry.standing;
  if (!s || (entry.league.status !== 'IN_PROGRESS' && entry.league.status !== 'DONE')) return null;
  const points = `${s.points} ${s.points === 1 ? 'point' : 'points'}`;
  return `${ordinal(s.rank)} · ${points} after ${s.played} ${s.played === 1 ? 'night' : 'nights'}`;
}

function WithdrawDialog({ entry, onClose, onDone }: { entry: Entry; onClose: () => void; onDone: () => Promise<unknown> }) {
  const [withdraw, { loading }] = useMutation(WithdrawFromLeagueDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const notify = useNotify();
  const refund = entry.withdrawalRefundCents ?? 0;
  const onConfirm = async () => {
    setProblem(null);
    try {
      await withdraw({ variables: { entryId: entry.id } });
      notify({
        title: 'You left the league',
        description: refund > 0 ? `${formatCents(refund)} is on its way back to your card.` : entry.league.name,
      });
      await onDone();
      onClose();
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
  };
  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby="withdraw-title">
      <DialogTitle id="withdraw-title">Withdraw from {entry.league.name}?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {refund > 0
            ? `Your place goes back on sale and the entry fee of ${formatCents(refund)} is refunded in full to your card.`
            : 'Your place goes back on sale. There was no fee to refund.'}
        </DialogContentText>
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Stay in the league
        </Button>
        <Button color="error" variant="contained" onClick={() => void onConfirm()} disabled={loading}>
          Withdraw
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function EntryCard({ entry, onWithdraw }: { entry: Entry; onWithdraw: () => void }) {
  const l = entry.league;
  const tz = l.location.timeZone;
  const paid = entry.status === 'PAID';
  // Withdrawing before the first night refunds all of it; from then on nothing (docs/product-rules.md), so it is offered only before.
  const canWithdraw = paid && (l.status === 'OPEN' || l.status === 'FULL');
  const standing = paid ? standingLabel(entry) : null;
  const headingId = `my-league-${entry.id}`;
  return (
    <Card component="article" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1.5, mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="h5" component="h3">
            <Link component={TransitionLink} to={paths.league(l.location.slug, l.id)}>
              {l.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {leagueNight(l.weekday, l.startTime, l.hoursPerNight)} · Back Nine {l.location.name}
          </Typography>
          {entry.teamName ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {entry.teamName}: {entry.players.join(', ')}
            </Typography>
          ) : null}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          <Chip
            size="small"
            label={paid ? (canWithdraw ? "You're in" : STATUS_LABEL[l.status]) : 'Withdrawn'}
            color={paid ? 'success' : 'default'}
            variant={paid ? 'filled' : 'outlined'}
          />
        </Stack>
      </Stack>
      {standing ? (
        <Typography variant="body1" sx={{ fontWeight: 700, mb: 1 }}>
          Your standing: {standing}
        </Typography>
      ) : null}
      <Box component="details" sx={{ mb: 1.5, '& summary': { cursor: 'pointer', fontWeight: 600, py: 0.5 } }}>
        <Typography component="summary" variant="body2">
          {l.nights.length} nights · {formatDate(l.firstNight)} – {formatDate(l.lastNight)}
        </Typography>
        <Box component="ol" sx={{ m: 0, mt: 1, p: 0, listStyle: 'none', maxWidth: 420 }}>
          {l.nights.map((n) => (
            <Box component="li" key={n.id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
              <Typography variant="body2">Night {n.week}</Typography>
              <Typography variant="body2">
                {formatDate(n.date)} · {formatTimeRange(venueClock(n.startsAt, tz), venueClock(n.endsAt, tz))}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1.5 }}>
        <Typography variant="body2">
          Paid {formatCents(entry.totalCents)}
          {entry.refundedCents > 0 ? ` · refunded ${formatCents(entry.refundedCents)}` : ''} ·{' '}
          <Link component={TransitionLink} to={`${paths.leagueConfirmation}?${new URLSearchParams({ entry: entry.id })}`}>
            Receipt
          </Link>
        </Typography>
        {canWithdraw ? (
          <Button variant="outlined" color="error" onClick={onWithdraw} aria-label={`Withdraw from ${l.name}`}>
            Withdraw
          </Button>
        ) : paid && l.status === 'IN_PROGRESS' ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            From the first night on the fee is not refunded: the bays are reserved for the season.
          </Typography>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The signed-in player's leagues beside their booking history: nights, standing, receipt, and withdraw before the first night. */
export function MyLeagueEntries() {
  const { data, refetch } = useQuery(MyLeagueEntriesDocument, { fetchPolicy: 'cache-and-network' });
  const [withdrawing, setWithdrawing] = useState<Entry | null>(null);
  const rows = data?.myLeagueEntries ?? [];
  if (rows.length === 0) return null;
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
      <Box component="section" aria-labelledby="my-leagues-heading">
        <Typography id="my-leagues-heading" variant="h3" component="h2" sx={{ mb: 2 }}>
          Your leagues
        </Typography>
        <Stack spacing={1.5}>
          {rows.map((e) => (
            <EntryCard key={e.id} entry={e} onWithdraw={() => setWithdrawing(e)} />
          ))}
        </Stack>
      </Box>
      {withdrawing ? <WithdrawDialog entry={withdrawing} onClose={() => setWithdrawing(null)} onDone={() => refetch()} /> : null}
    </Container>
  );
}
