import { useId, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import EditRoundedIcon from '@mui/icons-material/EditRounded';
import PauseRoundedIcon from '@mui/icons-material/PauseRounded';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import SendRoundedIcon from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminSendReminderNowDocument, AdminSetReminderActiveDocument, type ReminderFieldsFragment } from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { useNotify } from '../../../../lib/notify';
import { audienceLabel, lastResultLabel, nextRunLabel, runResult, scheduleLabel } from '../utils/reminderView';

interface ReminderCardProps {
  reminder: ReminderFieldsFragment;
  onEdit: () => void;
  onShowLog: () => void;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** One reminder: when it goes, to whom, what happened last time, and its actions. */
export function ReminderCard({ reminder: r, onEdit, onShowLog }: ReminderCardProps) {
  const titleId = useId();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [setActive, active] = useMutation(AdminSetReminderActiveDocument, { refetchQueries: ['AdminReminders'] });
  const [sendNow, sending] = useMutation(AdminSendReminderNowDocument, { refetchQueries: ['AdminReminders', 'AdminReminderRuns'] });

  const toggle = async () => {
    try {
      await setActive({ variables: { id: r.id, active: !r.active } });
      notify({ title: r.active ? 'Reminder paused' : 'Reminder resumed', description: `“${r.name}”` });
    } catch (err) {
      notify({ title: "Couldn't change the reminder", description: readGraphQLError(err).message, variant: 'destructive' });
    }
  };

  const send = async () => {
    try {
      const { data } = await sendNow({ variables: { id: r.id } });
      const run = data!.sendWeeklyReminderNow;
      notify({
        title: 'Reminder on its way',
        description:
          run.recipientCount === 0
            ? 'Nobody was left to send it to this week.'
            : `Sending to ${run.recipientCount} ${run.recipientCount === 1 ? 'person' : 'people'}. The send log shows each one.`,
      });
      onShowLog();
    } catch (err) {
      notify({ title: "Couldn't send the reminder", description: readGraphQLError(err).message, variant: 'destructive' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Box
      component="article"
      aria-labelledby={titleId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', p: { xs: 2, md: 2.5 } }}
    >
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1.5 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mr: 'auto', overflowWrap: 'anywhere' }}>
          {r.name}
        </Typography>
        <Chip
          size="small"
          label={r.active ? 'Active' : 'Paused'}
          color={r.active ? 'success' : 'default'}
          variant={r.active ? 'filled' : 'outlined'}
        />
        <Chip size="small" label={audienceLabel(r.audience)} variant="outlined" />
      </Stack>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }, mb: 2 }}
      >
        <Fact label="Schedule" value={scheduleLabel(r)} />
        <Fact label="Next run" value={nextRunLabel(r)} />
        <Fact label="Last result" value={lastResultLabel(r.lastRun, r.timeZone)} />
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, overflowWrap: 'anywhere' }}>
        Subject: {r.subject}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" startIcon={<EditRoundedIcon />} onClick={onEdit} aria-label={`Edit ${r.name}`}>
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          startIcon={r.active ? <PauseRoundedIcon /> : <PlayArrowRoundedIcon />}
          onClick={toggle}
          disabled={active.loading}
          aria-label={`${r.active ? 'Pause' : 'Resume'} ${r.name}`}
        >
          {r.active ? 'Pause' : 'Resume'}
        </Button>
        <Button
          size="small"
          variant="contained"
          startIcon={<SendRoundedIcon />}
          onClick={() => setConfirming(true)}
          aria-label={`Send now: ${r.name}`}
        >
          Send now
        </Button>
        <Button size="small" onClick={onShowLog} aria-label={`Send log of ${r.name}`}>
          Send log
        </Button>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-send`}>
        <DialogTitle id={`${titleId}-send`}>Send “{r.name}” now?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            It goes to {audienceLabel(r.audience).toLowerCase()} right away. Anyone who already got this week's reminder is skipped, and the
            scheduled run later this week reaches only people who haven't had it.
            {r.lastRun ? ` Last time: ${runResult(r.lastRun)}.` : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Cancel</Button>
          <Button variant="contained" onClick={send} disabled={sending.loading} startIcon={<SendRoundedIcon />}>
            {sending.loading ? 'Sending…' : 'Send now'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
