import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import dayjs from 'dayjs';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { CalendarCreateClosureDocument } from '../../../../gql/graphql';
import { formatDate, formatHourRange, type OpeningHoursInput } from '../../../../lib/format';
import { DATE_FIELD_FORMAT, dateFieldError } from '../../utils/dateField';
import { isLocalDate } from '../../../../lib/venueTime';
import { useCalendarAction } from '../hooks/useCalendarAction';
import { hourLabel } from '../../../../lib/venueTime';
import { closureDefaults, closureEndChoices, REASON_MAX, validateClosure, type ClosureFormErrors } from '../utils/closureForm';
import { hoursForDay, type CalendarBay } from '../utils/layout';

interface ClosureDialogProps {
  location: { slug: string; name: string };
  date: string;
  bays: CalendarBay[];
  openingHours: readonly OpeningHoursInput[];
  onClose: () => void;
  /** After a closure was added: the day should be read again (closures included). */
  onChanged: () => void;
}

/**
 * Closes the whole location or one bay for whole hours of a day (holiday, maintenance, private event).
 * What stops it being added is said under the field at fault: the date at once, the rest on Add closure.
 */
export function ClosureDialog({ location, date, bays, openingHours, onClose, onChanged }: ClosureDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const run = useCalendarAction({ onChanged, onClose });
  const [createClosure, { loading }] = useMutation(CalendarCreateClosureDocument);
  const [day, setDay] = useState(date);
  const [dateError, setDateError] = useState<DateValidationError | null>(null);
  const hours = isLocalDate(day) ? hoursForDay(openingHours, day) : [];
  const [scope, setScope] = useState<number | 'all'>('all');
  const [from, setFrom] = useState<number | ''>(() => closureDefaults(hours).from);
  const [to, setTo] = useState<number | ''>(() => closureDefaults(hours).to);
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ClosureFormErrors>({});
  const [error, setError] = useState<string | null>(null);
  const fields = { from: useRef<HTMLInputElement>(null), to: useRef<HTMLInputElement>(null), reason: useRef<HTMLInputElement>(null) };
  const ends = from === '' ? [] : closureEndChoices(hours, from);

  const errors = validateClosure({ from, to, reason }, { hours, dateError: dateFieldError(dateError) });
  // The date's problems show at once; the others once Add closure was pressed (not while filling in).
  const shown: ClosureFormErrors = { ...serverErrors, ...(submitted ? errors : { date: errors.date }) };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setServerErrors({});
    setSubmitted(true);
    const first = (['from', 'to', 'reason'] as const).find((f) => errors[f]);
    if (errors.date || first) {
      if (first) fields[first].current?.focus();
      return;
    }
    if (from === '' || to === '') return; // validateClosure said they are set
    const where = scope === 'all' ? `All of ${location.name}` : (bays.find((b) => b.number === scope)?.name ?? `Bay ${scope}`);
    await run(
      async () => {
        await createClosure({
          variables: {
            input: {
              location: location.slug,
              date: day,
              startHour: from,
              endHour: to,
              reason: reason.trim(),
              bayNumber: scope === 'all' ? undefined : scope,
            },
          },
        });
        return { title: 'Closure added', description: `${where} · ${formatDate(day)}, ${formatHourRange(from, to)}: ${reason.trim()}` };
      },
      ({ message, field }) => (field === 'reason' ? setServerErrors({ reason: message }) : setError(message)),
    );
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="closure-title">
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id="closure-title">Add closure</DialogTitle>
        <DialogContent sx={{ flex: fullScreen ? 1 : undefined }}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" variant="outlined" role="alert">
                {error}
              </Alert>
            ) : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  select
                  label="Close"
                  value={scope}
                  onChange={(e) => setScope(e.target.value === 'all' ? 'all' : Number(e.target.value))}
                  fullWidth
                >
                  <MenuItem value="all">Whole location</MenuItem>
                  {bays.map((b) => (
                    <MenuItem key={b.number} value={b.number}>
                      {b.name} only
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DatePicker
                  label="Date"
                  value={dayjs(day)}
                  format={DATE_FIELD_FORMAT}
                  onChange={(v) => {
                    if (!v?.isValid()) return;
                    const next = v.format('YYYY-MM-DD');
                    const defaults = closureDefaults(hoursForDay(openingHours, next));
                    setDay(next);
                    setFrom(defaults.from);
                    setTo(defaults.to);
                  }}
                  onError={setDateError}
                  slotProps={{ textField: { fullWidth: true, error: !!shown.date, helperText: shown.date } }}
                />
              </Grid>
              <Grid size={{ xs: 6 }}>
                <TextField
                  select
                  label="From"
                  value={from}
                  onChange={(e) => {
                    const f = Number(e.target.value);
                    setFrom(f);
                    if (to === '' || to <= f) setTo(f + 1);
                  }}
                  inputRef={fields.from}
                  fullWidth
                  disabled={hours.length === 0}
                  error={!!shown.from}
                  helperText={shown.from}
                >
                  {hours.map((h) => (
                    <MenuItem key={h} value={h}>
                      {hourLabel(h)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 6 }}>
                <TextField
                  select
                  label="To"
                  value={to !== '' && ends.includes(to) ? to : ''}
                  onChange={(e) => setTo(Number(e.target.value))}
                  inputRef={fields.to}
                  fullWidth
                  disabled={hours.length === 0}
                  error={!!shown.to}
                  helperText={shown.to}
                >
                  {ends.map((h) => (
                    <MenuItem key={h} value={h}>
                      {hourLabel(h)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <TextField
              label="Reason"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                if (serverErrors.reason) setServerErrors({});
              }}
              error={!!shown.reason}
              helperText={shown.reason ?? 'Shown on the calendar: holiday, maintenance, private event…'}
              inputRef={fields.reason}
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              required
              fullWidth
            />
            <Alert severity="info" variant="outlined">
              Customers can't book closed hours. Bookings already in them stay, and are flagged on the calendar.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={loading}>
            {loading ? 'Adding…' : 'Add closure'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
