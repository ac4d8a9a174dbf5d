import { describe, expect, it } from 'vitest';
import { addDays, bookingHourRange, clockInZone, dayLabel, daysBetween, formatInstant, hourLabel, isLocalDate, todayIn } from './dates';

const CHICAGO = 'America/Chicago';

describe('venue-local dates', () => {
  it('adds days across months, years and DST changes without drifting', () => {
    expect(addDays('2026-11-22', 1)).toBe('2026-11-23');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 2)).toBe('2027-01-02');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // US spring-forward day
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-27')).toBe(5);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1); // fall-back weekend
  });

  it('knows a calendar date', () => {
    expect(isLocalDate('2026-11-23')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-11-23T10:00')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it("takes today from the venue's zone, not the browser's", () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in Chicago.
    expect(todayIn(CHICAGO, new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('UTC', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it('reads an instant as venue wall-clock time', () => {
    expect(clockInZone('2026-11-23T21:00:00.000Z', CHICAGO)).toBe('15:00');
    expect(clockInZone('2026-11-28T06:00:00.000Z', CHICAGO)).toBe('00:00'); // midnight ending a Friday
    expect(bookingHourRange('2026-11-23T21:00:00.000Z', '2026-11-23T23:00:00.000Z', CHICAGO)).toBe('3:00 PM - 5:00 PM');
    expect(bookingHourRange('2026-11-28T04:00:00.000Z', '2026-11-28T06:00:00.000Z', CHICAGO)).toBe('10:00 PM - 12:00 AM');
    expect(clockInZone('2026-07-01T14:00:00.000Z', CHICAGO)).toBe('09:00'); // summer time: UTC-5
    expect(formatInstant('2026-11-22T21:00:00.000Z', CHICAGO)).toBe('Nov 22, 2026, 3:00 PM');
  });

  it('labels hours h:mm a', () => {
    expect(hourLabel(6)).toBe('6:00 AM');
    expect(hourLabel(12)).toBe('12:00 PM');
    expect(hourLabel(23)).toBe('11:00 PM');
  });

  it('names days next to today', () => {
    expect(dayLabel('2026-11-22', '2026-11-22')).toEqual({ name: 'Today', short: 'Nov 22', full: 'Sunday, Nov 22, 2026' });
    expect(dayLabel('2026-11-23', '2026-11-22')).toEqual({ name: 'Tomorrow', short: 'Nov 23', full: 'Monday, Nov 23, 2026' });
    expect(dayLabel('2026-11-25', '2026-11-22')).toEqual({ name: 'Wed', short: 'Nov 25', full: 'Wednesday, Nov 25, 2026' });
  });
});
