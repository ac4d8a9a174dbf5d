import { useQuery } from '@apollo/client/react';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdminEventPeopleDocument, type AdminEventFieldsFragment } from '../../../../gql/graphql';
import { formatCents } from '../../../../lib/format';
import { formatDateTime } from '../../../../lib/venueTime';
import { PAYMENT_STATE_LABELS, registrationsCsv } from '../utils/eventCsv';

/** An event's registrations (with payment state, CSV) and its waitlist in line order. */
export function EventPeople({ event, onClose }: { event: AdminEventFieldsFragment; onClose: () => void }) {
  const { data } = useQuery(AdminEventPeopleDocument, { variables: { eventId: event.id }, fetchPolicy: 'network-only' });
  const regs = data?.adminEventRegistrations ?? [];
  const line = data?.adminEventWaitlist ?? [];
  const csvHref = `data:text/csv;charset=utf-8,${encodeURIComponent(registrationsCsv(regs))}`;
  return (
    <Drawer anchor="right" open onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 440 }, p: 3 } } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 0.5 }}>
          {event.title}
        </Typography>
        <Button onClick={onClose}>Close</Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {formatDateTime(event.startsAt, event.location.timeZone)} · {event.location.name}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h3">
          Registrations ({regs.filter((r) => r.status === 'confirmed').length})
        </Typography>
        <Button
          size="small"
          component="a"
          href={csvHref}
          download={`event-${event.id}-registrations.csv`}
          startIcon={<FileDownloadRoundedIcon />}
        >
          Export CSV
        </Button>
      </Stack>
      <List dense aria-label="Registrations">
        {regs.map((r) => (
          <ListItem key={r.id} disableGutters>
            <ListItemText
              primary={`${r.name} · ${r.status}`}
              secondary={`${r.email} · ${formatCents(r.totalCents)} · ${PAYMENT_STATE_LABELS[r.paymentState] ?? r.paymentState}`}
            />
          </ListItem>
        ))}
        {regs.length === 0 ? <Typography variant="body2">Nobody has registered yet.</Typography> : null}
      </List>
      <Box sx={{ mt: 2 }}>
        <Typography variant="h5" component="h3">
          Waitlist ({line.length})
        </Typography>
        <List dense aria-label="Waitlist">
          {line.map((w, i) => (
            <ListItem key={w.id} disableGutters>
              <ListItemText
                primary={`${i + 1}. ${w.name}`}
                secondary={
                  w.status === 'offered' && w.offerExpiresAt
                    ? `${w.email} · offered until ${formatDateTime(w.offerExpiresAt, event.location.timeZone)}`
                    : `${w.email} · waiting`
                }
              />
            </ListItem>
          ))}
          {line.length === 0 ? <Typography variant="body2">Nobody is waiting.</Typography> : null}
        </List>
      </Box>
    </Drawer>
  );
}
