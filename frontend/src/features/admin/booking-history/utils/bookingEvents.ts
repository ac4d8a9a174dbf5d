// A booking's change history (booking_events) in words, and what it says about the money.
// The server writes: held, confirmed, created (by an admin), moved, cancelled, payment_declined,
// abandoned, hold_expired; anything newer still shows, with its name made readable.
import { formatCurrency } from '../../../../lib/format';
import { normalizeStatus } from './bookingStatus';
import { formatDateTime } from './venueTime';

export interface BookingEventInput {
  actor: string;
  actorName?: string | null;
  event: string;
  /** JSON object from the server; read defensively. */
  details: unknown;
  at: string;
}

export interface EventText {
  title: string;
  detail?: string;
  /** Who did it: 'Sam Fairway (customer)', 'Avery Admin (admin)', 'Automatic'. */
  by: string;
}

type Details = Record<string, unknown>;

const asDetails = (value: unknown): Details => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Details) : {});
const num = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const cents = (value: unknown): string => formatCurrency((num(value) ?? 0) / 100);

function readable(name: string): string {
  const words = name.replace(/[_.-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Change';
}

function whoDidIt(e: BookingEventInput): string {
  if (e.actor === 'system') return 'Automatic';
  const role = e.actor === 'admin' ? 'admin' : e.actor === 'customer' ? 'customer' : e.actor;
  return e.actorName ? `${e.actorName} (${role})` : readable(role);
}

function place(side: unknown, timeZone: string): string {
  const d = asDetails(side);
  const bay = num(d.bay);
  const when = typeof d.startsAt === 'string' ? formatDateTime(d.startsAt, timeZone) : '';
  return [bay !== null ? `Bay ${bay}` : '', when].filter(Boolean).join(', ');
}

/** One entry of the timeline in the venue's words. */
export function describeBookingEvent(e: BookingEventInput, timeZone: string): EventText {
  const d = asDetails(e.details);
  const by = whoDidIt(e);
  const bay = num(d.bay);
  switch (e.event) {
    case 'held':
      return { title: 'Bay held for checkout', detail: [bay !== null ? `Bay ${bay}` : '', num(d.totalCents) !== null ? cents(d.totalCents) : ''].filter(Boolean).join(' · ') || undefined, by };
    case 'confirmed':
      return { title: 'Paid and confirmed', detail: num(d.totalCents) === 0 ? 'Nothing to charge' : num(d.totalCents) !== null ? `${cents(d.totalCents)} charged to card` : undefined, by };
    case 'created':
      return { title: 'Booked by the venue', detail: [bay !== null ? `Bay ${bay}` : '', d.payAtVenue ? 'pay at the venue' : ''].filter(Boolean).join(' · ') || undefined, by };
    case 'moved': {
      const from = place(d.from, timeZone);
      const to = place(d.to, timeZone);
      return { title: 'Moved', detail: from && to ? `From ${from} to ${to}` : to ? `To ${to}` : undefined, by };
    }
    case 'cancelled': {
      const refunded = num(d.refundCents) ?? 0;
      let detail: string;
      if (refunded > 0) detail = `${cents(refunded)} refunded`;
      else if (e.actor === 'customer' && d.refundable === false) detail = 'Less than 24 hours before start: not refunded';
      else detail = 'No refund';
      return { title: 'Cancelled', detail, by };
    }
    case 'payment_declined':
      return { title: 'Card declined', detail: 'The hold was released', by };
    case 'abandoned':
      return { title: 'Hold let go', detail: 'The customer left checkout', by };
    case 'hold_expired':
      return { title: 'Hold expired', detail: 'Not paid within 10 minutes', by };
    default:
      return { title: readable(e.event), by };
  }
}

export interface PaymentLine {
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
    else lines.push({ label: 'Payment', value: `Paid by card · ${cents(num(d.totalCents) ?? totalCents)}` });
    if (typeof d.chargeId === 'string' && d.chargeId) lines.push({ label: 'Card charge', value: d.chargeId });
  } else if (created && asDetails(created.details).payAtVenue) {
    lines.push({ label: 'Payment', value: `Pay at the venue · ${cents(totalCents)}` });
  } else if (current === 'held') {
    lines.push({ label: 'Payment', value: `Awaiting payment · ${cents(totalCents)}` });
  } else {
    lines.push({ label: 'Payment', value: 'Not paid' });
  }

  if (cancelled) {
    const refunded = num(asDetails(cancelled.details).refundCents) ?? 0;
    lines.push({ label: 'Refund', value: refunded > 0 ? `${cents(refunded)} refunded` : 'No refund' });
  }
  return lines;
}
