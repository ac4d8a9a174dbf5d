// The booking-history grid's whole view (filters, sort, page) and the three places it travels:
// the URL query (a filtered view can be shared and survives a reload), the GraphQL variables of
// `adminBookings`, and the CSV export link (`GET /api/admin/bookings.csv`, the same filters).
import type { AdminHistoryBookingsQueryVariables } from '../../../../gql/graphql';
import { STATUS_FILTERS, type StatusFilterValue } from '../../utils/bookingStatus';
import { serverGridView, type GridPaging } from '../../utils/gridView';
import { isLocalDate } from '../../../../lib/venueTime';

/** Grid column → the server's sort key (its whitelist, booking-history.query.ts); other columns are not sortable. */
const SORTABLE = {
  reference: 'reference',
  date: 'startsAt',
  location: 'location',
  customer: 'customer',
  status: 'status',
  totalCents: 'totalCents',
  createdAt: 'createdAt',
} as const;
type HistorySort = (typeof SORTABLE)[keyof typeof SORTABLE];

/** Newest bookings first. */
export const HISTORY_GRID = serverGridView(SORTABLE, { sort: 'startsAt', direction: 'desc' });

export interface HistoryFilters {
  /** Location slug; '' for every location. */
  location: string;
  status: StatusFilterValue | '';
  /** Venue-local dates, YYYY-MM-DD; '' for open-ended. */
  from: string;
  to: string;
  /** Free text over customer name, e-mail, walk-in name and reference. */
  customer: string;
}

export interface HistoryView extends HistoryFilters, GridPaging<HistorySort> {}

export const DEFAULT_VIEW: HistoryView = { location: '', status: '', from: '', to: '', customer: '', ...HISTORY_GRID.defaults };

const SLUG = /^[a-z0-9]{1,40}$/;

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * The view a URL query asks for. Anything malformed (a hand-edited or old link) falls back to the
 * default for that part instead of failing the page or sending the server a value it refuses.
 */
export function viewFromSearchParams(params: URLSearchParams): HistoryView {
  const location = params.get('location') ?? '';
  const status = params.get('status');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    location: SLUG.test(location) ? location : '',
    status: oneOf(STATUS_FILTERS, status) ? status : '',
    from: isLocalDate(from) ? from : '',
    to: isLocalDate(to) ? to : '',
    customer: (params.get('customer') ?? '').slice(0, 200),
    ...HISTORY_GRID.read(params),
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
  return HISTORY_GRID.write(view, params);
}

/**
 * Why the date range cannot match anything, or null when it can: a From later than To would only
 * ever give an empty grid, so the filter bar says so instead.
 */
export function dateRangeError(filters: Pick<HistoryFilters, 'from' | 'to'>): string | null {
  if (!filters.from || !filters.to || filters.from <= filters.to) return null;
  return 'From is after To, so no booking can match. Pick a From date on or before the To date.';
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
  const args: { location?: string; status?: string; dateFrom?: string; dateTo?: string; search?: string; sort: string; direction: string } =
    {
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

const CSV_EXPORT_PATH = '/api/admin/bookings.csv';

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
