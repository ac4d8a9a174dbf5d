import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatCents, formatLocalDate, formatLocalTime } from '../../shared/format.js';
import type { Location } from '../locations/location.entity.js';
import type { MailMessage } from '../mail/mailer.js';
import { refundPolicyText } from './event.rules.js';

export interface EventMailContext {
  registration: { id: string; totalCents: number; refundedCents: number; status: string };
  event: { id: string; title: string; startsAt: Date; endsAt: Date; priceCents: number; status: string };
  location: Pick<Location, 'name' | 'timeZone' | 'addressLine1' | 'city' | 'region' | 'postalCode' | 'phone' | 'email'>;
  customer: { email: string; firstName: string };
  appOrigin: string;
}

function when(c: Pick<EventMailContext, 'event' | 'location'>): string {
  const z = c.location.timeZone;
  return `${formatLocalDate(c.event.startsAt, z)}, ${formatLocalTime(c.event.startsAt, z)} - ${formatLocalTime(c.event.endsAt, z)}`;
}

function address(l: EventMailContext['location']): string {
  return `Back Nine Indoor Golf ${l.name}, ${l.addressLine1}, ${l.city}, ${l.region} ${l.postalCode}`;
}

/**
 * The registration's .ics (the same builder library and conventions as bookings': UTC instants, one
 * UID per registration, a cancellation is METHOD:CANCEL with a higher SEQUENCE).
 */
function eventIcs(c: EventMailContext): string {
  const cancelled = c.registration.status === 'cancelled';
  const cal = ical({
    prodId: { company: 'Back Nine Indoor Golf', product: 'Events', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  cal.createEvent({
    id: `event-registration-${c.registration.id}@backnine.golf`,
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: c.event.startsAt,
    end: c.event.endsAt,
    summary: `${cancelled ? 'Cancelled: ' : ''}${c.event.title} at Back Nine ${c.location.name}`,
    location: address(c.location),
    description: `Your spot at ${c.event.title}. Manage it at ${c.appOrigin}/booking-history`,
    organizer: cancelled ? { name: `Back Nine Indoor Golf ${c.location.name}`, email: c.location.email } : undefined,
  });
  return cal.toString();
}

function attachment(c: EventMailContext) {
  const cancelled = c.registration.status === 'cancelled';
  return {
    filename: `back-nine-event-${c.event.startsAt.toISOString().slice(0, 10)}.ics`,
    content: eventIcs(c),
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'PUBLISH'}`,
  };
}

export function eventConfirmationMail(c: EventMailContext): MailMessage {
  return {
    to: c.customer.email,
    subject: `You're registered: ${c.event.title}, ${formatLocalDate(c.event.startsAt, c.location.timeZone)} at ${c.location.name}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `You're registered for ${c.event.title}. See you there!`,
      '',
      `  ${when(c)}`,
      `  ${address(c.location)} (${c.location.phone})`,
      `  ${c.registration.totalCents > 0 ? `Paid: ${formatCents(c.registration.totalCents)}` : 'Free'}`,
      '',
      refundPolicyText(c.registration.totalCents),
      `Your registrations: ${c.appOrigin}/booking-history`,
      '',
      'The attached calendar file adds it to your calendar.',
    ].join('\n'),
    attachments: [attachment(c)],
  };
}

export function eventCancellationMail(c: EventMailContext, byVenue: boolean): MailMessage {
  return {
    to: c.customer.email,
    subject: `${byVenue ? 'Event cancelled' : 'Registration cancelled'}: ${c.event.title}, ${formatLocalDate(c.event.startsAt, c.location.timeZone)}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      byVenue
        ? `We are sorry: ${c.event.title} (${when(c)}) has been cancelled by the venue.`
        : `Your registration for ${c.event.title} (${when(c)}) is cancelled.`,
      c.registration.refundedCents > 0
        ? `${formatCents(c.registration.refundedCents)} is refunded to your card; it can take a few days to appear.`
        : c.registration.totalCents > 0
          ? 'This cancellation was inside the no-refund period, so nothing was refunded.'
          : '',
      '',
      `Other events: ${c.appOrigin}/events`,
    ].join('\n'),
    attachments: [attachment(c)],
  };
}

export function eventOfferMail(c: Omit<EventMailContext, 'registration'> & { expiresAt: Date }): MailMessage {
  const z = c.location.timeZone;
  return {
    to: c.customer.email,
    subject: `A spot opened up: ${c.event.title}. Claim it by ${formatLocalTime(c.expiresAt, z)}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `A spot opened up at ${c.event.title} (${when(c)}), and you are first on the waitlist.`,
      `It is held for you until ${formatLocalDate(c.expiresAt, z)}, ${formatLocalTime(c.expiresAt, z)}; after that it passes to the next in line.`,
      '',
      `Claim it: ${c.appOrigin}/events/${c.event.id}`,
    ].join('\n'),
  };
}
