import { useQuery } from '@apollo/client/react';
import { MembershipTimeZoneDocument } from '../../../gql/graphql';

/** The time zone membership dates are told in, and whether it is still on its way (a page that waits to draw dates). */
export function useMembershipTimeZoneState(): { timeZone: string | undefined; loading: boolean } {
  const { data, loading } = useQuery(MembershipTimeZoneDocument);
  return { timeZone: data?.membershipTimeZone, loading: loading && !data };
}

/** The time zone membership dates are told in, from the server (undefined until it answers). */
export function useMembershipTimeZone(): string | undefined {
  return useMembershipTimeZoneState().timeZone;
}
