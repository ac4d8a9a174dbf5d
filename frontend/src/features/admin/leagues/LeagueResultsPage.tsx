import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { AdminLeagueSheetDocument, EnterLeagueScoresDocument } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AdminPage } from '../components/AdminPage';

/**
 * `/admin/leagues/{id}/results`: a grid of rounds (entries down, nights across). Tab moves along a
 * row, every cell is a labelled number field; Save sends the changed cells, and the server refuses
 * a bad value with its reason (nothing saved then). Standings update at once.
 */
export function LeagueResultsPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminLeagueSheetDocument, { variables: { leagueId: id }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useMutation(EnterLeagueScoresDocument);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const sheet = data?.adminLeagueSheet;
  const entries = sheet?.entries.filter((e) => e.status === 'PAID') ?? [];
  const nights = sheet?.league.nights ?? [];
  const cell = (nightId: string, entryId: string) => {
    const key = `${nightId}:${entryId}`;
    if (key in edits) return edits[key]!;
    const s = sheet?.scores.find((x) => x.nightId === nightId && x.entryId === entryId);
    return s ? String(s.strokes) : '';
  };

  const onSave = async () => {
    setProblem(null);
    setSaved(false);
    const scores = Object.entries(edits).map(([key, value]) => {
      const [nightId, entryId] = key.split(':');
      return { nightId: nightId!, entryId: entryId!, strokes: value.trim() === '' ? null : Number(value) };
    });
    if (scores.length === 0) return;
    try {
      await save({ variables: { leagueId: id, scores } });
      setEdits({});
      setSaved(true);
      await refetch();
    } catch (err) {
      setProblem(readGraphQLError(err).message);
    }
  };

  return (
    <AdminPage
      title={sheet ? `Results: ${sheet.league.name}` : 'League results'}
      intro="Each night's rounds in strokes (18 to 200), for nights already played. Tab moves across a row; Save records every change, and the standings on the league's page update at once."
      actions={
        <Button variant="contained" onClick={() => void onSave()} disabled={saving || Object.keys(edits).length === 0}>
          Save results
        </Button>
      }
    >
      {error ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : null}
      {problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          Results saved. The standings are updated.
        </Alert>
      ) : null}
      <Box sx={{ overflowX: 'auto', mb: 3 }}>
        <Table size="small" aria-label="Rounds by night">
          <TableHead>
            <TableRow>
              <TableCell scope="col">Player or team</TableCell>
              {nights.map((n) => (
                <TableCell key={n.id} scope="col" align="center">
                  Night {n.week}
                  <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                    {formatDate(n.date)}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell component="th" scope="row">
                  {e.name}
                </TableCell>
                {nights.map((n) => (
                  <TableCell key={n.id} align="center" sx={{ minWidth: 84 }}>
                    <TextField
                      size="small"
                      value={cell(n.id, e.id)}
                      onChange={(ev) => setEdits((s) => ({ ...s, [`${n.id}:${e.id}`]: ev.target.value }))}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'numeric',
                          'aria-label': `${e.name}, night ${n.week}`,
                          style: { textAlign: 'center', width: 48 },
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {sheet ? (
        <>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Standings
          </Typography>
          <Table size="small" aria-label="Standings">
            <TableHead>
              <TableRow>
                <TableCell scope="col">Rank</TableCell>
                <TableCell scope="col">Name</TableCell>
                <TableCell scope="col" align="right">
                  Played
                </TableCell>
                <TableCell scope="col" align="right">
                  Points
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sheet.league.standings.map((s) => (
                <TableRow key={`${s.rank}-${s.name}`}>
                  <TableCell>{s.rank}</TableCell>
                  <TableCell>{s.name}</TableCell>
                  <TableCell align="right">{s.played}</TableCell>
                  <TableCell align="right">{s.points}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Typography variant="caption" component="p" sx={{ mt: 1, color: 'text.secondary' }}>
            {sheet.league.tieBreakerRule}
          </Typography>
        </>
      ) : null}
    </AdminPage>
  );
}
