import { makeVar } from '@apollo/client';
import { useReactiveVar } from '@apollo/client/react';
import { apiRequest } from '../../../lib/api';
import { useAppScope } from '../../../lib/app-scope';
import { useRequest } from '../../../lib/request';
import { setCurrentUser, type CurrentUser } from '../../../lib/session';

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone?: string;
  preferredLocation?: string;
}

export interface GoogleLoginInput {
  googleId: string;
  name: string;
  email: string;
  /** The Google ID token (credential) the server verifies. */
  idToken: string;
}

/** Sign-ins in flight on this page (only the browser signs in: one count per module is enough). */
const signingIn = makeVar(0);

/** Login, registration and Google login set the cached user; logout clears it (section 4). */
function useSignIn<I>(path: string) {
  const scope = useAppScope();
  return useRequest(async (input: I) => {
    signingIn(signingIn() + 1);
    try {
      const user = (await (await apiRequest('POST', path, input)).json()) as CurrentUser;
      setCurrentUser(scope, user);
      return user;
    } finally {
      // After the caller's own continuation (microtasks): by then /auth has noted that it is leaving.
      setTimeout(() => signingIn(signingIn() - 1), 0);
    }
  });
}

/**
 * A sign-in is under way, still so while the new user renders and until its caller has moved on:
 * /auth then does not flash "you're signed in" on its way out.
 */
export const useSigningIn = () => useReactiveVar(signingIn) > 0;

export const useLogin = () => useSignIn<LoginInput>('/api/login');
export const useRegister = () => useSignIn<RegisterInput>('/api/register');
export const useGoogleLogin = () => useSignIn<GoogleLoginInput>('/api/auth/google');
