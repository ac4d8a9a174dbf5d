import { useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { useNotify } from '../../../lib/notify';
import { signInTarget } from '../../../lib/redirect';
import { useGoogleLogin, useSigningIn } from '../api/useAuth';
import { useCurrentUser, type CurrentUser } from '../../../lib/session';
import { AuthLayout } from '../components/AuthLayout';
import { GoogleSignInButton } from '../components/GoogleSignInButton';
import { RegisterForm } from '../components/RegisterForm';
import { SignInForm } from '../components/SignInForm';
import { GOOGLE_FAILED_TITLE, googleErrorMessage, googlePayloadFromCredential } from '../utils/google';

type Mode = 'signin' | 'register';

/** `/auth`: sign in, create an account, or continue with Google; then on to where the person was going. */
export function AuthPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'signin';
  const { user } = useCurrentUser();
  const googleLogin = useGoogleLogin();
  // Set once this screen signs someone in, so the "already signed in" note never flashes on the way out.
  const leaving = useRef(false);
  const signingIn = useSigningIn();

  const target = signInTarget(location);
  const done = (_user: CurrentUser) => {
    leaving.current = true;
    navigate(target, { replace: true });
  };

  const setMode = (next: Mode) => {
    const p = new URLSearchParams(params);
    if (next === 'register') p.set('mode', 'register');
    else p.delete('mode');
    setParams(p, { replace: true, state: location.state });
  };

  const onGoogleCredential = async (credential: string | undefined) => {
    try {
      const user = await googleLogin.run(googlePayloadFromCredential(credential));
      notify({ title: 'Google login successful' });
      done(user);
    } catch (err) {
      notify({ title: GOOGLE_FAILED_TITLE, description: googleErrorMessage(err), variant: 'destructive' });
    }
  };
  const onGoogleError = (err: unknown) => {
    notify({ title: GOOGLE_FAILED_TITLE, description: googleErrorMessage(err), variant: 'destructive' });
  };

  if (user && !leaving.current && !signingIn) {
    return (
      <AuthLayout title="You're signed in" intro={`Signed in as ${user.name} (${user.email}).`}>
        <title>{pageTitle('Sign in')}</title>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={TransitionLink} to={target} variant="contained" size="large">
            Continue
          </Button>
          <Button component={TransitionLink} to="/select-location" variant="outlined" size="large">
            Book a bay
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  const isRegister = mode === 'register';
  return (
    <AuthLayout
      title={isRegister ? 'Create your account' : 'Welcome back'}
      intro={
        isRegister
          ? 'One minute now, and every booking after it is quicker.'
          : 'Sign in to book, see your bookings and manage your membership.'
      }
    >
      <title>{pageTitle(isRegister ? 'Create account' : 'Sign in')}</title>
      <Tabs
        value={mode}
        onChange={(_, v: Mode) => setMode(v)}
        variant="fullWidth"
        aria-label="Sign in or create an account"
        sx={(t) => ({
          mb: 3,
          minHeight: 48,
          borderRadius: 999,
          bgcolor: t.alpha(t.vars.palette.primary.main, 0.06),
          p: 0.5,
          '& .MuiTabs-indicator': {
            height: '100%',
            borderRadius: 999,
            bgcolor: 'background.paper',
            boxShadow: `0 1px 3px ${t.alpha(t.vars.palette.primary.main, 0.18)}`,
          },
          '& .MuiTab-root': {
            zIndex: 1,
            minHeight: 44,
            borderRadius: 999,
            textTransform: 'none',
            fontWeight: 650,
            fontSize: '0.9375rem',
            color: 'text.secondary',
          },
          '& .MuiTab-root.Mui-selected': { color: 'primary.main' },
        })}
      >
        <Tab value="signin" label="Sign in" id="auth-tab-signin" aria-controls="auth-panel" />
        <Tab value="register" label="Create account" id="auth-tab-register" aria-controls="auth-panel" />
      </Tabs>

      <Box role="tabpanel" id="auth-panel" aria-labelledby={isRegister ? 'auth-tab-register' : 'auth-tab-signin'}>
        {isRegister ? <RegisterForm onRegistered={done} /> : <SignInForm onSignedIn={done} />}
      </Box>

      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>or</Divider>
      <GoogleSignInButton onCredential={onGoogleCredential} onError={onGoogleError} busy={googleLogin.isPending} />

      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 3, textAlign: 'center' }}>
        {isRegister ? 'Already have an account? ' : 'New to Back Nine? '}
        <Box
          component="button"
          type="button"
          onClick={() => setMode(isRegister ? 'signin' : 'register')}
          sx={{
            font: 'inherit',
            fontWeight: 650,
            color: 'primary.main',
            background: 'none',
            border: 0,
            p: 0.5,
            cursor: 'pointer',
            textDecoration: 'underline',
            textUnderlineOffset: '0.2em',
          }}
        >
          {isRegister ? 'Sign in' : 'Create an account'}
        </Box>
      </Typography>
    </AuthLayout>
  );
}
