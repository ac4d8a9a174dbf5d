import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
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

const SKIP = 'skip';

/**
 * `/admin/leagues/{id}/bookings`: which league (name, location, night and time, the way back), every
 * night's bays with conflicts named, a swap or skip per night, commit, a per-night report.
 */
export function LeagueBookingsPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminLeagueBookingPreviewDocument, {
    variables: { leagueId: id },
    fetchPolicy: 'network-only',
  });
  const { data: heading } = useQuery(AdminLeagueHeadingDocument, { variables: { leagueId: id } });
  const league = heading?.league;
  const [commit, { loading: committing }] = useMutation(CommitLeagueBookingsDocument);
  // Per night and bay in conflict: the bay number picked instead, or skip.
  const [swaps, setSwaps] = useState<Record<string, string>>({});
  const [report, setReport] = useState<CommitLeagueBookingsMutation['commitLeagueBookings'] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const nights = data?.adminLeagueBookingPreview ?? [];

  const onCommit = async () => {
    setProblem(null);
    const choices = nights
      .filter((n) => n.state !== 'played' && n.state !== 'booked' && swaps[n.nightId] !== SKIP)
      .map((n) => ({
        nightId: n.nightId,
        bayNumbers: n.bays.map((b) =>
          b.conflict && swaps[`${n.nightId}:${b.bayNumber}`] ? Number(swaps[`${n.nightId}:${b.bayNumber}`]) : b.bayNumber,
        ),
      }));
    try {
      const { data: done } = await commit({ variables: { leagueId: id, nights: choices } });
      setReport(done?.commitLeagueBookings ?? null);
      await refetch();
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
  };

  return (
    <AdminPage
      title={league ? `League bookings: ${league.name}` : 'League bookings'}
      intro={
        <LeagueHeading league={league}>
          Every night of the season with the bays it needs. A bay in conflict names what is in the way: pick another bay or skip the night,
          then book. Each night is booked whole or not at all; booking again adds nothing.
        </LeagueHeading>
      }
      actions={
        <Button variant="contained" onClick={() => void onCommit()} disabled={committing || nights.length === 0}>
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
      <Table size="small" aria-label="Season nights and their bays">
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
              <TableCell>{formatDate(n.date)}</TableCell>
              <TableCell>
                <Stack spacing={1}>
                  {n.bays.map((b) => (
                    <Stack key={b.bayNumber} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Chip
                        size="small"
                        label={`${b.bayName}: ${b.state === 'booked' ? `booked (${b.reference})` : b.state}`}
                        color={b.state === 'booked' ? 'success' : b.conflict ? 'warning' : 'default'}
                        variant="outlined"
                      />
                      {b.conflict ? <Typography variant="body2">{b.conflict}</Typography> : null}
                      {b.conflict && n.state !== 'played' ? (
                        <FormControl size="small" sx={{ minWidth: 150 }}>
                          <InputLabel id={`swap-${n.nightId}-${b.bayNumber}`}>Use instead</InputLabel>
                          <Select
                            labelId={`swap-${n.nightId}-${b.bayNumber}`}
                            label="Use instead"
                            value={swaps[`${n.nightId}:${b.bayNumber}`] ?? ''}
                            onChange={(e) => setSwaps((s) => ({ ...s, [`${n.nightId}:${b.bayNumber}`]: String(e.target.value) }))}
                          >
                            {n.freeBayNumbers
                              .filter((f) => !n.bays.some((x) => x.bayNumber === f))
                              .map((f) => (
                                <MenuItem key={f} value={String(f)}>
                                  Bay {f}
                                </MenuItem>
                              ))}
                          </Select>
                        </FormControl>
                      ) : null}
                    </Stack>
                  ))}
                </Stack>
              </TableCell>
              <TableCell>
                {n.state === 'played' ? (
                  'Played'
                ) : n.state === 'booked' ? (
                  'Booked'
                ) : (
                  <Button
                    size="small"
                    variant={swaps[n.nightId] === SKIP ? 'contained' : 'outlined'}
                    aria-pressed={swaps[n.nightId] === SKIP}
                    onClick={() => setSwaps((s) => ({ ...s, [n.nightId]: s[n.nightId] === SKIP ? '' : SKIP }))}
                  >
                    Skip night {n.week}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </AdminPage>
  );
}
