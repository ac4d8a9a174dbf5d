// The user grid's view (search, sort, page) ⇄ the URL query ⇄ the `adminUsers` variables.
import type { AdminUserGridUsersQueryVariables } from '../../../../gql/graphql';

/** The server's whitelist of sort columns (admin.repository.ts). */
export const USER_SORTS = ['createdAt', 'name', 'email', 'membershipType'] as const;
export type UserSort = (typeof USER_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** The server serves at most 100 rows a page. */
export const USER_PAGE_SIZES = [25, 50, 100] as const;

export interface UserView {
  /** Name or e-mail. */
  search: string;
  sort: UserSort;
  direction: SortDirection;
  /** 0-based (1-based in the URL). */
  page: number;
  pageSize: number;
}

/** Newest accounts first: the ones an admin is most often asked about. */
export const DEFAULT_USER_VIEW: UserView = { search: '', sort: 'createdAt', direction: 'desc', page: 0, pageSize: USER_PAGE_SIZES[0] };

const isSort = (value: string | null): value is UserSort => value !== null && (USER_SORTS as readonly string[]).includes(value);

/** The view a URL asks for; malformed parts fall back to the default. */
export function userViewFromSearchParams(params: URLSearchParams): UserView {
  const sort = params.get('sort');
  const direction = params.get('dir');
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('size'));
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    sort: isSort(sort) ? sort : DEFAULT_USER_VIEW.sort,
    direction: direction === 'asc' || direction === 'desc' ? direction : DEFAULT_USER_VIEW.direction,
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
    pageSize: (USER_PAGE_SIZES as readonly number[]).includes(pageSize) ? pageSize : DEFAULT_USER_VIEW.pageSize,
  };
}

/** Only what differs from the default goes into the URL. */
export function userViewToSearchParams(view: UserView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.sort !== DEFAULT_USER_VIEW.sort || view.direction !== DEFAULT_USER_VIEW.direction) {
    params.set('sort', view.sort);
    params.set('dir', view.direction);
  }
  if (view.page > 0) params.set('page', String(view.page + 1));
  if (view.pageSize !== DEFAULT_USER_VIEW.pageSize) params.set('size', String(view.pageSize));
  return params;
}

export function toUserQueryVariables(view: UserView): AdminUserGridUsersQueryVariables {
  const variables: AdminUserGridUsersQueryVariables = { sort: view.sort, direction: view.direction, page: view.page, pageSize: view.pageSize };
  if (view.search.trim()) variables.search = view.search.trim();
  return variables;
}

/** Grid column field → server sort key; other columns are not sortable. */
export const USER_SORTABLE_FIELDS = { name: 'name', email: 'email', membershipType: 'membershipType', createdAt: 'createdAt' } as const satisfies Record<string, UserSort>;

export function userSortFromGrid(model: readonly { field: string; sort: SortDirection | null | undefined }[]): { sort: UserSort; direction: SortDirection } {
  const first = model[0];
  const sort = first?.sort ? (USER_SORTABLE_FIELDS as Record<string, UserSort>)[first.field] : undefined;
  if (!first?.sort || !sort) return { sort: DEFAULT_USER_VIEW.sort, direction: DEFAULT_USER_VIEW.direction };
  return { sort, direction: first.sort };
}

export function userGridSortModel(sort: UserSort, direction: SortDirection): { field: string; sort: SortDirection }[] {
  const field = Object.entries(USER_SORTABLE_FIELDS).find(([, key]) => key === sort)?.[0];
  return field ? [{ field, sort: direction }] : [];
}

/** '1 account', '312 accounts'; with a search: '1 account matches', '4 accounts match'. */
export function accountCountLabel(total: number, searching: boolean): string {
  const one = total === 1;
  const count = `${total.toLocaleString('en-US')} ${one ? 'account' : 'accounts'}`;
  return searching ? `${count} ${one ? 'matches' : 'match'}` : count;
}
