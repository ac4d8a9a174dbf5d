import type { OpeningHoursInput } from '../lib/format';

/** The spec's location slugs (section 1–2). The API is the source of truth; this is the fallback when it cannot be reached. */
export const KNOWN_LOCATION_SLUGS = ['tulsa', 'richardson', 'hudsonoaks'] as const;

/**
 * The opening hours the footer shows (spec section 1): Monday to Thursday 6am–10pm, Friday and
 * Saturday 9am–12am, Sunday 10am–8pm. ISO weekdays; '24:00' is the midnight that ends the day.
 */
export const VENUE_OPENING_HOURS: readonly OpeningHoursInput[] = [
  ...[1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '06:00', closesAt: '22:00' })),
  ...[5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '24:00' })),
  { weekday: 7, opensAt: '10:00', closesAt: '20:00' },
];

/** How many venue addresses the footer lists (spec section 1: "two venue addresses with contact details"). */
export const FOOTER_VENUE_COUNT = 2;
