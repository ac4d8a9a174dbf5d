import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, instantAt, isoWeekday, isValidLocalDate, localDateOf, localMonthOf, localTimeExists } from './time.js';

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
});
