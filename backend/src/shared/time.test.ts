import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  instantAt,
  isoWeekday,
  isValidLocalDate,
  localDateOf,
  localMonthOf,
  localTimeExists,
  nextLocalHour,
} from './time.js';

const CHICAGO = 'America/Chicago';

describe('venue-local time', () => {
  it('converts local wall-clock times to instants across DST changes', () => {
    expect(instantAt('2026-11-22', 10 * 60, CHICAGO).toISOString()).toBe('2026-11-22T16:00:00.000Z'); // CST, UTC-6
    expect(instantAt('2026-07-04', 10 * 60, CHICAGO).toISOString()).toBe('2026-07-04T15:00:00.000Z'); // CDT, UTC-5
    // 2026-03-08: clocks jump from 2:00 to 3:00; 10am is already daylight time.
    expect(instantAt('2026-03-08', 10 * 60, CHICAGO).toISOString()).toBe('2026-03-08T15:00:00.000Z');
    expect(instantAt('2026-03-08', 0, CHICAGO).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    // 2026-11-01: clocks fall back from 2:00 to 1:00; the day has 25 hours.
    expect(instantAt('2026-11-01', 0, CHICAGO).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(instantAt('2026-11-01', 1440, CHICAGO).toISOString()).toBe('2026-11-02T06:00:00.000Z');
  });

  it('moves a time that DST skips forward by the gap, and takes the first of a repeated one, whatever the season now', () => {
    // 2026-03-08 02:30 does not exist in Chicago: it reads as 03:30 CDT.
    expect(instantAt('2026-03-08', 150, CHICAGO).toISOString()).toBe('2026-03-08T08:30:00.000Z');
    // 2026-11-01 01:30 happens twice (CDT, then CST): the first one.
    expect(instantAt('2026-11-01', 90, CHICAGO).toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // East of UTC too: Lord Howe falls back half an hour at 02:00 on 2026-04-05 (+11 → +10:30).
    expect(instantAt('2026-04-05', 90, 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T14:30:00.000Z');
    expect(instantAt('2026-04-05', 120, 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T15:30:00.000Z');
  });

  it('treats minute 1440 as midnight at the end of the day (Friday and Saturday close)', () => {
    expect(instantAt('2026-11-27', 1440, CHICAGO).toISOString()).toBe('2026-11-28T06:00:00.000Z');
    expect(instantAt('2026-12-31', 1440, CHICAGO).toISOString()).toBe('2027-01-01T06:00:00.000Z');
  });

  it("finds the local date of an instant, not the server's or UTC's", () => {
    expect(localDateOf(new Date('2026-11-23T05:30:00Z'), CHICAGO)).toBe('2026-11-22'); // 11:30pm Sunday in Chicago
    expect(localDateOf(new Date('2026-11-23T06:00:00Z'), CHICAGO)).toBe('2026-11-23');
  });

  it('does calendar arithmetic on local dates', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-22', '2026-11-27')).toBe(5);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2); // across the DST change
    expect(isoWeekday('2026-11-22')).toBe(7); // Sunday
    expect(isoWeekday('2026-11-27')).toBe(5); // Friday
    expect(localMonthOf('2026-11-30')).toBe('2026-11');
  });

  it('validates local dates', () => {
    expect(isValidLocalDate('2026-11-22')).toBe(true);
    expect(isValidLocalDate('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '26-11-22', '2026-11-22T00:00', ''])
      expect(isValidLocalDate(bad)).toBe(false);
  });
});

describe('localTimeExists', () => {
  it('is false only inside the hour the clocks skip, in each zone on its own date', () => {
    expect(localTimeExists('2026-03-08', 2 * 60, 'America/Chicago')).toBe(false);
    expect(localTimeExists('2026-03-08', 2 * 60 + 30, 'America/Chicago')).toBe(false);
    expect(localTimeExists('2026-03-08', 60, 'America/Chicago')).toBe(true);
    expect(localTimeExists('2026-03-08', 3 * 60, 'America/Chicago')).toBe(true);
    expect(localTimeExists('2026-03-07', 2 * 60, 'America/Chicago')).toBe(true);
    expect(localTimeExists('2026-03-29', 60, 'Europe/London')).toBe(false);
  });

  it('keeps the repeated hour of autumn and midnight at the end of the day', () => {
    expect(localTimeExists('2026-11-01', 60 + 30, 'America/Chicago')).toBe(true);
    expect(localTimeExists('2026-03-07', 1440, 'America/Chicago')).toBe(true);
  });

  it('agrees with a fresh formatter at any instant, the cached offsets included (DST, half-hour and 45-minute zones)', () => {
    const zones = ['America/Chicago', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns', 'America/Santiago'];
    const wall = (ms: number, timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) }), fc.constantFrom(...zones), (ms, zone) => {
        // Near the instant first, so the answer may come from the quarter hour's cached offset.
        localDateOf(new Date(ms - 60_000), zone);
        expect(localDateOf(new Date(ms), zone)).toBe(wall(ms, zone));
      }),
      { numRuns: 3000 },
    );
    // Every minute of the two hours around each change of 2026 (Chicago both ways, Lord Howe's half hour):
    // the instant of the wall-clock time read there reads that wall-clock time again.
    const clock = (ms: number, timeZone: string) => {
      const f = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', dateStyle: 'short', timeStyle: 'short' }).format(ms);
      return { date: f.slice(0, 10), minute: Number(f.slice(12, 14)) * 60 + Number(f.slice(15, 17)) };
    };
    const changes: [string, number][] = [
      [CHICAGO, Date.UTC(2026, 2, 8, 8)],
      [CHICAGO, Date.UTC(2026, 10, 1, 7)],
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 15)],
    ];
    for (const [zone, change] of changes) {
      for (let ms = change - 3_600_000; ms <= change + 3_600_000; ms += 60_000) {
        const { date, minute } = clock(ms, zone);
        expect(clock(instantAt(date, minute, zone).getTime(), zone)).toEqual({ date, minute });
      }
    }
  });
});

describe('nextLocalHour', () => {
  it('is the next start of an hour on the venue wall clock', () => {
    expect(nextLocalHour(new Date('2026-11-24T19:30:00-06:00'), 'America/Chicago')).toEqual(new Date('2026-11-24T20:00:00-06:00'));
    // On the hour exactly, the hour that starts after it.
    expect(nextLocalHour(new Date('2026-11-24T19:00:00-06:00'), 'America/Chicago')).toEqual(new Date('2026-11-24T20:00:00-06:00'));
    // A zone half an hour off UTC: its hours start at :30 UTC.
    expect(nextLocalHour(new Date('2026-11-24T10:10:00Z'), 'Asia/Kolkata')).toEqual(new Date('2026-11-24T10:30:00Z'));
  });

  it('crosses the end of daylight saving time (01:00 happens twice)', () => {
    const first = nextLocalHour(new Date('2026-11-01T00:40:00-05:00'), 'America/Chicago');
    expect(first).toEqual(new Date('2026-11-01T01:00:00-05:00'));
    expect(nextLocalHour(new Date('2026-11-01T01:40:00-05:00'), 'America/Chicago')).toEqual(new Date('2026-11-01T01:00:00-06:00'));
  });

  it('is always later than now and at most an hour away', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const next = nextLocalHour(now, 'America/Chicago').getTime();
        return next > now.getTime() && next - now.getTime() <= 3_600_000;
      }),
    );
  });
});
