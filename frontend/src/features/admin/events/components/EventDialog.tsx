import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { eventInput, firstIssue } from '@fairway/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AdminCreateEventDocument,
  AdminEventLocationsDocument,
  AdminUpdateEventDocument,
  type AdminEventFieldsFragment,
} from '../../../../gql/graphql';
import { readGraphQLError } from '../../../../lib/graphqlError';
import { localDateOf, venueClock } from '../../../../lib/venueTime';

type Form = Record<
  'title' | 'description' | 'location' | 'date' | 'startTime' | 'endTime' | 'price' | 'capacity' | 'claimWindowMinutes',
  string
> & {
  memberOnly: boolean;
};

function initial(e: AdminEventFieldsFragment | null): Form {
  if (!e) {
    return {
      title: '',
      description: '',
      location: '',
      date: '',
      startTime: '18:00',
      endTime: '20:00',
      price: '0',
      capacity: '20',
      claimWindowMinutes: '120',
      memberOnly: false,
    };
  }
  const z = e.location.timeZone;
  return {
    title: e.title,
    description: e.description,
    location: e.location.slug,
    date: localDateOf(e.startsAt, z),
    startTime: venueClock(e.startsAt, z),
    endTime: venueClock(e.endsAt, z),
    price: (e.priceCents / 100).toFixed(2),
    capacity: String(e.capacity),
    claimWindowMinutes: String(e.claimWindowMinutes),
    memberOnly: e.memberOnly,
  };
}

/** Create or edit an event: the shared schema checks it here and again on the server, in the same words. */
export function EventDialog({ event, onClose }: { event: AdminEventFieldsFragment | null; onClose: (saved: boolean) => void }) {
  const [form, setForm] = useState<Form>(() => initial(event));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const { data } = useQuery(AdminEventLocationsDocument);
  const [create, { loading: creating }] = useMutation(AdminCreateEventDocument);
  const [update, { loading: updating }] = useMutation(AdminUpdateEventDocument);
  const set = (k: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const field = (k: keyof Form, label: string, extra: object = {}) => ({
    label,
    value: form[k] as string,
    onChange: set(k),
    error: !!errors[k === 'price' ? 'priceCents' : k],
    helperText: errors[k === 'price' ? 'priceCents' : k] ?? ' ',
    fullWidth: true,
    ...extra,
  });

  const onSave = async () => {
    const cents = form.price.trim() === '' ? Number.NaN : Math.round(Number(form.price) * 100);
    const raw = { ...form, priceCents: cents, capacity: form.capacity, claimWindowMinutes: form.claimWindowMinutes };
    const parsed = eventInput.safeParse(raw);
    if (!parsed.success) {
      const { field: f, message } = firstIssue(eventInput, parsed.error);
      setErrors(f ? { [f]: message } : {});
      if (!f) setProblem(message);
      return;
    }
    setErrors({});
    setProblem(null);
    const { title, description, location, date, startTime, endTime, priceCents, capacity, memberOnly, claimWindowMinutes, waitlistCap } =
      parsed.data;
    const input = {
      title,
      description,
      location,
      date,
      startTime,
      endTime,
      priceCents,
      capacity,
      memberOnly,
      claimWindowMinutes,
      waitlistCap,
    };
    try {
      if (event) await update({ variables: { id: event.id, input } });
      else await create({ variables: { input } });
      onClose(true);
    } catch (err) {
      const { message, field: f } = readGraphQLError(err);
      if (f) setErrors({ [f]: message });
      else setProblem(message);
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="event-dialog-title">
      <DialogTitle id="event-dialog-title">{event ? 'Edit event' : 'New event'}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <TextField {...field('title', 'Title')} />
          <TextField {...field('description', 'Description', { multiline: true, minRows: 2 })} />
          <TextField {...field('location', 'Location', { select: true })}>
            {(data?.locations ?? []).map((l) => (
              <MenuItem key={l.slug} value={l.slug}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField {...field('date', 'Date (venue time)', { type: 'date', slotProps: { inputLabel: { shrink: true } } })} />
          <Stack direction="row" spacing={2}>
            <TextField {...field('startTime', 'Starts', { type: 'time', slotProps: { inputLabel: { shrink: true } } })} />
            <TextField {...field('endTime', 'Ends', { type: 'time', slotProps: { inputLabel: { shrink: true } } })} />
          </Stack>
          <Stack direction="row" spacing={2}>
            <TextField {...field('price', 'Price ($, 0 for free)', { inputMode: 'decimal' })} />
            <TextField {...field('capacity', 'Capacity', { inputMode: 'numeric' })} />
          </Stack>
          <TextField {...field('claimWindowMinutes', 'Waitlist claim window (minutes)', { inputMode: 'numeric' })} />
          <FormControlLabel
            control={<Checkbox checked={form.memberOnly} onChange={(e) => setForm((f) => ({ ...f, memberOnly: e.target.checked }))} />}
            label="Birdie members only"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={onSave} disabled={creating || updating}>
          {event ? 'Save' : 'Create event'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
