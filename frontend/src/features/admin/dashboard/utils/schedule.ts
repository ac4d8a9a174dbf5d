// Pure helpers behind the dashboard's list of today's bookings.
import { bookingHours } from '../../../../lib/venueTime';

export interface ScheduleRowInput {
  id: string;
  reference: string;
  locationSlug: string;
  /** The location's zone: the time shows as the venue's clock reads it. */
  locationTimeZone: string;
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
export function scheduleByLocation(
  locations: readonly { slug: string; name: string }[],
  rows: readonly ScheduleRowInput[],
): LocationSchedule[] {
  const groups = new Map<string, LocationSchedule>(locations.map((l) => [l.slug, { slug: l.slug, name: l.name, entries: [] }]));
  const sorted = rows
    .filter((r) => BOOKED.has(r.status.toLowerCase()))
    .slice()
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.bayNumber - b.bayNumber);
  for (const r of sorted) {
    groups.get(r.locationSlug)?.entries.push({
      id: r.id,
      reference: r.reference,
      time: bookingHours(r.startsAt, r.endsAt, r.locationTimeZone),
      bayNumber: r.bayNumber,
      customer: r.customerName?.trim() || 'Walk-in',
      partySize: r.partySize,
    });
  }
  return [...groups.values()];
}
