import { describe, expect, it } from 'vitest';
import {
  addDays,
  bookingHours,
  daysBetween,
  formatDateTime,
  formatTimeWithZone,
  hourLabel,
  isLocalDate,
  isoWeekday,
  localDateOf,
  localHourOf,
  todayIn,
  venueClock,
} from './venueTime';

const TZ = 'America/Chicago';

describe('venue-local dates', () => {
  it('adds calendar days across months, years and DST changes', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02'); // the day DST ends in Chicago
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09'); // US spring-forward day
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('counts days between dates', () => {
    expect(daysBetween('2026-11-22', '2026-11-27')).toBe(5);
    expect(daysBetween('2026-11-22', '2026-11-21')).toBe(-1);
    expect(daysBetween('2026-11-01', '2026-11-02')).toBe(1); // fall-back weekend
  });

  it("takes today from the venue's zone, not the browser's", () => {
    // 03:00 UTC on Nov 23 is still Nov 22 in Chicago.
    expect(todayIn(TZ, new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('UTC', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
  });

  it('labels whole hours h:mm a', () => {
    expect(hourLabel(6)).toBe('6:00 AM');
    expect(hourLabel(12)).toBe('12:00 PM');
    expect(hourLabel(23)).toBe('11:00 PM');
    expect(hourLabel(24)).toBe('12:00 AM');
  });

  it('knows ISO weekdays', () => {
    expect(isoWeekday('2026-11-22')).toBe(7); // Sunday
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-27')).toBe(5);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isLocalDate('2026-11-22')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-02-30')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-2-3')).toBe(false);
    expect(isLocalDate('2026-11-23T10:00')).toBe(false);
    expect(isLocalDate(20261123)).toBe(false);
    expect(isLocalDate('11/23/2026')).toBe(false);
    expect(isLocalDate('')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('reads local dates and hours in the venue zone, not the browser one', () => {
    // 05:30 UTC on Nov 23 is still 11:30 PM on Nov 22 in Chicago (UTC-6).
    expect(localDateOf('2026-11-23T05:30:00.000Z', TZ)).toBe('2026-11-22');
    expect(localHourOf('2026-11-23T05:30:00.000Z', TZ)).toBe(23);
    expect(localHourOf('2026-07-01T14:00:00.000Z', TZ)).toBe(9); // UTC-5 in summer
    expect(localDateOf('nope', TZ)).toBe('');
  });
});

describe('venueClock', () => {
  it('reads the wall clock at the venue, not in the browser', () => {
    expect(venueClock('2026-11-23T16:00:00.000Z', TZ)).toBe('10:00');
    expect(venueClock('2026-11-23T00:00:00.000Z', TZ)).toBe('18:00');
    expect(venueClock('2026-11-24T06:00:00.000Z', TZ)).toBe('00:00');
    expect(venueClock('2026-07-01T05:00:00.000Z', TZ)).toBe('00:00'); // daylight time: UTC-5
    expect(venueClock(new Date('2026-07-01T15:30:00.000Z'), TZ)).toBe('10:30');
    expect(venueClock('2026-11-23T16:00:00.000Z', 'America/Denver')).toBe('09:00');
    expect(venueClock('not a date', TZ)).toBe('');
  });
});

describe('bookingHours', () => {
  it('is the spec hour range in venue time', () => {
    expect(bookingHours('2026-11-23T16:00:00.000Z', '2026-11-23T18:00:00.000Z', TZ)).toBe('10:00 AM - 12:00 PM');
    expect(bookingHours('2026-11-23T16:00:00.000Z', '2026-11-23T18:00:00.000Z', 'America/New_York')).toBe('11:00 AM - 1:00 PM');
  });

  it('a booking to midnight ends at 12:00 AM', () => {
    expect(bookingHours('2026-11-28T04:00:00.000Z', '2026-11-28T06:00:00.000Z', TZ)).toBe('10:00 PM - 12:00 AM');
  });
});

describe('formatDateTime', () => {
  it('shows the venue-local date and time', () => {
    expect(formatDateTime('2026-11-22T21:04:00.000Z', TZ)).toBe('Nov 22, 2026, 3:04 PM');
    expect(formatDateTime('2026-11-23T03:30:00.000Z', TZ)).toBe('Nov 22, 2026, 9:30 PM');
    expect(formatDateTime('2026-11-23T03:30:00.000Z', 'America/New_York')).toBe('Nov 22, 2026, 10:30 PM');
    expect(formatDateTime('', TZ)).toBe('');
    expect(formatDateTime('nope', TZ)).toBe('');
  });
});

describe('formatTimeWithZone', () => {
  it('says which zone the time is told in', () => {
    expect(formatTimeWithZone('2026-11-22T21:04:00.000Z', TZ)).toBe('3:04 PM CST');
    expect(formatTimeWithZone(new Date('2026-07-01T15:30:00.000Z'), TZ)).toBe('10:30 AM CDT');
    expect(formatTimeWithZone('nope', TZ)).toBe('');
  });
});
