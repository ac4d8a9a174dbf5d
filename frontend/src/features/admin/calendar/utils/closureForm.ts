// The add-closure dialog's rules, checked before the server (which checks them again).

/** The longest reason the server keeps. */
export const REASON_MAX = 200;

export interface ClosureFormValues {
  /** First closed hour; '' until one is picked. */
  from: number | '';
  /** Exclusive end hour (24 is midnight); '' until one is picked. */
  to: number | '';
  reason: string;
}

export type ClosureFormErrors = Partial<Record<'date' | 'from' | 'to' | 'reason', string>>;

/** The hours a new closure may end at on a day: every hour after its start, up to closing. */
export function closureEndChoices(hours: readonly number[], startHour: number): number[] {
  if (!hours.includes(startHour)) return [];
  return hours.filter((h) => h >= startHour).map((h) => h + 1);
}

/** A new closure covers the whole open day until the admin narrows it. */
export function closureDefaults(hours: readonly number[]): Pick<ClosureFormValues, 'from' | 'to'> {
  return hours.length ? { from: hours[0], to: hours[hours.length - 1] + 1 } : { from: '', to: '' };
}

/**
 * Field errors of the form; empty when the closure may be sent. `dateError` is what the date field
 * says about what was typed (a half-typed date must not quietly close the previous day).
 */
export function validateClosure(v: ClosureFormValues, ctx: { hours: readonly number[]; dateError: string | null }): ClosureFormErrors {
  const errors: ClosureFormErrors = {};
  if (ctx.dateError) errors.date = ctx.dateError;
  else if (ctx.hours.length === 0) errors.date = 'We are closed all that day, so there is nothing to close. Pick another date.';
  else if (v.from === '' || !ctx.hours.includes(v.from)) errors.from = 'Pick the first hour to close.';
  else if (v.to === '' || !closureEndChoices(ctx.hours, v.from).includes(v.to))
    errors.to = 'Pick when the closure ends: after it starts, by closing time.';
  const reason = v.reason.trim();
  if (!reason) errors.reason = 'Say why, e.g. Maintenance or Private event. Staff see it on the calendar.';
  else if (reason.length > REASON_MAX) errors.reason = `Keep the reason to ${REASON_MAX} characters.`;
  return errors;
}
