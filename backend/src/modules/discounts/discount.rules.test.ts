import { describe, expect, it } from 'vitest';
import { checkDiscount, type DiscountCodeRow, type DiscountPurpose } from './discount.rules.js';

const row: DiscountCodeRow = {
  id: 'd1',
  code: 'welcome10',
  kind: 'percent',
  percent: 10,
  amountCents: null,
  appliesTo: ['bookings'],
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validTo: new Date('2027-01-01T00:00:00Z'),
  maxRedemptions: 10,
  perUserLimit: 1,
  redeemedCount: 3,
  active: true,
};
const ctx: { now: Date; purpose: DiscountPurpose; usedByUser: number } = {
  now: new Date('2026-11-22T12:00:00Z'),
  purpose: 'bookings',
  usedByUser: 0,
};

describe('checkDiscount', () => {
  it('accepts a live code and upper-cases it for display', () => {
    expect(checkDiscount(row, ctx)).toEqual({ ok: true, discount: { kind: 'percent', percent: 10, code: 'WELCOME10' } });
    expect(checkDiscount({ ...row, kind: 'fixed', percent: null, amountCents: 1500 }, ctx)).toEqual({
      ok: true,
      discount: { kind: 'fixed', amountCents: 1500, code: 'WELCOME10' },
    });
  });

  it('says why a code cannot be used', () => {
    const msg = (r: DiscountCodeRow | null, c = ctx) => {
      const res = checkDiscount(r, c);
      return res.ok ? null : res.message;
    };
    expect(msg(null)).toBe('That discount code is not valid.');
    expect(msg({ ...row, active: false })).toBe('That discount code is not valid.');
    expect(msg(row, { ...ctx, now: new Date('2025-12-31T23:59:59Z') })).toBe('That discount code is not active yet.');
    expect(msg(row, { ...ctx, now: new Date('2027-01-01T00:00:00Z') })).toBe('That discount code has expired.');
    expect(msg(row, { ...ctx, purpose: 'memberships' })).toBe('That discount code does not apply to this purchase.');
    expect(msg({ ...row, redeemedCount: 10 })).toBe('That discount code has been fully redeemed.');
    expect(msg(row, { ...ctx, usedByUser: 1 })).toBe('You have already used that discount code.');
    expect(
      msg({ ...row, maxRedemptions: null, perUserLimit: null, validFrom: null, validTo: null }, { ...ctx, usedByUser: 50 }),
    ).toBeNull();
  });
});
