import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthLocationChoicesDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/api';
import { useNotify } from '../../../lib/notify';
import { useRegister } from '../api/useAuth';
import type { CurrentUser } from '../../../lib/session';
import { fieldForServerMessage, firstInvalid, validateRegister, type FieldErrors, type RegisterValues } from '../utils/validation';
import { PasswordField } from '../../../components/PasswordField';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'preferredLocation'] as const;
type Field = (typeof FIELDS)[number];
export const REGISTER_FALLBACK = 'Unable to create account';

const EMPTY: RegisterValues = { firstName: '', lastName: '', email: '', password: '', phone: '', preferredLocation: '' };

interface RegisterFormProps {
  onRegistered: (user: CurrentUser) => void;
}

/** A new account: names, e-mail, password, optional phone and preferred location. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const notify = useNotify();
  const locations = useQuery(AuthLocationChoicesDocument);
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    preferredLocation: useRef<HTMLInputElement>(null),
  };

  const update = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateRegister(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateRegister(values);
    setErrors(found);
    const first = firstInvalid(found, FIELDS);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      const user = await register.mutateAsync({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
        ...(values.preferredLocation ? { preferredLocation: values.preferredLocation } : {}),
      });
      notify({ title: 'Registration successful' });
      onRegistered(user);
    } catch (err) {
      const message = errorMessage(err) ?? REGISTER_FALLBACK;
      const field = fieldForServerMessage(message, FIELDS);
      if (field) {
        setErrors((prev) => ({ ...prev, [field]: message }));
        refs[field].current?.focus();
      } else {
        setFormError(message);
      }
      notify({ title: 'Registration failed', description: message, variant: 'destructive' });
    }
  };

  const choices = locations.data?.locations ?? [];

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create account">
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" variant="outlined">
            {formError}
          </Alert>
        ) : null}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={update('firstName')}
            error={!!errors.firstName}
            helperText={errors.firstName}
            inputRef={refs.firstName}
            required
            fullWidth
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={update('lastName')}
            error={!!errors.lastName}
            helperText={errors.lastName}
            inputRef={refs.lastName}
            required
            fullWidth
          />
        </Stack>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={update('email')}
          error={!!errors.email}
          helperText={errors.email}
          inputRef={refs.email}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField
          label="Password"
          name="new-password"
          autoComplete="new-password"
          value={values.password}
          onChange={update('password')}
          error={!!errors.password}
          helperText={errors.password ?? '8 to 128 characters. A short phrase you will remember works well.'}
          inputRef={refs.password}
          required
          fullWidth
        />
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', pt: 0.5, lineHeight: 1 }}>
          Optional
        </Typography>
        <TextField
          label="Phone"
          type="tel"
          name="phone"
          autoComplete="tel"
          value={values.phone}
          onChange={update('phone')}
          error={!!errors.phone}
          helperText={errors.phone ?? 'So the venue can reach you about a booking.'}
          inputRef={refs.phone}
          fullWidth
        />
        <TextField
          select
          label="Preferred location"
          name="preferredLocation"
          value={values.preferredLocation}
          onChange={update('preferredLocation')}
          error={!!errors.preferredLocation}
          helperText={errors.preferredLocation ?? 'We open its booking page first when you book.'}
          inputRef={refs.preferredLocation}
          fullWidth
          disabled={locations.loading && choices.length === 0}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">No preference</MenuItem>
          {choices.map((l) => (
            <MenuItem key={l.id} value={l.slug}>
              {l.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          fullWidth
          disabled={register.isPending}
          startIcon={register.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {register.isPending ? 'Creating your account…' : 'Create account'}
        </Button>
      </Stack>
    </Box>
  );
}
