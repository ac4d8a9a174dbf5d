import { describe, expect, it } from 'vitest';
import { priceLabel, spotsLabel, timeLeftLabel, waitlistPlaceLabel, whenLabel } from './eventLabels';

describe('event labels', () => {
  it('says Free for a free event and dollars otherwise', () => {
    expect(priceLabel(0)).toBe('Free');
    expect(priceLabel(3500)).toBe('$35.00');
  });
  it('counts spots, and says full with the waitlist behind it', () => {
    expect(spotsLabel({ spotsLeft: 4, waitlistLength: 0, capacity: 8 })).toBe('4 spots left');
    expect(spotsLabel({ spotsLeft: 1, waitlistLength: 0, capacity: 8 })).toBe('1 spot left');
    expect(spotsLabel({ spotsLeft: 0, waitlistLength: 0, capacity: 8 })).toBe('Full (8 places)');
    expect(spotsLabel({ spotsLeft: 0, waitlistLength: 3, capacity: 8 })).toBe('Full (8 places) · 3 waiting');
    expect(spotsLabel({ spotsLeft: 0, waitlistLength: 0, capacity: 1 })).toBe('Full (1 place)');
  });
  it('says a place in line as an ordinal', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 102, 111].map(waitlistPlaceLabel)).toEqual([
      'You are next in line',
      'You are 2nd in line',
      'You are 3rd in line',
      'You are 4th in line',
      'You are 11th in line',
      'You are 12th in line',
      'You are 13th in line',
      'You are 21st in line',
      'You are 22nd in line',
      'You are 102nd in line',
      'You are 111th in line',
    ]);
  });
  it("tells the time in the venue's zone", () => {
    expect(whenLabel('2026-12-05T01:00:00Z', '2026-12-05T03:00:00Z', 'America/Chicago')).toBe('Dec 4, 2026 · 7:00 PM - 9:00 PM');
    // The demo clinic, 10:00 to 11:30: its half hour is shown, not cut to the hour.
    expect(whenLabel('2026-12-04T16:00:00Z', '2026-12-04T17:30:00Z', 'America/Chicago')).toBe('Dec 4, 2026 · 10:00 AM - 11:30 AM');
  });
  it('counts a claim window down to zero', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(timeLeftLabel('2026-12-01T13:59:30Z', now)).toBe('1 h 59 min 30 s');
    expect(timeLeftLabel('2026-12-01T12:04:05Z', now)).toBe('4 min 05 s');
    expect(timeLeftLabel('2026-12-01T11:00:00Z', now)).toBe('0 s');
  });
});
