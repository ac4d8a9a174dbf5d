// The booking-history grid's whole view (filters, sort, page) and the three places it travels:
// the URL query (a filtered view can be shared and survives a reload), the GraphQL variables of
// `adminBookings`, and the CSV export link (`GET /api/admin/bookings.csv`, the same filters).
import type { AdminHistoryBookingsQueryVariables } from '../../../../gql/graphql';

export const BOOKING_STATUSES = ['held', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

/** The server's whitelist of sort columns (booking-history.query.ts). */
export const HISTORY_SORTS = ['startsAt', 'createdAt', 'totalCents', 'status', 'location', 'customer', 'reference'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** The server serves at most 100 rows a page. */
export const PAGE_SIZES = [25, 50, 100] as const;

export interface HistoryFilters {
  /** Location slug; '' for every location. */
  location: string;
  status: BookingStatusValue | '';
  /** Venue-local dates, YYYY-MM-DD; '' for open-ended. */
  from: string;
  to: string;
  /** Free text over customer name, e-mail, walk-in name and reference. */
  customer: string;
}

export interface HistoryView extends HistoryFilters {
  sort: HistorySort;
  direction: SortDirection;
  /** 0-based, as the grid and the API count (the URL shows it 1-based). */
  page: number;
  pageSize: number;
}

export const DEFAULT_VIEW: HistoryView = {
  location: '',
  status: '',
  from: '',
  to: '',
  customer: '',
  sort: 'startsAt',
  direction: 'desc',
  page: 0,
  pageSize: PAGE_SIZES[0],
};

const SLUG = /^[a-z0-9]{1,40}$/;
const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD ('2026-02-30' is not). */
export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/**
 * The view a URL query asks for. Anything malformed (a hand-edited or old link) falls back to the
 * default for that part instead of failing the page or sending the server a value it refuses.
 */
export function viewFromSearchParams(params: URLSearchParams): HistoryView {
  const location = params.get('location') ?? '';
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const sort = params.get('sort');
  const direction = params.get('dir');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    location: SLUG.test(location) ? location : '',
    status: oneOf(BOOKING_STATUSES, status) ? status : '',
    from: isLocalDate(from) ? from : '',
    to: isLocalDate(to) ? to : '',
    customer: (params.get('customer') ?? '').slice(0, 200),
    sort: oneOf(HISTORY_SORTS, sort) ? sort : DEFAULT_VIEW.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_VIEW.pageSize,
  };
}

/** The URL query of a view: only what differs from the default, so a plain visit has a clean URL. */
export function viewToSearchParams(view: HistoryView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.location) params.set('location', view.location);
  if (view.status) params.set('status', view.status);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.customer.trim()) params.set('customer', view.customer.trim());
  if (view.sort !== DEFAULT_VIEW.sort || view.direction !== DEFAULT_VIEW.direction) {
    params.set('sort', view.sort);
    params.set('dir', view.direction);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.pageSize !== DEFAULT_VIEW.pageSize) params.set('size', String(view.pageSize));
  return params;
}

/** Changing a filter starts again at the first page (the old page may not exist any more). */
export function withFilters(view: HistoryView, change: Partial<HistoryFilters>): HistoryView {
  return { ...view, ...change, page: 0 };
}

export function hasActiveFilters(view: HistoryFilters): boolean {
  return Boolean(view.location || view.status || view.from || view.to || view.customer.trim());
}

/** The filter arguments both the grid query and the CSV export take (server names), unset ones left out. */
function filterArguments(view: HistoryView) {
  const args: { location?: string; status?: string; dateFrom?: string; dateTo?: string; search?: string; sort: string; direction: string } = {
    sort: view.sort,
    direction: view.direction,
  };
  if (view.location) args.location = view.location;
  if (view.status) args.status = view.status;
  if (view.from) args.dateFrom = view.from;
  if (view.to) args.dateTo = view.to;
  if (view.customer.trim()) args.search = view.customer.trim();
  return args;
}

export function toQueryVariables(view: HistoryView): AdminHistoryBookingsQueryVariables {
  return { ...filterArguments(view), page: view.page, pageSize: view.pageSize };
}

export const CSV_EXPORT_PATH = '/api/admin/bookings.csv';

/** The CSV download of the filtered set in the grid's order (every page, not just the one on screen). */
export function csvExportUrl(view: HistoryView): string {
  const query = new URLSearchParams(filterArguments(view)).toString();
  return `${CSV_EXPORT_PATH}?${query}`;
}

/** '1 booking', '2,340 bookings', '10,000+ bookings'; with filters: '1 booking matches these filters'. */
export function countLabel(total: number, capped: boolean, filtered: boolean): string {
  const one = total === 1 && !capped;
  const count = capped ? '10,000+ bookings' : `${total.toLocaleString('en-US')} ${one ? 'booking' : 'bookings'}`;
  return filtered ? `${count} ${one ? 'matches' : 'match'} these filters` : count;
}
