import { describe, expect, it } from 'vitest';
import {
  STATUS_LABELS,
  alreadyMemberText,
  checkoutStep,
  describeMembership,
  findPlan,
  freeHoursLeft,
  monthlyBillingText,
  nextDateLine,
  ordinal,
  paymentStatusLabel,
  statusTone,
  toMembershipStatus,
  venueDate,
  venueToday,
  type MembershipView,
} from './membership';

const PLANS = [
  { code: 'None', name: 'None', priceCents: 0 },
  { code: 'Birdie', name: 'Birdie', priceCents: 8900 },
];
// Dec 22, 2026 at 18:00 UTC: noon in Chicago.
const PERIOD_END = '2026-12-22T18:00:00.000Z';
const birdie = (over: Partial<MembershipView>): MembershipView => ({
  planName: 'Birdie',
  status: 'active',
  currentPeriodEnd: PERIOD_END,
  renewsAt: PERIOD_END,
  endsAt: null,
  price: 89,
  ...over,
});

describe('status', () => {
  it('reads the server values and anything else as none', () => {
    expect(toMembershipStatus('active')).toBe('active');
    expect(toMembershipStatus('cancelling')).toBe('cancelling');
    expect(toMembershipStatus('past_due')).toBe('past_due');
    expect(toMembershipStatus('ended')).toBe('none');
    expect(toMembershipStatus(undefined)).toBe('none');
  });
  it('has a label and a tone for each', () => {
    expect(STATUS_LABELS).toEqual({ none: 'No membership', active: 'Active', cancelling: 'Cancelled', past_due: 'Payment overdue' });
    expect(['none', 'active', 'cancelling', 'past_due'].map((s) => statusTone(s as never))).toEqual(['default', 'success', 'accent', 'error']);
  });
});

describe('dates', () => {
  it("shows instants as the venue's day, 'MMM d, yyyy'", () => {
    expect(venueDate(PERIOD_END)).toBe('Dec 22, 2026');
    // 03:00 UTC on the 23rd is still the 22nd in Chicago.
    expect(venueDate('2026-12-23T03:00:00.000Z')).toBe('Dec 22, 2026');
    expect(venueDate(null)).toBe('');
  });
  it("knows the venue's today", () => {
    expect(venueToday(new Date('2026-12-01T04:00:00.000Z'))).toBe('2026-11-30');
    expect(venueToday(new Date('2026-11-22T15:00:00.000Z'))).toBe('2026-11-22');
  });
  it('names days of the month', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '31st']);
  });
  it('says when later payments come: the same day each month, clamped like the server', () => {
    expect(monthlyBillingText(89, new Date('2026-11-22T15:00:00.000Z'))).toBe('Then $89.00 every month on the 22nd, until you cancel.');
    expect(monthlyBillingText(89, new Date('2027-01-31T15:00:00.000Z'))).toBe("Then $89.00 every month on the 31st (or the month's last day), until you cancel.");
  });
});

describe('describeMembership', () => {
  it('active: renews on a date for the price', () => {
    expect(describeMembership(birdie({}))).toEqual({ headline: 'Birdie member', detail: 'Renews on Dec 22, 2026 for $89.00, charged to your default card.' });
    expect(describeMembership(birdie({ complimentary: true })).detail).toBe('Complimentary: it renews on Dec 22, 2026 at no charge.');
  });
  it("cancelled: 'Birdie until <date>', and that it can be resumed", () => {
    const d = describeMembership(birdie({ status: 'cancelling', renewsAt: null, endsAt: PERIOD_END }));
    expect(d.headline).toBe('Birdie until Dec 22, 2026');
    expect(d.detail).toContain("won't renew");
    expect(d.detail).toContain('Resume any time before then.');
  });
  it('past due: what happened and what to do', () => {
    const d = describeMembership(birdie({ status: 'past_due', renewsAt: null }));
    expect(d.headline).toBe('Birdie: payment overdue');
    expect(d.detail).toContain('renewal due Dec 22, 2026');
    expect(d.detail).toContain('Payment methods');
  });
  it('none', () => {
    expect(describeMembership(birdie({ status: 'none' })).headline).toBe('No membership');
  });
  it('the next date line', () => {
    expect(nextDateLine(birdie({}))).toEqual({ label: 'Renews on', date: 'Dec 22, 2026' });
    expect(nextDateLine(birdie({ status: 'cancelling', renewsAt: null, endsAt: PERIOD_END }))).toEqual({ label: 'Ends on', date: 'Dec 22, 2026' });
    expect(nextDateLine(birdie({ status: 'past_due' }))).toEqual({ label: 'Renewal due since', date: 'Dec 22, 2026' });
    expect(nextDateLine(birdie({ status: 'none' }))).toBeNull();
  });
});

describe('freeHoursLeft', () => {
  const now = new Date('2026-11-22T15:00:00.000Z');
  it("counts this venue-local month's confirmed, completed and live held bookings", () => {
    const bookings = [
      { date: '2026-11-03', status: 'COMPLETED', freeHoursUsed: 1 },
      { date: '2026-11-30', status: 'HELD', freeHoursUsed: 1, holdExpiresAt: '2026-11-22T15:05:00.000Z' },
      { date: '2026-10-30', status: 'CONFIRMED', freeHoursUsed: 2 }, // last month
      { date: '2026-11-25', status: 'CANCELLED', freeHoursUsed: 2 }, // refunded: hours back
      { date: '2026-11-26', status: 'HELD', freeHoursUsed: 1, holdExpiresAt: '2026-11-22T14:55:00.000Z' }, // hold ran out
    ];
    expect(freeHoursLeft(bookings, 2, now)).toBe(0);
    expect(freeHoursLeft(bookings.slice(2), 2, now)).toBe(2);
    expect(freeHoursLeft([{ date: '2026-11-28', status: 'CONFIRMED', freeHoursUsed: 1 }], 2, now)).toBe(1);
  });
  it('never goes below zero', () => {
    expect(freeHoursLeft([{ date: '2026-11-28', status: 'CONFIRMED', freeHoursUsed: 5 }], 2, now)).toBe(0);
  });
});

describe('payments', () => {
  it('labels payment statuses', () => {
    expect(paymentStatusLabel('succeeded')).toBe('Paid');
    expect(paymentStatusLabel('refunded')).toBe('Refunded');
    expect(paymentStatusLabel('partially_refunded')).toBe('Partly refunded');
    expect(paymentStatusLabel('on_hold')).toBe('on hold');
  });
});

describe('checkout', () => {
  it('finds the plan a route names, whatever the case', () => {
    expect(findPlan(PLANS, 'Birdie')?.code).toBe('Birdie');
    expect(findPlan(PLANS, 'birdie')?.code).toBe('Birdie');
    expect(findPlan(PLANS, 'Eagle')).toBeNull();
    expect(findPlan(PLANS, undefined)).toBeNull();
  });
  it('decides what the checkout shows', () => {
    const none = { membershipType: 'None', membershipStatus: 'none' };
    expect(checkoutStep(null, none)).toEqual({ kind: 'unknown-plan' });
    expect(checkoutStep(PLANS[0], none)).toEqual({ kind: 'free-plan' });
    expect(checkoutStep(PLANS[1], null)).toEqual({ kind: 'sign-in' });
    expect(checkoutStep(PLANS[1], none)).toEqual({ kind: 'pay' });
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie', membershipStatus: 'active' })).toEqual({ kind: 'already-member', status: 'active' });
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie', membershipStatus: 'cancelling' })).toEqual({ kind: 'already-member', status: 'cancelling' });
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie' })).toEqual({ kind: 'already-member', status: 'active' });
  });
  it('tells a member why there is nothing to buy', () => {
    expect(alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'active', membershipRenewsAt: PERIOD_END })).toBe(
      "You're already a Birdie member. It renews on Dec 22, 2026.",
    );
    expect(alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'cancelling', membershipEndsAt: PERIOD_END })).toContain(
      "runs until Dec 22, 2026 and won't renew. Resume it on Manage membership",
    );
    expect(alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'past_due' })).toContain("didn't go through");
  });
});
