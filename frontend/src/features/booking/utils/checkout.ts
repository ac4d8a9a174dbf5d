// Checkout rules the page needs: the hold's countdown, the price lines in words, the cancellation
// policy (docs/product-rules.md: full refund 24 hours or more before the start, none later). The
// idempotency key of a checkout attempt: components/payment/attemptKey.
import { formatCents, formatHours } from '../../../lib/format';

/** "9:05" from milliseconds left (rounded up to the second; never negative). */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** The same for a screen reader, said rarely: "9 minutes left", "45 seconds left". */
export function spokenCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  if (total === 0) return 'Your hold has ended';
  const minutes = Math.ceil(total / 60);
  if (total >= 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
  return `${total} ${total === 1 ? 'second' : 'seconds'} left`;
}

/** Whole minutes at which the spoken countdown speaks up (and the last 30 seconds). */
export function countdownMilestone(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  if (total === 0) return 'ended';
  if (total <= 30) return 'last30';
  if (total <= 60) return 'last60';
  return String(Math.ceil(total / 300)); // every 5 minutes
}

export interface PriceLineLike {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

/** The small print under a price line: "2 hours × $60.00", "2 hours included", or nothing for a discount. */
export function lineDetail(line: PriceLineLike): string {
  if (line.unitCents < 0) return '';
  const hours = `${formatHours(line.quantity)}`;
  if (line.unitCents === 0) return `${hours} included`;
  return `${hours} × ${formatCents(line.unitCents)}`;
}

export const CANCELLATION_POLICY =
  "Free cancellation up to 24 hours before your start time, refunded in full to your card. Within 24 hours of your start, a booking can't be refunded.";

/** Whether cancelling now would still be refunded. */
export function refundableNow(refundableUntil: string, now: Date): boolean {
  return new Date(refundableUntil).getTime() > now.getTime();
}

/** A booking's calendar file (GET, text/calendar, for its owner). */
export function calendarHref(bookingId: string): string {
  return `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;
}
