// Today's grid opens at the current hour: late in the day a phone otherwise showed a screenful of
// "Past" rows before the first free hour. The hours already gone fold away behind one control.
import { localHourOf } from '../../../lib/venueTime';
import type { DayGrid } from './slots';

/** Fewer rows than this stay in place: one row is about the height of the control that would replace it. */
const MIN_FOLDED_ROWS = 2;

interface FoldClock {
  /** The day the grid shows, YYYY-MM-DD at the venue. */
  date: string;
  /** The venue's today (the server's once a day has loaded: a device's calendar may be a day off). */
  today: string;
  now: Date;
  /** The venue's IANA zone: the hour is the venue's, never the browser's. */
  timeZone: string;
}

/**
 * How many of the grid's first rows fold away: on the venue's today only, the leading hours before
 * the current one (venue time) in which every bay has already started (the server's PAST). The
 * current hour stays as the first row, so the grid starts at "now". A device clock that is off can
 * fold fewer rows, never a bookable one: the server's states must agree.
 */
export function foldedRows(grid: DayGrid, { date, today, now, timeZone }: FoldClock): number {
  if (date !== today || grid.bays.length === 0) return 0;
  const hour = localHourOf(now, timeZone);
  const gone = (row: number) => grid.hours[row]! < hour && grid.bays.every((b) => b.states[row] === 'PAST');
  let rows = 0;
  while (rows < grid.hours.length && gone(rows)) rows++;
  return rows >= MIN_FOLDED_ROWS ? rows : 0;
}
