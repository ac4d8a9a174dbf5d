// The sort and paging of a server-side admin grid, and the two places they travel: the URL query
// (a view can be shared and survives a reload) and the grid's sort model. Each grid names its
// sortable columns and the server's sort key for each; its filters are its own.

type SortDirection = 'asc' | 'desc';

/** The server serves at most 100 rows a page. */
export const PAGE_SIZES = [25, 50, 100] as const;

export interface GridPaging<S extends string> {
  sort: S;
  direction: SortDirection;
  /** 0-based, as the grid and the API count (the URL shows it 1-based). */
  page: number;
  pageSize: number;
}

/** The shape of one entry of MUI's GridSortModel (kept structural so this file stays free of the grid). */
interface GridSortItem {
  field: string;
  sort: SortDirection | null | undefined;
}

/**
 * A grid's view plumbing. `fields` maps each sortable grid column to the server's sort key (the
 * server's whitelist); columns not listed are not sortable. `defaults` is the order of a plain visit.
 */
export function serverGridView<S extends string>(fields: Readonly<Record<string, S>>, defaults: { sort: S; direction: SortDirection }) {
  const sorts: readonly string[] = Object.values(fields);
  const initial: GridPaging<S> = { ...defaults, page: 0, pageSize: PAGE_SIZES[0] };
  return {
    defaults: initial,

    /** The sort and page a URL query asks for; a malformed part (a hand-edited or old link) falls back to the default. */
    read(params: URLSearchParams): GridPaging<S> {
      const sort = params.get('sort');
      const direction = params.get('dir');
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('size'));
      return {
        sort: sort !== null && sorts.includes(sort) ? (sort as S) : initial.sort,
        direction: direction === 'asc' || direction === 'desc' ? direction : initial.direction,
        page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
        pageSize: (PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : initial.pageSize,
      };
    },

    /** Adds to `params` only what differs from the default, so a plain visit has a clean URL. */
    write(view: GridPaging<S>, params: URLSearchParams): URLSearchParams {
      if (view.sort !== initial.sort || view.direction !== initial.direction) {
        params.set('sort', view.sort);
        params.set('dir', view.direction);
      }
      if (view.page > 0) params.set('page', String(view.page + 1));
      if (view.pageSize !== initial.pageSize) params.set('size', String(view.pageSize));
      return params;
    },

    /** The grid's sort model → the server's sort and direction; an empty or unknown model is the default order. */
    sortFromGrid(model: readonly GridSortItem[]): { sort: S; direction: SortDirection } {
      const first = model[0];
      const sort = first?.sort ? fields[first.field] : undefined;
      if (!first?.sort || !sort) return { sort: initial.sort, direction: initial.direction };
      return { sort, direction: first.sort };
    },

    /** The server's sort and direction → the grid's sort model (the arrow on the matching column). */
    sortModel(sort: S, direction: SortDirection): { field: string; sort: SortDirection }[] {
      const field = Object.keys(fields).find((f) => fields[f] === sort);
      return field ? [{ field, sort: direction }] : [];
    },
  };
}

/** A grid's view plumbing, as `serverGridView` makes it for the grid's sort keys. */
export type ServerGridView<S extends string> = ReturnType<typeof serverGridView<S>>;
