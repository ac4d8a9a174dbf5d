import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCalendarAction } from '../hooks/useCalendarAction';
import type { Theme } from '@mui/material/styles';
import { CalendarCreateBookingDocument } from '../../../../gql/graphql';
import { formatCents, formatDate, formatHourRange, formatHours, formatPlayers } from '../../../../lib/format';
import { hourLabel } from '../../../../lib/venueTime';
import { customerInput, validateCreateBooking, type CreateBookingErrors, type CustomerMode } from '../utils/bookingForm';
import { MAX_BOOKING_HOURS, type CalendarBay } from '../utils/layout';
import { CustomerSearch, type CustomerOption } from './CustomerSearch';

interface CreateBookingDialogProps {
  location: { slug: string; name: string };
  date: string;
  bay: CalendarBay;
  startHour: number;
  /** The longest booking that fits from here (0–4), from the grid. */
  maxHours: number;
  onClose: () => void;
  /** After the server answered (either way): the day should be read again. */
  onChanged: () => void;
}

/** A booking made by the venue: confirmed at once, paid at the venue, for an account or a walk-in. */
export function CreateBookingDialog({ location, date, bay, startHour, maxHours, onClose, onChanged }: CreateBookingDialogProps) {
  const fullScreen = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const run = useCalendarAction({ onChanged, onClose });
  const [create, { loading }] = useMutation(CalendarCreateBookingDocument);
  const [mode, setMode] = useState<CustomerMode>('walkin');
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [guestName, setGuestName] = useState('');
  const [guestPhone, setGuestPhone] = useState('');
  const [hours, setHours] = useState(1);
  const [partySize, setPartySize] = useState(Math.min(2, bay.capacity));
  const [errors, setErrors] = useState<CreateBookingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const customerRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const values = { mode, userId: customer?.id ?? null, guestName, guestPhone, partySize, hours };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validateCreateBooking(values, { capacity: bay.capacity, maxHours });
    setErrors(found);
    if (found.userId) return customerRef.current?.focus();
    if (found.guestName) return nameRef.current?.focus();
    if (found.guestPhone) return phoneRef.current?.focus();
    if (Object.keys(found).length) return;
    const who = mode === 'account' ? customer!.name : guestName.trim().replace(/\s+/g, ' ');
    await run(
      async () => {
        const { data } = await create({
          variables: {
            input: { location: location.slug, date, bayNumber: bay.number, startHour, hours, partySize, ...customerInput(values) },
          },
        });
        const booking = data!.adminCreateBooking;
        return {
          title: 'Booking created',
          description: `${who} · ${bay.name} · ${formatHourRange(startHour, startHour + hours)}. ${booking.reference}, ${formatCents(booking.totalCents)} due at the venue.`,
        };
      },
      ({ message, field }) => {
        if (field === 'guestName' || field === 'partySize' || field === 'hours') setErrors({ [field]: message });
        else setFormError(message);
      },
    );
  };

  return (
    <Dialog
      open
      onClose={loading ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="create-booking-title"
    >
      <Stack component="form" noValidate onSubmit={onSubmit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id="create-booking-title">New booking</DialogTitle>
        <DialogContent sx={{ flex: fullScreen ? 1 : undefined }}>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {location.name} · {bay.name} · {formatDate(date)} · from {hourLabel(startHour)}
          </Typography>
          <Stack spacing={2.5}>
            {formError ? (
              <Alert severity="error" variant="outlined">
                {formError}
              </Alert>
            ) : null}
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={mode}
              onChange={(_, v: CustomerMode | null) => {
                if (!v) return;
                setMode(v);
                setErrors({});
              }}
              aria-label="Who is it for"
            >
              <ToggleButton value="walkin">Walk-in</ToggleButton>
              <ToggleButton value="account">Customer account</ToggleButton>
            </ToggleButtonGroup>
            {mode === 'account' ? (
              <CustomerSearch value={customer} onChange={setCustomer} error={errors.userId} inputRef={customerRef} />
            ) : (
              <Grid container spacing={2}>
                <Grid size={{ xs: 12, sm: 7 }}>
                  <TextField
                    label="Name"
                    value={guestName}
                    onChange={(e) => setGuestName(e.target.value)}
                    error={!!errors.guestName}
                    helperText={errors.guestName}
                    inputRef={nameRef}
                    autoComplete="off"
                    required
                    fullWidth
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    label="Phone (optional)"
                    type="tel"
                    value={guestPhone}
                    onChange={(e) => setGuestPhone(e.target.value)}
                    error={!!errors.guestPhone}
                    helperText={errors.guestPhone}
                    inputRef={phoneRef}
                    autoComplete="off"
                    fullWidth
                  />
                </Grid>
              </Grid>
            )}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 7 }}>
                <TextField
                  select
                  label="Length"
                  value={hours}
                  onChange={(e) => setHours(Number(e.target.value))}
                  error={!!errors.hours}
                  helperText={errors.hours}
                  fullWidth
                >
                  {Array.from({ length: MAX_BOOKING_HOURS }, (_, i) => i + 1).map((n) => (
                    <MenuItem key={n} value={n} disabled={n > maxHours}>
                      {formatHours(n)} · {formatHourRange(startHour, startHour + n)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
              <Grid size={{ xs: 12, sm: 5 }}>
                <TextField
                  select
                  label="Players"
                  value={partySize}
                  onChange={(e) => setPartySize(Number(e.target.value))}
                  error={!!errors.partySize}
                  helperText={errors.partySize}
                  fullWidth
                >
                  {Array.from({ length: bay.capacity }, (_, i) => i + 1).map((n) => (
                    <MenuItem key={n} value={n}>
                      {formatPlayers(n)}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            </Grid>
            <Alert severity="info" variant="outlined">
              Confirmed at once. The customer pays at the venue, at the standard hourly rate
              {mode === 'account' ? ', and gets the confirmation e-mail' : ''}.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="secondary" disabled={loading}>
            {loading ? 'Booking…' : 'Book bay'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
