import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  AdminCoachDeactivateDocument,
  AdminCoachUpcomingLessonsDocument,
  type UpcomingLessonsChoice,
  type AdminCoachFieldsFragment,
} from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { formatDateTime } from '../../../../lib/venueTime';

interface Props {
  coach: AdminCoachFieldsFragment | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Deactivating a coach: their booked lessons listed (reference, venue time, customer) and the admin
 * chooses to keep them (only new bookings stop) or cancel them with a refund and an e-mail each.
 */
export function DeactivateCoachDialog({ coach, onClose, onDone }: Props) {
  return (
    <Dialog open={coach !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="deactivate-coach-title">
      {coach ? <DeactivateForm key={coach.id} coach={coach} onClose={onClose} onDone={onDone} /> : null}
    </Dialog>
  );
}

function DeactivateForm({ coach, onClose, onDone }: Props & { coach: AdminCoachFieldsFragment }) {
  const notify = useNotify();
  const { data, loading } = useQuery(AdminCoachUpcomingLessonsDocument, { variables: { coachId: coach.id }, fetchPolicy: 'network-only' });
  const [choice, setChoice] = useState<UpcomingLessonsChoice>('KEEP');
  const [error, setError] = useState<string | null>(null);
  const [deactivate, { loading: saving }] = useMutation(AdminCoachDeactivateDocument);
  const lessons = data?.adminCoachUpcomingLessons ?? [];

  const confirm = async () => {
    setError(null);
    try {
      await deactivate({ variables: { id: coach.id, lessons: lessons.length > 0 ? choice : null } });
      notify({
        title: `${coach.name} deactivated`,
        description:
          lessons.length === 0
            ? undefined
            : choice === 'CANCEL'
              ? `${lessons.length} lesson(s) cancelled and refunded; the customers were e-mailed.`
              : `${lessons.length} booked lesson(s) kept.`,
      });
      onDone();
    } catch (e) {
      setError(readGraphQLError(e).message);
    }
  };

  return (
    <>
      <DialogTitle id="deactivate-coach-title">Deactivate {coach.name}?</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {loading ? (
          <CircularProgress size={24} aria-label="Loading the coach's lessons" />
        ) : lessons.length === 0 ? (
          <DialogContentText>
            Customers will no longer see {coach.name} or book lessons with them. They have no booked lessons.
          </DialogContentText>
        ) : (
          <>
            <DialogContentText>
              {coach.name} has {lessons.length} booked lesson{lessons.length === 1 ? '' : 's'} still to come. What should happen to{' '}
              {lessons.length === 1 ? 'it' : 'them'}?
            </DialogContentText>
            <List dense aria-label="Booked lessons">
              {lessons.map((l) => (
                <ListItem key={l.id} disableGutters>
                  <ListItemText
                    primary={`${l.reference} · ${formatDateTime(l.startsAt, l.timeZone)} · ${l.locationName}`}
                    secondary={`${l.customerName}${l.status === 'held' ? ' (checking out now)' : ''}`}
                  />
                </ListItem>
              ))}
            </List>
            <RadioGroup value={choice} onChange={(e) => setChoice(e.target.value as UpcomingLessonsChoice)} aria-label="Booked lessons">
              <FormControlLabel value={'KEEP'} control={<Radio />} label="Keep them: the coach teaches these; only new bookings stop" />
              <FormControlLabel
                value={'CANCEL'}
                control={<Radio />}
                label="Cancel them: each customer is refunded in full and told by e-mail"
              />
            </RadioGroup>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Back</Button>
        <Button color="error" variant="contained" disabled={loading || saving} onClick={() => void confirm()}>
          {saving ? 'Deactivating…' : 'Deactivate'}
        </Button>
      </DialogActions>
    </>
  );
}
