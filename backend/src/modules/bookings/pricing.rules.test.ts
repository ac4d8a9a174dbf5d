import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountOff as discountOn } from '../discounts/discount.rules.js';
import { quoteBayBooking, withDiscount, type Discount, type PlanTerms } from './pricing.rules.js';

// The seeded rows of membership_plans; the rules know no plan by name.
const NONE: PlanTerms = { name: 'None', priceCents: 0, hourlyRateCents: 6000, freeHoursPerMonth: 0, bookingWindowDays: 2 };
const BIRDIE: PlanTerms = { name: 'Birdie', priceCents: 8900, hourlyRateCents: 4000, freeHoursPerMonth: 2, bookingWindowDays: 5 };

describe('quoteBayBooking', () => {
  it('charges $60 per hour without a membership', () => {
    const q = quoteBayBooking({ hours: 3, plan: NONE, freeHoursUsedThisMonth: 0 });
    expect(q).toEqual({
      lines: [{ label: 'Bay time', quantity: 3, unitCents: 6000, amountCents: 18000 }],
      freeHoursApplied: 0,
      subtotalCents: 18000,
      discountCents: 0,
      totalCents: 18000,
    });
  });

  it('gives Birdie members 2 free hours a month, then $40 per hour', () => {
    expect(quoteBayBooking({ hours: 1, plan: BIRDIE, freeHoursUsedThisMonth: 0 }).totalCents).toBe(0);
    const q = quoteBayBooking({ hours: 3, plan: BIRDIE, freeHoursUsedThisMonth: 1 });
    expect(q.freeHoursApplied).toBe(1);
    expect(q.lines).toEqual([
      { label: 'Birdie included hours', quantity: 1, unitCents: 0, amountCents: 0 },
      { label: 'Bay time, Birdie rate', quantity: 2, unitCents: 4000, amountCents: 8000 },
    ]);
    expect(quoteBayBooking({ hours: 4, plan: BIRDIE, freeHoursUsedThisMonth: 2 }).totalCents).toBe(16000);
    expect(quoteBayBooking({ hours: 2, plan: BIRDIE, freeHoursUsedThisMonth: 5 }).freeHoursApplied).toBe(0);
  });

  it('takes rate, included hours and labels from the plan it is given, not from a plan code', () => {
    const eagle: PlanTerms = { name: 'Eagle', priceCents: 14900, hourlyRateCents: 2500, freeHoursPerMonth: 4, bookingWindowDays: 10 };
    expect(quoteBayBooking({ hours: 4, plan: eagle, freeHoursUsedThisMonth: 1 })).toEqual({
      lines: [
        { label: 'Eagle included hours', quantity: 3, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Eagle rate', quantity: 1, unitCents: 2500, amountCents: 2500 },
      ],
      freeHoursApplied: 3,
      subtotalCents: 2500,
      discountCents: 0,
      totalCents: 2500,
    });
    // A free plan is no membership: its paid line is plain bay time, whatever the row calls it.
    const visitors: PlanTerms = { ...NONE, name: 'Pay as you go', hourlyRateCents: 6500 };
    expect(quoteBayBooking({ hours: 2, plan: visitors, freeHoursUsedThisMonth: 0 }).lines).toEqual([
      { label: 'Bay time', quantity: 2, unitCents: 6500, amountCents: 13000 },
    ]);
  });

  it('applies a discount to the paid part only', () => {
    const q = quoteBayBooking({
      hours: 3,
      plan: BIRDIE,
      freeHoursUsedThisMonth: 0,
      discount: { kind: 'percent', percent: 25, code: 'FALL25' },
    });
    expect(q.subtotalCents).toBe(4000);
    expect(q.discountCents).toBe(1000);
    expect(q.totalCents).toBe(3000);
    expect(q.lines.at(-1)).toEqual({ label: 'Discount FALL25', quantity: 1, unitCents: -1000, amountCents: -1000 });
    const free = quoteBayBooking({
      hours: 2,
      plan: BIRDIE,
      freeHoursUsedThisMonth: 0,
      discount: { kind: 'fixed', amountCents: 500, code: 'X' },
    });
    expect(free.discountCents).toBe(0);
  });
});

describe('withDiscount', () => {
  const fall25: Discount = { kind: 'percent', percent: 25, code: 'FALL25' };
  const fixed5: Discount = { kind: 'fixed', amountCents: 500, code: 'FIVE' };

  it('re-prices a held price with another code, or none, keeping hours, rate and included hours', () => {
    const held = quoteBayBooking({ hours: 3, plan: BIRDIE, freeHoursUsedThisMonth: 1, discount: fall25 });
    const swapped = withDiscount(held, fixed5);
    expect(swapped).toEqual({
      lines: [
        { label: 'Birdie included hours', quantity: 1, unitCents: 0, amountCents: 0 },
        { label: 'Bay time, Birdie rate', quantity: 2, unitCents: 4000, amountCents: 8000 },
        { label: 'Discount FIVE', quantity: 1, unitCents: -500, amountCents: -500 },
      ],
      freeHoursApplied: 1,
      subtotalCents: 8000,
      discountCents: 500,
      totalCents: 7500,
    });
    expect(withDiscount(held, null)).toEqual(quoteBayBooking({ hours: 3, plan: BIRDIE, freeHoursUsedThisMonth: 1 }));
  });

  it('gives the same price as quoting with the code from the start (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom(NONE, BIRDIE),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(null, fall25, fixed5),
        fc.constantFrom(null, fall25, fixed5),
        (hours, plan, freeHoursUsedThisMonth, before, after) => {
          const held = quoteBayBooking({ hours, plan, freeHoursUsedThisMonth, discount: before });
          expect(withDiscount(held, after)).toEqual(quoteBayBooking({ hours, plan, freeHoursUsedThisMonth, discount: after }));
        },
      ),
    );
  });
});

describe('amountOff (the discount arithmetic bookings price with)', () => {
  it('rounds percentages to the cent and caps fixed amounts', () => {
    expect(discountOn(6000, { kind: 'percent', percent: 15, code: 'A' })).toBe(900);
    expect(discountOn(4000, { kind: 'percent', percent: 33, code: 'A' })).toBe(1320);
    expect(discountOn(333, { kind: 'percent', percent: 50, code: 'A' })).toBe(167);
    expect(discountOn(4000, { kind: 'fixed', amountCents: 10_000, code: 'B' })).toBe(4000);
  });

  it('never makes a total negative or larger than before (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.oneof(
          fc.record({ kind: fc.constant('percent' as const), percent: fc.integer({ min: 0, max: 100 }), code: fc.constant('P') }),
          fc.record({ kind: fc.constant('fixed' as const), amountCents: fc.integer({ min: 0, max: 200_000 }), code: fc.constant('F') }),
        ),
        (paid, discount) => {
          const d = discountOn(paid, discount);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(paid);
          expect(Number.isInteger(d)).toBe(true);
        },
      ),
    );
  });
});
