import { describe, expect, it } from 'vitest';
import { forgetPageData, notePageData, pageDataPolicy } from './pageData';

describe('pageDataPolicy', () => {
  it("the page's own answers are read from the cache while fresh, for the same variables only", () => {
    const at = 1_000_000;
    const day = { location: 'tulsa', date: '2026-11-27' };
    notePageData('BookingAvailability', day, at);
    // The same variables in another order are the same query; every screen of the page reads it so.
    expect(pageDataPolicy('BookingAvailability', { date: '2026-11-27', location: 'tulsa' }, 'cache-and-network', at + 1)).toBe(
      'cache-first',
    );
    expect(pageDataPolicy('BookingAvailability', day, 'cache-and-network', at + 29_999)).toBe('cache-first');
    expect(pageDataPolicy('BookingAvailability', { location: 'tulsa', date: '2026-11-28' }, 'cache-and-network', at + 1)).toBe(
      'cache-and-network',
    );
    expect(pageDataPolicy('BookingQuote', day, 'network-only', at + 1)).toBe('network-only');
    // Half a minute on, a screen reads it again as it always does.
    expect(pageDataPolicy('BookingAvailability', day, 'cache-and-network', at + 30_000)).toBe('cache-and-network');
  });

  it('once the visitor has gone to another page, nothing counts as just read', () => {
    notePageData('MembershipPlans', {}, 5_000);
    forgetPageData();
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network', 5_001)).toBe('cache-and-network');
  });
});
