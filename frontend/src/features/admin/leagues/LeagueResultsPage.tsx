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
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { AdminLeagueSheetDocument, EnterLeagueScoresDocument, type AdminLeagueSheetQuery } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AdminPage } from '../components/AdminPage';
import { LeagueHeading } from './components/LeagueHeading';
import { RemoveRoundDialog, type RoundToRemove } from './components/RemoveRoundDialog';
import { cellKey, cellProblem, changedRounds, isBlankRecorded, isPlayed, type Cell } from './utils/resultsSheet';

type Sheet = AdminLeagueSheetQuery['adminLeagueSheet'];
type Values = Record<string, string>;

const TITLE = 'League results';
const INTRO =
  "Each night's rounds in strokes (18 to 200), for nights already played. Tab moves across a row; Save records every change, and the standings on the league's page update at once. To take a round out, clear its cell and choose Remove.";

// One per cell, many on screen: static styles, not per-element sx.
const RoundCell = styled(TableCell)({ minWidth: 84, verticalAlign: 'top' });
const cellInput = { textAlign: 'center', width: 48 } as const;
// A night still to come: shaded, so the closed cells read apart from the open ones at a glance.
const ClosedField = styled(TextField)(({ theme }) => ({
  '& .MuiInputBase-root.Mui-disabled': { backgroundColor: theme.palette.action.disabledBackground },
}));

/**
 * `/admin/leagues/{id}/results`: a grid of rounds (entries down, nights across). Tab moves along a
 * row, every cell is a labelled text field; nights not played yet are disabled. A cell that is not a
 * round is marked and blocks Save; a refusal from the server marks its cell and keeps every value
 * typed. A recorded round comes out only through Remove and its confirmation.
 */
export function LeagueResultsPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminLeagueSheetDocument, { variables: { leagueId: id }, fetchPolicy: 'network-only' });
  const sheet = data?.adminLeagueSheet;
  if (!sheet)
    return (
      <AdminPage title={TITLE} intro={INTRO}>
        {error ? <Alert severity="error">{readGraphQLError(error).message}</Alert> : <Typography>Loading the rounds…</Typography>}
      </AdminPage>
    );
  return <ResultsForm leagueId={id} sheet={sheet} reload={async () => (await refetch()).data?.adminLeagueSheet} />;
}

function valuesOf(sheet: Sheet): Values {
  return Object.fromEntries(sheet.scores.map((s) => [cellKey(s.nightId, s.entryId), String(s.strokes)]));
}

function ResultsForm({ leagueId, sheet, reload }: { leagueId: string; sheet: Sheet; reload: () => Promise<Sheet | undefined> }) {
  const [save, { loading: saving }] = useMutation(EnterLeagueScoresDocument);
  const { control, handleSubmit, reset, resetField, setError, formState } = useForm<Values>({
    defaultValues: valuesOf(sheet),
    mode: 'onTouched',
    reValidateMode: 'onChange',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [removing, setRemoving] = useState<RoundToRemove | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  const now = Date.now();

  const entries = sheet.entries.filter((e) => e.status === 'PAID');
  const nights = sheet.league.nights;
  const recorded = useMemo(() => new Map(sheet.scores.map((s) => [cellKey(s.nightId, s.entryId), s.strokes])), [sheet.scores]);
  const cells: (Cell & { key: string; label: string })[] = entries.flatMap((e) =>
    nights.map((n) => ({ nightId: n.id, entryId: e.id, key: cellKey(n.id, e.id), label: `${e.name}, night ${n.week}` })),
  );
  const order = (key: string) => cells.findIndex((c) => c.key === key);
  const labelOf = (key: string) => cells[order(key)]?.label ?? '';

  const onValid = async (values: Values) => {
    setProblem(null);
    setSaved(null);
    const scores = changedRounds(
      cells.filter((c) => nights.some((n) => n.id === c.nightId && isPlayed(n, now))),
      values,
      (c) => recorded.get(cellKey(c.nightId, c.entryId)),
    );
    if (scores.length === 0) return;
    try {
      await save({ variables: { leagueId, scores } });
      const fresh = await reload();
      if (fresh) reset(valuesOf(fresh));
      setSaved('Results saved. The standings are updated.');
    } catch (err) {
      // Nothing was saved: every value stays as typed, and the refused cell is marked.
      const refused = readGraphQLError(err);
      const key =
        typeof refused.extensions?.nightId === 'string' && typeof refused.extensions.entryId === 'string'
          ? cellKey(refused.extensions.nightId, refused.extensions.entryId)
          : null;
      if (key && cells.some((c) => c.key === key)) setError(key, { type: 'server', message: refused.message }, { shouldFocus: true });
      else setProblem(refused.message);
    }
  };
  const onInvalid = () => {
    setSaved(null);
    setProblem(null);
  };

  const onRemove = async (round: RoundToRemove) => {
    setRemoveProblem(null);
    try {
      await save({ variables: { leagueId, scores: [{ nightId: round.nightId, entryId: round.entryId, remove: true }] } });
      await reload();
      // The other cells keep what was typed in them; this one is empty with nothing recorded.
      resetField(cellKey(round.nightId, round.entryId), { defaultValue: '' });
      setRemoving(null);
      setProblem(null);
      setSaved(`${round.name}'s night ${round.week} round was removed. The standings are updated.`);
    } catch (err) {
      setRemoveProblem(readGraphQLError(err).message);
    }
  };

  const problems = listProblems(formState.errors, labelOf).sort((a, b) => order(a.key) - order(b.key));

  return (
    <AdminPage
      title={`Results: ${sheet.league.name}`}
      intro={<LeagueHeading league={sheet.league}>{INTRO}</LeagueHeading>}
      actions={
        <Button variant="contained" onClick={() => void handleSubmit(onValid, onInvalid)()} disabled={saving || !formState.isDirty}>
          Save results
        </Button>
      }
    >
      {problems.length > 0 || problem ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problems.length > 0 ? (
            <>
              <Typography variant="subtitle2" component="p">
                Nothing is saved until {problems.length === 1 ? 'this round is' : `these ${problems.length} rounds are`} put right:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {problems.map((p) => (
                  <li key={p.key} id={`problem-${p.key}`}>
                    {p.text}
                  </li>
                ))}
              </Box>
            </>
          ) : (
            problem
          )}
        </Alert>
      ) : null}
      {saved && problems.length === 0 ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {saved}
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
                  {isPlayed(n, now) ? null : (
                    <Typography
                      variant="caption"
                      component="span"
                      id={`not-played-${n.id}`}
                      sx={{ display: 'block', color: 'text.secondary' }}
                    >
                      Not played yet
                    </Typography>
                  )}
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
                {nights.map((n) => {
                  const key = cellKey(n.id, e.id);
                  const label = `${e.name}, night ${n.week}`;
                  const was = recorded.get(key);
                  if (!isPlayed(n, now))
                    return (
                      <RoundCell key={n.id} align="center">
                        <Tooltip title={`Night ${n.week} has not been played yet.`}>
                          <span>
                            <ClosedField
                              size="small"
                              disabled
                              value={was === undefined ? '' : String(was)}
                              slotProps={{
                                htmlInput: { 'aria-label': label, 'aria-describedby': `not-played-${n.id}`, style: cellInput },
                              }}
                            />
                          </span>
                        </Tooltip>
                      </RoundCell>
                    );
                  return (
                    <RoundCell key={n.id} align="center">
                      <Controller
                        name={key}
                        control={control}
                        defaultValue=""
                        rules={{ validate: (v) => cellProblem(v ?? '', was) ?? true }}
                        render={({ field, fieldState }) => (
                          <>
                            <TextField
                              size="small"
                              name={field.name}
                              value={field.value ?? ''}
                              onChange={field.onChange}
                              onBlur={field.onBlur}
                              inputRef={field.ref}
                              error={!!fieldState.error}
                              slotProps={{
                                htmlInput: {
                                  inputMode: 'numeric',
                                  'aria-label': label,
                                  'aria-describedby': fieldState.error ? `problem-${key}` : undefined,
                                  style: cellInput,
                                },
                              }}
                            />
                            {was !== undefined && isBlankRecorded(field.value ?? '', was) ? (
                              <Button
                                size="small"
                                color="error"
                                aria-label={`Remove ${e.name}'s night ${n.week} round`}
                                onClick={() => {
                                  setRemoveProblem(null);
                                  setRemoving({ nightId: n.id, entryId: e.id, name: e.name, week: n.week, strokes: was });
                                }}
                                sx={{ display: 'block', mx: 'auto', mt: 0.5, minWidth: 0 }}
                              >
                                Remove
                              </Button>
                            ) : null}
                          </>
                        )}
                      />
                    </RoundCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
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
      <RemoveRoundDialog
        round={removing}
        removing={saving}
        problem={removeProblem}
        onCancel={() => setRemoving(null)}
        onConfirm={(round) => void onRemove(round)}
      />
    </AdminPage>
  );
}

/** Every marked cell, in words: a check's message gets the cell's name; the server's already has it. */
function listProblems(errors: FieldErrors<Values>, labelOf: (key: string) => string): { key: string; text: string }[] {
  return Object.entries(errors).flatMap(([key, e]) => {
    const message = e?.message;
    if (typeof message !== 'string' || message === '') return [];
    return [{ key, text: e?.type === 'server' ? message : `${labelOf(key)}: ${message}` }];
  });
}
