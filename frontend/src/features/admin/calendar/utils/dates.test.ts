import { describe, expect, it } from 'vitest';
import { addDays, isLocalDate, isoWeekday, localClockOf, localDateOf, localHourOf } from './dates';

const TZ = 'America/Chicago';

describe('calendar dates', () => {
  it('adds calendar days across months, years and DST changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02'); // the day DST ends in Chicago
  });

  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-11-22')).toBe(7); // Sunday
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-27')).toBe(5);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isLocalDate('2026-11-22')).toBe(true);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate('')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('reads local dates and hours in the venue zone, not the browser one', () => {
    // 05:30 UTC on Nov 23 is still 11:30 PM on Nov 22 in Chicago (UTC-6).
    expect(localDateOf('2026-11-23T05:30:00.000Z', TZ)).toBe('2026-11-22');
    expect(localHourOf('2026-11-23T05:30:00.000Z', TZ)).toBe(23);
    expect(localHourOf('2026-07-01T14:00:00.000Z', TZ)).toBe(9); // UTC-5 in summer
    expect(localClockOf('2026-11-23T15:00:00.000Z', TZ)).toBe('09:00');
    expect(localClockOf('2026-11-24T06:00:00.000Z', TZ)).toBe('00:00');
  });
});
