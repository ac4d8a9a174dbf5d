import { formatCents, formatDate, formatTime } from '../../../lib/format';

const WEEKDAYS = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

/** "Tuesdays at 7:00 PM · 2 hours" (ISO weekday, local "HH:mm"). */
export function leagueNight(weekday: number, startTime: string, hours: number): string {
  const day = WEEKDAYS[weekday - 1] ?? '';
  return `${day} at ${formatTime(startTime)} · ${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** "Dec 8, 2026 – Jan 26, 2027 · 8 weeks". */
export function leagueDates(first: string, last: string, weeks: number): string {
  return `${formatDate(first)} – ${formatDate(last)} · ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
}

export function leagueFormat(format: 'INDIVIDUAL' | 'TEAMS', teamSize: number): string {
  return format === 'TEAMS' ? `Teams of ${teamSize}` : 'Individual';
}

/** "$120.00 per player" or "$160.00 per team". */
export function leagueFee(cents: number, format: 'INDIVIDUAL' | 'TEAMS'): string {
  return `${formatCents(cents)} per ${format === 'TEAMS' ? 'team' : 'player'}`;
}

/** Places left as a card says it: "3 of 16 places left", "1 place left", "Full". */
export function placesLeft(left: number, capacity: number): string {
  if (left <= 0) return 'Full';
  return left === capacity ? `${capacity} places open` : `${left} of ${capacity} ${left === 1 ? 'place' : 'places'} left`;
}

export const STATUS_LABEL: Record<'OPEN' | 'FULL' | 'IN_PROGRESS' | 'DONE', string> = {
  OPEN: 'Open for sign-up',
  FULL: 'Full',
  IN_PROGRESS: 'In progress',
  DONE: 'Season over',
};
