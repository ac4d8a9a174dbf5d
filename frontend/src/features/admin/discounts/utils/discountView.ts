// The discounts grid's whole view (search, filters, sort, page) and where it travels: the URL query,
// the GraphQL variables of `adminDiscountCodes`, and the CSV export link (the same filters).
import { PURCHASE_KINDS, PURCHASE_KIND_LABELS, type PurchaseKind } from '@fairway/shared';
import type { AdminDiscountFieldsFragment, AdminDiscountGridQueryVariables } from '../../../../gql/graphql';
import { formatCents, formatDate } from '../../../../lib/format';
import { serverGridView, type GridPaging } from '../../utils/gridView';

/** Grid column → the server's sort key (its whitelist); other columns are not sortable. */
const SORTABLE = {
  code: 'code',
  redeemedCount: 'redeemedCount',
  startsOn: 'validFrom',
  endsOn: 'validTo',
  createdAt: 'createdAt',
} as const;
type DiscountSort = (typeof SORTABLE)[keyof typeof SORTABLE];

/** Newest codes first. */
export const DISCOUNT_GRID = serverGridView(SORTABLE, { sort: 'createdAt', direction: 'desc' });

export const DISCOUNT_STATUSES = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type DiscountStatus = (typeof DISCOUNT_STATUSES)[number];

export const STATUS_LABELS: Record<DiscountStatus, string> = {
  active: 'Active',
  scheduled: 'Scheduled',
  expired: 'Expired',
  used_up: 'Used up',
  inactive: 'Deactivated',
};

export interface DiscountFilters {
  search: string;
  appliesTo: PurchaseKind | '';
  status: DiscountStatus | '';
}

export interface DiscountView extends DiscountFilters, GridPaging<DiscountSort> {}

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The view a URL asks for; anything malformed falls back to the default for that part. */
export function discountViewFromSearchParams(params: URLSearchParams): DiscountView {
  const appliesTo = params.get('for');
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    appliesTo: oneOf(PURCHASE_KINDS, appliesTo) ? appliesTo : '',
    status: oneOf(DISCOUNT_STATUSES, status) ? status : '',
    ...DISCOUNT_GRID.read(params),
  };
}

export function discountViewToSearchParams(view: DiscountView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.appliesTo) params.set('for', view.appliesTo);
  if (view.status) params.set('status', view.status);
  return DISCOUNT_GRID.write(view, params);
}

function filterArguments(view: DiscountView) {
  const args: { search?: string; appliesTo?: string; status?: string; sort: string; direction: string } = {
    sort: view.sort,
    direction: view.direction,
  };
  if (view.search.trim()) args.search = view.search.trim();
  if (view.appliesTo) args.appliesTo = view.appliesTo;
  if (view.status) args.status = view.status;
  return args;
}

export function toDiscountQueryVariables(view: DiscountView): AdminDiscountGridQueryVariables {
  return { ...filterArguments(view), page: view.page, pageSize: view.pageSize };
}

/** Every code of the filtered set as CSV, in the grid's order. */
export function discountCsvUrl(view: DiscountView): string {
  return `/api/admin/discounts.csv?${new URLSearchParams(filterArguments(view)).toString()}`;
}

export function redemptionsCsvUrl(discountId: string): string {
  return `/api/admin/discounts/${encodeURIComponent(discountId)}/redemptions.csv`;
}

export const hasDiscountFilters = (view: DiscountFilters) => Boolean(view.search.trim() || view.appliesTo || view.status);

/** '1 code', '12 codes'; with filters: '1 code matches'. */
export function codeCountLabel(total: number, filtered: boolean): string {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'code' : 'codes'}`;
  return filtered ? `${count} ${total === 1 ? 'matches' : 'match'} these filters` : count;
}

type Code = Pick<AdminDiscountFieldsFragment, 'kind' | 'percent' | 'amountCents'>;

/** '15% off' or '$10.00 off'. */
export function valueLabel(c: Code): string {
  return c.kind === 'percent' ? `${c.percent ?? 0}% off` : `${formatCents(c.amountCents ?? 0)} off`;
}

/** 'Bay bookings, Memberships'. */
export function appliesToLabel(kinds: readonly string[]): string {
  return kinds.map((k) => PURCHASE_KIND_LABELS[k as PurchaseKind] ?? k).join(', ');
}

/** 'Nov 1, 2026 – Nov 30, 2026', 'From Nov 1, 2026', 'Until …', 'Always'. */
export function datesLabel(c: Pick<AdminDiscountFieldsFragment, 'startsOn' | 'endsOn'>): string {
  if (c.startsOn && c.endsOn) return `${formatDate(c.startsOn)} – ${formatDate(c.endsOn)}`;
  if (c.startsOn) return `From ${formatDate(c.startsOn)}`;
  if (c.endsOn) return `Until ${formatDate(c.endsOn)}`;
  return 'No end date';
}

/** '3 of 10 used' or '3 used'; the per-customer limit after it. */
export function usageLabel(c: Pick<AdminDiscountFieldsFragment, 'redeemedCount' | 'maxRedemptions'>): string {
  return c.maxRedemptions === null ? `${c.redeemedCount} used` : `${c.redeemedCount} of ${c.maxRedemptions} used`;
}

export function perUserLabel(limit: number | null): string {
  return limit === null ? 'No limit per customer' : `${limit} per customer`;
}
