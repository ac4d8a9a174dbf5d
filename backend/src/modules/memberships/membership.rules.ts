import { addDays, localDateOf, localMonthOf } from '../../shared/time.js';

/**
 * Membership periods and renewal retries (PRODUCT.md "Memberships"), pure.
 * A period runs one calendar month from its anchor, clamped to the month's last day: a Jan 31
 * start renews Feb 28 (Feb 29 in a leap year), then Mar 31 — the anchor day comes back.
 */

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** The anchor moved forward n calendar months (UTC wall time kept), clamped to the month's end. */
export function addMonths(anchor: Date, n: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + n;
  const year = y + Math.floor(m / 12);
  const month = ((m % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()),
  );
}

/** End of the period that starts `periodIndex` periods after the anchor (0 = the first period). */
export function periodEnd(anchor: Date, periodIndex: number): Date {
  return addMonths(anchor, periodIndex + 1);
}

/**
 * The time zone a membership lives in (its free-hour month, the dates its screens and e-mails show),
 * from the locations, never a constant (docs/product-rules.md): the member's preferred location's
 * zone; without one, the first location's (`locations` in name order), which is the zone they all
 * share when they share one.
 */
export function membershipTimeZone(
  preferredLocation: string | null | undefined,
  locations: readonly { slug: string; timeZone: string }[],
): string {
  const preferred = locations.find((l) => l.slug === preferredLocation);
  if (preferred) return preferred.timeZone;
  const first = locations[0];
  if (!first) throw new Error('There are no locations: a membership has no time zone');
  return first.timeZone;
}

/**
 * The local month whose free hours count at `now` in `timeZone`, as the first day of it and of the
 * next month ('YYYY-MM-DD'): the bookings ledger counts free hours per venue-local calendar month.
 */
export function freeHourMonth(now: Date, timeZone: string): { start: string; nextStart: string } {
  const month = localMonthOf(localDateOf(now, timeZone));
  return { start: `${month}-01`, nextStart: `${localMonthOf(addDays(`${month}-28`, 4))}-01` };
}

/** After a failed renewal charge: retried 3 times over 7 days (1, 3 and 7 days after the due date), then it ends. */
const RETRY_DAYS = [1, 3, 7] as const;

export function nextRetryAt(dueAt: Date, failedAttempts: number): Date | null {
  const days = RETRY_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(dueAt.getTime() + days * 86_400_000);
}

export type MembershipStatus = 'active' | 'past_due' | 'action_required' | 'ended';

/** What the user object says about a membership. */
export function describeMembership(
  m: { status: MembershipStatus; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date; graceEndsAt?: Date | null } | null,
): {
  membershipStatus: 'none' | 'active' | 'cancelling' | 'past_due' | 'action_required';
  renewsAt: Date | null;
  endsAt: Date | null;
} {
  if (!m || m.status === 'ended') return { membershipStatus: 'none', renewsAt: null, endsAt: null };
  if (m.status === 'past_due') return { membershipStatus: 'past_due', renewsAt: null, endsAt: null };
  // The renewal waits for the member's bank: it ends at the grace period's end unless they confirm.
  if (m.status === 'action_required') return { membershipStatus: 'action_required', renewsAt: null, endsAt: m.graceEndsAt ?? null };
  if (m.cancelAtPeriodEnd) return { membershipStatus: 'cancelling', renewsAt: null, endsAt: m.currentPeriodEnd };
  return { membershipStatus: 'active', renewsAt: m.currentPeriodEnd, endsAt: null };
}
