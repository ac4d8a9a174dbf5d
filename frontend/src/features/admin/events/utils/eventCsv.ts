export const PAYMENT_STATE_LABELS: Record<string, string> = {
  free: 'Free',
  pending: 'Paying now',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  not_charged: 'Not charged',
};

const cell = (v: string | number) => {
  const s = String(v);
  // Quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The registrations as CSV: one row each, amounts in dollars. */
export function registrationsCsv(
  rows: readonly {
    name: string;
    email: string;
    status: string;
    totalCents: number;
    refundedCents: number;
    paymentState: string;
    createdAt: string;
  }[],
): string {
  const head = ['Name', 'Email', 'Status', 'Paid', 'Refunded', 'Payment', 'Registered at'];
  const body = rows.map((r) =>
    [
      r.name,
      r.email,
      r.status,
      (r.totalCents / 100).toFixed(2),
      (r.refundedCents / 100).toFixed(2),
      PAYMENT_STATE_LABELS[r.paymentState] ?? r.paymentState,
      r.createdAt,
    ]
      .map(cell)
      .join(','),
  );
  return [head.join(','), ...body].join('\n') + '\n';
}

/** The events grid's filtered set as CSV: one row per event, times in each venue's zone as the grid shows them. */
export function eventsCsv(
  rows: readonly {
    title: string;
    location: string;
    startsAt: string;
    priceCents: number;
    taken: number;
    capacity: number;
    bays: string;
    waitlistLength: number;
    memberOnly: boolean;
    status: string;
  }[],
): string {
  const head = ['Event', 'Location', 'Starts (venue time)', 'Price', 'Taken', 'Capacity', 'Bays', 'Waitlist', 'Birdie only', 'Status'];
  const body = rows.map((r) =>
    [
      r.title,
      r.location,
      r.startsAt,
      (r.priceCents / 100).toFixed(2),
      r.taken,
      r.capacity,
      r.bays,
      r.waitlistLength,
      r.memberOnly ? 'yes' : 'no',
      r.status,
    ]
      .map(cell)
      .join(','),
  );
  return [head.join(','), ...body].join('\n') + '\n';
}
