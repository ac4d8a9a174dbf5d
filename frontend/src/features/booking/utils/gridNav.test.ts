import { describe, expect, it } from 'vitest';
import { clampPosition, fitsAllColumns, moveInGrid } from './gridNav';

const size = { rows: 16, cols: 7 };

describe('grid keyboard movement', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowDown', size)).toEqual({ row: 4, col: 2 });
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowUp', size)).toEqual({ row: 2, col: 2 });
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowRight', size)).toEqual({ row: 3, col: 3 });
    expect(moveInGrid({ row: 3, col: 2 }, 'ArrowLeft', size)).toEqual({ row: 3, col: 1 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowUp', size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 0, col: 0 }, 'ArrowLeft', size)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 15, col: 6 }, 'ArrowDown', size)).toEqual({ row: 15, col: 6 });
    expect(moveInGrid({ row: 15, col: 6 }, 'ArrowRight', size)).toEqual({ row: 15, col: 6 });
  });

  it('Home/End go along the row; with Ctrl to the corners', () => {
    expect(moveInGrid({ row: 5, col: 3 }, 'Home', size)).toEqual({ row: 5, col: 0 });
    expect(moveInGrid({ row: 5, col: 3 }, 'End', size)).toEqual({ row: 5, col: 6 });
    expect(moveInGrid({ row: 5, col: 3 }, 'Home', size, true)).toEqual({ row: 0, col: 0 });
    expect(moveInGrid({ row: 5, col: 3 }, 'End', size, true)).toEqual({ row: 15, col: 6 });
  });

  it('PageUp/PageDown jump four hours', () => {
    expect(moveInGrid({ row: 5, col: 3 }, 'PageDown', size)).toEqual({ row: 9, col: 3 });
    expect(moveInGrid({ row: 14, col: 3 }, 'PageDown', size)).toEqual({ row: 15, col: 3 });
    expect(moveInGrid({ row: 2, col: 3 }, 'PageUp', size)).toEqual({ row: 0, col: 3 });
  });

  it('ignores other keys', () => {
    expect(moveInGrid({ row: 1, col: 1 }, 'Enter', size)).toBeNull();
    expect(moveInGrid({ row: 1, col: 1 }, 'a', size)).toBeNull();
  });

  it('keeps a remembered cell inside a smaller grid', () => {
    expect(clampPosition({ row: 15, col: 6 }, { rows: 10, cols: 5 })).toEqual({ row: 9, col: 4 });
    expect(clampPosition({ row: 3, col: 2 }, { rows: 0, cols: 0 })).toEqual({ row: 0, col: 0 });
  });
});

describe('grid layout', () => {
  it('shows every column side by side only where they all fit, else one at a time', () => {
    // Tulsa: Any bay and 7 bays. 72 + 8 × 70 + 10 × 6 = 692 px (1280 px screens have 709).
    expect(fitsAllColumns(692, 8)).toBe(true);
    expect(fitsAllColumns(691, 8)).toBe(false);
    expect(fitsAllColumns(358, 8)).toBe(false); // a 390 px phone
    expect(fitsAllColumns(358, 3)).toBe(true); // two bays fit on a phone
    expect(fitsAllColumns(0, 8)).toBe(true); // not measured (no layout): every column
  });
});
