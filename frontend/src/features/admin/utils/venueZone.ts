import { formatDate } from '../../../lib/format';
import { formatDateTime, formatTimeWithZone } from '../../../lib/venueTime';

// The time zone an admin time is told in. The venue's zone comes from its location (never a
// constant): a time that belongs to a location shows in that location's zone; one that belongs
// to none (a health check, the audit entry of a bulk action) in the zone every location shares;
// and if the locations ever span zones, in the admin's own zone, named, so no one is misled.

interface LocationZone {
  slug: string;
  timeZone: string;
}

export interface ZoneChoice {
  timeZone: string;
  /** Whether to name the zone next to the time ('3:14 PM CST'): it is not plainly "venue time". */
  named: boolean;
}

/** The zone every location shares; null when they differ or none is known. */
export function sharedTimeZone(locations: readonly LocationZone[]): string | null {
  const zones = new Set(locations.map((l) => l.timeZone));
  return zones.size === 1 ? [...zones][0] : null;
}

/**
 * The zone for a time at `slug` (or at no location). `fallback` is the admin's own zone, for when
 * the locations do not say (they differ, or could not be loaded).
 */
export function zoneFor(locations: readonly LocationZone[], slug: string | null | undefined, fallback: string): ZoneChoice {
  const shared = sharedTimeZone(locations);
  const own = slug ? locations.find((l) => l.slug === slug)?.timeZone : undefined;
  if (own) return { timeZone: own, named: shared === null };
  if (shared) return { timeZone: shared, named: false };
  return { timeZone: fallback, named: true };
}

/** The location an audit entry is about, when its details name one (a closure does). */
export function auditLocation(details: unknown): string | null {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return null;
  const location = (details as Record<string, unknown>).location;
  return typeof location === 'string' && location ? location : null;
}

/** An instant as a date and time in the chosen zone: 'Nov 22, 2026, 3:14 PM', with ' CST' when the zone must be named. */
export function formatInZone(instant: Date | string, { timeZone, named }: ZoneChoice): string {
  return named ? `${formatDate(instant, timeZone)}, ${formatTimeWithZone(instant, timeZone)}` : formatDateTime(instant, timeZone);
}
