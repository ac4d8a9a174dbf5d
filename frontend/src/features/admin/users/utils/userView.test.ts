import { describe, expect, it } from 'vitest';
import {
  accountCountLabel,
  DEFAULT_USER_VIEW,
  toUserQueryVariables,
  USER_GRID,
  userViewFromSearchParams,
  userViewToSearchParams,
} from './userView';

describe('URL query ⇄ user view', () => {
  it('a plain visit is the default view and needs no query', () => {
    expect(userViewFromSearchParams(new URLSearchParams())).toEqual(DEFAULT_USER_VIEW);
    expect(userViewToSearchParams(DEFAULT_USER_VIEW).toString()).toBe('');
  });

  it('round-trips search, sort and paging', () => {
    const view = { search: 'fairway', sort: 'name' as const, direction: 'asc' as const, page: 1, pageSize: 100 };
    const query = userViewToSearchParams(view);
    expect(query.toString()).toBe('search=fairway&sort=name&dir=asc&page=2&size=100');
    expect(userViewFromSearchParams(query)).toEqual(view);
  });

  it('ignores malformed parts', () => {
    expect(userViewFromSearchParams(new URLSearchParams('sort=password&dir=sideways&page=0&size=7'))).toEqual(DEFAULT_USER_VIEW);
  });
});

describe('toUserQueryVariables', () => {
  it('sends a trimmed search, or none', () => {
    expect(toUserQueryVariables({ ...DEFAULT_USER_VIEW, search: '  sam@example.com ' })).toEqual({
      search: 'sam@example.com',
      sort: 'createdAt',
      direction: 'desc',
      page: 0,
      pageSize: 25,
    });
    expect(toUserQueryVariables({ ...DEFAULT_USER_VIEW, search: '  ' })).not.toHaveProperty('search');
  });
});

describe('user sort mapping', () => {
  it('maps sortable columns both ways', () => {
    expect(USER_GRID.sortFromGrid([{ field: 'membershipType', sort: 'asc' }])).toEqual({ sort: 'membershipType', direction: 'asc' });
    expect(USER_GRID.sortModel('email', 'desc')).toEqual([{ field: 'email', sort: 'desc' }]);
  });

  it('an empty model or an unsortable column is newest first', () => {
    expect(USER_GRID.sortFromGrid([])).toEqual({ sort: 'createdAt', direction: 'desc' });
    expect(USER_GRID.sortFromGrid([{ field: 'bookingCount', sort: 'desc' }])).toEqual({ sort: 'createdAt', direction: 'desc' });
  });
});

describe('accountCountLabel', () => {
  it('counts accounts and agrees in number', () => {
    expect(accountCountLabel(1, false)).toBe('1 account');
    expect(accountCountLabel(1204, false)).toBe('1,204 accounts');
    expect(accountCountLabel(1, true)).toBe('1 account matches');
    expect(accountCountLabel(0, true)).toBe('0 accounts match');
  });
});
