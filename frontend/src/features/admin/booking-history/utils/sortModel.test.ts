import { describe, expect, it } from 'vitest';
import { gridSortModel, sortFromGrid } from './sortModel';

describe('sortFromGrid', () => {
  it('maps a grid column to the server sort key', () => {
    expect(sortFromGrid([{ field: 'date', sort: 'asc' }])).toEqual({ sort: 'startsAt', direction: 'asc' });
    expect(sortFromGrid([{ field: 'totalCents', sort: 'desc' }])).toEqual({ sort: 'totalCents', direction: 'desc' });
    expect(sortFromGrid([{ field: 'customer', sort: 'asc' }])).toEqual({ sort: 'customer', direction: 'asc' });
  });

  it('falls back to newest first for no sort, a cleared sort or a column the server cannot sort', () => {
    const fallback = { sort: 'startsAt', direction: 'desc' };
    expect(sortFromGrid([])).toEqual(fallback);
    expect(sortFromGrid([{ field: 'reference', sort: null }])).toEqual(fallback);
    expect(sortFromGrid([{ field: 'partySize', sort: 'asc' }])).toEqual(fallback);
  });
});

describe('gridSortModel', () => {
  it('puts the arrow on the column of the server sort key', () => {
    expect(gridSortModel('startsAt', 'desc')).toEqual([{ field: 'date', sort: 'desc' }]);
    expect(gridSortModel('createdAt', 'asc')).toEqual([{ field: 'createdAt', sort: 'asc' }]);
  });

  it('round-trips with sortFromGrid', () => {
    for (const sort of ['startsAt', 'createdAt', 'totalCents', 'status', 'location', 'customer', 'reference'] as const) {
      expect(sortFromGrid(gridSortModel(sort, 'asc'))).toEqual({ sort, direction: 'asc' });
    }
  });
});
