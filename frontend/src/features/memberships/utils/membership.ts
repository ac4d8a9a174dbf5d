// Pure rules of the membership screens (/subscribe, /checkout/{plan}, /membership-confirmation,
// /manage-membership): what a status is called, what the dates say, what the checkout may do.
import { formatCurrency, formatDate } from '../../../lib/format';
import { payAsYouPlayText, type PlanTerms } from './plans';

/** Where a membership stands, as the user object and `Membership.membershipStatus` say (docs/product-rules.md). */
export type MembershipStatus = 'none' | 'active' | 'cancelling' | 'past_due' | 'action_required';

const STATUSES: readonly MembershipStatus[] = ['active', 'cancelling', 'past_due', 'action_required'];

export function toMembershipStatus(value: unknown): MembershipStatus {
  return STATUSES.find((s) => s === value) ?? 'none';
}

/** The REST user's membership fields (GET /api/user adds them to the spec's user). */
interface MembershipFields {
  membershipType: string;
  membershipStatus?: string | null;
  membershipRenewsAt?: string | null;
  membershipEndsAt?: string | null;
}

export const STATUS_LABELS: Record<MembershipStatus, string> = {
  none: 'No membership',
  active: 'Active',
  cancelling: 'Cancelled',
  past_due: 'Payment overdue',
  // The renewal waits for the member to confirm it with their bank (3-D Secure), in a grace period.
  action_required: 'Needs your confirmation',
};

type StatusTone = 'success' | 'accent' | 'error' | 'default';

/** How the status chip looks: colour plus a label, never colour alone. */
export function statusTone(status: MembershipStatus): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'cancelling') return 'accent'; // sand with dark text: MUI's orange fails contrast
  if (status === 'past_due' || status === 'action_required') return 'error';
  return 'default';
}

/** 'Dec 22, 2026' in the membership's zone (useMembershipTimeZone); '' without a date or before the zone is known. */
export const venueDate = (value: string | Date | null | undefined, timeZone: string | undefined): string =>
  timeZone ? formatDate(value ?? null, timeZone) : '';

export interface MembershipView {
  planName: string;
  status: MembershipStatus;
  currentPeriodEnd: string | null;
  renewsAt: string | null;
  endsAt: string | null;
  complimentary?: boolean;
  /** Dollars a month; null when the plan is no longer on offer. */
  price: number | null;
  /** The plan without a membership, for what "none" means. */
  base?: PlanTerms | null;
  /** The zone its dates are told in. */
  timeZone: string | undefined;
}

/** The headline and the sentence under it that say where a membership stands. */
export function describeMembership(m: MembershipView): { headline: string; detail: string } {
  switch (m.status) {
    case 'active': {
      const date = venueDate(m.renewsAt ?? m.currentPeriodEnd, m.timeZone);
      if (m.complimentary) return { headline: `${m.planName} member`, detail: `Complimentary: it renews on ${date} at no charge.` };
      const forPrice = m.price === null ? '' : ` for ${formatCurrency(m.price)}`;
      return { headline: `${m.planName} member`, detail: `Renews on ${date}${forPrice}, charged to your default card.` };
    }
    case 'cancelling': {
      const date = venueDate(m.endsAt ?? m.currentPeriodEnd, m.timeZone);
      return {
        headline: `${m.planName} until ${date}`,
        detail: `Your membership won't renew. Your ${m.planName} benefits last until ${date}; after that you're on no plan. Changed your mind? Resume any time before then.`,
      };
    }
    case 'past_due': {
      const date = venueDate(m.currentPeriodEnd, m.timeZone);
      return {
        headline: `${m.planName}: payment overdue`,
        detail: `We couldn't charge your card for the renewal due ${date}. Your benefits continue while we retry over the next 7 days: add or update your default card under Payment methods so the next try goes through.`,
      };
    }
    case 'action_required': {
      // endsAt: the end of the grace period, until which the benefits continue.
      const date = venueDate(m.endsAt ?? m.currentPeriodEnd, m.timeZone);
      const renewal = m.price === null ? 'your renewal' : `your ${formatCurrency(m.price)} renewal`;
      return {
        headline: `${m.planName}: confirm your renewal`,
        detail: `Your bank wants you to confirm ${renewal} before it is paid. Your benefits continue until ${date}; confirm it by then to keep your membership.`,
      };
    }
    default:
      return { headline: 'No membership', detail: payAsYouPlayText(m.base ?? null) };
  }
}

/** The date line of the summary: what happens next, and when. Null when nothing is scheduled. */
export function nextDateLine(
  m: Pick<MembershipView, 'status' | 'renewsAt' | 'endsAt' | 'currentPeriodEnd' | 'timeZone'>,
): { label: string; date: string } | null {
  if (m.status === 'active') return { label: 'Renews on', date: venueDate(m.renewsAt ?? m.currentPeriodEnd, m.timeZone) };
  if (m.status === 'cancelling') return { label: 'Ends on', date: venueDate(m.endsAt ?? m.currentPeriodEnd, m.timeZone) };
  if (m.status === 'past_due') return { label: 'Renewal due since', date: venueDate(m.currentPeriodEnd, m.timeZone) };
  if (m.status === 'action_required') return { label: 'Confirm by', date: venueDate(m.endsAt ?? m.currentPeriodEnd, m.timeZone) };
  return null;
}

/**
 * How the order summary says when later payments come: from the first renewal date the server
 * gives for a subscription bought now, every month after that.
 */
export function monthlyBillingText(price: number, firstRenewalAt: string | null, timeZone: string | undefined): string {
  const from = venueDate(firstRenewalAt, timeZone);
  return from
    ? `Then ${formatCurrency(price)} every month from ${from}, until you cancel.`
    : `Then ${formatCurrency(price)} every month, until you cancel.`;
}

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export const paymentStatusLabel = (status: string): string => PAYMENT_STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

interface PlanLike {
  code: string;
  priceCents: number;
}

/** The plan a `/checkout/{membershipType}` segment names, matched regardless of case; null when there is none. */
export function findPlan<P extends PlanLike>(plans: readonly P[], slug: string | undefined): P | null {
  const wanted = (slug ?? '').trim().toLowerCase();
  return plans.find((p) => p.code.toLowerCase() === wanted) ?? null;
}

/** The name a plan code is shown by; the code itself when the plan is not (or not yet) known. */
export function planNameFor(plans: readonly (PlanLike & { name: string })[] | null, code: string): string {
  return (plans && findPlan(plans, code)?.name) ?? code;
}

/** What `/checkout/{membershipType}` shows. */
type CheckoutStep =
  | { kind: 'unknown-plan' }
  /** A free plan: nothing to pay; moving to it is done on Manage membership. */
  | { kind: 'free-plan' }
  | { kind: 'sign-in' }
  /** Already on a paid plan (active, cancelled but running, or past due): nothing to buy here. */
  | { kind: 'already-member'; status: MembershipStatus }
  | { kind: 'pay' };

export function checkoutStep(plan: PlanLike | null, user: MembershipFields | null): CheckoutStep {
  if (!plan) return { kind: 'unknown-plan' };
  if (plan.priceCents === 0) return { kind: 'free-plan' };
  if (!user) return { kind: 'sign-in' };
  const status = toMembershipStatus(user.membershipStatus);
  if (user.membershipType !== 'None' || status !== 'none') return { kind: 'already-member', status: status === 'none' ? 'active' : status };
  return { kind: 'pay' };
}

/** What the page says to someone who is already a member and lands on the checkout or /subscribe. */
export function alreadyMemberText(planName: string, fields: MembershipFields, timeZone: string | undefined): string {
  const status = toMembershipStatus(fields.membershipStatus);
  if (status === 'cancelling') {
    return `Your ${planName} membership runs until ${venueDate(fields.membershipEndsAt, timeZone)} and won't renew. Resume it on Manage membership: there's nothing to pay today.`;
  }
  if (status === 'past_due')
    return `Your ${planName} renewal payment didn't go through. Update your card on Manage membership to keep your benefits.`;
  if (status === 'action_required')
    return `Your ${planName} renewal is waiting for you to confirm it with your bank. Confirm it on Manage membership by ${venueDate(fields.membershipEndsAt, timeZone)} to keep your benefits.`;
  const renews = venueDate(fields.membershipRenewsAt, timeZone);
  return renews ? `You're already a ${planName} member. It renews on ${renews}.` : `You're already a ${planName} member.`;
}
