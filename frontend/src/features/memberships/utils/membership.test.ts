import { describe, expect, it } from 'vitest';
import {
  STATUS_LABELS,
  alreadyMemberText,
  checkoutStep,
  describeMembership,
  findPlan,
  monthlyBillingText,
  nextDateLine,
  paymentStatusLabel,
  planNameFor,
  statusTone,
  toMembershipStatus,
  venueDate,
  type MembershipView,
} from './membership';

const PLANS = [
  { code: 'None', name: 'None', priceCents: 0 },
  { code: 'Birdie', name: 'Birdie', priceCents: 8900 },
];
const NONE_PLAN = {
  code: 'None',
  name: 'None',
  priceCents: 0,
  freeHoursPerMonth: 0,
  hourlyRateCents: 6000,
  bookingWindowDays: 2,
  memberEvents: false,
};
// The member's zone as the server gives it (membershipTimeZone): the seeded venues'.
const TZ = 'America/Chicago';
// Dec 22, 2026 at 18:00 UTC: noon in Chicago.
const PERIOD_END = '2026-12-22T18:00:00.000Z';
const birdie = (over: Partial<MembershipView>): MembershipView => ({
  planName: 'Birdie',
  status: 'active',
  currentPeriodEnd: PERIOD_END,
  renewsAt: PERIOD_END,
  endsAt: null,
  price: 89,
  timeZone: TZ,
  ...over,
});

describe('status', () => {
  it('reads the server values and anything else as none', () => {
    expect(toMembershipStatus('active')).toBe('active');
    expect(toMembershipStatus('cancelling')).toBe('cancelling');
    expect(toMembershipStatus('past_due')).toBe('past_due');
    expect(toMembershipStatus('action_required')).toBe('action_required');
    expect(toMembershipStatus('ended')).toBe('none');
    expect(toMembershipStatus(undefined)).toBe('none');
  });
  it('has a label and a tone for each', () => {
    expect(STATUS_LABELS).toEqual({
      none: 'No membership',
      active: 'Active',
      cancelling: 'Cancelled',
      past_due: 'Payment overdue',
      action_required: 'Needs your confirmation',
    });
    expect(['none', 'active', 'cancelling', 'past_due', 'action_required'].map((s) => statusTone(s as never))).toEqual([
      'default',
      'success',
      'accent',
      'error',
      'error',
    ]);
  });
});

describe('dates', () => {
  it("shows instants as the venue's day, 'MMM d, yyyy'", () => {
    expect(venueDate(PERIOD_END, TZ)).toBe('Dec 22, 2026');
    // 03:00 UTC on the 23rd is still the 22nd in Chicago, already the 23rd in London.
    expect(venueDate('2026-12-23T03:00:00.000Z', TZ)).toBe('Dec 22, 2026');
    expect(venueDate('2026-12-23T03:00:00.000Z', 'Europe/London')).toBe('Dec 23, 2026');
    expect(venueDate(null, TZ)).toBe('');
    // Before the zone is known, no date rather than one in the wrong zone.
    expect(venueDate(PERIOD_END, undefined)).toBe('');
  });
  it("says when later payments come: from the first renewal the server gives, in the venue's zone", () => {
    expect(monthlyBillingText(89, PERIOD_END, TZ)).toBe('Then $89.00 every month from Dec 22, 2026, until you cancel.');
    // A Jan 31 start renews Feb 28 (the server clamps); 03:00 UTC is still the evening before in Chicago.
    expect(monthlyBillingText(89, '2027-02-28T15:00:00.000Z', TZ)).toBe('Then $89.00 every month from Feb 28, 2027, until you cancel.');
    expect(monthlyBillingText(89, '2027-03-01T03:00:00.000Z', TZ)).toBe('Then $89.00 every month from Feb 28, 2027, until you cancel.');
    expect(monthlyBillingText(89, null, TZ)).toBe('Then $89.00 every month, until you cancel.');
  });
});

describe('describeMembership', () => {
  it('active: renews on a date for the price', () => {
    expect(describeMembership(birdie({}))).toEqual({
      headline: 'Birdie member',
      detail: 'Renews on Dec 22, 2026 for $89.00, charged to your default card.',
    });
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
  it("waiting for the bank: the renewal's price, and the grace period's end until which the benefits last", () => {
    const grace = '2026-12-29T18:00:00.000Z';
    const d = describeMembership(birdie({ status: 'action_required', renewsAt: null, endsAt: grace }));
    expect(d).toEqual({
      headline: 'Birdie: confirm your renewal',
      detail:
        'Your bank wants you to confirm your $89.00 renewal before it is paid. Your benefits continue until Dec 29, 2026; confirm it by then to keep your membership.',
    });
    expect(nextDateLine(birdie({ status: 'action_required', endsAt: grace }))).toEqual({ label: 'Confirm by', date: 'Dec 29, 2026' });
    expect(
      alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'action_required', membershipEndsAt: grace }, TZ),
    ).toBe(
      'Your Birdie renewal is waiting for you to confirm it with your bank. Confirm it on Manage membership by Dec 29, 2026 to keep your benefits.',
    );
  });
  it('active, on a plan no longer on offer: no price to quote', () => {
    expect(describeMembership(birdie({ price: null })).detail).toBe('Renews on Dec 22, 2026, charged to your default card.');
  });
  it("none: pay as you play, at the free plan's terms", () => {
    const none = describeMembership(birdie({ status: 'none', base: NONE_PLAN }));
    expect(none).toEqual({ headline: 'No membership', detail: 'You pay as you play: $60 an hour, booking up to 2 days ahead.' });
    expect(describeMembership(birdie({ status: 'none' })).detail).toBe('You pay as you play.');
  });
  it('the next date line', () => {
    expect(nextDateLine(birdie({}))).toEqual({ label: 'Renews on', date: 'Dec 22, 2026' });
    expect(nextDateLine(birdie({ status: 'cancelling', renewsAt: null, endsAt: PERIOD_END }))).toEqual({
      label: 'Ends on',
      date: 'Dec 22, 2026',
    });
    expect(nextDateLine(birdie({ status: 'past_due' }))).toEqual({ label: 'Renewal due since', date: 'Dec 22, 2026' });
    expect(nextDateLine(birdie({ status: 'none' }))).toBeNull();
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
  it("shows a plan code by its plan's name, or the code while the plan is unknown", () => {
    expect(planNameFor([{ code: 'Birdie', name: 'Birdie Club', priceCents: 8900 }], 'Birdie')).toBe('Birdie Club');
    expect(planNameFor(PLANS, 'Eagle')).toBe('Eagle');
    expect(planNameFor(null, 'Birdie')).toBe('Birdie');
  });
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
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie', membershipStatus: 'active' })).toEqual({
      kind: 'already-member',
      status: 'active',
    });
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie', membershipStatus: 'cancelling' })).toEqual({
      kind: 'already-member',
      status: 'cancelling',
    });
    expect(checkoutStep(PLANS[1], { membershipType: 'Birdie' })).toEqual({ kind: 'already-member', status: 'active' });
  });
  it('tells a member why there is nothing to buy', () => {
    expect(alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'active', membershipRenewsAt: PERIOD_END }, TZ)).toBe(
      "You're already a Birdie member. It renews on Dec 22, 2026.",
    );
    expect(
      alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'cancelling', membershipEndsAt: PERIOD_END }, TZ),
    ).toContain("runs until Dec 22, 2026 and won't renew. Resume it on Manage membership");
    expect(alreadyMemberText('Birdie', { membershipType: 'Birdie', membershipStatus: 'past_due' }, TZ)).toContain("didn't go through");
  });
});
