import { useQuery } from '@apollo/client/react';
import { PlanFirstRenewalsDocument } from '../../../gql/graphql';

/** When a subscription to the plan bought now would first renew (the server's clock), null until it answers or for a free plan. */
export function usePlanFirstRenewal(planId: string): string | null {
  const { data } = useQuery(PlanFirstRenewalsDocument, { fetchPolicy: 'cache-and-network' });
  return data?.membershipPlans.find((p) => p.id === planId)?.firstRenewalAt ?? null;
}
