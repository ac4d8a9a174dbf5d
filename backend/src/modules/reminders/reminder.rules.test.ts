import { describe, expect, it } from 'vitest';
import { localInstant, nextRunAt, retryAt, timeOfMinute, weekKey } from './reminder.rules.js';

const CHICAGO = 'America/Chicago';
const at = (iso: string) => new Date(iso);

describe('nextRunAt (venue time, America/Chicago)', () => {
  const thursday9 = { weekday: 4, minuteOfDay: 9 * 60, timeZone: CHICAGO };

  it('is later the same day when the time has not come yet', () => {
    // Thu 2026-11-26 08:00 CST = 14:00Z
    expect(nextRunAt(thursday9, at('2026-11-26T14:00:00Z')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('is a week later once the time has passed (and exactly at it)', () => {
    expect(nextRunAt(thursday9, at('2026-11-26T15:00:00Z')).toISOString()).toBe('2026-12-03T15:00:00.000Z');
    expect(nextRunAt(thursday9, at('2026-11-26T15:00:01Z')).toISOString()).toBe('2026-12-03T15:00:00.000Z');
  });

  it('uses the local date, not the UTC one (late evening local is already tomorrow in UTC)', () => {
    // Wed 2026-11-25 23:30 CST = Thu 05:30Z: the next Thursday 09:00 is the coming morning.
    expect(nextRunAt(thursday9, at('2026-11-26T05:30:00Z')).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('keeps 09:00 local across the spring change (CST to CDT)', () => {
    const sunday9 = { weekday: 7, minuteOfDay: 9 * 60, timeZone: CHICAGO };
    // Sun 2026-03-01 09:00 CST = 15:00Z; the next, Sun 03-08, is CDT: 14:00Z.
    expect(nextRunAt(sunday9, at('2026-03-01T15:00:00Z')).toISOString()).toBe('2026-03-08T14:00:00.000Z');
  });

  it('keeps 09:00 local across the autumn change (CDT to CST)', () => {
    const sunday9 = { weekday: 7, minuteOfDay: 9 * 60, timeZone: CHICAGO };
    expect(nextRunAt(sunday9, at('2026-10-25T14:00:00Z')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('runs a time the spring change skips at the same minutes past the jump', () => {
    const sunday230 = { weekday: 7, minuteOfDay: 2 * 60 + 30, timeZone: CHICAGO };
    // 02:30 does not exist on 2026-03-08; 03:30 CDT = 08:30Z.
    expect(nextRunAt(sunday230, at('2026-03-07T12:00:00Z')).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    expect(localInstant('2026-03-08', 150, CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
  });

  it('runs a time the autumn change repeats once, at its first occurrence', () => {
    const sunday130 = { weekday: 7, minuteOfDay: 90, timeZone: CHICAGO };
    const first = nextRunAt(sunday130, at('2026-10-31T12:00:00Z'));
    expect(first.toISOString()).toBe('2026-11-01T06:30:00.000Z'); // 01:30 CDT
    // Right after it (and during the repeated hour), the next run is a week later.
    expect(nextRunAt(sunday130, first).toISOString()).toBe('2026-11-08T07:30:00.000Z');
    expect(nextRunAt(sunday130, at('2026-11-01T07:30:00Z')).toISOString()).toBe('2026-11-08T07:30:00.000Z');
  });

  it('works in a zone east of UTC with its own change dates (Europe/Berlin, 2026-03-29)', () => {
    const sunday230 = { weekday: 7, minuteOfDay: 150, timeZone: 'Europe/Berlin' };
    expect(nextRunAt(sunday230, at('2026-03-28T12:00:00Z')).toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
  });
});

describe('weekKey', () => {
  it('is the ISO week of the local date', () => {
    expect(weekKey(at('2026-11-26T15:00:00Z'), CHICAGO)).toBe('2026-W48');
    // Monday 00:30 local is still Sunday night in UTC... and the reverse: Sun 23:30 CST is Mon 05:30Z.
    expect(weekKey(at('2026-11-30T05:30:00Z'), CHICAGO)).toBe('2026-W48');
    expect(weekKey(at('2026-11-30T06:30:00Z'), CHICAGO)).toBe('2026-W49');
  });

  it('follows ISO week-years at the turn of the year', () => {
    expect(weekKey(at('2027-01-01T18:00:00Z'), CHICAGO)).toBe('2026-W53');
    expect(weekKey(at('2025-12-29T18:00:00Z'), CHICAGO)).toBe('2026-W01');
  });
});

describe('small helpers', () => {
  it('formats minutes as HH:mm', () => {
    expect(timeOfMinute(0)).toBe('00:00');
    expect(timeOfMinute(18 * 60 + 5)).toBe('18:05');
  });

  it('backs off retries: 5, 20, 80 minutes', () => {
    const t = at('2026-11-26T15:00:00Z');
    expect([1, 2, 3].map((n) => (retryAt(n, t).getTime() - t.getTime()) / 60_000)).toEqual([5, 20, 80]);
  });
});
