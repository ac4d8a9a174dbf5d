import { describe, expect, it } from 'vitest';
import { notePageData, pageDataPolicy } from './pageData';

describe('pageDataPolicy', () => {
  it('reads from the cache while the answer the page came with is fresh, for the same variables only', () => {
    const at = 1_000_000;
    notePageData('BookingAvailability', { location: 'tulsa', date: '2026-11-27' }, at);
    // The same variables in another order are the same query.
    expect(pageDataPolicy('BookingAvailability', { date: '2026-11-27', location: 'tulsa' }, 'cache-and-network', at + 29_000)).toBe(
      'cache-first',
    );
    expect(pageDataPolicy('BookingAvailability', { location: 'tulsa', date: '2026-11-28' }, 'cache-and-network', at + 1)).toBe(
      'cache-and-network',
    );
    expect(pageDataPolicy('BookingQuote', { location: 'tulsa', date: '2026-11-27' }, 'network-only', at + 1)).toBe('network-only');
    // Half a minute on, the screen reads it again as it would have.
    expect(pageDataPolicy('BookingAvailability', { location: 'tulsa', date: '2026-11-27' }, 'cache-and-network', at + 30_000)).toBe(
      'cache-and-network',
    );
  });
});
