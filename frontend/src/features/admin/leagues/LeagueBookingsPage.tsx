import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  AdminLeagueBookingPreviewDocument,
  AdminLeagueHeadingDocument,
  CommitLeagueBookingsDocument,
  type CommitLeagueBookingsMutation,
} from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AdminPage } from '../components/AdminPage';
import { LeagueHeading } from './components/LeagueHeading';
import { NightAction, NightBays, NightNotes, type PreviewNight } from './components/SeasonNight';
import { nightsToBook, notesToAccept, seasonChoices, unbookedNights } from './utils/seasonBookings';

const LIST_LABEL = 'Season nights and their bays';

/**
 * `/admin/leagues/{id}/bookings`: which league (name, location, night and time, the way back), every
 * night's bays with conflicts named (played nights as history), a warning for coming nights not
 * booked, each night's notes (holiday, events) to accept, a swap or skip per night, commit, a
 * per-night report. A table on wide screens, a list of nights on a phone.
 */
export function LeagueBookingsPage() {
  const { id = '' } = useParams();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('md'), { noSsr: true });
  const { data, loading, error, refetch } = useQuery(AdminLeagueBookingPreviewDocument, {
    variables: { leagueId: id },
    fetchPolicy: 'network-only',
  });
  const { data: heading } = useQuery(AdminLeagueHeadingDocument, { variables: { leagueId: id } });
  const league = heading?.league;
  const [commit, { loading: committing }] = useMutation(CommitLeagueBookingsDocument);
  // Per night: skip or not; per night and bay in conflict: the bay number picked instead.
  const [swaps, setSwaps] = useState<Record<string, string>>({});
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const [report, setReport] = useState<CommitLeagueBookingsMutation['commitLeagueBookings'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const nights = data?.adminLeagueBookingPreview ?? [];
  const unbooked = unbookedNights(nights);
  const waiting = notesToAccept(nights, swaps, accepted);
  const toBook = new Set(nightsToBook(nights, swaps).map((n) => n.nightId));
  const onSwap = (key: string, value: string) => setSwaps((s) => ({ ...s, [key]: value }));
  const onAccept = (nightId: string, yes: boolean) =>
    setAccepted((a) => {
      const next = new Set(a);
      if (yes) next.add(nightId);
      else next.delete(nightId);
      return next;
    });

  const onCommit = async () => {
    setProblem(null);
    try {
      const { data: done } = await commit({ variables: { leagueId: id, nights: seasonChoices(nights, swaps) } });
      setReport(done?.commitLeagueBookings ?? null);
      await refetch();
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
  };

  const notes = (n: PreviewNight) => (
    <NightNotes night={n} toBook={toBook.has(n.nightId)} accepted={accepted.has(n.nightId)} onAccept={(yes) => onAccept(n.nightId, yes)} />
  );

  return (
    <AdminPage
      title={league ? `League bookings: ${league.name}` : 'League bookings'}
      intro={
        <LeagueHeading league={league}>
          Every night of the season with the bays it needs. A bay in conflict names what is in the way: pick another bay or skip the night,
          then book. Each night is booked whole or not at all; booking again adds nothing. Played nights are history.
        </LeagueHeading>
      }
      actions={
        <Button
          variant="contained"
          onClick={() => void onCommit()}
          disabled={committing || nights.length === 0 || waiting.length > 0}
          aria-describedby={waiting.length > 0 ? 'notes-waiting' : undefined}
        >
          Book the season
        </Button>
      }
    >
      {error ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : null}
      {problem ? (
        <Alert severity="error" role="alert">
          {problem}
        </Alert>
      ) : null}
      {unbooked.length > 0 ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {unbooked.length === 1 ? 'A coming night is not booked: ' : `${unbooked.length} coming nights are not booked: `}
          {unbooked.map((n) => `night ${n.week} (${formatDate(n.date)})`).join(', ')}. Their bays are not reserved until you book them.
        </Alert>
      ) : null}
      {waiting.length > 0 ? (
        <Alert severity="info" id="notes-waiting" sx={{ mb: 2 }}>
          Accept the notes of {waiting.map((n) => `night ${n.week}`).join(', ')} (or skip {waiting.length === 1 ? 'it' : 'them'}) to book
          the season.
        </Alert>
      ) : null}
      {report ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          <Typography variant="subtitle2" component="p">
            Per-night report
          </Typography>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {report.map((r) => (
              <li key={r.nightId}>
                Night {r.week} ({formatDate(r.date)}):{' '}
                {r.result === 'booked'
                  ? `booked${r.added > 0 ? `, ${r.added} bays added` : ', nothing to add'}`
                  : `skipped. ${r.reason ?? ''}`}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {loading && !data ? <Typography>Loading the season…</Typography> : null}
      {phone ? (
        <Box component="ul" aria-label={LIST_LABEL} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {nights.map((n) => (
            <Box
              component="li"
              key={n.nightId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper', minWidth: 0 }}
            >
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 650 }}>
                  Night {n.week} · {formatDate(n.date)}
                </Typography>
                <Typography component="div" variant="body2" sx={{ flexShrink: 0 }}>
                  <NightAction night={n} swaps={swaps} onSwap={onSwap} />
                </Typography>
              </Stack>
              <Stack spacing={1}>
                <NightBays night={n} swaps={swaps} onSwap={onSwap} />
                {notes(n)}
              </Stack>
            </Box>
          ))}
        </Box>
      ) : (
        <Table size="small" aria-label={LIST_LABEL}>
          <TableHead>
            <TableRow>
              <TableCell scope="col">Night</TableCell>
              <TableCell scope="col">Date</TableCell>
              <TableCell scope="col">Bays</TableCell>
              <TableCell scope="col">This night</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nights.map((n) => (
              <TableRow key={n.nightId}>
                <TableCell>{n.week}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(n.date)}</TableCell>
                <TableCell>
                  <Stack spacing={1}>
                    <NightBays night={n} swaps={swaps} onSwap={onSwap} />
                    {notes(n)}
                  </Stack>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <NightAction night={n} swaps={swaps} onSwap={onSwap} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </AdminPage>
  );
}
