import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TransitionLink } from '../../../components/TransitionLink';
import { errorMessage } from '../../../lib/api';
import { useNotify } from '../../../lib/notify';
import { useLogin } from '../api/useAuth';
import type { CurrentUser } from '../../../lib/session';
import { firstInvalid, validateLogin, type FieldErrors, type LoginValues } from '../utils/validation';
import { PasswordField } from '../../../components/PasswordField';

const FIELDS = ['email', 'password'] as const;
export const LOGIN_FALLBACK = 'Invalid email or password';

interface SignInFormProps {
  onSignedIn: (user: CurrentUser) => void;
}

/** E-mail and password. Toasts of spec section 8: 'Login successful' / 'Login failed'. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const login = useLogin();
  const notify = useNotify();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const update = (field: keyof LoginValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateLogin(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validateLogin(values);
    setErrors(found);
    const first = firstInvalid(found, FIELDS);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      const user = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      notify({ title: 'Login successful', description: `Welcome back, ${user.name}!` });
      onSignedIn(user);
    } catch (err) {
      const message = errorMessage(err) ?? LOGIN_FALLBACK;
      setFormError(message);
      notify({ title: 'Login failed', description: message, variant: 'destructive' });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Sign in">
      <Stack spacing={2.5}>
        {formError ? (
          <Alert severity="error" variant="outlined">
            {formError}
          </Alert>
        ) : null}
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
        <Box>
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            onChange={update('password')}
            error={!!errors.password}
            helperText={errors.password}
            inputRef={refs.password}
            required
            fullWidth
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Link component={TransitionLink} to="/forgot-password" variant="body2" sx={{ py: 0.5 }}>
              Forgot your password?
            </Link>
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          size="large"
          fullWidth
          disabled={login.isPending}
          startIcon={login.isPending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {login.isPending ? 'Signing in…' : 'Sign in'}
        </Button>
      </Stack>
    </Box>
  );
}
