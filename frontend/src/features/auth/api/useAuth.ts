import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/query-keys';
import type { CurrentUser } from '../../../lib/session';

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

/** Login, registration and Google login set the cached user; logout clears it (section 4). */
function useSignIn<I>(path: string) {
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, Error, I>({
    mutationFn: async (input) => (await apiRequest('POST', path, input)).json(),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_KEY, user),
  });
}

export const useLogin = () => useSignIn<LoginInput>('/api/login');
export const useRegister = () => useSignIn<RegisterInput>('/api/register');
export const useGoogleLogin = () => useSignIn<GoogleLoginInput>('/api/auth/google');
