// Today's grid opens at the current hour: late in the day a phone otherwise showed a screenful of
// "Past" rows before the first free hour. The hours already gone fold away behind one control.
import type { DayGrid } from './slots';

/** Fewer rows than this stay in place: one row is about the height of the control that would replace it. */
const MIN_FOLDED_ROWS = 2;

/**
 * How many of the grid's first rows fold away: on the venue's today only, the leading hours in which
 * every bay has already started (the server's PAST), but the last of them: that is the current hour,
 * which stays as the first row, so the grid starts at "now". Read from the server's states alone, never
 * a device clock: a page rendered on the server folds the same rows when the browser hydrates it, on any
 * device clock (issue 33), and a bookable hour never folds.
 */
export function foldedRows(grid: DayGrid, { date, today }: { date: string; today: string }): number {
  if (date !== today || grid.bays.length === 0) return 0;
  const started = (row: number) => grid.bays.every((b) => b.states[row] === 'PAST');
  let run = 0;
  while (run < grid.hours.length && started(run)) run++;
  const rows = run - 1;
  return rows >= MIN_FOLDED_ROWS ? rows : 0;
}
