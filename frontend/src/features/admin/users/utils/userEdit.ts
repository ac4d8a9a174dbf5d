// Editing one account: what the admin may change, and the smallest update to send.
import { paths } from '../../../../config/paths';
import type { AdminUserUpdate } from '../../../../gql/graphql';
import { dollars, planByCode, type PlanTerms } from '../../../../lib/plans';

/** A plan's code (a membership_plans row: None, Birdie, or any plan added). */
export type PlanChoice = string;

export interface UserDraft {
  isAdmin: boolean;
  plan: PlanChoice;
  /** Location slug; '' for none. */
  preferredLocation: string;
}

export function draftFromUser(user: { isAdmin: boolean; membershipType: string; preferredLocation?: string | null }): UserDraft {
  return {
    isAdmin: user.isAdmin,
    plan: user.membershipType,
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

/** The plan as the grid and the form name it: its row's name, or its code while the plans load. */
export function planLabel(membershipType: string, plans: readonly PlanTerms[] | null): string {
  return planByCode(plans, membershipType)?.name ?? membershipType;
}

/** What setting a plan does and means, under the plan field (the terms from the plan rows). */
export function planHelp(original: PlanChoice, draft: PlanChoice, plans: readonly PlanTerms[] | null): string {
  const from = planByCode(plans, original);
  const to = planByCode(plans, draft);
  if (!to) return '';
  if (draft !== original && to.priceCents > 0) return 'Granted complimentary: no charge, and it renews on its own.';
  if (draft !== original && from && from.priceCents > 0) return `Ends their ${from.name} membership now.`;
  const free = to.freeHoursPerMonth;
  const rate = `${dollars(to.hourlyRateCents)} an hour, booking ${to.bookingWindowDays} days ahead.`;
  if (to.priceCents === 0) return `No membership: ${rate}`;
  return free > 0 ? `${to.name}: ${free} free hours a month, then ${rate}` : `${to.name}: ${rate}`;
}
