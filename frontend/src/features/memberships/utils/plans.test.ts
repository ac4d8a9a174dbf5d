import { describe, expect, it } from 'vitest';
import { BENEFITS, birdieSavings, monthlyCost } from './plans';

describe('monthlyCost', () => {
  it('no membership: $60 for every hour', () => {
    expect(monthlyCost('None', 0)).toBe(0);
    expect(monthlyCost('None', 4)).toBe(240);
  });

  it('Birdie: $89 a month, 2 hours included, then $40 an hour', () => {
    expect(monthlyCost('Birdie', 0)).toBe(89);
    expect(monthlyCost('Birdie', 2)).toBe(89);
    expect(monthlyCost('Birdie', 3)).toBe(129);
    expect(monthlyCost('Birdie', 6)).toBe(249);
  });

  it('counts whole hours and never below zero', () => {
    expect(monthlyCost('None', -3)).toBe(0);
    expect(monthlyCost('Birdie', 2.9)).toBe(89);
  });
});

describe('birdieSavings', () => {
  it('pays off from the second hour', () => {
    expect(birdieSavings(1)).toBe(-29);
    expect(birdieSavings(2)).toBe(31);
    expect(birdieSavings(8)).toBe(480 - 329);
  });
});

describe('BENEFITS (spec section 9)', () => {
  it('has the spec rows, word for word', () => {
    expect(BENEFITS.map((r) => [r.item, r.none, r.birdie])).toEqual([
      ['Price', null, '$89 per month, renews automatically each month'],
      ['Hourly rate', '$60 per hour standard', '$40 per hour beyond the included hours'],
      ['Included hours', null, '2 free hours per month'],
      ['Booking window', 'Up to 2 days ahead', 'Up to 5 days ahead'],
      ['Events', null, 'Member-only events'],
    ]);
  });
});
