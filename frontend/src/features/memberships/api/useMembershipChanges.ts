import { useApolloClient } from '@apollo/client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ManageMembershipDocument, MembershipConfirmationDocument } from '../../../gql/graphql';
import { apiRequest } from '../../../lib/api';
import { CURRENT_USER_KEY } from '../../../lib/query-keys';

/**
 * The spec's membership calls (section 7): POST /api/cancel-subscription and POST
 * /api/update-membership. After either, the current user is refreshed (section 4), and so are the
 * membership screens' own queries.
 */
function useMembershipCall(call: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  const apollo = useApolloClient();
  return useMutation<void, Error, void>({
    mutationFn: async () => {
      await call();
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY }),
        apollo.refetchQueries({ include: [ManageMembershipDocument, MembershipConfirmationDocument] }),
      ]);
    },
  });
}

/** Stops renewal: the benefits last until the paid period ends. */
export const useCancelMembership = () => useMembershipCall(() => apiRequest('POST', '/api/cancel-subscription'));

/** Resumes a cancelled membership of plan `planCode` before it ends (no payment needed). */
export const useResumeMembership = (planCode: string) =>
  useMembershipCall(() => apiRequest('POST', '/api/update-membership', { membershipType: planCode }));
