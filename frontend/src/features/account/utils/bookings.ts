// Pure rules of the booking history: where a booking belongs (upcoming or past), what state it is
// shown in, its venue-local hours, and what cancelling it would do (docs/product-rules.md,
// "Cancellation by the customer": 24 hours or more before start refunds in full and gives free
// Birdie hours back; later, the bay is freed and nothing is refunded; a hold is simply let go).
import { formatCents, formatDate, formatTime, WEEKDAY_NAMES } from '../../../lib/format';
import { isLocalDate, isoWeekday, venueClock } from '../../../lib/venueTime';

type BookingStatusCode = 'HELD' | 'CONFIRMED' | 'CANCELLED' | 'COMPLETED' | 'EXPIRED' | 'RELEASED';

/** The fields of a booking these rules read (a subset of the API's Booking). */
export interface BookingFacts {
  status: BookingStatusCode;
  /** Local date, YYYY-MM-DD. */
  date: string;
  startsAt: string;
  endsAt: string;
  holdExpiresAt?: string | null;
  refundableUntil: string;
  totalCents: number;
  freeHoursUsed: number;
  /** Cents the card has got back for this booking so far. */
  refundedCents: number;
}

/**
 * What the customer sees a booking as. The server keeps a played booking "confirmed". A checkout
 * that ended unpaid (expired, released) was never a booking: listed only when the customer asks.
 */
export type BookingPhase = 'awaiting_payment' | 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'expired' | 'released';

const time = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : Number.NaN);

/**
 * The phase of a booking at `now`; null for a hold whose 10 minutes ran out (the server lets it go
 * within a minute, so it is no longer the customer's booking).
 */
export function bookingPhase(b: BookingFacts, now: Date): BookingPhase | null {
  const t = now.getTime();
  switch (b.status) {
    case 'CANCELLED':
      return 'cancelled';
    case 'EXPIRED':
      return 'expired';
    case 'RELEASED':
      return 'released';
    case 'COMPLETED':
      return 'completed';
    case 'HELD':
      return time(b.holdExpiresAt) > t ? 'awaiting_payment' : null;
    case 'CONFIRMED':
      if (time(b.endsAt) <= t) return 'completed';
      return time(b.startsAt) <= t ? 'in_progress' : 'confirmed';
  }
}

export const PHASE_LABELS: Record<BookingPhase, string> = {
  awaiting_payment: 'Awaiting payment',
  confirmed: 'Confirmed',
  in_progress: 'On now',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Hold ran out',
  released: 'Let go',
};

/** Phases of a checkout that ended unpaid: shown dimmed, after the live bookings, and never charged. */
export function endedUnpaid(phase: BookingPhase): boolean {
  return phase === 'expired' || phase === 'released';
}

export interface Placed<B> {
  booking: B;
  phase: BookingPhase;
}

/**
 * Upcoming: not yet over, soonest first, with cancelled ones after the live ones (they stay in
 * view so a cancellation is visibly done). Past: over, most recent first. Lapsed holds are left out.
 */
export function splitBookings<B extends BookingFacts>(bookings: readonly B[], now: Date): { upcoming: Placed<B>[]; past: Placed<B>[] } {
  const upcoming: Placed<B>[] = [];
  const past: Placed<B>[] = [];
  for (const booking of bookings) {
    const phase = bookingPhase(booking, now);
    if (!phase) continue;
    const over = phase === 'completed' || time(booking.endsAt) <= now.getTime();
    (over ? past : upcoming).push({ booking, phase });
  }
  const cancelledLast = (p: Placed<B>) => (p.phase === 'cancelled' || endedUnpaid(p.phase) ? 1 : 0);
  upcoming.sort((a, b) => cancelledLast(a) - cancelledLast(b) || time(a.booking.startsAt) - time(b.booking.startsAt));
  past.sort((a, b) => time(b.booking.startsAt) - time(a.booking.startsAt));
  return { upcoming, past };
}

/** An instant as the venue says it: 'Nov 22, 2026 at 10:00 AM'. */
export function formatVenueMoment(iso: string, timeZone: string): string {
  return `${formatDate(iso, timeZone)} at ${formatTime(venueClock(iso, timeZone))}`;
}

/** The weekday of a local date, 'Monday' ('' when not a date). */
export function weekdayOf(date: string): string {
  return isLocalDate(date) ? WEEKDAY_NAMES[isoWeekday(date) - 1] : '';
}

/** 'Bay 4', or 'Bay 4 · The Loft' when an admin named it. */
export function bayLabel(number: number, name: string): string {
  const plain = `Bay ${number}`;
  return name.trim() === '' || name.trim() === plain ? plain : `${plain} · ${name.trim()}`;
}

/** The money line of a booking card. */
export function amountLabel(b: Pick<BookingFacts, 'totalCents' | 'freeHoursUsed'>, phase: BookingPhase): string {
  const total = formatCents(b.totalCents);
  if (phase === 'awaiting_payment') return `To pay ${total}`;
  if (endedUnpaid(phase)) return 'Not charged';
  if (b.totalCents === 0 && b.freeHoursUsed > 0) return 'Free Birdie hours';
  if (phase === 'cancelled') return `Total ${total}`;
  return `Paid ${total}`;
}

/** What cancelling a booking at `now` does, or null when it can no longer be cancelled. */
export type CancelTerms =
  | { kind: 'release_hold' }
  | { kind: 'refund'; refundCents: number; freeHours: number; month: string }
  | { kind: 'late'; freeHours: number };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function cancelTerms(b: BookingFacts, now: Date): CancelTerms | null {
  const phase = bookingPhase(b, now);
  if (phase === 'awaiting_payment') return { kind: 'release_hold' };
  if (phase !== 'confirmed') return null;
  // The server refunds when the start is at least 24 hours away, i.e. up to refundableUntil inclusive.
  if (now.getTime() <= time(b.refundableUntil)) {
    return {
      kind: 'refund',
      refundCents: b.totalCents,
      freeHours: b.freeHoursUsed,
      month: MONTHS[Number(b.date.slice(5, 7)) - 1] ?? 'this month',
    };
  }
  return { kind: 'late', freeHours: b.freeHoursUsed };
}

const freeHoursPhrase = (n: number) => (n === 1 ? '1 free Birdie hour' : `${n} free Birdie hours`);

/** The sentences the cancel dialog shows before the customer confirms. */
export function cancelExplanation(terms: CancelTerms): string {
  switch (terms.kind) {
    case 'release_hold':
      return "You haven't paid for this one, so nothing is charged. Let it go and the bay is free for someone else.";
    case 'refund': {
      const hours =
        terms.freeHours > 0
          ? `${terms.freeHours === 1 ? 'Your' : 'All'} ${freeHoursPhrase(terms.freeHours)} ${terms.freeHours === 1 ? 'goes' : 'go'} back to your ${terms.month} allowance.`
          : '';
      if (terms.refundCents > 0) {
        return [`Cancel now and we'll refund ${formatCents(terms.refundCents)} to the card you paid with.`, hours]
          .filter(Boolean)
          .join(' ');
      }
      return hours
        ? `Nothing was charged for this booking. ${hours}`
        : 'Nothing was charged for this booking, so there is nothing to refund.';
    }
    case 'late':
      return [
        "This booking starts in less than 24 hours, so it can't be refunded. Cancel anyway to free the bay for someone else?",
        terms.freeHours > 0 ? `The ${freeHoursPhrase(terms.freeHours)} it used stay${terms.freeHours === 1 ? 's' : ''} used.` : '',
      ]
        .filter(Boolean)
        .join(' ');
  }
}

/** What the last cancellation gave back to the card: the booking's refunds after it, less those before. */
export function refundedNow(before: Pick<BookingFacts, 'refundedCents'>, after: Pick<BookingFacts, 'refundedCents'>): number {
  return Math.max(0, after.refundedCents - before.refundedCents);
}

/**
 * The toast after a cancellation went through: the terms the customer confirmed, and what the server
 * actually refunded (`refundedCents`, this cancellation's share), never the price assumed back.
 */
export function cancelledNotice(terms: CancelTerms, refundedCents: number): { title: string; description: string } {
  if (terms.kind === 'release_hold') return { title: 'Hold released', description: 'The bay is free again. Nothing was charged.' };
  if (refundedCents > 0) {
    return {
      title: 'Booking cancelled',
      description: `We're refunding ${formatCents(refundedCents)} to the card you paid with. It usually shows within 5–10 business days.`,
    };
  }
  if (terms.kind === 'late') {
    return {
      title: 'Booking cancelled',
      description: 'The bay is free for someone else. No refund, as it was less than 24 hours before the start.',
    };
  }
  return {
    title: 'Booking cancelled',
    description:
      terms.freeHours > 0
        ? `Your ${freeHoursPhrase(terms.freeHours)} ${terms.freeHours === 1 ? 'is' : 'are'} back in your ${terms.month} allowance.`
        : 'The bay is free for someone else.',
  };
}
