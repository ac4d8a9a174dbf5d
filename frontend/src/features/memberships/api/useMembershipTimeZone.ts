import { useQuery } from '@apollo/client/react';
import { MembershipTimeZoneDocument } from '../../../gql/graphql';

/** The time zone membership dates are told in, from the server (undefined until it answers). */
export function useMembershipTimeZone(): string | undefined {
  return useQuery(MembershipTimeZoneDocument).data?.membershipTimeZone;
}
