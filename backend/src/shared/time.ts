/**
 * The one place local venue time is computed: every "day", "hour" and "month" of the product is
 * in the venue's IANA time zone, never the server's. Local dates are 'YYYY-MM-DD' strings.
 *
 * One cached Intl formatter per zone does the work: dayjs' tz plugin builds a formatter on every
 * call (about 2 ms for a local date, 0.3 ms for an instant), and availability, pricing and the seed
 * ask thousands of times per request.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let f = wallClocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at an instant, read by the formatter: [y, m, d, h, min, s] in one Date.UTC. */
function formattedWallClock(ms: number, timeZone: string): number {
  const p = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of wallClock(timeZone).formatToParts(ms)) {
    if (part.type in p) p[part.type as keyof typeof p] = Number(part.value);
  }
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

const wholeSecond = (ms: number) => ms - (((ms % 1000) + 1000) % 1000);

const QUARTER_HOUR_MS = 900_000;
/** Offsets of quarter hours with no change of offset in them, by zone and quarter (bounded: cleared when full). */
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC at an instant, in minutes (Chicago in winter: -360). Formatting is the
 * costly part (a polled availability grid asks a few hundred times), and an offset changes at most
 * once in a quarter hour: one that is the same at both ends of its quarter is that quarter's, cached.
 */
function offsetMinutes(ms: number, timeZone: string): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  const key = `${timeZone} ${quarter}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  const at = (t: number) => (formattedWallClock(t, timeZone) - wholeSecond(t)) / 60_000;
  const offset = at(ms);
  const start = quarter * QUARTER_HOUR_MS;
  if (at(start) === offset && at(start + QUARTER_HOUR_MS - 1) === offset) {
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The zone's wall clock at an instant, as if it were UTC (to the second). */
function wallClockAsUtc(ms: number, timeZone: string): number {
  return wholeSecond(ms) + offsetMinutes(ms, timeZone) * 60_000;
}

/** A real calendar date as YYYY-MM-DD: the shared schemas' check, under the name the services use. */
export { isCalendarDate as isValidLocalDate } from '@fairway/shared';

/** The local calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return new Date(wallClockAsUtc(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The instant of a local wall-clock time; minute 1440 is midnight at the end of that date. */
export function instantAt(localDate: string, minuteOfDay: number, timeZone: string): Date {
  const date = minuteOfDay === 1440 ? addDays(localDate, 1) : localDate;
  const minutes = minuteOfDay % 1440;
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 0, minutes);
  // The zone's offsets a day either side cover any change on this date. A time read with both is
  // repeated (DST ends): the first occurrence. Read with neither, DST skipped it: it moves forward by
  // the gap (02:30 → 03:30), like dayjs and Luxon.
  const before = wall - offsetMinutes(wall - 86_400_000, timeZone) * 60_000;
  const after = wall - offsetMinutes(wall + 86_400_000, timeZone) * 60_000;
  const reads = (ms: number) => wallClockAsUtc(ms, timeZone) === wall;
  if (reads(before) && reads(after)) return new Date(Math.min(before, after));
  return new Date(reads(after) ? after : before);
}

/** False for a wall-clock time the clocks skip that night (02:30 when DST starts in the US). */
export function localTimeExists(localDate: string, minuteOfDay: number, timeZone: string): boolean {
  const date = minuteOfDay === 1440 ? addDays(localDate, 1) : localDate;
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y!, m! - 1, d!, 0, minuteOfDay % 1440);
  return wallClockAsUtc(instantAt(localDate, minuteOfDay, timeZone).getTime(), timeZone) === wall;
}

export function addDays(localDate: string, days: number): string {
  const [y, m, d] = localDate.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** ISO weekday of a local date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(localDate: string): number {
  const [y, m, d] = localDate.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Whole days from one local date to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) => {
    const [y, m, d] = s.split('-').map(Number);
    return Date.UTC(y!, m! - 1, d!);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** 'YYYY-MM' of a local date: the month a Birdie allowance belongs to. */
export function localMonthOf(localDate: string): string {
  return localDate.slice(0, 7);
}

/**
 * The next instant after `now` at which the zone's wall clock starts an hour (an availability slot
 * becomes past then, and at midnight "today" moves on). Offsets change on such a boundary.
 */
export function nextLocalHour(now: Date, timeZone: string): Date {
  const ms = now.getTime();
  const offset = offsetMinutes(ms, timeZone) * 60_000;
  return new Date(Math.floor((ms + offset) / 3_600_000 + 1) * 3_600_000 - offset);
}
