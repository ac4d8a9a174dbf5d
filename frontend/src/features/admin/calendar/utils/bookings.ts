// From the admin booking rows the API sends to the calendar's bookings, hours counted at the venue.
import { localHourOf } from '../../../../lib/venueTime';
import type { CalendarBooking, LiveStatus } from './layout';

interface AdminBookingRowLike {
  id: string;
  reference: string;
  bayNumber: number;
  startsAt: string;
  endsAt: string;
  status: string;
  partySize: number;
  totalCents: number;
  userId?: string | null;
  customerName: string;
  customerEmail?: string | null;
  guestPhone?: string | null;
}

const LIVE: readonly string[] = ['held', 'confirmed', 'completed'] satisfies LiveStatus[];

/** Live rows only (cancelled bookings free their slot and are not drawn), each once. */
export function toCalendarBookings(rows: readonly AdminBookingRowLike[], timeZone: string): CalendarBooking[] {
  const seen = new Set<string>();
  const out: CalendarBooking[] = [];
  for (const r of rows) {
    const status = r.status.toLowerCase();
    if (!LIVE.includes(status) || seen.has(r.id)) continue;
    seen.add(r.id);
    out.push({
      id: r.id,
      reference: r.reference,
      bayNumber: r.bayNumber,
      startHour: localHourOf(r.startsAt, timeZone),
      // Whole hours (bookings are whole hours; a DST change never falls inside opening hours).
      hours: Math.max(1, Math.round((Date.parse(r.endsAt) - Date.parse(r.startsAt)) / 3_600_000)),
      status: status as LiveStatus,
      customerName: r.customerName,
      customerEmail: r.customerEmail ?? null,
      guestPhone: r.guestPhone ?? null,
      userId: r.userId ?? null,
      partySize: r.partySize,
      totalCents: r.totalCents,
    });
  }
  return out;
}
