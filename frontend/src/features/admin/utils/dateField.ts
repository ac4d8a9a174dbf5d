// The admin tools' date fields (MUI X DatePicker): one format, and one way of saying what is wrong
// with what was typed, so a half-typed or impossible date is never dropped without a word.
import { formatDate } from '../../../lib/format';

/** The spec's date format ('MMM d, yyyy') in dayjs tokens. */
export const DATE_FIELD_FORMAT = 'MMM D, YYYY';

/**
 * What a date field says about the DatePicker's validation error (its `onError`), or null when
 * there is none. `minDate` and `maxDate` are the field's limits as 'YYYY-MM-DD', when it has them.
 */
export function dateFieldError(error: string | null | undefined, limits: { minDate?: string; maxDate?: string } = {}): string | null {
  if (!error) return null;
  switch (error) {
    case 'invalidDate':
      return 'Enter a whole date, like Nov 23, 2026.';
    case 'minDate':
      return limits.minDate ? `Pick ${formatDate(limits.minDate)} or later.` : 'That date is too early.';
    case 'maxDate':
      return limits.maxDate ? `Pick ${formatDate(limits.maxDate)} or earlier.` : 'That date is too late.';
    default:
      return 'Pick another date.';
  }
}
