import { describe, expect, it } from 'vitest';
import { changedByHand, fitColumns } from './gridColumns';

const COLUMNS = [
  { field: 'reference', width: 120 },
  { field: 'date', width: 160 },
  { field: 'customer', minWidth: 180 },
  { field: 'status', width: 130 },
  { field: 'bay', width: 60 },
  { field: 'created', width: 180 },
];
// Least important first; reference and date always show.
const ORDER = ['created', 'bay', 'status', 'customer'];

describe('fitColumns', () => {
  it('shows every column when they fit', () => {
    expect(fitColumns(COLUMNS, ORDER, 830)).toEqual({});
    expect(fitColumns(COLUMNS, ORDER, 2000)).toEqual({});
  });

  it('hides the least important columns first until the rest fit', () => {
    expect(fitColumns(COLUMNS, ORDER, 829)).toEqual({ created: false });
    expect(fitColumns(COLUMNS, ORDER, 600)).toEqual({ created: false, bay: false });
  });

  it('brings back a narrow column that fits in the room a wide one left', () => {
    // Without status and customer: 120 + 160 + 60 = 340; customer (180) does not fit 358, bay does.
    expect(fitColumns(COLUMNS, ORDER, 358)).toEqual({ created: false, status: false, customer: false });
  });

  it('never hides a column outside the hide order, even when the grid must scroll', () => {
    expect(fitColumns(COLUMNS, ORDER, 200)).toEqual({ created: false, bay: false, status: false, customer: false });
  });

  it('counts a column with no width at the grid default of 100 px and ignores unknown fields', () => {
    expect(fitColumns([{ field: 'a' }, { field: 'b' }], ['b', 'nope'], 199)).toEqual({ b: false });
  });
});

describe('changedByHand', () => {
  it('reports the columns whose visibility the admin changed, and nothing else', () => {
    const shown = { created: false, bay: false };
    expect(changedByHand(['reference', 'bay', 'created'], shown, { created: false })).toEqual({ bay: true });
    expect(changedByHand(['reference', 'bay', 'created'], shown, { created: false, bay: false, reference: false })).toEqual({
      reference: false,
    });
    expect(changedByHand(['reference', 'bay'], shown, shown)).toEqual({});
  });
});
