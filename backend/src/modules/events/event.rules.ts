/** Events' rules as pure functions: seats, who may register, the waitlist and its claim window, refunds. */

/** A customer may cancel for a full refund until this many hours before the event starts; after that, no refund. */
const REFUND_CUTOFF_HOURS = 48;

export const EVENT_MESSAGES = {
  not_found: 'We have no such event.',
  cancelled: 'This event has been cancelled.',
  started: 'This event has already started; registration is closed.',
  member_only: 'This event is for Birdie members only. Become a Birdie member at /memberships to register.',
  full: 'This event is full. You can join its waitlist instead.',
  already: 'You are already registered for this event.',
  waitlist_full: "This event's waitlist is full.",
  waitlist_not_needed: 'This event still has spots left: register instead.',
  on_waitlist: 'You are already on the waitlist for this event.',
  no_offer: 'You have no open offer for this event, or it has run out.',
  too_late_to_cancel: 'This registration can no longer be cancelled.',
} as const;

export type RegistrationRefusal = 'cancelled' | 'started' | 'member_only' | 'full' | 'already';
export type WaitlistRefusal = 'cancelled' | 'started' | 'member_only' | 'already' | 'on_waitlist' | 'waitlist_full' | 'waitlist_not_needed';

export interface EventFacts {
  status: 'scheduled' | 'cancelled';
  startsAt: Date;
  capacity: number;
  seatsTaken: number;
  memberOnly: boolean;
}

/** Seats nobody holds: not registered, not being paid for, not offered to the waitlist. */
export function spotsLeft(e: Pick<EventFacts, 'capacity' | 'seatsTaken'>): number {
  return Math.max(0, e.capacity - e.seatsTaken);
}

/**
 * Why this person may not register now (null: they may). Order matters: a cancelled or started
 * event says so first; a non-member hears about membership before whether seats are left (it is
 * what they can act on). `fromOffer`: they hold a waitlist offer, whose seat is already counted.
 */
export function registrationRefusal(
  e: EventFacts,
  who: { canJoinMemberEvents: boolean; registered: boolean; fromOffer?: boolean },
  now: Date,
): RegistrationRefusal | null {
  if (e.status === 'cancelled') return 'cancelled';
  if (now >= e.startsAt) return 'started';
  if (e.memberOnly && !who.canJoinMemberEvents) return 'member_only';
  if (who.registered) return 'already';
  if (!who.fromOffer && spotsLeft(e) === 0) return 'full';
  return null;
}

/** Why this person may not join the waitlist (null: they may). The waitlist is only for a full event. */
export function waitlistRefusal(
  e: EventFacts & { waitlistCap: number },
  who: { canJoinMemberEvents: boolean; registered: boolean; onWaitlist: boolean },
  waitlistLength: number,
  now: Date,
): WaitlistRefusal | null {
  const first = registrationRefusal(e, { ...who, fromOffer: true }, now);
  if (first) return first === 'full' ? null : first;
  if (who.onWaitlist) return 'on_waitlist';
  if (spotsLeft(e) > 0) return 'waitlist_not_needed';
  if (waitlistLength >= e.waitlistCap) return 'waitlist_full';
  return null;
}

/** When an offer made now runs out: the claim window, but never after the event starts. */
export function offerExpiresAt(now: Date, claimWindowMinutes: number, startsAt: Date): Date {
  return new Date(Math.min(now.getTime() + claimWindowMinutes * 60_000, startsAt.getTime()));
}

/** Whether an offer can still be claimed at `now` (an offer is open up to, not at, its expiry). */
export function offerIsOpen(o: { status: string; offerExpiresAt: Date | null }, now: Date): boolean {
  return o.status === 'offered' && o.offerExpiresAt !== null && now < o.offerExpiresAt;
}

/** Seconds an offer has left at `now` (0 once it has run out). */
export function secondsLeft(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
}

/**
 * What a customer's own cancellation gives back: everything paid until REFUND_CUTOFF_HOURS before
 * the start, nothing after (the seat is still freed for the waitlist). A venue cancellation
 * refunds everything (eventCancelledRefund).
 */
export function customerCancelRefund(r: { totalCents: number; refundedCents: number }, startsAt: Date, now: Date): number {
  const cutoff = startsAt.getTime() - REFUND_CUTOFF_HOURS * 3_600_000;
  return now.getTime() < cutoff ? r.totalCents - r.refundedCents : 0;
}

/** A venue cancellation refunds whatever of the registration has not been given back yet. */
export function eventCancelledRefund(r: { totalCents: number; refundedCents: number }): number {
  return Math.max(0, r.totalCents - r.refundedCents);
}

interface EventPriceLine {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** The checkout's price lines: one seat, less a discount. */
export function eventPrice(title: string, priceCents: number, discount: { code: string; amountOffCents: number } | null) {
  const lines: EventPriceLine[] = [{ label: `${title}: one spot`, quantity: 1, unitCents: priceCents, amountCents: priceCents }];
  const off = Math.min(priceCents, discount?.amountOffCents ?? 0);
  if (discount && off > 0) lines.push({ label: `Discount (${discount.code})`, quantity: 1, unitCents: -off, amountCents: -off });
  return { lines, subtotalCents: priceCents, discountCents: off, totalCents: priceCents - off };
}

/** The policy text checkout shows before paying (and the product rules state). */
export function refundPolicyText(priceCents: number): string {
  if (priceCents === 0) return 'Free event: cancel any time before it starts to give your spot to someone else.';
  return (
    `Cancel up to ${REFUND_CUTOFF_HOURS} hours before the event starts for a full refund; after that no refund is given. ` +
    'If the venue cancels the event, you are refunded in full.'
  );
}

export type PaymentState = 'free' | 'pending' | 'paid' | 'partially_refunded' | 'refunded' | 'not_charged';

/** How a registration stands with money, as the admin's list says it. */
export function paymentState(r: {
  status: string;
  totalCents: number;
  refundedCents: number;
  gatewayChargeId: string | null;
}): PaymentState {
  if (r.totalCents === 0) return 'free';
  if (r.status === 'pending') return 'pending';
  if (!r.gatewayChargeId) return 'not_charged';
  if (r.refundedCents >= r.totalCents) return 'refunded';
  return r.refundedCents > 0 ? 'partially_refunded' : 'paid';
}
