import { useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { ChangePasswordDocument } from '../../../gql/graphql';
import { useNotify } from '../../../lib/notify';
import { readGraphQLError } from '../../../lib/graphqlError';
import { validatePasswordChange, type PasswordChangeErrors, type PasswordChangeValues } from '../utils/profileForm';
import { PasswordField } from '../../../components/PasswordField';

const FIELDS = ['currentPassword', 'newPassword', 'confirm'] as const;
const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, then the new one twice. The server signs out every other session. */
export function ChangePasswordForm({ email }: { email: string }) {
  const [values, setValues] = useState<PasswordChangeValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordChangeErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const notify = useNotify();
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const refs: Record<(typeof FIELDS)[number], RefObject<HTMLInputElement | null>> = {
    currentPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirm: useRef<HTMLInputElement>(null),
  };

  const update = (field: keyof PasswordChangeValues) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted) setErrors(validatePasswordChange(next, email));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setFormError(null);
    const found = validatePasswordChange(values, email);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    try {
      await changePassword({ variables: { currentPassword: values.currentPassword, newPassword: values.newPassword } });
      setValues(EMPTY);
      setSubmitted(false);
      notify({ title: 'Password changed', description: "You're still signed in here; we signed you out everywhere else." });
    } catch (err) {
      const { message, field } = readGraphQLError(err);
      if (field === 'currentPassword' || field === 'newPassword') {
        setErrors({ [field]: message });
        refs[field].current?.focus();
      } else setFormError(message);
      notify({ title: "Couldn't change your password", description: message, variant: 'destructive' });
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} aria-label="Change password" spacing={2.5} useFlexGap>
      {/* Lets password managers tie the new password to the account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {formError ? (
        <Alert severity="error" variant="outlined">
          {formError}
        </Alert>
      ) : null}
      <PasswordField
        label="Current password"
        name="current-password"
        autoComplete="current-password"
        value={values.currentPassword}
        onChange={update('currentPassword')}
        error={!!errors.currentPassword}
        helperText={errors.currentPassword}
        inputRef={refs.currentPassword}
        required
        fullWidth
      />
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={values.newPassword}
        onChange={update('newPassword')}
        error={!!errors.newPassword}
        helperText={errors.newPassword ?? '8 to 128 characters.'}
        inputRef={refs.newPassword}
        required
        fullWidth
      />
      <PasswordField
        label="Type the new password again"
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Signed up with Google?{' '}
          <Link component={TransitionLink} to="/forgot-password">
            Set a password with a reset link
          </Link>
        </Typography>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={loading}
          sx={{ flexShrink: 0 }}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {loading ? 'Saving…' : 'Change password'}
        </Button>
      </Stack>
    </Stack>
  );
}
