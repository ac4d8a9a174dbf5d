import { describe, expect, it } from 'vitest';
import { bookingHours, formatDateTime, venueClock } from './venueTime';

const CHICAGO = 'America/Chicago';

describe('venueClock', () => {
  it('reads the wall clock at the venue, not in the browser', () => {
    expect(venueClock('2026-11-23T16:00:00.000Z', CHICAGO)).toBe('10:00');
    expect(venueClock('2026-07-01T05:00:00.000Z', CHICAGO)).toBe('00:00'); // daylight time: UTC-5
    expect(venueClock('not a date', CHICAGO)).toBe('');
  });
});

describe('bookingHours', () => {
  it('is the spec hour range in venue time', () => {
    expect(bookingHours('2026-11-23T16:00:00.000Z', '2026-11-23T18:00:00.000Z', CHICAGO)).toBe('10:00 AM - 12:00 PM');
  });

  it('a booking to midnight ends at 12:00 AM', () => {
    expect(bookingHours('2026-11-28T04:00:00.000Z', '2026-11-28T06:00:00.000Z', CHICAGO)).toBe('10:00 PM - 12:00 AM');
  });
});

describe('formatDateTime', () => {
  it('shows the venue-local date and time', () => {
    expect(formatDateTime('2026-11-23T03:30:00.000Z', CHICAGO)).toBe('Nov 22, 2026, 9:30 PM');
    expect(formatDateTime('', CHICAGO)).toBe('');
  });
});
