// Venue time, for every feature. Bookings happen in the venue's time zone, whatever the browser
// says (PRODUCT.md: every day and hour is local to the venue): a day is a 'YYYY-MM-DD' string at
// the venue, never a Date in the browser's zone, and every time shown is venue-local, put through
// lib/format.ts for the spec's formats. Every venue-time helper of the app is here.
import { formatDate, formatHourRange, formatTime } from './format';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC midnight of a real 'YYYY-MM-DD' date; null for anything else ('2026-02-30' included). */
function utcDay(value: unknown): Date | null {
  const m = typeof value === 'string' ? DATE_ONLY.exec(value) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date : null;
}

function toUtc(date: string): Date {
  const day = utcDay(date);
  if (!day) throw new RangeError(`Not a date: ${date}`);
  return day;
}

/** True for a real calendar date written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isLocalDate(value: unknown): value is string {
  return utcDay(value) !== null;
}

/** '2026-11-30' + 1 → '2026-12-01'. Calendar days, so DST never shifts it. */
export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** Today's date at the venue. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDateOf(now, timeZone);
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  return toUtc(date).getUTCDay() || 7;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * Answers already worked out, by zone and instant: a booking grid asks for the same few hours once per bay and
 * on every render, and formatToParts is the slow part of it (a few ms of the booking page's hydration).
 */
const partsOf = new Map<string, Readonly<Record<string, string>>>();
const PARTS_KEPT = 2_000;

/** An instant's venue-local year, month, day, hour and minute; null when it is not an instant. */
function localParts(instant: Date | string, timeZone: string): Readonly<Record<string, string>> | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  const ms = date.getTime();
  if (Number.isNaN(ms)) return null;
  const key = `${timeZone} ${ms}`;
  const known = partsOf.get(key);
  if (known) return known;
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(date)) out[p.type] = p.value;
  if (partsOf.size >= PARTS_KEPT) partsOf.clear(); // a long session's worth is a few hundred
  partsOf.set(key, Object.freeze(out));
  return out;
}

/** The local calendar date of an instant at a venue; '' when it is not an instant. */
export function localDateOf(instant: Date | string, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** The local hour (0–23) of an instant at a venue. */
export function localHourOf(instant: Date | string, timeZone: string): number {
  return Number(localParts(instant, timeZone)?.hour ?? 0) % 24;
}

/** The venue-local wall clock of an instant, 'HH:mm' (00:00 … 23:59), for formatTime; '' when it is not an instant. */
export function venueClock(instant: Date | string, timeZone: string): string {
  const p = localParts(instant, timeZone);
  return p ? `${p.hour === '24' ? '00' : p.hour}:${p.minute}` : '';
}

/** A booking's hours in venue time: '10:00 AM - 12:00 PM' (a booking to midnight ends '12:00 AM'). */
export function bookingHours(startsAt: string, endsAt: string, timeZone: string): string {
  return formatHourRange(venueClock(startsAt, timeZone), venueClock(endsAt, timeZone));
}

/** 'h:mm a' of a whole local hour (0–24): 15 → '3:00 PM'. */
export function hourLabel(hour: number): string {
  return formatTime(`${String(hour).padStart(2, '0')}:00`);
}

/** An instant as a venue-local date and time: 'Nov 22, 2026, 3:14 PM'; '' when it is not an instant. */
export function formatDateTime(instant: Date | string, timeZone: string): string {
  const date = formatDate(instant, timeZone);
  const time = formatTime(venueClock(instant, timeZone));
  return date && time ? `${date}, ${time}` : '';
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time of day that belongs to no venue (a check the admin ran), with the zone it is told in:
 * '3:14 PM CST'. So an admin in another zone is not misled.
 */
export function formatTimeWithZone(instant: Date | string, timeZone: string): string {
  const time = formatTime(venueClock(instant, timeZone));
  if (!time) return '';
  let f = zoneFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    zoneFormats.set(timeZone, f);
  }
  const zone = f.formatToParts(instant instanceof Date ? instant : new Date(instant)).find((p) => p.type === 'timeZoneName')?.value;
  return zone ? `${time} ${zone}` : time;
}
