// Bookings happen in the venue's time zone, whatever the admin's browser says: every time shown
// here is venue-local, then put through lib/format.ts for the spec's formats.
import { formatDate, formatHourRange, formatTime } from '../../../../lib/format';

/** Every seeded venue; used when a location's own zone is not known (yet). */
export const DEFAULT_VENUE_TIME_ZONE = 'America/Chicago';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The venue-local wall clock of an instant, 'HH:mm' (00:00 … 23:59); '' for a value that is not an instant. */
export function venueClock(instant: string | Date, timeZone: string): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, clock);
  }
  const parts = clock.formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')}`;
}

/** A booking's hours in venue time: '10:00 AM - 12:00 PM' (a booking to midnight ends '12:00 AM'). */
export function bookingHours(startsAt: string, endsAt: string, timeZone: string): string {
  return formatHourRange(venueClock(startsAt, timeZone), venueClock(endsAt, timeZone));
}

/** An instant as a venue-local date and time: 'Nov 22, 2026, 3:14 PM'. */
export function formatDateTime(instant: string | Date, timeZone: string): string {
  const date = formatDate(instant, timeZone);
  const time = formatTime(venueClock(instant, timeZone));
  return date && time ? `${date}, ${time}` : '';
}
