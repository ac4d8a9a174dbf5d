import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api';
import { CURRENT_USER_KEY } from './query-keys';

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
  /** The plan's code (spec: None or Birdie; any membership_plans row). Its terms: lib/plans. */
  membershipType: string;
  preferredLocation: string | null;
  createdAt: string;
}

/**
 * The signed-in user, shared by every feature (features never import each other).
 * Spec section 4: cached 5 minutes, fetch retried 2 times 1 s apart, 401 means no user.
 */
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

/** Sign-out clears the cached user (section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await apiRequest('POST', '/api/logout');
    },
    onSuccess: () => queryClient.setQueryData(CURRENT_USER_KEY, null),
  });
}
