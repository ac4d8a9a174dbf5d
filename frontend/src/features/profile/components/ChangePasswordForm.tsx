import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordChangeForm } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TransitionLink } from '../../../components/TransitionLink';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { useNotify } from '../../../lib/notify';
import { readGraphQLError } from '../../../lib/graphqlError';

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, then the new one twice. The server signs out every other session. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [formError, setFormError] = useState<string | null>(null);
  const notify = useNotify();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const schema = useMemo(() => passwordChangeForm(email), [email]);
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm(schema, EMPTY);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
      reset(EMPTY);
      notify({ title: 'Password changed', description: "You're still signed in here; we signed you out everywhere else." });
    } catch (err) {
      // Said once, where it is about (under the field, or above the button): no notification repeats it.
      const { message, field } = readGraphQLError(err);
      if (!showServerError(setError, ['currentPassword', 'newPassword'], field, message)) setFormError(message);
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Change password" spacing={2.5} useFlexGap>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <FormAlert message={formError} />
      <FormTextField
        control={control}
        name="currentPassword"
        inputName="current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        fullWidth
      />
      <NewPasswordFields control={control} confirmLabel="Type the new password again" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Signed up with Google?{' '}
          <Link component={TransitionLink} to="/forgot-password">
            Set a password with a reset link
          </Link>
        </Typography>
        <SubmitButton pending={formState.isSubmitting} label="Change password" pendingLabel="Saving…" sx={{ flexShrink: 0 }} />
      </Stack>
    </Stack>
  );
}
