import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AuthLayout } from '../components/AuthLayout';
import { checkEmail } from '../utils/validation';

/**
 * `/forgot-password`: ask for a reset link. The answer is the same whether or not the address has
 * an account (the server never tells), so the page says so kindly either way.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLDivElement>(null);
  const [requestReset, { loading }] = useMutation(RequestPasswordResetDocument);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFormError(null);
    const problem = checkEmail(email);
    setFieldError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    try {
      await requestReset({ variables: { email: email.trim() } });
      setSentTo(email.trim());
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field === 'email') {
        setFieldError(message);
        input.current?.focus();
      } else setFormError(message);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout title="Check your inbox">
        <title>{pageTitle('Reset your password')}</title>
        <Stack spacing={2.5} ref={heading} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
          <Box
            aria-hidden
            sx={(t) => ({
              width: 56,
              height: 56,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              color: 'secondary.main',
              bgcolor: t.alpha(t.vars.palette.secondary.main, 0.1),
            })}
          >
            <MarkEmailReadOutlinedIcon />
          </Box>
          <Typography variant="body1">
            If{' '}
            <Box component="strong" sx={{ overflowWrap: 'anywhere' }}>
              {sentTo}
            </Box>{' '}
            has a Back Nine account, a link to choose a new password is on its way.
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The link works once, for one hour. Nothing there after a few minutes? Check your spam folder, or try again with the address you
            signed up with.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={TransitionLink} to="/auth" variant="contained" size="large">
              Back to sign in
            </Button>
            <Button variant="outlined" size="large" onClick={() => setSentTo(null)}>
              Use another email
            </Button>
          </Stack>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      intro="It happens to the best of us. Tell us your email and we'll send you a link to choose a new one."
    >
      <title>{pageTitle('Reset your password')}</title>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Request a password reset link">
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
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (fieldError) setFieldError(checkEmail(e.target.value));
            }}
            error={!!fieldError}
            helperText={fieldError}
            inputRef={input}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Sending…' : 'Send reset link'}
          </Button>
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            Remembered it?{' '}
            <Link component={TransitionLink} to="/auth">
              Back to sign in
            </Link>
          </Typography>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
