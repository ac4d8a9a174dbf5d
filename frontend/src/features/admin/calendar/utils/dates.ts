// Venue-local calendar arithmetic. A day is a 'YYYY-MM-DD' string in the location's time zone
// (PRODUCT.md: every day and hour is local to the venue), never a Date in the browser's zone.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isLocalDate(value: string | null | undefined): value is string {
  if (!value) return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** '2026-11-30' + 1 → '2026-12-01'. Calendar days, so DST never shifts it. */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return toUtc(date).getUTCDay() || 7;
}

const parts = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    parts.set(timeZone, f);
  }
  return f;
}

function localParts(instant: Date, timeZone: string) {
  const out: Record<string, string> = {};
  for (const p of partsIn(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** The local calendar date of an instant at a venue. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  const p = localParts(new Date(instant), timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The local hour (0–23) of an instant at a venue. */
export function localHourOf(instant: Date | string, timeZone: string): number {
  return Number(localParts(new Date(instant), timeZone).hour) % 24;
}

/** The local 'HH:mm' of an instant at a venue (for lib/format's formatTime). */
export function localClockOf(instant: Date | string, timeZone: string): string {
  const p = localParts(new Date(instant), timeZone);
  return `${p.hour === '24' ? '00' : p.hour}:${p.minute}`;
}
