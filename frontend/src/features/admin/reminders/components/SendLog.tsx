import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdminReminderRecipientsDocument, AdminReminderRunsDocument, type ReminderFieldsFragment } from '../../../../gql/graphql';
import { useVenueZones } from '../../api/useVenueZones';
import { AdminSection } from '../../components/AdminSection';
import { formatInZone, type ZoneChoice } from '../../utils/venueZone';
import { RECIPIENT_STATUS_LABELS, runResult } from '../utils/reminderView';

function Recipients({ runId, zone }: { runId: string; zone: ZoneChoice }) {
  const { data, loading, error } = useQuery(AdminReminderRecipientsDocument, { variables: { runId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <CircularProgress size={24} aria-label="Loading the recipients" />;
  if (error) return <Alert severity="error">Couldn't load the recipients. Try again in a moment.</Alert>;
  const rows = data?.adminWeeklyReminderRecipients ?? [];
  if (rows.length === 0) return <Typography variant="body2">Nobody was due this reminder in this run.</Typography>;
  return (
    // Focusable, so a keyboard can scroll it sideways on a narrow screen.
    <TableContainer tabIndex={0} role="region" aria-label="Recipients of this run" sx={{ maxHeight: 440 }}>
      <Table size="small" stickyHeader aria-label="Recipients">
        <TableHead>
          <TableRow>
            <TableCell>Recipient</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Attempts</TableCell>
            <TableCell>Details</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {r.name}
                <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                  {r.email}
                </Typography>
              </TableCell>
              <TableCell>{RECIPIENT_STATUS_LABELS[r.status] ?? r.status}</TableCell>
              <TableCell>{r.attempts}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                {r.status === 'sent' && r.sentAt ? `Sent ${formatInZone(r.sentAt, zone)}` : ''}
                {r.lastError ? (
                  <Typography variant="caption" component="div" sx={{ color: r.status === 'sent' ? 'text.secondary' : 'error.main' }}>
                    {r.status === 'sent' ? 'Earlier: ' : ''}
                    {r.lastError}
                  </Typography>
                ) : null}
                {r.status === 'failed' ? (r.nextAttemptAt ? `Tries again ${formatInZone(r.nextAttemptAt, zone)}` : 'Given up') : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface SendLogProps {
  reminders: readonly ReminderFieldsFragment[];
  /** The reminder whose runs are shown; '' for all. */
  reminderId: string;
  onReminderChange: (id: string) => void;
}

/** Every run, newest first; opening one lists its recipients with what happened to each. */
export function SendLog({ reminders, reminderId, onReminderChange }: SendLogProps) {
  const { data, loading, error } = useQuery(AdminReminderRunsDocument, {
    variables: { reminderId: reminderId || null },
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState<string | false>(false);
  const client = useApolloClient();
  const zones = useVenueZones();
  const byId = new Map(reminders.map((r) => [r.id, r]));
  const runs = data?.adminWeeklyReminderRuns ?? [];
  return (
    <AdminSection
      title="Send log"
      intro="Each sending, scheduled or sent now, with every recipient. Failed sends are tried again later, up to four times."
      action={
        <TextField
          select
          size="small"
          label="Reminder"
          value={reminderId}
          onChange={(e) => onReminderChange(e.target.value)}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">All reminders</MenuItem>
          {reminders.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      {error ? <Alert severity="error">Couldn't load the send log. Try again in a moment.</Alert> : null}
      {loading && !data ? <CircularProgress size={24} aria-label="Loading the send log" /> : null}
      {data && runs.length === 0 ? <Typography variant="body2">Nothing has been sent yet.</Typography> : null}
      <Box>
        {runs.map((run) => {
          const reminder = byId.get(run.reminderId);
          // A run is told in its reminder's venue zone; a deleted reminder's in the zone the locations share
          // (named when they do not share one).
          const zone: ZoneChoice = reminder ? { timeZone: reminder.timeZone, named: zones.ready && zones.zone().named } : zones.zone();
          return (
            <Accordion
              key={run.id}
              disableGutters
              expanded={open === run.id}
              onChange={(_e, isOpen) => {
                setOpen(isOpen ? run.id : false);
                // Opening a run is a look at it now: the counts of a run still sending catch up too.
                if (isOpen) void client.refetchQueries({ include: ['AdminReminders', 'AdminReminderRuns'] });
              }}
              slotProps={{ transition: { unmountOnExit: true } }}
            >
              <AccordionSummary expandIcon={<ExpandMoreRoundedIcon />}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.25, sm: 2 }} sx={{ width: '100%', minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700, minWidth: { sm: 190 } }}>
                    {formatInZone(run.startedAt, zone)}
                  </Typography>
                  <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {reminder?.name ?? 'A deleted reminder'} · {run.trigger === 'manual' ? 'sent now' : 'scheduled'} · week {run.weekKey}
                  </Typography>
                  <Typography variant="body2" sx={{ color: run.failed ? 'error.main' : 'text.secondary' }}>
                    {runResult(run)}
                  </Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                <Recipients runId={run.id} zone={zone} />
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </AdminSection>
  );
}
