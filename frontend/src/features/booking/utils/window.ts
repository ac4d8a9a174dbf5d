// The booking window (PRODUCT.md): visitors and non-members book up to 2 days ahead, Birdie members
// up to 5, admins without limit; never in the past. Counted in venue-local calendar days.
import { addDays, daysBetween } from '../../../lib/venueTime';

const VISITOR_WINDOW_DAYS = 2;
export const BIRDIE_WINDOW_DAYS = 5;
/** How many days the day picker lists for someone without a limit (staff). */
const UNLIMITED_LIST_DAYS = 14;

interface Viewer {
  isAdmin: boolean;
  membershipType: 'None' | 'Birdie';
}

/** Days ahead the viewer may book (today is 0); null for no limit. Mirrors the server's rule. */
export function windowDaysFor(viewer: Viewer | null): number | null {
  if (viewer?.isAdmin) return null;
  return viewer?.membershipType === 'Birdie' ? BIRDIE_WINDOW_DAYS : VISITOR_WINDOW_DAYS;
}

/** The server's last bookable date turned back into days ahead (null: no limit). */
export function windowDaysFrom(today: string, lastBookableDate: string | null): number | null {
  return lastBookableDate === null ? null : Math.max(0, daysBetween(today, lastBookableDate));
}

interface DayChoice {
  date: string;
  /** Inside the viewer's window. */
  bookable: boolean;
}

/**
 * The days the picker lists, from today: at least as far as Birdie members may book, so people
 * with the shorter window see the days a membership would open (shown locked, with the reason).
 */
export function dayChoices(today: string, windowDays: number | null): DayChoice[] {
  const count = windowDays === null ? UNLIMITED_LIST_DAYS : Math.max(windowDays, BIRDIE_WINDOW_DAYS) + 1;
  return Array.from({ length: count }, (_, i) => ({ date: addDays(today, i), bookable: windowDays === null || i <= windowDays }));
}

/** Whether a date is inside the window (today … today + windowDays). */
export function inWindow(date: string, today: string, windowDays: number | null): boolean {
  const ahead = daysBetween(today, date);
  return ahead >= 0 && (windowDays === null || ahead <= windowDays);
}

/** The line under the day picker that says how far ahead this viewer may book, and why. */
export function windowNote(windowDays: number | null, signedIn: boolean): string {
  if (windowDays === null) return 'Staff accounts can book any date.';
  if (windowDays >= BIRDIE_WINDOW_DAYS) return `As a Birdie member you can book up to ${windowDays} days ahead.`;
  const who = signedIn ? 'You can' : 'Visitors can';
  return `${who} book up to ${windowDays} days ahead. Birdie members book ${BIRDIE_WINDOW_DAYS} days ahead.`;
}
