// Pure helpers behind the dashboard's list of today's bookings.
import { formatHourRange } from '../../../../lib/format';

/** Every seeded venue's zone; the server's "today" and "this week" are counted in it too. */
export const VENUE_TIME_ZONE = 'America/Chicago';

const clocks = new Map<string, Intl.DateTimeFormat>();

/** An instant's wall-clock time in a zone as 'HH:mm' (00–23); '' when it is not a date. */
export function venueClock(instant: string | Date, timeZone = VENUE_TIME_ZONE): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  let f = clocks.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clocks.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.hour}:${parts.minute}`;
}

export interface ScheduleRowInput {
  id: string;
  reference: string;
  locationSlug: string;
  bayNumber: number;
  startsAt: string;
  endsAt: string;
  status: string;
  partySize: number;
  customerName: string;
}

export interface ScheduleEntry {
  id: string;
  reference: string;
  /** '6:00 PM - 7:00 PM' (venue time). */
  time: string;
  bayNumber: number;
  customer: string;
  partySize: number;
}

export interface LocationSchedule {
  slug: string;
  name: string;
  entries: ScheduleEntry[];
}

/** The statuses the dashboard counts as "booked" (held and cancelled ones are not). */
const BOOKED = new Set(['confirmed', 'completed']);

/**
 * Today's booked rows grouped under each location (in the order given, even with no bookings),
 * by start time then bay. Rows of an unknown location are dropped.
 */
export function scheduleByLocation(locations: readonly { slug: string; name: string }[], rows: readonly ScheduleRowInput[]): LocationSchedule[] {
  const groups = new Map<string, LocationSchedule>(locations.map((l) => [l.slug, { slug: l.slug, name: l.name, entries: [] }]));
  const sorted = rows
    .filter((r) => BOOKED.has(r.status.toLowerCase()))
    .slice()
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.bayNumber - b.bayNumber);
  for (const r of sorted) {
    groups.get(r.locationSlug)?.entries.push({
      id: r.id,
      reference: r.reference,
      time: formatHourRange(venueClock(r.startsAt), venueClock(r.endsAt)),
      bayNumber: r.bayNumber,
      customer: r.customerName?.trim() || 'Walk-in',
      partySize: r.partySize,
    });
  }
  return [...groups.values()];
}
