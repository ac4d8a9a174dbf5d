import { useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { forgotPasswordInput } from '@fairway/shared';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormTextField } from '../../../components/form/FormTextField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { showServerError, useSchemaForm } from '../../../lib/forms';
import { readGraphQLError } from '../../../lib/graphqlError';
import { AuthLayout } from '../components/AuthLayout';

/**
 * `/forgot-password`: ask for a reset link. The answer is the same whether or not the address has
 * an account (the server never tells), so the page says so kindly either way.
 */
export function ForgotPasswordPage() {
  const [formError, setFormError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const heading = useRef<HTMLDivElement>(null);
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const { control, handleSubmit, setError, getValues, formState } = useSchemaForm(forgotPasswordInput, { email: '' });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await requestReset({ variables: { email } });
      // The address as the person typed it (the schema's copy is lower-cased).
      setSentTo(getValues('email').trim());
      requestAnimationFrame(() => heading.current?.focus());
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (!showServerError(setError, ['email'], field, message)) setFormError(message);
    }
  });

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
          <FormAlert message={formError} />
          <FormTextField control={control} name="email" label="Email" type="email" autoComplete="email" required fullWidth />
          <SubmitButton pending={formState.isSubmitting} label="Send reset link" pendingLabel="Sending…" fullWidth />
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
