import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { signInInput } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TransitionLink } from '../../../components/TransitionLink';
import { errorMessage } from '../../../lib/api';
import { useSchemaForm } from '../../../lib/forms';
import { useNotify } from '../../../lib/notify';
import { useLogin } from '../api/useAuth';
import type { CurrentUser } from '../../../lib/session';

const LOGIN_FALLBACK = 'Invalid email or password';

interface SignInFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

/** E-mail and password. Toasts of spec section 8: 'Login successful' / 'Login failed'. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const login = useLogin();
  const notify = useNotify();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useSchemaForm(signInInput, { email: '', password: '' });

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      const user = await login.run(input);
      notify({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
      onSignedIn(user);
    } catch (err) {
      const message = errorMessage(err) ?? LOGIN_FALLBACK;
      setFormError(message);
      notify({ title: 'Login failed', description: message, variant: 'destructive' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required fullWidth />
        <Box>
          <FormTextField
            control={control}
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={TransitionLink} to="/forgot-password" variant="body2" sx={{ py: 0.5 }}>
              Forgot your password?
            </Link>
          </Box>
        </Box>
        <SubmitButton pending={formState.isSubmitting} label="Sign in" pendingLabel="Signing in…" color="primary" fullWidth />
      </Stack>
    </Box>
  );
}
