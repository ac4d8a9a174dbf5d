import { describe, expect, it } from 'vitest';
import { serverGridView } from './gridView';

const grid = serverGridView({ reference: 'reference', date: 'startsAt', totalCents: 'totalCents', customer: 'customer' } as const, {
  sort: 'startsAt',
  direction: 'desc',
});

describe('serverGridView: URL query', () => {
  it('a plain visit is the default order and first page, and needs no query', () => {
    expect(grid.read(new URLSearchParams())).toEqual({ sort: 'startsAt', direction: 'desc', page: 0, pageSize: 25 });
    expect(grid.write(grid.defaults, new URLSearchParams()).toString()).toBe('');
  });

  it('round-trips sort and paging (the page is 1-based in the URL), after what is already there', () => {
    const view = { sort: 'totalCents' as const, direction: 'asc' as const, page: 2, pageSize: 50 };
    const query = grid.write(view, new URLSearchParams('search=x'));
    expect(query.toString()).toBe('search=x&sort=totalCents&dir=asc&page=3&size=50');
    expect(grid.read(query)).toEqual(view);
  });

  it('keeps the default sort out of the URL but a changed direction in', () => {
    expect(grid.write({ ...grid.defaults, direction: 'asc' }, new URLSearchParams()).toString()).toBe('sort=startsAt&dir=asc');
  });

  it('drops malformed parts instead of failing or asking the server for a sort it refuses', () => {
    expect(grid.read(new URLSearchParams('sort=password_hash&dir=up&page=-2&size=1000'))).toEqual(grid.defaults);
    expect(grid.read(new URLSearchParams('sort=date&page=0&size=7'))).toEqual(grid.defaults); // a column name is not a sort key
  });
});

describe('serverGridView: sort model', () => {
  it('maps a grid column to the server sort key', () => {
    expect(grid.sortFromGrid([{ field: 'date', sort: 'asc' }])).toEqual({ sort: 'startsAt', direction: 'asc' });
    expect(grid.sortFromGrid([{ field: 'customer', sort: 'desc' }])).toEqual({ sort: 'customer', direction: 'desc' });
  });

  it('falls back to the default order for no sort, a cleared sort or a column the server cannot sort', () => {
    const fallback = { sort: 'startsAt', direction: 'desc' };
    expect(grid.sortFromGrid([])).toEqual(fallback);
    expect(grid.sortFromGrid([{ field: 'reference', sort: null }])).toEqual(fallback);
    expect(grid.sortFromGrid([{ field: 'partySize', sort: 'asc' }])).toEqual(fallback);
  });

  it('puts the arrow on the column of the server sort key, and round-trips', () => {
    expect(grid.sortModel('startsAt', 'desc')).toEqual([{ field: 'date', sort: 'desc' }]);
    for (const sort of ['reference', 'startsAt', 'totalCents', 'customer'] as const) {
      expect(grid.sortFromGrid(grid.sortModel(sort, 'asc'))).toEqual({ sort, direction: 'asc' });
    }
  });
});
