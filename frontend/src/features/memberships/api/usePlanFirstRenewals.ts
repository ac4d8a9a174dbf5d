import { useQuery } from '@apollo/client/react';
import { PlanFirstRenewalsDocument } from '../../../gql/graphql';

export interface FirstRenewals {
  /** When a subscription to the plan bought now would first renew (the server's clock); null for a free plan or without an answer. */
  of: (planId: string) => string | null;
  /** True until the first answer (a later refresh keeps what is shown). */
  loading: boolean;
}

/** The checkout summary's renewal dates. */
export function usePlanFirstRenewals(): FirstRenewals {
  const { data, loading } = useQuery(PlanFirstRenewalsDocument, { fetchPolicy: 'cache-and-network' });
  return {
    of: (planId) => data?.membershipPlans.find((p) => p.id === planId)?.firstRenewalAt ?? null,
    loading: loading && !data,
  };
}
