// The booking window (PRODUCT.md): each plan row says how many days ahead its members book (as
// seeded: 2 for visitors and non-members, 5 for Birdie), admins without limit; never in the past.
// Counted in venue-local calendar days. The windows come from the plans, never from constants here.
import { basePlan, planByCode, withArticle, type PlanTerms } from '../../../lib/plans';
import { addDays, daysBetween } from '../../../lib/venueTime';

/** How many days the day picker lists for someone without a limit (staff). */
const UNLIMITED_LIST_DAYS = 14;

interface Viewer {
  isAdmin: boolean;
  membershipType: string;
}

/** The plan that books furthest ahead, as the window copy names it. */
export type FurthestPlan = Pick<PlanTerms, 'name' | 'bookingWindowDays'>;

/**
 * Days ahead the viewer may book (today is 0); null for no limit. Mirrors the server's rule: the
 * viewer's plan row, or the free plan's for visitors and plans no longer offered; 0 until the plans load.
 */
export function windowDaysFor(viewer: Viewer | null, plans: readonly PlanTerms[] | null): number | null {
  if (viewer?.isAdmin) return null;
  return (planByCode(plans, viewer?.membershipType) ?? (plans && basePlan(plans)))?.bookingWindowDays ?? 0;
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
 * The days the picker lists, from today: at least as far as the furthest-booking plan's members may
 * book, so people with a shorter window see the days a membership would open (locked, with the reason).
 */
export function dayChoices(today: string, windowDays: number | null, furthest: FurthestPlan | null): DayChoice[] {
  const count = windowDays === null ? UNLIMITED_LIST_DAYS : Math.max(windowDays, furthest?.bookingWindowDays ?? 0) + 1;
  return Array.from({ length: count }, (_, i) => ({ date: addDays(today, i), bookable: windowDays === null || i <= windowDays }));
}

/** Whether a date is inside the window (today … today + windowDays). */
export function inWindow(date: string, today: string, windowDays: number | null): boolean {
  const ahead = daysBetween(today, date);
  return ahead >= 0 && (windowDays === null || ahead <= windowDays);
}

/** The line under the day picker that says how far ahead this viewer may book, and why. */
export function windowNote(windowDays: number | null, signedIn: boolean, furthest: FurthestPlan | null): string {
  if (windowDays === null) return 'Staff accounts can book any date.';
  const who = signedIn ? 'You can' : 'Visitors can';
  if (!furthest) return `${who} book up to ${windowDays} days ahead.`;
  if (windowDays >= furthest.bookingWindowDays)
    return `As ${withArticle(furthest.name)} member you can book up to ${windowDays} days ahead.`;
  return `${who} book up to ${windowDays} days ahead. ${furthest.name} members book ${furthest.bookingWindowDays} days ahead.`;
}
