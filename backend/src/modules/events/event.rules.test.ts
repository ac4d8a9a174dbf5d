import { describe, expect, it } from 'vitest';
import {
  customerCancelRefund,
  eventCancelledRefund,
  eventPrice,
  offerExpiresAt,
  offerIsOpen,
  paymentState,
  registrationRefusal,
  secondsLeft,
  spotsLeft,
  waitlistRefusal,
  type EventFacts,
} from './event.rules.js';

const now = new Date('2030-03-01T12:00:00Z');
const event = (over: Partial<EventFacts> = {}): EventFacts & { waitlistCap: number } => ({
  status: 'scheduled',
  startsAt: new Date('2030-03-05T18:00:00Z'),
  capacity: 20,
  seatsTaken: 0,
  memberOnly: false,
  waitlistCap: 3,
  ...over,
});
const member = { canJoinMemberEvents: true, registered: false };
const regular = { canJoinMemberEvents: false, registered: false };

describe('spotsLeft', () => {
  it('is capacity less the seats taken, never negative', () => {
    expect(spotsLeft({ capacity: 20, seatsTaken: 0 })).toBe(20);
    expect(spotsLeft({ capacity: 20, seatsTaken: 19 })).toBe(1);
    expect(spotsLeft({ capacity: 20, seatsTaken: 20 })).toBe(0);
    expect(spotsLeft({ capacity: 5, seatsTaken: 7 })).toBe(0);
  });
});

describe('registrationRefusal', () => {
  it('lets anyone register for an open event with spots left', () => {
    expect(registrationRefusal(event(), regular, now)).toBeNull();
  });
  it('keeps member-only events for Birdie members', () => {
    expect(registrationRefusal(event({ memberOnly: true }), regular, now)).toBe('member_only');
    expect(registrationRefusal(event({ memberOnly: true }), member, now)).toBeNull();
  });
  it('tells a non-member about membership before saying the event is full', () => {
    expect(registrationRefusal(event({ memberOnly: true, seatsTaken: 20 }), regular, now)).toBe('member_only');
  });
  it('refuses a full event unless the person holds an offer (whose seat is already counted)', () => {
    expect(registrationRefusal(event({ seatsTaken: 20 }), regular, now)).toBe('full');
    expect(registrationRefusal(event({ seatsTaken: 20 }), { ...regular, fromOffer: true }, now)).toBeNull();
  });
  it('refuses cancelled and started events, and a second registration', () => {
    expect(registrationRefusal(event({ status: 'cancelled' }), regular, now)).toBe('cancelled');
    expect(registrationRefusal(event({ startsAt: now }), regular, now)).toBe('started');
    expect(registrationRefusal(event(), { ...regular, registered: true }, now)).toBe('already');
  });
});

describe('waitlistRefusal', () => {
  const full = event({ seatsTaken: 20 });
  it('lets someone join the line of a full event while it has room', () => {
    expect(waitlistRefusal(full, { ...regular, onWaitlist: false }, 2, now)).toBeNull();
    expect(waitlistRefusal(full, { ...regular, onWaitlist: false }, 3, now)).toBe('waitlist_full');
  });
  it('sends people with spots left to register instead', () => {
    expect(waitlistRefusal(event({ seatsTaken: 19 }), { ...regular, onWaitlist: false }, 0, now)).toBe('waitlist_not_needed');
  });
  it('applies the member-only rule and refuses a second place or a registered person', () => {
    expect(waitlistRefusal(event({ seatsTaken: 20, memberOnly: true }), { ...regular, onWaitlist: false }, 0, now)).toBe('member_only');
    expect(waitlistRefusal(full, { ...regular, onWaitlist: true }, 1, now)).toBe('on_waitlist');
    expect(waitlistRefusal(full, { ...regular, registered: true, onWaitlist: false }, 0, now)).toBe('already');
  });
});

describe('claim window', () => {
  it('runs for the window, but never past the start', () => {
    expect(offerExpiresAt(now, 120, new Date('2030-03-05T18:00:00Z'))).toEqual(new Date('2030-03-01T14:00:00Z'));
    expect(offerExpiresAt(now, 120, new Date('2030-03-01T13:00:00Z'))).toEqual(new Date('2030-03-01T13:00:00Z'));
  });
  it('is open up to, not at, its expiry', () => {
    const expires = new Date('2030-03-01T14:00:00Z');
    expect(offerIsOpen({ status: 'offered', offerExpiresAt: expires }, new Date('2030-03-01T13:59:59Z'))).toBe(true);
    expect(offerIsOpen({ status: 'offered', offerExpiresAt: expires }, expires)).toBe(false);
    expect(offerIsOpen({ status: 'claimed', offerExpiresAt: expires }, now)).toBe(false);
    expect(offerIsOpen({ status: 'waiting', offerExpiresAt: null }, now)).toBe(false);
  });
  it('counts the seconds left down to zero', () => {
    expect(secondsLeft(new Date('2030-03-01T12:01:30Z'), now)).toBe(90);
    expect(secondsLeft(new Date('2030-03-01T11:00:00Z'), now)).toBe(0);
  });
});

describe('refunds', () => {
  const paid = { totalCents: 2500, refundedCents: 0 };
  const startsAt = new Date('2030-03-05T18:00:00Z');
  it('gives everything back up to 48 hours before the start, nothing after', () => {
    expect(customerCancelRefund(paid, startsAt, new Date('2030-03-03T17:59:59Z'))).toBe(2500);
    expect(customerCancelRefund(paid, startsAt, new Date('2030-03-03T18:00:00Z'))).toBe(0);
  });
  it('never refunds twice: a venue cancellation gives back what is left', () => {
    expect(eventCancelledRefund(paid)).toBe(2500);
    expect(eventCancelledRefund({ totalCents: 2500, refundedCents: 2500 })).toBe(0);
  });
});

describe('eventPrice', () => {
  it('is one spot, less a discount that never goes past the price', () => {
    expect(eventPrice('Party', 3500, null)).toMatchObject({ subtotalCents: 3500, discountCents: 0, totalCents: 3500 });
    const off = eventPrice('Party', 3500, { code: 'GLOW10', amountOffCents: 1000 });
    expect(off.lines).toEqual([
      { label: 'Party: one spot', quantity: 1, unitCents: 3500, amountCents: 3500 },
      { label: 'Discount (GLOW10)', quantity: 1, unitCents: -1000, amountCents: -1000 },
    ]);
    expect(off.totalCents).toBe(2500);
    expect(eventPrice('Party', 3500, { code: 'BIG', amountOffCents: 9000 }).totalCents).toBe(0);
  });
});

describe('paymentState', () => {
  const r = { status: 'confirmed', totalCents: 2500, refundedCents: 0, gatewayChargeId: 'ch_1' };
  it('names each way a registration stands with money', () => {
    expect(paymentState({ ...r, totalCents: 0, gatewayChargeId: null })).toBe('free');
    expect(paymentState({ ...r, status: 'pending', gatewayChargeId: null })).toBe('pending');
    expect(paymentState({ ...r, status: 'cancelled', gatewayChargeId: null })).toBe('not_charged');
    expect(paymentState(r)).toBe('paid');
    expect(paymentState({ ...r, refundedCents: 1000 })).toBe('partially_refunded');
    expect(paymentState({ ...r, status: 'cancelled', refundedCents: 2500 })).toBe('refunded');
  });
});
