import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatCents, formatLocalDate, formatLocalTime } from '../../shared/format.js';
import type { MailMessage } from '../mail/mailer.js';

export interface LeagueMailContext {
  entryId: string;
  leagueName: string;
  locationName: string;
  locationSlug: string;
  address: string;
  timeZone: string;
  teamName: string | null;
  totalCents: number;
  nights: { week: number; date: string; start: Date; end: Date }[];
  customer: { email: string; firstName: string };
  appOrigin: string;
  refundPolicy: string;
}

/** The whole season as one .ics: one event per night (UTC instants; calendars show local time). */
export function leagueIcs(c: LeagueMailContext): string {
  const cal = ical({
    prodId: { company: 'Back Nine Indoor Golf', product: 'Leagues', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  });
  for (const n of c.nights) {
    cal.createEvent({
      id: `${c.entryId}-${n.week}@backnine.golf`,
      status: ICalEventStatus.CONFIRMED,
      start: n.start,
      end: n.end,
      summary: `${c.leagueName}: night ${n.week} at Back Nine ${c.locationName}`,
      location: `Back Nine Indoor Golf ${c.locationName}, ${c.address}`,
      description: `League night ${n.week} of ${c.nights.length}${c.teamName ? ` for ${c.teamName}` : ''}. ${c.appOrigin}/leagues/${c.locationSlug}`,
    });
  }
  return cal.toString();
}

/** back-nine-league-<location>-<first night's local date>.ics */
export function leagueIcsFilename(c: Pick<LeagueMailContext, 'locationSlug' | 'nights'>): string {
  return `back-nine-league-${c.locationSlug}-${c.nights[0]?.date ?? 'season'}.ics`;
}

/** The entry's confirmation: every night listed, the season's .ics attached, the refund policy stated. */
export function leagueConfirmationMail(c: LeagueMailContext): MailMessage {
  const nights = c.nights.map(
    (n) =>
      `  Night ${n.week}: ${formatLocalDate(n.start, c.timeZone)}, ${formatLocalTime(n.start, c.timeZone)} - ${formatLocalTime(n.end, c.timeZone)}`,
  );
  return {
    to: c.customer.email,
    subject: `You're in: ${c.leagueName} at Back Nine ${c.locationName}`,
    text: [
      `Hi ${c.customer.firstName},`,
      '',
      `You're in ${c.leagueName}${c.teamName ? ` with ${c.teamName}` : ''} at Back Nine ${c.locationName} (${c.address}).`,
      `Paid: ${formatCents(c.totalCents)}`,
      '',
      'Your league nights:',
      ...nights,
      '',
      c.refundPolicy,
      '',
      `Standings: ${c.appOrigin}/leagues/${c.locationSlug}`,
      'The attached calendar file has every night.',
    ].join('\n'),
    attachments: [{ filename: leagueIcsFilename(c), content: leagueIcs(c), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  };
}
