// How the booking screen names a venue-local day; the venue-time helpers are lib/venueTime.ts.
import { formatDate, WEEKDAY_NAMES } from '../../../lib/format';
import { daysBetween, isLocalDate, isoWeekday } from '../../../lib/venueTime';

interface DayLabel {
  /** "Today", "Tomorrow" or the short weekday ("Wed"). */
  name: string;
  /** "Nov 23". */
  short: string;
  /** "Monday, Nov 23, 2026": for screen readers and headings. */
  full: string;
}

/** How a date is named next to `today`: chips show `name` over `short`. */
export function dayLabel(date: string, today: string): DayLabel {
  if (!isLocalDate(date)) return { name: '', short: '', full: '' };
  const weekday = WEEKDAY_NAMES[isoWeekday(date) - 1];
  const formatted = formatDate(date); // 'MMM d, yyyy'
  const ahead = daysBetween(today, date);
  return {
    name: ahead === 0 ? 'Today' : ahead === 1 ? 'Tomorrow' : weekday.slice(0, 3),
    short: formatted.replace(/, \d{4}$/, ''),
    full: `${weekday}, ${formatted}`,
  };
}
