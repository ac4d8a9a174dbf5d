// Keyboard movement in the bay × hour grid (WAI-ARIA grid pattern, roving tabindex): one cell is
// tabbable; arrows move one cell, Home/End go to the row's ends, Ctrl+Home/End to the grid's
// corners, PageUp/PageDown jump a few hours. Movement stops at the edges (no wrapping).

export interface CellPosition {
  row: number;
  col: number;
}

interface GridSize {
  rows: number;
  cols: number;
}

/** Rows PageUp/PageDown move. */
const PAGE_ROWS = 4;

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));

/** Where a key moves focus from `at`; null when the key is not a grid movement key. */
export function moveInGrid(at: CellPosition, key: string, size: GridSize, ctrl = false): CellPosition | null {
  const lastRow = size.rows - 1;
  const lastCol = size.cols - 1;
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(at.row - 1, lastRow), col: at.col };
    case 'ArrowDown':
      return { row: clamp(at.row + 1, lastRow), col: at.col };
    case 'ArrowLeft':
      return { row: at.row, col: clamp(at.col - 1, lastCol) };
    case 'ArrowRight':
      return { row: at.row, col: clamp(at.col + 1, lastCol) };
    case 'Home':
      return ctrl ? { row: 0, col: 0 } : { row: at.row, col: 0 };
    case 'End':
      return ctrl ? { row: lastRow, col: lastCol } : { row: at.row, col: lastCol };
    case 'PageUp':
      return { row: clamp(at.row - PAGE_ROWS, lastRow), col: at.col };
    case 'PageDown':
      return { row: clamp(at.row + PAGE_ROWS, lastRow), col: at.col };
    default:
      return null;
  }
}

/** Keeps a remembered position inside a grid that may have changed size (another day, a bay fewer). */
export function clampPosition(at: CellPosition, size: GridSize): CellPosition {
  return { row: clamp(at.row, size.rows - 1), col: clamp(at.col, size.cols - 1) };
}

/** The hour column's width, a bay column's narrowest and the gap around cells, in px (BayGrid draws with these). */
export const GRID_METRICS = { hourCol: 72, minCol: 70, gap: 6 } as const;

/**
 * Whether every column (Any bay and each bay) fits side by side in `width` px. Where they do not,
 * the grid shows one column at a time with a bay switcher, so nothing hides off to the side. An
 * unmeasured width (0) counts as fitting.
 */
export function fitsAllColumns(width: number, columns: number): boolean {
  return width <= 0 || width >= allColumnsWidth(columns);
}

/** The narrowest width, in px, where every column fits side by side (BayGrid's stylesheet switches at it too). */
export function allColumnsWidth(columns: number): number {
  const { hourCol, minCol, gap } = GRID_METRICS;
  return hourCol + columns * minCol + (columns + 2) * gap;
}
