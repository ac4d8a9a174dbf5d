import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminCoachAddTimeOffDocument, AdminCoachRemoveTimeOffDocument } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { formatDateTime } from '../../../../lib/venueTime';

interface Props {
  coachId: string;
  locations: readonly { id: string; name: string; timeZone: string }[];
  timeOff: readonly { id: string; startsAt: string; endsAt: string; reason: string }[];
}

/** A coach's time off that has not ended: remove one, or add one typed in a venue's time (refused if it covers a booked lesson). */
export function TimeOffEditor({ coachId, locations, timeOff }: Props) {
  const notify = useNotify();
  const [locationId, setLocationId] = useState(locations[0]?.id ?? '');
  const [draft, setDraft] = useState({ startsAt: '', endsAt: '', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = ['AdminCoachSchedule'];
  const [add, { loading: adding }] = useMutation(AdminCoachAddTimeOffDocument, { refetchQueries });
  const [remove] = useMutation(AdminCoachRemoveTimeOffDocument, { refetchQueries });
  const zone = locations.find((l) => l.id === locationId)?.timeZone ?? locations[0]?.timeZone ?? 'UTC';

  const submit = async () => {
    setError(null);
    try {
      await add({ variables: { coachId, locationId, input: draft } });
      setDraft({ startsAt: '', endsAt: '', reason: '' });
      notify({ title: 'Time off added' });
    } catch (e) {
      setError(readGraphQLError(e).message);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="time-off-heading">
      <CardContent>
        <Typography id="time-off-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
          Time off
        </Typography>
        {timeOff.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No time off coming up.
          </Typography>
        ) : (
          <List dense aria-label="Time off">
            {timeOff.map((t) => (
              <ListItem
                key={t.id}
                disableGutters
                secondaryAction={
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      void remove({ variables: { coachId, timeOffId: t.id } }).catch((e: unknown) => setError(readGraphQLError(e).message))
                    }
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={`${formatDateTime(t.startsAt, zone)} – ${formatDateTime(t.endsAt, zone)}`}
                  secondary={t.reason || null}
                />
              </ListItem>
            ))}
          </List>
        )}
        {error ? (
          <Alert severity="error" sx={{ my: 2 }} role="alert">
            {error}
          </Alert>
        ) : null}
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 1 }}>
          Add time off
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ alignItems: { md: 'flex-start' } }}>
          {locations.length > 1 ? (
            <TextField
              select
              size="small"
              label="Times at"
              value={locationId}
              onChange={(e) => setLocationId(e.target.value)}
              sx={{ minWidth: 160 }}
            >
              {locations.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            type="datetime-local"
            size="small"
            label="From"
            value={draft.startsAt}
            onChange={(e) => setDraft({ ...draft, startsAt: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="datetime-local"
            size="small"
            label="Until"
            value={draft.endsAt}
            onChange={(e) => setDraft({ ...draft, endsAt: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            label="Reason (optional)"
            value={draft.reason}
            onChange={(e) => setDraft({ ...draft, reason: e.target.value })}
          />
          <Button
            variant="outlined"
            disabled={adding || !draft.startsAt || !draft.endsAt}
            onClick={() => void submit()}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            {adding ? 'Adding…' : 'Add time off'}
          </Button>
        </Stack>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
          Venue time ({zone}). The coach teaches nowhere during time off.
        </Typography>
      </CardContent>
    </Card>
  );
}
