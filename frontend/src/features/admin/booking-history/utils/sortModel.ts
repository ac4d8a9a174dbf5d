// The grid sorts by column field; the server sorts by its whitelisted keys. One table maps both ways.
import { DEFAULT_VIEW, type HistorySort, type SortDirection } from './historyView';

/** Grid column field → server sort key. Columns not listed here are not sortable. */
export const SORTABLE_FIELDS = {
  reference: 'reference',
  date: 'startsAt',
  location: 'location',
  customer: 'customer',
  status: 'status',
  totalCents: 'totalCents',
  createdAt: 'createdAt',
} as const satisfies Record<string, HistorySort>;

export type SortableField = keyof typeof SORTABLE_FIELDS;

/** The shape of one entry of MUI's GridSortModel (kept structural so this file stays free of the grid). */
export interface GridSortItem {
  field: string;
  sort: SortDirection | null | undefined;
}

/** The grid's sort model → the server's sort and direction; an empty or unknown model is the default order. */
export function sortFromGrid(model: readonly GridSortItem[]): { sort: HistorySort; direction: SortDirection } {
  const first = model[0];
  const sort = first && first.sort ? (SORTABLE_FIELDS as Record<string, HistorySort>)[first.field] : undefined;
  if (!first?.sort || !sort) return { sort: DEFAULT_VIEW.sort, direction: DEFAULT_VIEW.direction };
  return { sort, direction: first.sort };
}

/** The server's sort and direction → the grid's sort model (the arrow on the matching column). */
export function gridSortModel(sort: HistorySort, direction: SortDirection): { field: SortableField; sort: SortDirection }[] {
  const field = (Object.keys(SORTABLE_FIELDS) as SortableField[]).find((f) => SORTABLE_FIELDS[f] === sort);
  return field ? [{ field, sort: direction }] : [];
}
