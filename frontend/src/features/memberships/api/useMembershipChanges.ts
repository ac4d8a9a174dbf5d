import { useApolloClient } from '@apollo/client/react';
import { ManageMembershipDocument, MembershipConfirmationDocument } from '../../../gql/graphql';
import { apiRequest } from '../../../lib/api';
import { useRequest } from '../../../lib/request';
import { useRefreshCurrentUser } from '../../../lib/session';

/**
 * The spec's membership calls (section 7): POST /api/cancel-subscription and POST
 * /api/update-membership. After either, the current user is refreshed (section 4), and so are the
 * membership screens' own queries.
 */
function useMembershipCall(call: () => Promise<unknown>) {
  const refreshUser = useRefreshCurrentUser();
  const apollo = useApolloClient();
  // Refreshed whether the call succeeded or not (it may have changed something before failing).
  const refresh = () =>
    Promise.all([refreshUser(), apollo.refetchQueries({ include: [ManageMembershipDocument, MembershipConfirmationDocument] })]);
  return useRequest(async () => {
    try {
      await call();
    } finally {
      await refresh();
    }
  });
}

/** Stops renewal: the benefits last until the paid period ends. */
export const useCancelMembership = () => useMembershipCall(() => apiRequest('POST', '/api/cancel-subscription'));

/** Resumes a cancelled membership of plan `planCode` before it ends (no payment needed). */
export const useResumeMembership = (planCode: string) =>
  useMembershipCall(() => apiRequest('POST', '/api/update-membership', { membershipType: planCode }));
