import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/query-keys';

export { CURRENT_USER_KEY };

/** The user as GET /api/user returns it (spec section 3, plus a few useful fields). */
export interface CurrentUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  membershipType: 'None' | 'Birdie';
  preferredLocation: string | null;
  createdAt: string;
}

/** Spec section 4: cached 5 minutes, fetch retried 2 times 1 s apart, 401 means no user. */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
    staleTime: 5 * 60_000,
    retry: 2,
    retryDelay: 1000,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error, refetch: query.refetch };
}

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

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null),
  });
}
