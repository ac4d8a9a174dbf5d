import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { registerInput } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormSelectField } from '../../../components/form/FormSelectField';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { AuthLocationChoicesDocument } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/api';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { useNotify } from '../../../lib/notify';
import { useRegister } from '../api/useAuth';
import type { CurrentUser } from '../../../lib/session';
import { fieldForServerMessage } from '../utils/validation';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phone', 'preferredLocation'] as const;
const REGISTER_FALLBACK = 'Unable to create account';

interface RegisterFormProps {
  onRegistered: (user: CurrentUser) => void;
}

/** A new account: names, e-mail, password, optional phone and preferred location. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const notify = useNotify();
  const locations = useQuery(AuthLocationChoicesDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useSchemaForm(registerInput, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    phone: '',
    preferredLocation: '',
  });

  const onSubmit = handleSubmit(async ({ phone, preferredLocation, ...input }) => {
    setFormError(null);
    try {
      const user = await register.run({
        ...input,
        ...(phone ? { phone } : {}),
        ...(preferredLocation ? { preferredLocation } : {}),
      });
      notify({ title: 'Registration successful' });
      onRegistered(user);
    } catch (err) {
      const message = errorMessage(err) ?? REGISTER_FALLBACK;
      if (!showServerError(setError, FIELDS, fieldForServerMessage(message, FIELDS), message)) setFormError(message);
      notify({ title: 'Registration failed', description: message, variant: 'destructive' });
    }
  });

  const choices = locations.data?.locations ?? [];

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create account">
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
          <FormTextField control={control} name="firstName" label="First name" autoComplete="given-name" required fullWidth />
          <FormTextField control={control} name="lastName" label="Last name" autoComplete="family-name" required fullWidth />
        </Stack>
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required fullWidth />
        <FormTextField
          control={control}
          name="password"
          inputName="new-password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="8 to 128 characters. A short phrase you will remember works well."
          required
          fullWidth
        />
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary', pt: 0.5, lineHeight: 1 }}>
          Optional
        </Typography>
        <FormTextField
          control={control}
          name="phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="So the venue can reach you about a booking."
          fullWidth
        />
        <FormSelectField
          control={control}
          name="preferredLocation"
          label="Preferred location"
          emptyLabel="No preference"
          options={choices.map((l) => ({ value: l.slug, label: l.name }))}
          hint="We open its booking page first when you book."
          fullWidth
          disabled={locations.loading && choices.length === 0}
        />
        <SubmitButton
          pending={formState.isSubmitting}
          label="Create account"
          pendingLabel="Creating your account…"
          color="primary"
          fullWidth
        />
      </Stack>
    </Box>
  );
}
