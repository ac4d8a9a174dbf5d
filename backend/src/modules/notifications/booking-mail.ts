import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatCents, formatLocalDate, formatLocalTime } from '../../shared/format.js';
import type { BookingRow } from '../bookings/booking-operations.service.js';
import type { MailMessage } from '../mail/mailer.js';

export interface MailContext {
  booking: BookingRow;
  customer: { email: string; firstName: string };
  location: { addressLine1: string; city: string; region: string; postalCode: string; phone: string; email: string };
  appOrigin: string;
  refundedCents?: number;
  /** A lesson's coach (null for bay time): named in every mail and calendar file, and told of each lesson. */
  coach?: { name: string; email: string } | null;
}

/** What was booked, as the mails say it: the bay, or the lesson with its coach and bay. */
function what(b: BookingRow): string {
  return b.coachName ? `Lesson with ${b.coachName}, ${b.bayName}` : b.bayName;
}

function when(b: BookingRow): string {
  return `${formatLocalDate(b.startsAt, b.timeZone)}, ${formatLocalTime(b.startsAt, b.timeZone)} - ${formatLocalTime(b.endsAt, b.timeZone)}`;
}

/** The day, venue and reference a confirmation or cancellation subject ends with. */
function subjectWhere(b: BookingRow): string {
  return `${formatLocalDate(b.startsAt, b.timeZone)} at ${b.locationName} (${b.reference})`;
}

function address(c: MailContext): string {
  return `${c.location.addressLine1}, ${c.location.city}, ${c.location.region} ${c.location.postalCode}`;
}

/**
 * The booking's .ics calendar file (UTC instants: every calendar shows local time itself), the one
 * builder behind the confirmation e-mail, the cancellation e-mail and GET /api/bookings/:id/calendar.ics.
 * A cancelled booking gives METHOD:CANCEL with STATUS:CANCELLED and a higher SEQUENCE under the
 * same UID, so a calendar that imported the booking removes it.
 */
export function bookingIcs(c: MailContext): string {
  const cancelled = c.booking.status === 'cancelled';
  const cal = ical({
    prodId: { company: 'Back Nine Indoor Golf', product: 'Bookings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  cal.createEvent({
    id: `${c.booking.id}@backnine.golf`,
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: c.booking.startsAt,
    end: c.booking.endsAt,
    summary:
      `${cancelled ? 'Cancelled: ' : ''}${c.booking.coachName ? 'Golf lesson' : 'Golf'}: ` +
      `${what(c.booking)} at Back Nine ${c.booking.locationName}`,
    location: `Back Nine Indoor Golf ${c.booking.locationName}, ${address(c)}`,
    description:
      (c.booking.coachName ? `Lesson with your coach ${c.booking.coachName}. ` : '') +
      `Booking ${c.booking.reference}, ${c.booking.partySize} players. Manage it at ${c.appOrigin}/booking-history`,
    // iTIP wants the organizer on a CANCEL; the venue is the organizer.
    organizer: cancelled ? { name: `Back Nine Indoor Golf ${c.booking.locationName}`, email: c.location.email } : undefined,
  });
  return cal.toString();
}

/** The download name of a booking's calendar file: back-nine-<location>-<local date>.ics. */
export function bookingIcsFilename(b: BookingRow): string {
  return `back-nine-${b.locationSlug}-${b.date}.ics`;
}

export function confirmationMail(c: MailContext): MailMessage {
  const b = c.booking;
  const lines = b.lines.map((l) => `  ${l.label}: ${l.quantity} x ${formatCents(l.unitCents)} = ${formatCents(l.amountCents)}`);
  return {
    to: c.customer.email,
    subject: `${b.coachName ? `Your lesson with ${b.coachName} is booked` : 'Your bay is booked'}: ${subjectWhere(b)}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      b.coachName ? `Your lesson with ${b.coachName} is booked. See you on the tee!` : `Your bay is booked. See you on the tee!`,
      '',
      `  ${b.locationName}, ${what(b)}`,
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
    attachments: [{ filename: bookingIcsFilename(b), content: bookingIcs(c), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
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
    subject: `${b.coachName ? `Lesson with ${b.coachName} cancelled` : 'Booking cancelled'}: ${subjectWhere(b)}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `Your booking ${b.reference} is cancelled:`,
      `  ${b.locationName}, ${what(b)}, ${when(b)}`,
      '',
      refund,
      '',
      `Book another time: ${c.appOrigin}/booking/${b.locationSlug}`,
      '',
      'The attached calendar file removes it from your calendar.',
    ].join('\n'),
    attachments: [{ filename: bookingIcsFilename(b), content: bookingIcs(c), contentType: 'text/calendar; charset=utf-8; method=CANCEL' }],
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
      b.coachName
        ? `A friendly reminder: your lesson with ${b.coachName} is on ${when(b)}.`
        : `A friendly reminder: your bay is booked for ${when(b)}.`,
      `  ${b.locationName}, ${what(b)}, ${b.partySize} players (booking ${b.reference})`,
      `  ${address(c)} (${c.location.phone})`,
      '',
      'Arrive 10 minutes early to get settled. Clubs are available at the front desk if you need them.',
      `Your booking: ${c.appOrigin}/booking-history`,
    ].join('\n'),
  };
}

/** The coach hears of each lesson booked with them and each one cancelled (no calendar file: it is the venue's booking). */
export function coachLessonMail(c: MailContext, kind: 'booked' | 'cancelled'): MailMessage {
  const b = c.booking;
  const coach = c.coach!;
  return {
    to: coach.email,
    subject:
      `${kind === 'booked' ? 'New lesson' : 'Lesson cancelled'}: ` +
      `${formatLocalDate(b.startsAt, b.timeZone)}, ${formatLocalTime(b.startsAt, b.timeZone)} at ${b.locationName}`,
    text: [
      `Hi ${coach.name},`,
      '',
      kind === 'booked' ? `${c.customer.firstName} booked a lesson with you:` : `${c.customer.firstName} cancelled their lesson with you:`,
      `  ${b.locationName}, ${b.bayName}, ${when(b)}`,
      `  Booking ${b.reference}`,
      '',
      kind === 'booked' ? 'The bay is held for the lesson. See you there!' : 'That hour is free again in your calendar.',
    ].join('\n'),
  };
}
