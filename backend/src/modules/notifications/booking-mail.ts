import ical, { ICalCalendarMethod } from 'ical-generator';
import { formatCents, formatLocalDate, formatLocalTime } from '../../shared/format.js';
import type { BookingRow } from '../bookings/booking.repository.js';
import type { MailMessage } from '../mail/mailer.js';

export interface MailContext {
  booking: BookingRow;
  customer: { email: string; firstName: string };
  location: { addressLine1: string; city: string; region: string; postalCode: string; phone: string };
  appOrigin: string;
  refundedCents?: number;
}

function when(b: BookingRow): string {
  return `${formatLocalDate(b.startsAt, b.timeZone)}, ${formatLocalTime(b.startsAt, b.timeZone)} - ${formatLocalTime(b.endsAt, b.timeZone)}`;
}

function address(c: MailContext): string {
  return `${c.location.addressLine1}, ${c.location.city}, ${c.location.region} ${c.location.postalCode}`;
}

/** An .ics calendar file for the booking (UTC instants: every calendar shows local time itself). */
export function bookingIcs(c: MailContext): string {
  const cal = ical({ prodId: { company: 'Back Nine Indoor Golf', product: 'Bookings', language: 'EN' }, method: ICalCalendarMethod.PUBLISH });
  cal.createEvent({
    id: `${c.booking.id}@backnine.golf`,
    start: c.booking.startsAt,
    end: c.booking.endsAt,
    summary: `Golf: ${c.booking.bayName} at Back Nine ${c.booking.locationName}`,
    location: `Back Nine Indoor Golf ${c.booking.locationName}, ${address(c)}`,
    description: `Booking ${c.booking.reference}, ${c.booking.partySize} players. Manage it at ${c.appOrigin}/booking-history`,
  });
  return cal.toString();
}

export function confirmationMail(c: MailContext): MailMessage {
  const b = c.booking;
  const lines = b.lines.map((l) => `  ${l.label}: ${l.quantity} x ${formatCents(l.unitCents)} = ${formatCents(l.amountCents)}`);
  return {
    to: c.customer.email,
    subject: `Your bay is booked: ${formatLocalDate(b.startsAt, b.timeZone)} at ${b.locationName} (${b.reference})`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `Your bay is booked. See you on the tee!`,
      '',
      `  ${b.locationName}, ${b.bayName}`,
      `  ${when(b)}`,
      `  ${b.partySize} players`,
      `  Booking ${b.reference}`,
      '',
      'Price:',
      ...lines,
      `  Total paid: ${formatCents(b.totalCents)}`,
      '',
      `Where: ${address(c)} (${c.location.phone})`,
      '',
      'Free cancellation up to 24 hours before your start time, with a full refund. Later than that, the booking is not refundable.',
      `Manage your booking: ${c.appOrigin}/booking-history`,
      '',
      'The attached calendar file adds it to your calendar.',
    ].join('\n'),
    attachments: [{ filename: `back-nine-${b.reference}.ics`, content: bookingIcs(c), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}

export function cancellationMail(c: MailContext): MailMessage {
  const b = c.booking;
  const refund = c.refundedCents
    ? `We have refunded ${formatCents(c.refundedCents)} to your card; it usually shows within 5-10 business days.`
    : b.totalCents > 0
      ? 'It was cancelled less than 24 hours before the start, so it is not refunded.'
      : 'Nothing was charged for it.';
  return {
    to: c.customer.email,
    subject: `Booking cancelled: ${formatLocalDate(b.startsAt, b.timeZone)} at ${b.locationName} (${b.reference})`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `Your booking ${b.reference} is cancelled:`,
      `  ${b.locationName}, ${b.bayName}, ${when(b)}`,
      '',
      refund,
      '',
      `Book another time: ${c.appOrigin}/booking/${b.locationSlug}`,
    ].join('\n'),
  };
}

export function reminderMail(c: MailContext): MailMessage {
  const b = c.booking;
  return {
    to: c.customer.email,
    subject: `Tomorrow: ${b.bayName} at Back Nine ${b.locationName}, ${formatLocalTime(b.startsAt, b.timeZone)}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `A friendly reminder: your bay is booked for ${when(b)}.`,
      `  ${b.locationName}, ${b.bayName}, ${b.partySize} players (booking ${b.reference})`,
      `  ${address(c)} (${c.location.phone})`,
      '',
      'Arrive 10 minutes early to get settled. Clubs are available at the front desk if you need them.',
      `Your booking: ${c.appOrigin}/booking-history`,
    ].join('\n'),
  };
}
