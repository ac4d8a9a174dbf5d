// Pure rules of the membership screens (/subscribe, /checkout/{plan}, /membership-confirmation,
// /manage-membership): what a status is called, what the dates say, what the checkout may do.
import { formatCurrency, formatDate } from '../../../lib/format';

/** Every day, month and renewal is in the venue's time zone (PRODUCT.md: all locations run on it). */
export const VENUE_TIME_ZONE = 'America/Chicago';

/** Where a membership stands, as the user object and `Membership.membershipStatus` say (docs/product-rules.md). */
export type MembershipStatus = 'none' | 'active' | 'cancelling' | 'past_due';

export function toMembershipStatus(value: unknown): MembershipStatus {
  return value === 'active' || value === 'cancelling' || value === 'past_due' ? value : 'none';
}

/** The REST user's membership fields (GET /api/user adds them to the spec's user). */
export interface MembershipFields {
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
};

export type StatusTone = 'success' | 'accent' | 'error' | 'default';

/** How the status chip looks: colour plus a label, never colour alone. */
export function statusTone(status: MembershipStatus): StatusTone {
  if (status === 'active') return 'success';
  if (status === 'cancelling') return 'accent'; // sand with dark text: MUI's orange fails contrast
  if (status === 'past_due') return 'error';
  return 'default';
}

/** 'Dec 22, 2026' in the venue's zone; '' when there is no date. */
export const venueDate = (value: string | Date | null | undefined): string => formatDate(value ?? null, VENUE_TIME_ZONE);

export interface MembershipView {
  planName: string;
  status: MembershipStatus;
  currentPeriodEnd: string | null;
  renewsAt: string | null;
  endsAt: string | null;
  complimentary?: boolean;
  /** Dollars a month. */
  price: number;
}

/** The headline and the sentence under it that say where a membership stands. */
export function describeMembership(m: MembershipView): { headline: string; detail: string } {
  const price = formatCurrency(m.price);
  switch (m.status) {
    case 'active': {
      const date = venueDate(m.renewsAt ?? m.currentPeriodEnd);
      if (m.complimentary) return { headline: `${m.planName} member`, detail: `Complimentary: it renews on ${date} at no charge.` };
      return { headline: `${m.planName} member`, detail: `Renews on ${date} for ${price}, charged to your default card.` };
    }
    case 'cancelling': {
      const date = venueDate(m.endsAt ?? m.currentPeriodEnd);
      return {
        headline: `${m.planName} until ${date}`,
        detail: `Your membership won't renew. Your ${m.planName} benefits last until ${date}; after that you're on no plan. Changed your mind? Resume any time before then.`,
      };
    }
    case 'past_due': {
      const date = venueDate(m.currentPeriodEnd);
      return {
        headline: `${m.planName}: payment overdue`,
        detail: `We couldn't charge your card for the renewal due ${date}. Your benefits continue while we retry over the next 7 days: add or update your default card under Payment methods so the next try goes through.`,
      };
    }
    default:
      return { headline: 'No membership', detail: 'You pay as you play: $60 an hour, booking up to 2 days ahead.' };
  }
}

/** The date line of the summary: what happens next, and when. Null when nothing is scheduled. */
export function nextDateLine(m: Pick<MembershipView, 'status' | 'renewsAt' | 'endsAt' | 'currentPeriodEnd'>): { label: string; date: string } | null {
  if (m.status === 'active') return { label: 'Renews on', date: venueDate(m.renewsAt ?? m.currentPeriodEnd) };
  if (m.status === 'cancelling') return { label: 'Ends on', date: venueDate(m.endsAt ?? m.currentPeriodEnd) };
  if (m.status === 'past_due') return { label: 'Renewal due since', date: venueDate(m.currentPeriodEnd) };
  return null;
}

/** 1 → '1st', 22 → '22nd', 13 → '13th'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** The day of the month `value` falls on in the venue's zone. */
export function venueDayOfMonth(value: Date): number {
  return Number(new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: VENUE_TIME_ZONE }).format(value));
}

/**
 * How the order summary says when later payments come: a month from today, on the same day of the
 * month (a day a month lacks falls back to its last day, as the server bills).
 */
export function monthlyBillingText(price: number, today: Date): string {
  const day = venueDayOfMonth(today);
  const when = day > 28 ? `on the ${ordinal(day)} (or the month's last day)` : `on the ${ordinal(day)}`;
  return `Then ${formatCurrency(price)} every month ${when}, until you cancel.`;
}

/** 'YYYY-MM-DD' of `now` in the venue's zone. */
export function venueToday(now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: VENUE_TIME_ZONE }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export interface BookingFreeHours {
  /** Local date, YYYY-MM-DD. */
  date: string;
  status: string;
  freeHoursUsed: number;
  holdExpiresAt?: string | null;
}

/**
 * Free Birdie hours left in the venue-local month of `now`: the allowance less what this month's
 * confirmed, completed and still-held bookings used (the server counts the same way; a booking
 * cancelled too late to refund keeps its hours there, and the price at checkout is the final word).
 */
export function freeHoursLeft(bookings: readonly BookingFreeHours[], allowance: number, now: Date): number {
  const month = venueToday(now).slice(0, 7);
  const used = bookings
    .filter((b) => b.date.slice(0, 7) === month)
    .filter((b) => b.status === 'CONFIRMED' || b.status === 'COMPLETED' || (b.status === 'HELD' && !!b.holdExpiresAt && new Date(b.holdExpiresAt) > now))
    .reduce((sum, b) => sum + b.freeHoursUsed, 0);
  return Math.max(0, allowance - used);
}

export const PAYMENT_STATUS_LABELS: Record<string, string> = {
  succeeded: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

export const paymentStatusLabel = (status: string): string => PAYMENT_STATUS_LABELS[status] ?? status.replace(/_/g, ' ');

export interface PlanLike {
  code: string;
  priceCents: number;
}

/** The plan a `/checkout/{membershipType}` segment names, matched regardless of case; null when there is none. */
export function findPlan<P extends PlanLike>(plans: readonly P[], slug: string | undefined): P | null {
  const wanted = (slug ?? '').trim().toLowerCase();
  return plans.find((p) => p.code.toLowerCase() === wanted) ?? null;
}

/** What `/checkout/{membershipType}` shows. */
export type CheckoutStep =
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
export function alreadyMemberText(planName: string, fields: MembershipFields): string {
  const status = toMembershipStatus(fields.membershipStatus);
  if (status === 'cancelling') {
    return `Your ${planName} membership runs until ${venueDate(fields.membershipEndsAt)} and won't renew. Resume it on Manage membership: there's nothing to pay today.`;
  }
  if (status === 'past_due') return `Your ${planName} renewal payment didn't go through. Update your card on Manage membership to keep your benefits.`;
  const renews = venueDate(fields.membershipRenewsAt);
  return renews ? `You're already a ${planName} member. It renews on ${renews}.` : `You're already a ${planName} member.`;
}
