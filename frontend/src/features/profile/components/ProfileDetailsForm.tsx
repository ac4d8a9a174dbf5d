import { useMemo, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ProfileLocationChoicesDocument, UpdateProfileDocument } from '../../../gql/graphql';
import { useNotify } from '../../../lib/notify';
import { CURRENT_USER_KEY, type CurrentUser } from '../../../lib/session';
import { readGraphQLError } from '../../../lib/graphqlError';
import { profileChanges, validateProfile, type ProfileErrors, type ProfileValues } from '../utils/profileForm';

const FIELDS = ['firstName', 'lastName', 'phone', 'preferredLocation'] as const;

/** Name, phone and preferred location; saves only what changed, then refreshes the current user. */
export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const initial = useMemo<ProfileValues>(
    () => ({
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? '',
      preferredLocation: user.preferredLocation ?? '',
    }),
    [user],
  );
  const [values, setValues] = useState<ProfileValues>(initial);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const locations = useQuery(ProfileLocationChoicesDocument);
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const refs: Record<(typeof FIELDS)[number], RefObject<HTMLInputElement | null>> = {
    firstName: useRef<HTMLInputElement>(null),
    lastName: useRef<HTMLInputElement>(null),
    phone: useRef<HTMLInputElement>(null),
    preferredLocation: useRef<HTMLInputElement>(null),
  };

  const changes = profileChanges(initial, values);
  const dirty = Object.keys(changes).length > 0;

  const update = (field: keyof ProfileValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (errors[field]) setErrors(validateProfile(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const found = validateProfile(values);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    if (!dirty) return;
    try {
      await updateProfile({ variables: { input: changes } });
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      notify({ title: 'Profile updated', description: 'Your details are saved.' });
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field && (FIELDS as readonly string[]).includes(field)) {
        setErrors({ [field]: message });
        refs[field as (typeof FIELDS)[number]].current?.focus();
      } else setFormError(message);
      notify({ title: "Couldn't save your profile", description: message, variant: 'destructive' });
    }
  };

  const choices = locations.data?.locations ?? [];

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Your details" spacing={2.5}>
      {formError ? (
        <Alert severity="error" variant="outlined">
          {formError}
        </Alert>
      ) : null}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
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
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
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
        </Grid>
        <Grid size={12}>
          <TextField
            label="Email"
            value={user.email}
            fullWidth
            helperText="This is how you sign in. To change it, give the venue a call."
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Phone"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={values.phone}
            onChange={update('phone')}
            error={!!errors.phone}
            helperText={errors.phone ?? 'Optional. Leave empty to remove it.'}
            inputRef={refs.phone}
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            label="Preferred location"
            name="preferredLocation"
            value={choices.length > 0 || !values.preferredLocation ? values.preferredLocation : ''}
            onChange={update('preferredLocation')}
            error={!!errors.preferredLocation}
            helperText={errors.preferredLocation ?? 'Book Now opens this location first.'}
            inputRef={refs.preferredLocation}
            fullWidth
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">No preference</MenuItem>
            {choices.map((l) => (
              <MenuItem key={l.id} value={l.slug}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {dirty ? (
          <Button
            type="button"
            variant="text"
            size="large"
            onClick={() => {
              setValues(initial);
              setErrors({});
              setFormError(null);
            }}
            disabled={loading}
          >
            Discard changes
          </Button>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!dirty || loading}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {loading ? 'Saving…' : 'Save changes'}
        </Button>
      </Stack>
    </Stack>
  );
}
