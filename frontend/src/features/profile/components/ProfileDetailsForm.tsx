import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { profileForm } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ProfileLocationChoicesDocument, UpdateProfileDocument } from '../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { useNotify } from '../../../lib/notify';
import { useRefreshCurrentUser, type CurrentUser } from '../../../lib/session';
import { readGraphQLError } from '../../../lib/graphqlError';
import { profileChanges, type ProfileValues } from '../utils/profileForm';

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
  const [formError, setFormError] = useState<string | null>(null);
  const refreshUser = useRefreshCurrentUser();
  const notify = useNotify();
  const locations = useQuery(ProfileLocationChoicesDocument);
  const [updateProfile] = useMutation(UpdateProfileDocument);
  const { control, handleSubmit, setError, reset, watch, formState } = useSchemaForm(profileForm, initial);

  const values = watch();
  const current: ProfileValues = { ...values, phone: values.phone ?? '', preferredLocation: values.preferredLocation ?? '' };
  const changes = profileChanges(initial, current);
  const dirty = Object.keys(changes).length > 0;

  const onSubmit = handleSubmit(async () => {
    setFormError(null);
    if (!dirty) return;
    try {
      await updateProfile({ variables: { input: changes } });
      await refreshUser();
      notify({ title: 'Profile updated', description: 'Your details are saved.' });
    } catch (err) {
      // Said once, where it is about (under the field, or above the button): no notification repeats it.
      const { message, field } = readGraphQLError(err);
      if (!showServerError(setError, FIELDS, field, message)) setFormError(message);
    }
  });

  const choices = locations.data?.locations ?? [];

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Your details" spacing={2.5}>
      <FormAlert message={formError} />
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required fullWidth />
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
          <FormTextField
            control={control}
            name="phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            hint="Optional. Leave empty to remove it."
            fullWidth
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormSelectField
            control={control}
            name="preferredLocation"
            label="Preferred location"
            emptyLabel="No preference"
            options={choices.map((l) => ({ value: l.slug, label: l.name }))}
            // Until the locations load, a saved slug has no option to show: show none rather than a warning.
            show={(slug) => (choices.length > 0 ? (slug ?? '') : '')}
            hint="Book Now opens this location first."
            fullWidth
          />
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        {dirty ? (
          <Button
            type="button"
            variant="text"
            size="large"
            onClick={() => {
              reset(initial);
              setFormError(null);
            }}
            disabled={formState.isSubmitting}
          >
            Discard changes
          </Button>
        ) : null}
        <SubmitButton pending={formState.isSubmitting} label="Save changes" pendingLabel="Saving…" disabled={!dirty} />
      </Stack>
    </Stack>
  );
}
