// A booking's status as the admin tools show it: one label and one look everywhere.

/** The statuses the server knows (booking-history.query.ts); 'held' and 'confirmed' are live. */
export const BOOKING_STATUSES = ['held', 'confirmed', 'completed', 'cancelled'] as const;
export type BookingStatusValue = (typeof BOOKING_STATUSES)[number];

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

/** The status filter's choices. */
export const STATUS_OPTIONS = BOOKING_STATUSES.map((value) => ({ value, label: LOOKS[value].label }));
