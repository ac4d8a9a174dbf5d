import { useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import CheckCircleOutlineRoundedIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import LinkOffRoundedIcon from '@mui/icons-material/LinkOffRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { resetPasswordForm } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { NewPasswordFields } from '../../../components/form/NewPasswordFields';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AuthLayout } from '../components/AuthLayout';

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
  const [linkError, setLinkError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const linkAlert = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const { control, handleSubmit, setError, formState } = useSchemaForm(resetPasswordForm, { newPassword: '', confirm: '' });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    setLinkError(null);
    try {
      await resetPassword({ variables: { token, newPassword } });
      setDone(true);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field === 'token') {
        setLinkError(message);
        requestAnimationFrame(() => linkAlert.current?.focus());
      } else if (!showServerError(setError, ['newPassword'], field, message)) setFormError(message);
    }
  });

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
          <FormAlert message={formError} />
          <NewPasswordFields control={control} confirmLabel="Type it again" />
          <SubmitButton pending={formState.isSubmitting} label="Save new password" pendingLabel="Saving…" fullWidth />
        </Stack>
      </Box>
    </AuthLayout>
  );
}
