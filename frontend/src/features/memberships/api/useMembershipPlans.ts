import { useQuery } from '@apollo/client/react';
import { MembershipPlansDocument, type PlanDetailsFragment } from '../../../gql/graphql';

export type Plan = PlanDetailsFragment;

/**
 * The plans on offer, as the server prices them: every price and benefit the membership screens
 * show comes from here. Read again in the background, so a first renewal date is never stale.
 */
export function useMembershipPlans() {
  const { data, loading, error, refetch } = useQuery(MembershipPlansDocument, { fetchPolicy: 'cache-and-network' });
  return { plans: data?.membershipPlans ?? null, loading: loading && !data, error, refetch };
}
