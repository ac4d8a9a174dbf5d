// THE formatting module: every display format of the spec (section 9) lives here, and only here.
//   Time         'h:mm a' from 'HH:mm' input          '06:00' -> '6:00 AM', '24:00' -> '12:00 AM'
//   Date         'MMM d, yyyy'                        'Nov 22, 2026'
//   Hour range   'start - end', whole hours           '6:00 AM - 10:00 PM'
//   Currency     US dollars, en-US                    '$1,234.50'; not a number -> '$0.00'
// Times are built by hand rather than with Intl: ICU puts a narrow no-break space before "AM" in
// some versions and not in others, and the spec's format has a plain space.

/** One open weekday of a location, as the API sends it (ISO weekday, 1 = Monday … 7 = Sunday). */
export interface OpeningHoursInput {
  weekday: number;
  opensAt: string;
  closesAt: string;
}

/** One line of an opening-hours summary: consecutive weekdays with the same hours. */
export interface OpeningHoursLine {
  /** "Monday to Thursday", "Friday and Saturday", "Sunday". */
  days: string;
  /** "6:00 AM - 10:00 PM", or "Closed". */
  hours: string;
  /** Both together: "Monday to Thursday: 6:00 AM - 10:00 PM". */
  text: string;
}

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Minutes from midnight of an 'HH:mm' (or 'HH:mm:ss') time, 0 … 1440; '24:00' is the midnight that
 * ends the day. Null for anything else.
 */
export function parseClock(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  const match = CLOCK.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (minutes > 59 || seconds > 59 || hours > 24) return null;
  if (hours === 24 && (minutes > 0 || seconds > 0)) return null;
  return hours * 60 + minutes;
}

function clockLabel(minutesOfDay: number): string {
  const hours24 = Math.floor(minutesOfDay / 60) % 24;
  const minutes = minutesOfDay % 60;
  const period = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** 'HH:mm' → 'h:mm a' ('06:00' → '6:00 AM', '13:30' → '1:30 PM', '24:00' → '12:00 AM'); '' when not a time. */
export function formatTime(value: string | null | undefined): string {
  const minutes = parseClock(value);
  return minutes === null ? '' : clockLabel(minutes);
}

function wholeHour(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 0 && value <= 24 ? value * 60 : null;
  }
  const minutes = parseClock(value);
  return minutes === null ? null : minutes - (minutes % 60);
}

/**
 * An hour range 'start - end' on whole hours: minutes are forced to :00.
 * Takes 'HH:mm' strings or hours (0 … 24). ('06:30', '22:15') → '6:00 AM - 10:00 PM'; '' when either end is not a time.
 */
export function formatHourRange(start: string | number | null | undefined, end: string | number | null | undefined): string {
  const from = wholeHour(start);
  const to = wholeHour(end);
  if (from === null || to === null) return '';
  return `${clockLabel(from)} - ${clockLabel(to)}`;
}

/** A time range as is, minutes kept: ('09:30', '24:00') → '9:30 AM - 12:00 AM'; '' when either end is not a time. */
export function formatTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatTime(start);
  const to = formatTime(end);
  return from && to ? `${from} - ${to}` : '';
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    dateFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 'MMM d, yyyy' ('Nov 22, 2026'). A 'YYYY-MM-DD' string is a calendar date and shows as that day
 * everywhere; an instant (Date, timestamp, ISO date-time) shows as its day in `timeZone` (default:
 * the browser's). '' when the value is not a date.
 */
export function formatDate(value: Date | string | number | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string') {
    const match = DATE_ONLY.exec(value.trim());
    if (match) {
      const [, y, m, d] = match.map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      const valid = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
      return valid ? dateFormatter('UTC').format(date) : '';
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormatter(timeZone).format(date);
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * US dollars, en-US style: 1234.5 → '$1,234.50', -5 → '-$5.00'. Numeric strings count ('89' → '$89.00');
 * anything that is not a finite number (NaN, 'abc', undefined, null, objects) gives '$0.00'.
 */
export function formatCurrency(value: unknown): string {
  let amount: number;
  if (typeof value === 'number') amount = value;
  else if (typeof value === 'string' && value.trim() !== '') amount = Number(value.trim());
  else amount = Number.NaN;
  if (!Number.isFinite(amount)) amount = 0;
  if (Math.abs(amount) < 0.005) amount = 0; // never "-$0.00"
  return dollars.format(amount);
}

/** Cents, as the API sends money, in en-US dollars: 12000 → '$120.00'; not a number → '$0.00'. */
export function formatCents(cents: unknown): string {
  return formatCurrency(typeof cents === 'number' ? cents / 100 : Number.NaN);
}

function dayRangeLabel(first: number, last: number): string {
  const a = WEEKDAY_NAMES[first - 1];
  const b = WEEKDAY_NAMES[last - 1];
  if (first === last) return a;
  if (last === first + 1) return `${a} and ${b}`;
  return `${a} to ${b}`;
}

/**
 * The opening-hours summary the footer and location cards show: consecutive weekdays (Monday
 * first) with the same hours share a line. A weekday without hours is closed. For the spec's hours:
 *   Monday to Thursday: 6:00 AM - 10:00 PM
 *   Friday and Saturday: 9:00 AM - 12:00 AM
 *   Sunday: 10:00 AM - 8:00 PM
 */
export function summarizeOpeningHours(hours: readonly OpeningHoursInput[] | null | undefined): OpeningHoursLine[] {
  const byDay = new Map<number, string>();
  for (const h of hours ?? []) {
    if (!Number.isInteger(h.weekday) || h.weekday < 1 || h.weekday > 7) continue;
    const label = formatTimeRange(h.opensAt, h.closesAt);
    if (label) byDay.set(h.weekday, label);
  }
  if (byDay.size === 0) return [];

  const lines: OpeningHoursLine[] = [];
  let start = 1;
  for (let day = 1; day <= 7; day++) {
    const current = byDay.get(day) ?? 'Closed';
    const next = day < 7 ? (byDay.get(day + 1) ?? 'Closed') : null;
    if (next !== current) {
      const days = dayRangeLabel(start, day);
      lines.push({ days, hours: current, text: `${days}: ${current}` });
      start = day + 1;
    }
  }
  return lines;
}

/** Digits for a tel: link: '(918) 555-0142' → 'tel:+19185550142' (US numbers get +1). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** '1 hour', '3 hours'. */
export function formatHours(count: number): string {
  return `${count} ${count === 1 ? 'hour' : 'hours'}`;
}

/** '1 player', '4 players'. */
export function formatPlayers(count: number): string {
  return `${count} ${count === 1 ? 'player' : 'players'}`;
}

/** '6 bays', '1 bay'. */
export function formatBayCount(count: number): string {
  return `${count} ${count === 1 ? 'bay' : 'bays'}`;
}
