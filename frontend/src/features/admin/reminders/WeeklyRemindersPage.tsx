import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminReminderLocationsDocument, AdminRemindersDocument, type ReminderFieldsFragment } from '../../../gql/graphql';
import { AdminPage } from '../components/AdminPage';
import { AdminSection } from '../components/AdminSection';
import { ReminderCard } from './components/ReminderCard';
import { ReminderEditorDialog } from './components/ReminderEditorDialog';
import { SendLog } from './components/SendLog';

/** `/admin/weekly-reminders` (admins only): the reminders, their editor with a live preview, and the send log. */
export function WeeklyRemindersPage() {
  const { data, loading, error } = useQuery(AdminRemindersDocument, { fetchPolicy: 'cache-and-network' });
  const locations = useQuery(AdminReminderLocationsDocument);
  const [editing, setEditing] = useState<ReminderFieldsFragment | 'new' | null>(null);
  const [logFor, setLogFor] = useState('');
  const reminders = data?.adminWeeklyReminders ?? [];
  const venues = locations.data?.locations ?? [];

  const showLog = (id: string) => {
    setLogFor(id);
    document.getElementById('send-log')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <AdminPage
      title="Weekly reminders"
      intro="E-mails that go out once a week at a venue's local time. Nobody gets the same week's reminder twice, and anyone can unsubscribe in one click."
      actions={
        <Button variant="contained" startIcon={<AddRoundedIcon />} onClick={() => setEditing('new')} disabled={venues.length === 0}>
          New reminder
        </Button>
      }
    >
      <Stack spacing={{ xs: 2, md: 2.5 }}>
        <AdminSection title="Reminders" intro="Times are the venue's own, daylight saving included.">
          {error ? <Alert severity="error">Couldn't load the reminders. Try again in a moment.</Alert> : null}
          {loading && !data ? <CircularProgress size={28} aria-label="Loading the reminders" /> : null}
          {data && reminders.length === 0 ? (
            <Typography variant="body2">No reminders yet. Write the first with “New reminder”.</Typography>
          ) : null}
          <Stack spacing={2}>
            {reminders.map((r) => (
              <ReminderCard key={r.id} reminder={r} onEdit={() => setEditing(r)} onShowLog={() => showLog(r.id)} />
            ))}
          </Stack>
        </AdminSection>
        <div id="send-log">
          <SendLog reminders={reminders} reminderId={logFor} onReminderChange={setLogFor} />
        </div>
      </Stack>
      {editing ? (
        <ReminderEditorDialog reminder={editing === 'new' ? null : editing} locations={venues} onClose={() => setEditing(null)} />
      ) : null}
    </AdminPage>
  );
}
