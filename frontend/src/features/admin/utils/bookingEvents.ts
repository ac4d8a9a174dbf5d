// A booking's change history (booking_events) in words an admin reads at a glance: one wording for
// the calendar's drawer and booking history's. The server writes: held, confirmed, created (by an
// admin), moved, cancelled, payment_declined, abandoned, hold_expired; anything newer still shows,
// with its name made readable.
import { formatCents, formatTime } from '../../../lib/format';
import { normalizeStatus } from './bookingStatus';
import { formatDateTime, localDateOf, venueClock } from '../../../lib/venueTime';

export interface BookingEventInput {
  actor: string;
  actorName?: string | null;
  event: string;
  /** JSON object from the server; read defensively. */
  details: unknown;
  /** ISO instant. */
  at: string;
}

interface EventText {
  title: string;
  detail?: string;
  /** Who did it: 'Sam Fairway (customer)', 'Avery Admin (admin)', 'Venue staff', 'Automatic'. */
  by: string;
  /** When, in venue time: 'Nov 22, 2026, 3:05 PM'. */
  when: string;
}

type Details = Record<string, unknown>;

const asDetails = (value: unknown): Details => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {});
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readable(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change';
}

function whoDidIt(e: BookingEventInput): string {
  if (e.actor === 'system') return 'Automatic';
  const name = e.actorName?.trim();
  if (name) return `${name} (${e.actor})`;
  return e.actor === 'admin' ? 'Venue staff' : readable(e.actor);
}

/** 'Bay 1, 9:00 AM' when both sides of a move are on one day; 'Bay 1, Nov 23, 2026, 9:00 AM' when not. */
function place(side: unknown, other: unknown, timeZone: string): string {
  const d = asDetails(side);
  const bay = num(d.bay);
  const startsAt = typeof d.startsAt === 'string' ? d.startsAt : null;
  const otherStart = asDetails(other).startsAt;
  let when = '';
  if (startsAt) {
    const sameDay = typeof otherStart === 'string' && localDateOf(otherStart, timeZone) === localDateOf(startsAt, timeZone);
    when = sameDay ? formatTime(venueClock(startsAt, timeZone)) : formatDateTime(startsAt, timeZone);
  }
  return [bay !== null ? `Bay ${bay}` : '', when].filter(Boolean).join(', ');
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' · ') || undefined;

/** One entry of a booking's timeline, in the venue's words and time. */
export function describeBookingEvent(e: BookingEventInput, timeZone: string): EventText {
  const d = asDetails(e.details);
  const base = { by: whoDidIt(e), when: formatDateTime(e.at, timeZone) };
  const bay = num(d.bay);
  const total = num(d.totalCents);
  switch (e.event) {
    case 'held':
      return {
        ...base,
        title: 'Bay held for checkout',
        detail: joined(bay !== null ? `Bay ${bay}` : '', total !== null ? formatCents(total) : ''),
      };
    case 'confirmed':
      return {
        ...base,
        title: 'Paid and confirmed',
        detail: total === 0 ? 'Nothing to charge' : total !== null ? `${formatCents(total)} charged to card` : undefined,
      };
    case 'created':
      return {
        ...base,
        title: 'Booked by the venue',
        detail: joined(bay !== null ? `Bay ${bay}` : '', d.payAtVenue ? 'pay at the venue' : ''),
      };
    case 'moved': {
      const from = place(d.from, d.to, timeZone);
      const to = place(d.to, d.from, timeZone);
      return { ...base, title: 'Moved', detail: from && to ? `${from} → ${to}` : to ? `To ${to}` : undefined };
    }
    case 'cancelled': {
      const refunded = num(d.refundCents) ?? 0;
      const refund = refunded > 0 ? `${formatCents(refunded)} refunded` : null;
      if (e.actor === 'admin')
        return {
          ...base,
          title: 'Cancelled by the venue',
          detail: refund ?? (d.refund ? 'Refund chosen; nothing was paid by card' : 'No refund'),
        };
      if (e.actor === 'customer') {
        return {
          ...base,
          title: 'Cancelled by the customer',
          detail: refund ?? (d.refundable === false ? 'Less than 24 hours before start: not refunded' : 'Nothing to refund'),
        };
      }
      return { ...base, title: 'Cancelled', detail: refund ?? 'No refund' };
    }
    case 'payment_declined':
      return { ...base, title: 'Card declined', detail: 'Nothing was charged' };
    case 'abandoned':
      return { ...base, title: 'Hold let go', detail: 'The customer left checkout' };
    case 'hold_expired':
      return { ...base, title: 'Hold expired', detail: 'Not paid within 10 minutes' };
    default:
      return { ...base, title: readable(e.event) };
  }
}

interface PaymentLine {
  label: string;
  value: string;
}

/**
 * What the history says about payment: how it was (or will be) paid, the amount, and any refund.
 * The server prices the booking; this only reads what happened to it.
 */
export function paymentSummary(status: string, totalCents: number, events: readonly BookingEventInput[]): PaymentLine[] {
  const lines: PaymentLine[] = [];
  const last = (name: string) => [...events].reverse().find((e) => e.event === name);
  const confirmed = last('confirmed');
  const created = last('created');
  const cancelled = last('cancelled');
  const current = normalizeStatus(status);

  if (confirmed) {
    const d = asDetails(confirmed.details);
    if (totalCents === 0 || num(d.totalCents) === 0) lines.push({ label: 'Payment', value: 'Nothing to pay' });
    else lines.push({ label: 'Payment', value: `Paid by card · ${formatCents(num(d.totalCents) ?? totalCents)}` });
    if (typeof d.chargeId === 'string' && d.chargeId) lines.push({ label: 'Card charge', value: d.chargeId });
  } else if (created && asDetails(created.details).payAtVenue) {
    lines.push({ label: 'Payment', value: `Pay at the venue · ${formatCents(totalCents)}` });
  } else if (current === 'held') {
    lines.push({ label: 'Payment', value: `Awaiting payment · ${formatCents(totalCents)}` });
  } else {
    lines.push({ label: 'Payment', value: 'Not paid' });
  }

  if (cancelled) {
    const refunded = num(asDetails(cancelled.details).refundCents) ?? 0;
    lines.push({ label: 'Refund', value: refunded > 0 ? `${formatCents(refunded)} refunded` : 'No refund' });
  }
  return lines;
}
