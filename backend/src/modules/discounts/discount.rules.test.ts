import { describe, expect, it } from 'vitest';
import { amountOff, checkDiscount, codeWindow, discountStatus, REFUSAL_MESSAGES, type DiscountCodeRow } from './discount.rules.js';
import type { PurchaseKind } from '@fairway/shared';

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
const ctx: { now: Date; purchaseKind: PurchaseKind; usedByUser: number } = {
  now: new Date('2026-11-22T12:00:00Z'),
  purchaseKind: 'bookings',
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

  it('says why a code cannot be used, with a typed reason', () => {
    const why = (r: DiscountCodeRow | null, c = ctx) => {
      const res = checkDiscount(r, c);
      return res.ok ? null : [res.reason, res.message];
    };
    expect(why(null)).toEqual(['unknown', 'That discount code is not valid.']);
    expect(why({ ...row, active: false })).toEqual(['unknown', REFUSAL_MESSAGES.unknown]);
    expect(why(row, { ...ctx, now: new Date('2025-12-31T23:59:59Z') })).toEqual(['not_yet_valid', 'That discount code is not active yet.']);
    expect(why(row, { ...ctx, now: new Date('2027-01-01T00:00:00Z') })).toEqual(['expired', 'That discount code has expired.']);
    expect(why(row, { ...ctx, purchaseKind: 'memberships' })).toEqual([
      'wrong_purchase',
      'That discount code does not apply to this purchase.',
    ]);
    expect(why({ ...row, redeemedCount: 10 })).toEqual(['used_up', 'That discount code has been fully redeemed.']);
    expect(why(row, { ...ctx, usedByUser: 1 })).toEqual(['already_used', 'You have already used that discount code.']);
    expect(
      why({ ...row, maxRedemptions: null, perUserLimit: null, validFrom: null, validTo: null }, { ...ctx, usedByUser: 50 }),
    ).toBeNull();
  });

  it('works from the first instant and stops at the last (exclusive)', () => {
    expect(checkDiscount(row, { ...ctx, now: row.validFrom! }).ok).toBe(true);
    expect(checkDiscount(row, { ...ctx, now: new Date(row.validTo!.getTime() - 1) }).ok).toBe(true);
  });

  it('tells the dates before the kind and the kind before the limits', () => {
    const everything = { ...row, redeemedCount: 10, validTo: new Date('2026-01-02T00:00:00Z') };
    expect(checkDiscount(everything, { ...ctx, purchaseKind: 'lessons', usedByUser: 5 })).toMatchObject({ reason: 'expired' });
    expect(checkDiscount({ ...row, redeemedCount: 10 }, { ...ctx, purchaseKind: 'lessons', usedByUser: 5 })).toMatchObject({
      reason: 'wrong_purchase',
    });
    expect(checkDiscount({ ...row, redeemedCount: 10 }, { ...ctx, usedByUser: 5 })).toMatchObject({ reason: 'used_up' });
  });
});

describe('amountOff', () => {
  it('takes percentages to the nearest cent and never more than is paid', () => {
    expect(amountOff(6000, { kind: 'percent', percent: 15, code: 'A' })).toBe(900);
    expect(amountOff(333, { kind: 'percent', percent: 50, code: 'A' })).toBe(167);
    expect(amountOff(8900, { kind: 'percent', percent: 100, code: 'A' })).toBe(8900);
    expect(amountOff(1000, { kind: 'fixed', amountCents: 1500, code: 'A' })).toBe(1000);
    expect(amountOff(8900, { kind: 'fixed', amountCents: 1500, code: 'A' })).toBe(1500);
    expect(amountOff(0, { kind: 'fixed', amountCents: 1500, code: 'A' })).toBe(0);
    expect(amountOff(5000, null)).toBe(0);
  });
});

describe('codeWindow', () => {
  it('runs from the start of the first local day to the end of the last, in the venue zone, across DST', () => {
    // 2026-03-08 is the spring-forward day in Chicago: the day has 23 hours, the window still ends at local midnight.
    expect(codeWindow({ startsOn: '2026-03-01', endsOn: '2026-03-08' }, ['America/Chicago'])).toEqual({
      validFrom: new Date('2026-03-01T06:00:00Z'),
      validTo: new Date('2026-03-09T05:00:00Z'),
    });
  });

  it('serving several zones, opens where the first day begins first and closes where the last day ends last', () => {
    expect(codeWindow({ startsOn: '2026-06-01', endsOn: '2026-06-01' }, ['America/Chicago', 'America/New_York', 'America/Denver'])).toEqual(
      {
        validFrom: new Date('2026-06-01T04:00:00Z'), // midnight in New York
        validTo: new Date('2026-06-02T06:00:00Z'), // midnight at the end of the day in Denver
      },
    );
  });

  it('leaves open ends open', () => {
    expect(codeWindow({ startsOn: null, endsOn: null }, ['America/Chicago'])).toEqual({ validFrom: null, validTo: null });
  });
});

describe('discountStatus', () => {
  const now = ctx.now;
  it('names what the admin most needs to see', () => {
    expect(discountStatus(row, now)).toBe('active');
    expect(discountStatus({ ...row, active: false }, now)).toBe('inactive');
    expect(discountStatus({ ...row, validTo: now }, now)).toBe('expired');
    expect(discountStatus({ ...row, redeemedCount: 10 }, now)).toBe('used_up');
    expect(discountStatus({ ...row, validFrom: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
  });
});
