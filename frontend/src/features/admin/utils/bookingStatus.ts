// A booking's status as the admin tools show it: one label and one look everywhere.

/**
 * The statuses the server knows (booking-history.query.ts); 'held' and 'confirmed' are live.
 * 'expired' and 'released' are checkouts that ended unpaid: the grid leaves them out unless the
 * status filter asks for them ('unpaid' asks for both).
 */
const BOOKING_STATUSES = ['held', 'confirmed', 'completed', 'cancelled', 'expired', 'released'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];
export const STATUS_FILTERS = [...BOOKING_STATUSES, 'unpaid'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];

interface StatusLook {
  label: string;
  /** Chip colour; together with `variant` and an icon, so a status never rests on hue alone. */
  color: 'accent' | 'success' | 'default' | 'error';
  variant: 'filled' | 'outlined';
}

const LOOKS: Record<BookingStatusValue, StatusLook> = {
  held: { label: 'Held', color: 'accent', variant: 'filled' },
  confirmed: { label: 'Confirmed', color: 'success', variant: 'filled' },
  completed: { label: 'Completed', color: 'default', variant: 'outlined' },
  cancelled: { label: 'Cancelled', color: 'error', variant: 'outlined' },
  expired: { label: 'Expired (unpaid)', color: 'default', variant: 'outlined' },
  released: { label: 'Released (unpaid)', color: 'default', variant: 'outlined' },
};

/** The API says 'confirmed' in rows and 'CONFIRMED' on a Booking: both read the same. */
export function normalizeStatus(status: string): BookingStatusValue | null {
  const lower = status.toLowerCase();
  return lower in LOOKS ? (lower as BookingStatusValue) : null;
}

export function statusLook(status: string): StatusLook {
  const known = normalizeStatus(status);
  return known
    ? LOOKS[known]
    : { label: status.charAt(0).toUpperCase() + status.slice(1).toLowerCase(), color: 'default', variant: 'outlined' };
}

/** The status filter's choices ("All statuses" leaves unpaid checkouts out; the last choice shows both kinds). */
export const STATUS_OPTIONS: { value: StatusFilterValue; label: string }[] = [
  ...BOOKING_STATUSES.map((value) => ({ value, label: LOOKS[value].label })),
  { value: 'unpaid', label: 'Ended unpaid (both)' },
];
