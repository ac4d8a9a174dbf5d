// Which columns of an admin grid fit the width it has. The free data grid has no pinned columns,
// so instead of cutting the last columns off (or making every screen scroll sideways), the least
// important columns step aside until the rest fit; the admin can show any of them again from the
// grid's Columns panel. Kept free of the grid's types so it stays a plain, tested rule.

interface FitColumn {
  field: string;
  /** The column's fixed width, or for a flexible column the least it needs. */
  width?: number;
  minWidth?: number;
}

/** The grid's own default width for a column that states none. */
const DEFAULT_WIDTH = 100;

const needs = (c: FitColumn) => c.minWidth ?? c.width ?? DEFAULT_WIDTH;

/**
 * The visibility model (field → false for a hidden column) for `available` pixels. `hideOrder`
 * lists the columns that may step aside, least important first; the others always show (a grid
 * too narrow even for them scrolls sideways). Columns are hidden in that order until the rest fit,
 * then the most important of the hidden ones come back while they still fit (a narrow column can
 * use the room a wide one left).
 */
export function fitColumns(columns: readonly FitColumn[], hideOrder: readonly string[], available: number): Record<string, boolean> {
  const width = new Map(columns.map((c) => [c.field, needs(c)]));
  const order = hideOrder.filter((f) => width.has(f));
  let total = columns.reduce((sum, c) => sum + needs(c), 0);
  const hidden: string[] = [];
  for (const field of order) {
    if (total <= available) break;
    hidden.push(field);
    total -= width.get(field)!;
  }
  // Most important first: the last hidden is the one that mattered most.
  for (const field of [...hidden].reverse()) {
    const w = width.get(field)!;
    if (total + w <= available) {
      total += w;
      hidden.splice(hidden.indexOf(field), 1);
    }
  }
  return Object.fromEntries(hidden.map((f) => [f, false]));
}

/**
 * The columns the admin switched on or off by hand, from the model the grid reports after a change:
 * every field whose visibility differs from what was shown. Their choice then outlasts a resize.
 */
export function changedByHand(
  fields: readonly string[],
  shown: Readonly<Record<string, boolean>>,
  next: Readonly<Record<string, boolean>>,
): Record<string, boolean> {
  const changed: Record<string, boolean> = {};
  for (const f of fields) {
    const was = shown[f] !== false;
    const now = next[f] !== false;
    if (was !== now) changed[f] = now;
  }
  return changed;
}
