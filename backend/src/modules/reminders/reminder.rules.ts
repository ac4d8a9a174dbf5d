import { addDays, instantAt, isoWeekday, localDateOf } from '../../shared/time.js';

/**
 * When a weekly reminder next runs: the first instant after `after` that is its weekday and local
 * time in the venue's zone. Across daylight-saving changes the wall clock wins: 09:00 stays 09:00
 * local. A time the spring change skips (02:30 on that Sunday) runs when the clock shows the same
 * distance past the jump (03:30); a time the autumn change repeats (01:30) runs at its first
 * occurrence only.
 */
export function nextRunAt(schedule: { weekday: number; minuteOfDay: number; timeZone: string }, after: Date): Date {
  const today = localDateOf(after, schedule.timeZone);
  for (let i = 0; i < 8; i++) {
    const date = addDays(today, i);
    if (isoWeekday(date) !== schedule.weekday) continue;
    const at = localInstant(date, schedule.minuteOfDay, schedule.timeZone);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('unreachable: every weekday occurs within 8 days');
}

/**
 * A local wall-clock time as an instant: for a time that does not exist (spring gap), the same
 * minutes past the jump; for one that exists twice (autumn), the earlier.
 */
export function localInstant(localDate: string, minuteOfDay: number, timeZone: string): Date {
  // Try the candidate offsets of that day (the one before and the one after any change).
  const guess = instantAt(localDate, minuteOfDay, timeZone);
  const naive = Date.UTC(...ymd(localDate), 0, minuteOfDay);
  const offsets = [
    offsetMinutes(new Date(guess.getTime() - 86_400_000), timeZone),
    offsetMinutes(new Date(guess.getTime() + 86_400_000), timeZone),
  ];
  const exact = offsets
    .map((o) => new Date(naive - o * 60_000))
    .filter((d) => wallClock(d, timeZone) === `${localDate} ${minuteOfDay}`)
    .sort((a, b) => a.getTime() - b.getTime());
  if (exact.length > 0) return exact[0]!;
  // Skipped by the spring change: the earlier (pre-change) offset lands that many minutes past the jump.
  return new Date(naive - Math.min(...offsets) * 60_000);
}

function ymd(localDate: string): [number, number, number] {
  const [y, m, d] = localDate.split('-').map(Number);
  return [y!, m! - 1, d!];
}

/** Minutes the zone is ahead of UTC at an instant (Chicago: -360 in winter, -300 in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(instant);
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

function wallClock(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  const local = new Date(instant.getTime() + offset * 60_000);
  return `${local.toISOString().slice(0, 10)} ${local.getUTCHours() * 60 + local.getUTCMinutes()}`;
}

/**
 * The reminder week an instant belongs to, in the venue's zone: ISO week-year and week ('2026-W48').
 * A person gets each reminder at most once per such week (a unique key in the database).
 */
export function weekKey(instant: Date, timeZone: string): string {
  const date = localDateOf(instant, timeZone);
  // ISO: the week belongs to the year of its Thursday.
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = Number(thursday.slice(0, 4));
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((Date.UTC(...ymd(thursday)) - jan1) / (7 * 86_400_000)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** 'HH:mm' of minutes from local midnight. */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** Retries of a recipient whose send failed: at most this many attempts in all. */
export const MAX_SEND_ATTEMPTS = 4;

/** When a failed recipient is tried again: 5, 20, then 80 minutes after the failure. */
export function retryAt(attempts: number, failedAt: Date): Date {
  return new Date(failedAt.getTime() + 5 * 60_000 * 4 ** Math.max(0, attempts - 1));
}
