import { describe, expect, it } from 'vitest';
import {
  datesLabel,
  discountCsvUrl,
  discountViewFromSearchParams,
  discountViewToSearchParams,
  toDiscountQueryVariables,
  usageLabel,
  valueLabel,
} from './discountView';

describe('the discounts grid view', () => {
  it('round-trips through the URL and falls back on anything malformed', () => {
    const view = discountViewFromSearchParams(new URLSearchParams('q=spring&for=memberships&status=used_up&sort=code&dir=asc&page=2'));
    expect(view).toEqual({
      search: 'spring',
      appliesTo: 'memberships',
      status: 'used_up',
      sort: 'code',
      direction: 'asc',
      page: 1,
      pageSize: 25,
    });
    expect(discountViewToSearchParams(view).toString()).toBe('q=spring&for=memberships&status=used_up&sort=code&dir=asc&page=2');
    expect(discountViewFromSearchParams(new URLSearchParams('for=gifts&status=gone&sort=password'))).toMatchObject({
      appliesTo: '',
      status: '',
      sort: 'createdAt',
    });
  });

  it('sends the same filters to the grid query and the CSV export', () => {
    const view = discountViewFromSearchParams(new URLSearchParams('q=%20a%20&for=bookings'));
    expect(toDiscountQueryVariables(view)).toEqual({
      search: 'a',
      appliesTo: 'bookings',
      sort: 'createdAt',
      direction: 'desc',
      page: 0,
      pageSize: 25,
    });
    expect(discountCsvUrl(view)).toBe('/api/admin/discounts.csv?sort=createdAt&direction=desc&search=a&appliesTo=bookings');
  });

  it('says what a code is worth, when it runs and how much of it is used', () => {
    expect(valueLabel({ kind: 'percent', percent: 15, amountCents: null })).toBe('15% off');
    expect(valueLabel({ kind: 'fixed', percent: null, amountCents: 1000 })).toBe('$10.00 off');
    expect(datesLabel({ startsOn: null, endsOn: null })).toBe('No end date');
    expect(datesLabel({ startsOn: '2026-12-01', endsOn: null })).toMatch(/^From Dec 1, 2026$/);
    expect(usageLabel({ redeemedCount: 3, maxRedemptions: 10 })).toBe('3 of 10 used');
    expect(usageLabel({ redeemedCount: 3, maxRedemptions: null })).toBe('3 used');
  });
});
