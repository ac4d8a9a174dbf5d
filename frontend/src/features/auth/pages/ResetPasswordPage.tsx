import { useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AuthLayout } from '../components/AuthLayout';
import { PasswordField } from '../../../components/PasswordField';
import { firstInvalid, validateNewPassword, type FieldErrors, type NewPasswordValues } from '../utils/validation';

const FIELDS = ['password', 'confirm'] as const;

function IconBadge({ tone, children }: { tone: 'secondary' | 'error'; children: ReactNode }) {
  return (
    <Box
      aria-hidden
      sx={(t) => ({
        width: 56,
        height: 56,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: `${tone}.main`,
        bgcolor: t.alpha(t.vars.palette[tone].main, 0.1),
      })}
    >
      {children}
    </Box>
  );
}

/** `/reset-password?token=…`: choose a new password with the link from the e-mail, then sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});
  const [submitted, setSubmitted] = useState(false);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };
  const linkAlert = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [resetPassword, { loading }] = useMutation(ResetPasswordDocument);

  if (!token) {
    return (
      <AuthLayout title="This link is incomplete">
        <title>{pageTitle('Choose a new password')}</title>
        <Stack spacing={2.5}>
          <IconBadge tone="error">
            <LinkOffRoundedIcon />
          </IconBadge>
          <Typography variant="body1">
            A reset link carries a code at its end, and this one arrived without it. Open the link from your e-mail again, or ask for a
            fresh one.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={TransitionLink} to="/forgot-password" variant="contained" size="large">
              Get a new link
            </Button>
            <Button component={TransitionLink} to="/auth" variant="outlined" size="large">
              Back to sign in
            </Button>
          </Stack>
        </Stack>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Password updated">
        <title>{pageTitle('Password updated')}</title>
        <Stack spacing={2.5} ref={doneRef} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
          <IconBadge tone="secondary">
            <CheckCircleOutlineRoundedIcon />
          </IconBadge>
          <Typography variant="body1">
            You're all set. Sign in with your new password. For your safety, we've signed you out on every other device.
          </Typography>
          <Box>
            <Button component={TransitionLink} to="/auth" variant="contained" size="large">
              Sign in
            </Button>
          </Box>
        </Stack>
      </AuthLayout>
    );
  }

  const update = (field: keyof NewPasswordValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validateNewPassword(next));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    setLinkError(null);
    const found = validateNewPassword(values);
    setErrors(found);
    const first = firstInvalid(found, FIELDS);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      await resetPassword({ variables: { token, newPassword: values.password } });
      setDone(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field === 'token') {
        setLinkError(message);
        requestAnimationFrame(() => linkAlert.current?.focus());
      } else if (field === 'newPassword') {
        setErrors({ password: message });
        refs.password.current?.focus();
      } else setFormError(message);
    }
  };

  return (
    <AuthLayout title="Choose a new password" intro="Pick something you'll remember: 8 to 128 characters, and a short phrase works well.">
      <title>{pageTitle('Choose a new password')}</title>
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <Stack spacing={2.5}>
          {linkError ? (
            <Alert severity="error" variant="outlined" ref={linkAlert} tabIndex={-1} sx={{ alignItems: 'flex-start' }}>
              <AlertTitle sx={{ fontWeight: 700 }}>This link can't be used</AlertTitle>
              {linkError}{' '}
              <Link component={TransitionLink} to="/forgot-password" sx={{ fontWeight: 650 }}>
                Get a new link
              </Link>
            </Alert>
          ) : null}
          {formError ? (
            <Alert severity="error" variant="outlined">
              {formError}
            </Alert>
          ) : null}
          <PasswordField
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={values.password}
            onChange={update('password')}
            error={!!errors.password}
            helperText={errors.password ?? '8 to 128 characters.'}
            inputRef={refs.password}
            required
            fullWidth
          />
          <PasswordField
            label="Type it again"
            name="confirm-password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={update('confirm')}
            error={!!errors.confirm}
            helperText={errors.confirm}
            inputRef={refs.confirm}
            required
            fullWidth
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={loading}
            startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
          >
            {loading ? 'Saving…' : 'Save new password'}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
