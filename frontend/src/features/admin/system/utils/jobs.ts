// What a failed background job was, in the staff's words (the queue names are the server's).

const JOB_LABELS: Record<string, string> = {
  'booking-refund': 'Refund of a cancelled booking',
  'booking-email': 'Booking e-mail',
  'booking-reminder': 'Booking reminder e-mail',
  'membership-renewal': 'Membership renewal charge',
  'membership-email': 'Membership e-mail',
  'league-email': 'League e-mail',
  'event-email': 'Event e-mail',
  'event-offer-expiry': 'End of a waitlist offer',
  'weekly-reminders-deliver': 'Weekly reminder delivery',
};

/** 'booking-refund' → 'Refund of a cancelled booking'; an unknown queue reads as itself, dashes as spaces. */
export function jobLabel(queue: string): string {
  return JOB_LABELS[queue] ?? queue.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}

/** 1 → '1 attempt', 6 → '6 attempts' (a job's first run plus its retries). */
export function attemptsLabel(retries: number): string {
  const n = retries + 1;
  return `${n} attempt${n === 1 ? '' : 's'}`;
}
