// Editing one account: what the admin may change, and the smallest update to send.
import { paths } from '../../../../config/paths';
import type { AdminUserUpdate } from '../../../../gql/graphql';

export type PlanChoice = 'None' | 'Birdie';

export interface UserDraft {
  isAdmin: boolean;
  plan: PlanChoice;
  /** Location slug; '' for none. */
  preferredLocation: string;
}

export function draftFromUser(user: { isAdmin: boolean; membershipType: string; preferredLocation?: string | null }): UserDraft {
  return {
    isAdmin: user.isAdmin,
    plan: user.membershipType === 'Birdie' ? 'Birdie' : 'None',
    preferredLocation: user.preferredLocation ?? '',
  };
}

/**
 * Only what changed, or null when nothing did. A plan of Birdie set here is complimentary (renews
 * without a charge); None ends the membership. An empty preferred location clears it.
 */
export function userUpdateInput(original: UserDraft, draft: UserDraft): AdminUserUpdate | null {
  const input: AdminUserUpdate = {};
  if (draft.isAdmin !== original.isAdmin) input.isAdmin = draft.isAdmin;
  if (draft.plan !== original.plan) input.membershipType = draft.plan;
  if (draft.preferredLocation !== original.preferredLocation) input.preferredLocation = draft.preferredLocation;
  return Object.keys(input).length > 0 ? input : null;
}

/** The admin booking history narrowed to one customer (a shareable link). */
export function customerBookingsPath(email: string): string {
  return `${paths.adminBookingHistory}?${new URLSearchParams({ customer: email }).toString()}`;
}

/** The plan as the grid and the form name it. */
export function planLabel(membershipType: string): string {
  return membershipType === 'Birdie' ? 'Birdie' : 'None';
}
