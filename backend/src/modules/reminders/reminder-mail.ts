import { escapeHtml, renderHtml, renderText, type PlaceholderValues } from '@fairway/shared';
import { formatLocalDate, formatLocalTime } from '../../shared/format.js';
import type { MailMessage } from '../mail/mailer.js';
import type { RecipientFacts } from './reminder.repository.js';

/** What {nextBooking} says when the person has no bay booked. */
const NO_NEXT_BOOKING = 'no bay booked yet';

/** A recipient's placeholder values: {location} is their preferred venue, else the reminder's. */
export function placeholderValues(facts: RecipientFacts, reminderLocationName: string): PlaceholderValues {
  const b = facts.nextBooking;
  return {
    firstName: facts.firstName,
    location: facts.preferredLocationName ?? reminderLocationName,
    nextBooking: b
      ? `${formatLocalDate(b.startsAt, b.timeZone)}, ${formatLocalTime(b.startsAt, b.timeZone)} at ${b.locationName} (${b.bayName})`
      : NO_NEXT_BOOKING,
  };
}

export interface ReminderMailParts {
  to: string;
  subject: string;
  body: string;
  values: PlaceholderValues;
  /** The one-click page (GET confirms, POST unsubscribes). */
  unsubscribeUrl: string;
  /** mailto: address for List-Unsubscribe (the sender's mailbox, subject naming the token). */
  unsubscribeMailto: string;
}

/**
 * A weekly reminder: the text part with values as they are, the HTML part with everything escaped,
 * a footer with the unsubscribe link, and the List-Unsubscribe headers of RFC 2369 and RFC 8058
 * (mail clients show an "Unsubscribe" button that POSTs to the https URL).
 */
export function reminderMail(p: ReminderMailParts): MailMessage {
  const footer = 'You get this weekly reminder because you have an account at Back Nine Indoor Golf.';
  return {
    to: p.to,
    subject: renderText(p.subject, p.values).replace(/[\r\n]+/g, ' '),
    text: `${renderText(p.body, p.values)}\n\n--\n${footer}\nUnsubscribe from weekly reminders: ${p.unsubscribeUrl}\n`,
    html: [
      '<!doctype html><html><body style="font-family: sans-serif; color: #1f2523; line-height: 1.5;">',
      renderHtml(p.body, p.values),
      '<hr style="border: none; border-top: 1px solid #d9d9d9; margin: 24px 0 12px;">',
      `<p style="font-size: 13px; color: #555;">${escapeHtml(footer)} <a href="${escapeHtml(p.unsubscribeUrl)}">Unsubscribe from weekly reminders</a>.</p>`,
      '</body></html>',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeMailto}>, <${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
