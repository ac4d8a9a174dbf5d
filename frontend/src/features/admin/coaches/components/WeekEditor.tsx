import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminCoachSetHoursDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { weekDrafts, weekFromDrafts, WEEKDAYS, type RangeDraft } from '../utils/coachForm';

interface Props {
  coachId: string;
  coachName: string;
  location: { id: string; name: string; timeZone: string };
  stretches: readonly { weekday: number; startsMinute: number; endsMinute: number }[];
}

/** A coach's week at one location, edited in place and saved as a whole (the server refuses a change that strands a lesson). */
export function WeekEditor({ coachId, coachName, location, stretches }: Props) {
  const notify = useNotify();
  const [days, setDays] = useState<RangeDraft[][]>(() => weekDrafts(stretches));
  const [error, setError] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [save, { loading }] = useMutation(AdminCoachSetHoursDocument, { refetchQueries: ['AdminCoachSchedule'] });

  const change = (next: RangeDraft[][]) => {
    setDays(next);
    setDirty(true);
  };
  const edit = (day: number, i: number, patch: Partial<RangeDraft>) =>
    change(days.map((ranges, d) => (d === day ? ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)) : ranges)));

  const submit = async () => {
    setError(null);
    const week = weekFromDrafts(days);
    if ('error' in week) return setError(week.error);
    try {
      await save({ variables: { coachId, locationId: location.id, stretches: week.stretches } });
      setDirty(false);
      notify({ title: `${coachName}'s hours at ${location.name} saved` });
    } catch (e) {
      setError(readGraphQLError(e).message);
    }
  };

  const headingId = `week-${location.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          Weekly hours at {location.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          Venue time ({location.timeZone}). An end of 00:00 is midnight at the end of the day.
        </Typography>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
        <Stack spacing={1.5}>
          {WEEKDAYS.map((name, day) => (
            <Stack key={name} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Typography sx={{ width: 110, fontWeight: 600, flexShrink: 0 }}>{name}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                {days[day]!.length === 0 ? (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    Not teaching
                  </Typography>
                ) : null}
                {days[day]!.map((r, i) => (
                  <Box key={i} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                    <TextField
                      type="time"
                      size="small"
                      label="From"
                      value={r.start}
                      onChange={(e) => edit(day, i, { start: e.target.value })}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${name} range ${i + 1} from`, step: 900 } }}
                      sx={{ width: 130 }}
                    />
                    <TextField
                      type="time"
                      size="small"
                      label="To"
                      value={r.end}
                      onChange={(e) => edit(day, i, { end: e.target.value })}
                      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `${name} range ${i + 1} to`, step: 900 } }}
                      sx={{ width: 130 }}
                    />
                    <IconButton
                      aria-label={`Remove ${name} range ${i + 1}`}
                      onClick={() => change(days.map((ranges, d) => (d === day ? ranges.filter((_, j) => j !== i) : ranges)))}
                    >
                      <DeleteOutlineRoundedIcon />
                    </IconButton>
                  </Box>
                ))}
                <Button
                  size="small"
                  startIcon={<AddRoundedIcon />}
                  aria-label={`Add a range on ${name}`}
                  onClick={() => change(days.map((ranges, d) => (d === day ? [...ranges, { start: '09:00', end: '17:00' }] : ranges)))}
                >
                  Add
                </Button>
              </Stack>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" disabled={loading || !dirty} onClick={() => void submit()}>
            {loading ? 'Saving…' : `Save hours at ${location.name}`}
          </Button>
          <Button
            disabled={loading || !dirty}
            onClick={() => {
              setDays(weekDrafts(stretches));
              setDirty(false);
              setError(null);
            }}
          >
            Undo changes
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
