import { describe, expect, it } from 'vitest';
import {
  countLabel,
  csvExportUrl,
  dateRangeError,
  DEFAULT_VIEW,
  hasActiveFilters,
  toQueryVariables,
  viewFromSearchParams,
  viewToSearchParams,
  withFilters,
} from './historyView';

const filtered = {
  ...DEFAULT_VIEW,
  location: 'hudsonoaks',
  status: 'confirmed' as const,
  from: '2026-11-01',
  to: '2026-11-30',
  customer: ' sam@example.com ',
};

describe('URL query ⇄ view', () => {
  it('a plain visit is the default view, and the default view is an empty query', () => {
    expect(viewFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_VIEW);
    expect(viewToSearchParams(DEFAULT_VIEW).toString()).toBe('');
  });

  it('round-trips filters, sort and paging (the page is 1-based in the URL)', () => {
    const view = {
      ...filtered,
      customer: 'sam@example.com',
      sort: 'totalCents' as const,
      direction: 'asc' as const,
      page: 2,
      pageSize: 50,
    };
    const query = viewToSearchParams(view);
    expect(query.toString()).toBe(
      'location=hudsonoaks&status=confirmed&from=2026-11-01&to=2026-11-30&customer=sam%40example.com&sort=totalCents&dir=asc&page=3&size=50',
    );
    expect(viewFromSearchParams(query)).toEqual(view);
  });

  it('trims the customer text and leaves out blank text', () => {
    expect(viewToSearchParams(filtered).get('customer')).toBe('sam@example.com');
    expect(viewToSearchParams({ ...DEFAULT_VIEW, customer: '   ' }).has('customer')).toBe(false);
  });

  it('drops malformed parts of a hand-edited link instead of failing', () => {
    const view = viewFromSearchParams(
      new URLSearchParams('location=Hudson%20Oaks&status=paid&from=2026-02-30&to=tomorrow&sort=price&dir=up&page=-2&size=1000'),
    );
    expect(view).toEqual(DEFAULT_VIEW);
  });

  it('keeps the default sort out of the URL but a changed direction in', () => {
    expect(viewToSearchParams({ ...DEFAULT_VIEW, direction: 'asc' }).toString()).toBe('sort=startsAt&dir=asc');
  });
});

describe('dateRangeError', () => {
  it('refuses a From later than To, with what to do instead', () => {
    expect(dateRangeError({ from: '2026-11-30', to: '2026-11-01' })).toBe(
      'From is after To, so no booking can match. Pick a From date on or before the To date.',
    );
  });

  it('takes a one-day range, an open end and no dates at all', () => {
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-11-01', to: '2026-11-02' })).toBeNull();
    expect(dateRangeError({ from: '2026-12-01', to: '' })).toBeNull();
    expect(dateRangeError({ from: '', to: '2026-01-01' })).toBeNull();
    expect(dateRangeError(DEFAULT_VIEW)).toBeNull();
  });
});

describe('withFilters', () => {
  it('goes back to the first page when a filter changes', () => {
    expect(withFilters({ ...DEFAULT_VIEW, page: 4 }, { status: 'held' })).toMatchObject({ status: 'held', page: 0 });
  });
});

describe('hasActiveFilters', () => {
  it('is true only when something narrows the set', () => {
    expect(hasActiveFilters(DEFAULT_VIEW)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_VIEW, customer: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_VIEW, to: '2026-11-30' })).toBe(true);
  });
});

describe('toQueryVariables', () => {
  it('names the filters as the API does and leaves unset ones out', () => {
    expect(toQueryVariables({ ...filtered, page: 1, pageSize: 100 })).toEqual({
      location: 'hudsonoaks',
      status: 'confirmed',
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      search: 'sam@example.com',
      sort: 'startsAt',
      direction: 'desc',
      page: 1,
      pageSize: 100,
    });
    expect(toQueryVariables(DEFAULT_VIEW)).toEqual({ sort: 'startsAt', direction: 'desc', page: 0, pageSize: 25 });
  });
});

describe('csvExportUrl', () => {
  it('asks for the same filtered set and order, without paging', () => {
    expect(csvExportUrl({ ...filtered, sort: 'customer', direction: 'asc', page: 3 })).toBe(
      '/api/admin/bookings.csv?sort=customer&direction=asc&location=hudsonoaks&status=confirmed&dateFrom=2026-11-01&dateTo=2026-11-30&search=sam%40example.com',
    );
    expect(csvExportUrl(DEFAULT_VIEW)).toBe('/api/admin/bookings.csv?sort=startsAt&direction=desc');
  });

  it('encodes text that would break a query string', () => {
    expect(csvExportUrl({ ...DEFAULT_VIEW, customer: 'a&b=c #1' })).toContain('search=a%26b%3Dc+%231');
  });
});

describe('countLabel', () => {
  it('counts bookings, says "10,000+" when the server stopped counting, and agrees in number', () => {
    expect(countLabel(1, false, false)).toBe('1 booking');
    expect(countLabel(2340, false, false)).toBe('2,340 bookings');
    expect(countLabel(10000, true, false)).toBe('10,000+ bookings');
    expect(countLabel(1, false, true)).toBe('1 booking matches these filters');
    expect(countLabel(0, false, true)).toBe('0 bookings match these filters');
    expect(countLabel(10000, true, true)).toBe('10,000+ bookings match these filters');
  });
});
