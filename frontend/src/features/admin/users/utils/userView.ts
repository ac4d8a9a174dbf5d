// The user grid's view (search, sort, page) ⇄ the URL query ⇄ the `adminUsers` variables.
import type { AdminUserGridUsersQueryVariables } from '../../../../gql/graphql';
import { serverGridView, type GridPaging } from '../../utils/gridView';

/** Grid column → the server's sort key (its whitelist, admin.repository.ts); other columns are not sortable. */
const SORTABLE = { name: 'name', email: 'email', membershipType: 'membershipType', createdAt: 'createdAt' } as const;
type UserSort = (typeof SORTABLE)[keyof typeof SORTABLE];

/** Newest accounts first: the ones an admin is most often asked about. */
export const USER_GRID = serverGridView(SORTABLE, { sort: 'createdAt', direction: 'desc' });

export interface UserView extends GridPaging<UserSort> {
  /** Name or e-mail. */
  search: string;
}

export const DEFAULT_USER_VIEW: UserView = { search: '', ...USER_GRID.defaults };

/** The view a URL asks for; malformed parts fall back to the default. */
export function userViewFromSearchParams(params: URLSearchParams): UserView {
  return { search: (params.get('search') ?? '').slice(0, 200), ...USER_GRID.read(params) };
}

/** Only what differs from the default goes into the URL. */
export function userViewToSearchParams(view: UserView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search.trim());
  return USER_GRID.write(view, params);
}

export function toUserQueryVariables(view: UserView): AdminUserGridUsersQueryVariables {
  const variables: AdminUserGridUsersQueryVariables = {
    sort: view.sort,
    direction: view.direction,
    page: view.page,
    pageSize: view.pageSize,
  };
  if (view.search.trim()) variables.search = view.search.trim();
  return variables;
}

/** '1 account', '312 accounts'; with a search: '1 account matches', '4 accounts match'. */
export function accountCountLabel(total: number, searching: boolean): string {
  const one = total === 1;
  const count = `${total.toLocaleString('en-US')} ${one ? 'account' : 'accounts'}`;
  return searching ? `${count} ${one ? 'matches' : 'match'}` : count;
}
