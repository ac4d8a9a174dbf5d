// A booking's change history (booking_events) in words an admin reads at a glance.
import { formatCurrency, formatDate, formatTime } from '../../../../lib/format';
import { localClockOf, localDateOf } from './dates';

export interface BookingEventLike {
  actor: string;
  actorName?: string | null;
  event: string;
  details: unknown;
  at: string;
}

export interface DescribedEvent {
  title: string;
  detail: string | null;
  /** Who did it: a name, "Customer", "Venue staff" or "System". */
  by: string;
  /** 'Nov 22, 2026 · 3:05 PM', venue time. */
  when: string;
}

const record = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
const cents = (v: unknown) => (typeof v === 'number' ? formatCurrency(v / 100) : null);

/** 'Nov 22, 2026 · 3:05 PM' at the venue. */
export function venueDateTime(instant: string, timeZone: string): string {
  return `${formatDate(instant, timeZone)} · ${formatTime(localClockOf(instant, timeZone))}`;
}

function place(v: unknown, timeZone: string, sameDayAs?: unknown): string | null {
  const p = record(v);
  const bay = typeof p.bay === 'number' ? `Bay ${p.bay}` : null;
  const startsAt = typeof p.startsAt === 'string' ? p.startsAt : null;
  if (!startsAt) return bay;
  const other = record(sameDayAs).startsAt;
  const sameDay = typeof other === 'string' && localDateOf(other, timeZone) === localDateOf(startsAt, timeZone);
  const time = formatTime(localClockOf(startsAt, timeZone));
  const when = sameDay ? time : `${formatDate(startsAt, timeZone)}, ${time}`;
  return bay ? `${bay}, ${when}` : when;
}

export function describeEvent(e: BookingEventLike, timeZone: string): DescribedEvent {
  const d = record(e.details);
  const by = e.actorName?.trim() || (e.actor === 'customer' ? 'Customer' : e.actor === 'admin' ? 'Venue staff' : 'System');
  const when = venueDateTime(e.at, timeZone);
  const base = { by, when };
  switch (e.event) {
    case 'created':
      return { ...base, title: 'Booked by the venue', detail: [typeof d.bay === 'number' ? `Bay ${d.bay}` : null, d.payAtVenue ? 'paid at the venue' : null].filter(Boolean).join(' · ') || null };
    case 'held':
      return { ...base, title: 'Held online', detail: [typeof d.bay === 'number' ? `Bay ${d.bay}` : null, cents(d.totalCents)].filter(Boolean).join(' · ') || null };
    case 'confirmed':
      return { ...base, title: 'Paid and confirmed', detail: cents(d.totalCents) };
    case 'moved': {
      const from = place(d.from, timeZone, d.to);
      const to = place(d.to, timeZone, d.from);
      return { ...base, title: 'Moved', detail: from && to ? `${from} → ${to}` : null };
    }
    case 'cancelled': {
      const refunded = typeof d.refundCents === 'number' && d.refundCents > 0 ? `Refunded ${cents(d.refundCents)}` : null;
      if (e.actor === 'admin') return { ...base, title: 'Cancelled by the venue', detail: d.refund ? (refunded ?? 'Refund chosen; nothing was paid by card') : 'No refund' };
      return { ...base, title: 'Cancelled by the customer', detail: refunded ?? (d.refundable === false ? 'Too late for a refund' : 'Nothing to refund') };
    }
    case 'hold_expired':
      return { ...base, title: 'Hold expired', detail: 'Not paid within 10 minutes' };
    case 'payment_declined':
      return { ...base, title: 'Card declined', detail: 'The hold was let go' };
    case 'abandoned':
      return { ...base, title: 'Hold let go', detail: null };
    default:
      return { ...base, title: e.event.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase()), detail: null };
  }
}
