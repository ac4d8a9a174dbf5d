import { describe, expect, it } from 'vitest';
import { discountCodeInput, discountMessages } from './discount.schema.js';
import { firstIssue } from './issues.js';

const valid = {
  code: ' spring-25 ',
  description: 'Spring promo',
  kind: 'percent',
  percent: '25',
  amountCents: '',
  appliesTo: ['memberships', 'bookings'],
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  maxRedemptions: '',
  perUserLimit: 1,
  active: true,
};

const refusal = (input: object) => {
  const r = discountCodeInput.safeParse(input);
  return r.success ? null : firstIssue(discountCodeInput, r.error);
};

describe('discountCodeInput', () => {
  it('normalises a form: trimmed upper-case code, numbers from text, empty limits as none, kinds in a fixed order', () => {
    expect(discountCodeInput.parse(valid)).toEqual({
      ...valid,
      code: 'SPRING-25',
      percent: 25,
      amountCents: null,
      appliesTo: ['bookings', 'memberships'],
      maxRedemptions: null,
    });
  });

  it('takes percentages from 1 to 100 only, whole', () => {
    for (const percent of ['0', '101', '12.5', 'ten', ''])
      expect(refusal({ ...valid, percent })).toEqual({ field: 'percent', message: discountMessages.percent });
    expect(refusal({ ...valid, percent: 1 })).toBeNull();
    expect(refusal({ ...valid, percent: 100 })).toBeNull();
  });

  it('takes a fixed amount above 0 cents; a percent is then not needed', () => {
    const fixed = { ...valid, kind: 'fixed', percent: '' };
    for (const amountCents of [0, -100, '', 'x', 1.5])
      expect(refusal({ ...fixed, amountCents })).toEqual({ field: 'amountCents', message: discountMessages.amount });
    expect(refusal({ ...fixed, amountCents: 1 })).toBeNull();
  });

  it('wants the first day on or before the last', () => {
    expect(refusal({ ...valid, startsOn: '2026-04-01' })).toEqual({ field: 'endsOn', message: discountMessages.datesInOrder });
    expect(refusal({ ...valid, startsOn: '2026-03-31' })).toBeNull();
    expect(refusal({ ...valid, startsOn: '', endsOn: null })).toBeNull();
    expect(refusal({ ...valid, endsOn: '2026-02-30' })).toEqual({ field: 'endsOn', message: discountMessages.date });
    expect(refusal({ ...valid, startsOn: '2026-13-45' })).toEqual({ field: 'startsOn', message: discountMessages.date });
  });

  it('wants limits of at least 1 (or none), a code of 3–32 safe characters and at least one kind', () => {
    for (const maxRedemptions of [0, '0', -1, '2.5'])
      expect(refusal({ ...valid, maxRedemptions })).toEqual({ field: 'maxRedemptions', message: discountMessages.limit });
    expect(refusal({ ...valid, perUserLimit: 0 })).toEqual({ field: 'perUserLimit', message: discountMessages.limit });
    for (const code of ['ab', 'has space', 'x'.repeat(33), 'ÉTÉ10'])
      expect(refusal({ ...valid, code })).toEqual({ field: 'code', message: discountMessages.code });
    expect(refusal({ ...valid, appliesTo: [] })).toEqual({ field: 'appliesTo', message: discountMessages.appliesTo });
    expect(refusal({ ...valid, appliesTo: ['gift-cards'] })).toEqual({ field: 'appliesTo', message: discountMessages.appliesTo });
  });
});
