import { describe, expect, it } from 'vitest';
import { clockToMinutes, isValidSlug, minutesToClock } from './location.rules.js';

describe('clock conversions', () => {
  it('formats minutes from midnight, keeping 24:00 for a midnight close', () => {
    expect(minutesToClock(0)).toBe('00:00');
    expect(minutesToClock(6 * 60)).toBe('06:00');
    expect(minutesToClock(9 * 60 + 30)).toBe('09:30');
    expect(minutesToClock(1440)).toBe('24:00');
  });

  it('refuses what is not a time of day', () => {
    expect(() => minutesToClock(-1)).toThrow(RangeError);
    expect(() => minutesToClock(1441)).toThrow(RangeError);
    expect(() => minutesToClock(1.5)).toThrow(RangeError);
    expect(() => clockToMinutes('24:01')).toThrow(RangeError);
    expect(() => clockToMinutes('10:60')).toThrow(RangeError);
    expect(() => clockToMinutes('6:00')).toThrow(RangeError);
  });

  it('round-trips every minute of the day', () => {
    for (let m = 0; m <= 1440; m++) expect(clockToMinutes(minutesToClock(m))).toBe(m);
  });
});

describe('isValidSlug', () => {
  it('accepts the seed slugs and refuses others', () => {
    for (const s of ['tulsa', 'richardson', 'hudsonoaks']) expect(isValidSlug(s)).toBe(true);
    for (const s of ['', 'Hudson Oaks', 'hudson-oaks', '../x', 'a'.repeat(41)]) expect(isValidSlug(s)).toBe(false);
  });
});
