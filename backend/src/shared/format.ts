import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** Server-side text (e-mails) in the spec's formats: en-US dollars, 'MMM d, yyyy', 'h:mm a'. */
export function formatCents(cents: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
}

export function formatLocalDate(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('ddd, MMM D, YYYY');
}

/** The spec's date format, 'MMM d, yyyy' ("Dec 24, 2026"), of an instant's local day. */
export function formatLocalDay(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('MMM D, YYYY');
}

export function formatLocalTime(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('h:mm A');
}
