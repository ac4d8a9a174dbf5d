// Which day the booking page opens on, and what it says about a booking link it could not follow
// as written: a date that is not one, has passed or lies past the viewer's window, or a bay the
// location does not have. Nothing is silently ignored (docs/product-rules.md, "Booking page").
import { addDays, daysBetween, isLocalDate } from '../../../lib/venueTime';
import { hasFreeSlot, type BayChoice, type DayGrid } from './slots';

/** How far ahead the page looks for a free day for someone without a limit (staff). */
const UNLIMITED_SEARCH_DAYS = 7;

/** What a loaded day offers: a free start, nothing left (taken or already started), or no opening hours. */
export type DayStatus = 'free' | 'full' | 'closed';

export function dayStatus(grid: DayGrid): DayStatus {
  if (hasFreeSlot(grid)) return 'free';
  const closed = grid.hours.length === 0 || grid.bays.every((b) => b.states.every((s) => s === 'CLOSED'));
  return closed ? 'closed' : 'full';
}

interface OpeningDay {
  date: string;
  /** False while the day is still to be loaded (its status unknown). */
  settled: boolean;
}

/**
 * The day a booking page opened without a date shows: the first day from today, inside the
 * viewer's window, with a free start. `statusOf` answers undefined for a day not loaded yet: that is
 * the day to load next. With no free day in the window, today (which then says so itself).
 */
export function openingDay(today: string, windowDays: number | null, statusOf: (date: string) => DayStatus | undefined): OpeningDay {
  const last = windowDays ?? UNLIMITED_SEARCH_DAYS;
  for (let i = 0; i <= last; i++) {
    const date = addDays(today, i);
    const status = statusOf(date);
    if (status === undefined) return { date, settled: false };
    if (status === 'free') return { date, settled: true };
  }
  return { date: today, settled: true };
}

/** Why the page opened on a later day than today ("Today is full. Here's Thursday, Nov 26, 2026, …"). */
export function openingNote(todayStatus: Exclude<DayStatus, 'free'>, shownFull: string): string {
  const why = todayStatus === 'closed' ? "We're closed today." : 'Today is full.';
  return `${why} Here's ${shownFull}, the first day with free times.`;
}

type LinkDateProblem = 'unreadable' | 'past' | 'beyond';

interface LinkDate {
  /** The day to show; null when the link asks for none (the opening-day rule decides). */
  date: string | null;
  problem: LinkDateProblem | null;
}

/**
 * Where a link's `?date=` leads: the date itself when it can be booked; today for one that is not a
 * date or has passed; the last day of the viewer's window for one past it. `windowDays` undefined
 * means not known yet: the date stands until it is.
 */
export function linkDate(raw: string | null, today: string, windowDays: number | null | undefined): LinkDate {
  if (raw === null) return { date: null, problem: null };
  if (!isLocalDate(raw)) return { date: today, problem: 'unreadable' };
  const ahead = daysBetween(today, raw);
  if (ahead < 0) return { date: today, problem: 'past' };
  if (windowDays !== undefined && windowDays !== null && ahead > windowDays) {
    return { date: addDays(today, windowDays), problem: 'beyond' };
  }
  return { date: raw, problem: null };
}

/** What the page says about a link's date it could not show (BRAND.md voice: what happened, what we did). */
export function linkDateMessage(problem: LinkDateProblem, askedFull: string, shownFull: string): string {
  switch (problem) {
    case 'unreadable':
      return "We couldn't read the date in that link, so here's today.";
    case 'past':
      return `${askedFull} has passed, so here's today.`;
    case 'beyond':
      return `${askedFull} isn't open for booking yet, so here's ${shownFull}, the furthest day you can book.`;
  }
}

/** A link's `?bay=` checked against the location's bays: "any" or a bay it has; anything else is unknown (ignored, and said). */
export function linkBay(raw: string | null, bays: readonly { number: number }[]): { bay: BayChoice | null; unknown: boolean } {
  if (raw === null || raw === '') return { bay: null, unknown: false };
  if (raw === 'any') return { bay: 'any', unknown: false };
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  return bays.some((b) => b.number === n) ? { bay: n, unknown: false } : { bay: null, unknown: true };
}

/** Said when a link names a bay the location does not have. */
export function unknownBayMessage(raw: string, locationName: string): string {
  const shown = raw.length > 12 ? `${raw.slice(0, 12)}…` : raw;
  return `${locationName} has no bay “${shown}”, so we've left it out. Pick a bay below, or Any bay.`;
}
