import { useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { eventInput, firstIssue, type EventBayMode } from '@fairway/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  AdminCreateEventDocument,
  AdminEventBayPreviewDocument,
  AdminEventLocationsDocument,
  type AdminEventBayPreviewQuery,
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
  bayMode: EventBayMode;
  bayNumbers: number[];
};

type Preview = AdminEventBayPreviewQuery['adminEventBayPreview'];

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
      bayMode: 'none',
      bayNumbers: [],
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
    bayMode: e.wholeVenue ? 'venue' : e.bayNumbers.length > 0 ? 'bays' : 'none',
    bayNumbers: e.bayNumbers,
  };
}

/**
 * Create or edit an event: the shared schema checks it here and again on the server, in the same words.
 * An event that takes bays shows what is in its way first (the server's preview); saving then reserves them.
 */
export function EventDialog({ event, onClose }: { event: AdminEventFieldsFragment | null; onClose: (saved: boolean) => void }) {
  const [form, setForm] = useState<Form>(() => initial(event));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The preview of the bays, for the form exactly as it was checked: any change asks for a new one.
  const [preview, setPreview] = useState<{ key: string; rows: Preview } | null>(null);
  const [checking, setChecking] = useState(false);
  const client = useApolloClient();
  const { data } = useQuery(AdminEventLocationsDocument);
  const formKey = JSON.stringify(form);
  const needsPreview = form.bayMode !== 'none' && preview?.key !== formKey;
  const conflicts = preview?.key === formKey ? preview.rows.filter((r) => r.conflict) : [];
  const venueBays = data?.locations.find((l) => l.slug === form.location)?.bays ?? [];
  const toggleBay = (n: number) =>
    setForm((f) => ({
      ...f,
      bayNumbers: f.bayNumbers.includes(n) ? f.bayNumbers.filter((x) => x !== n) : [...f.bayNumbers, n].sort((a, b) => a - b),
    }));
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
    const { bayMode, bayNumbers } = parsed.data;
    const input = {
      bayMode,
      bayNumbers: bayMode === 'bays' ? bayNumbers : [],
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
    if (needsPreview) {
      setChecking(true);
      try {
        const r = await client.query({
          query: AdminEventBayPreviewDocument,
          variables: { input, eventId: event?.id ?? null },
          fetchPolicy: 'network-only',
        });
        setPreview({ key: formKey, rows: r.data?.adminEventBayPreview ?? [] });
      } catch (err) {
        const { message, field: f } = readGraphQLError(err);
        if (f) setErrors({ [f]: message });
        else setProblem(message);
      } finally {
        setChecking(false);
      }
      return;
    }
    if (conflicts.length > 0) return;
    try {
      if (event) await update({ variables: { id: event.id, input } });
      else await create({ variables: { input } });
      onClose(true);
    } catch (err) {
      const { message, field: f } = readGraphQLError(err);
      if (f && f !== 'bayNumbers') setErrors({ [f]: message });
      else setProblem(message);
      setPreview(null);
    }
  };

  const saveLabel = needsPreview
    ? 'Check bays'
    : form.bayMode !== 'none'
      ? event
        ? 'Save and move bays'
        : 'Create and reserve bays'
      : null;

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
          <FormLabel id="event-bays-label">Bays it takes</FormLabel>
          <RadioGroup
            row
            aria-labelledby="event-bays-label"
            value={form.bayMode}
            onChange={(e) => setForm((f) => ({ ...f, bayMode: e.target.value as EventBayMode }))}
          >
            <FormControlLabel value="none" control={<Radio />} label="No bays" />
            <FormControlLabel value="bays" control={<Radio />} label="Chosen bays" />
            <FormControlLabel value="venue" control={<Radio />} label="Whole venue" />
          </RadioGroup>
          {form.bayMode === 'bays' ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap' }} role="group" aria-label="Bays">
              {venueBays.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Choose a location to see its bays.
                </Typography>
              ) : null}
              {venueBays.map((b) => (
                <FormControlLabel
                  key={b.id}
                  control={<Checkbox checked={form.bayNumbers.includes(b.number)} onChange={() => toggleBay(b.number)} />}
                  label={b.name}
                />
              ))}
            </Stack>
          ) : null}
          {errors.bayNumbers ? <Alert severity="error">{errors.bayNumbers}</Alert> : null}
          {preview?.key === formKey ? (
            <Alert severity={conflicts.length ? 'error' : 'success'} aria-live="polite" data-testid="event-bay-preview">
              {conflicts.length ? (
                <>
                  {conflicts.map((c) => (
                    <div key={c.bayNumber}>{c.conflict}</div>
                  ))}
                  <div>Choose other bays or another time: nothing is saved while a bay is in the way.</div>
                </>
              ) : (
                `${preview.rows.map((r) => r.bayName).join(', ')}: free then. Saving reserves ${preview.rows.length === 1 ? 'it' : 'them'}.`
              )}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={onSave} disabled={creating || updating || checking || (!needsPreview && conflicts.length > 0)}>
          {saveLabel ?? (event ? 'Save' : 'Create event')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
