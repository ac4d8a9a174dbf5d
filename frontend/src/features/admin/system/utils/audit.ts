// Pure helpers of the audit-log table: readable actions, targets and details.

const ACTIONS: Record<string, string> = {
  'booking.create': 'Created a booking',
  'booking.move': 'Moved a booking',
  'booking.cancel': 'Cancelled a booking',
  'booking.resend_confirmation': 'Resent a confirmation',
  'holds.release': 'Released expired holds',
  'closure.create': 'Closed bays',
  'closure.remove': 'Reopened bays',
  'user.update': 'Updated an account',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
};

/** 'booking.resend_confirmation' → 'Resent a confirmation'; unknown actions are spelled out ('coach.create' → 'Coach create'). */
export function describeAction(action: string): string {
  const known = ACTIONS[action];
  if (known) return known;
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown action';
}

/** 'booking' + id → 'Booking 3f2a…9c1d'; no id (an action on many) → 'Bookings'. */
export function describeTarget(targetType: string, targetId: string | null | undefined): string {
  const type = targetType ? targetType.charAt(0).toUpperCase() + targetType.slice(1).replace(/_/g, ' ') : '';
  if (!targetId) return type ? `${type}s` : '—';
  const id = targetId.length > 14 ? `${targetId.slice(0, 8)}…${targetId.slice(-4)}` : targetId;
  return type ? `${type} ${id}` : id;
}

const LABELS: Record<string, string> = {
  released: 'Released',
  reference: 'Reference',
  walkIn: 'Walk-in',
  refund: 'Refund',
  to: 'To',
  reason: 'Reason',
  location: 'Location',
  bayNumber: 'Bay',
  date: 'Date',
  startHour: 'From hour',
  endHour: 'To hour',
  isAdmin: 'Admin',
  membershipType: 'Plan',
  preferredLocation: 'Preferred location',
};

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'object') {
    return Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== null && x !== undefined)
      .map(([k, x]) => `${LABELS[k] ?? k} ${value(x)}`)
      .join(', ');
  }
  return String(v);
}

/** The details object as one short line: { released: 2 } → 'Released: 2'; empty → ''. */
export function describeDetails(details: unknown): string {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return '';
  return Object.entries(details as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${LABELS[k] ?? k}: ${value(v)}`)
    .join(' · ');
}
