// Venue-local calendar dates ('YYYY-MM-DD') and clock times. Every day and hour of a booking is the
// location's (its IANA time zone), never the browser's: a visitor in another zone sees venue times.
import { formatDate, formatHourRange, formatTime, WEEKDAY_NAMES } from '../../../lib/format';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function utcDay(date: string): Date | null {
  const match = DATE_ONLY.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d ? day : null;
}

/** Whether `value` is a real calendar date written 'YYYY-MM-DD'. */
export function isLocalDate(value: unknown): value is string {
  return typeof value === 'string' && utcDay(value) !== null;
}

/** The calendar date `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const day = utcDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = utcDay(from);
  const b = utcDay(to);
  if (!a || !b) throw new RangeError(`Not a date: ${a ? to : from}`);
  return Math.round((b.getTime() - a.getTime()) / 86_400_000);
}

/** Today's date at the venue. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** An instant's wall-clock time at the venue, 'HH:mm' (24-hour), for lib/format's time formats. */
export function clockInZone(instant: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${String(Number(get('hour')) % 24).padStart(2, '0')}:${get('minute')}`;
}

/** "Nov 23, 2026, 3:00 PM": an instant as the venue's date and time. */
export function formatInstant(instant: string | Date, timeZone: string): string {
  return `${formatDate(instant, timeZone)}, ${formatTime(clockInZone(instant, timeZone))}`;
}

/** A booking's hours 'start - end' at the venue ("3:00 PM - 5:00 PM"; a Friday late slot ends "12:00 AM"). */
export function bookingHourRange(startsAt: string, endsAt: string, timeZone: string): string {
  return formatHourRange(clockInZone(startsAt, timeZone), clockInZone(endsAt, timeZone));
}

/** 'h:mm a' of a whole local hour (0–24): 15 → "3:00 PM". */
export function hourLabel(hour: number): string {
  return formatTime(`${String(hour).padStart(2, '0')}:00`);
}

interface DayLabel {
  /** "Today", "Tomorrow" or the short weekday ("Wed"). */
  name: string;
  /** "Nov 23". */
  short: string;
  /** "Monday, Nov 23, 2026": for screen readers and headings. */
  full: string;
}

/** How a date is named next to `today`: chips show `name` over `short`. */
export function dayLabel(date: string, today: string): DayLabel {
  const day = utcDay(date);
  if (!day) return { name: '', short: '', full: '' };
  const weekday = WEEKDAY_NAMES[(day.getUTCDay() + 6) % 7];
  const formatted = formatDate(date); // 'MMM d, yyyy'
  const ahead = daysBetween(today, date);
  return {
    name: ahead === 0 ? 'Today' : ahead === 1 ? 'Tomorrow' : weekday.slice(0, 3),
    short: formatted.replace(/, \d{4}$/, ''),
    full: `${weekday}, ${formatted}`,
  };
}
