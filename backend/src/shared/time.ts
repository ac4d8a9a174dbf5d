import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The one place local venue time is computed: every "day", "hour" and "month" of the product is
 * in the venue's IANA time zone, never the server's. Local dates are 'YYYY-MM-DD' strings.
 */

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidLocalDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** The local calendar date of an instant in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** The instant of a local wall-clock time; minute 1440 is midnight at the end of that date. */
export function instantAt(localDate: string, minuteOfDay: number, timeZone: string): Date {
  const date = minuteOfDay === 1440 ? addDays(localDate, 1) : localDate;
  const minutes = minuteOfDay % 1440;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return dayjs.tz(`${date} ${hh}:${mm}`, timeZone).toDate();
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
