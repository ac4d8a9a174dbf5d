import { describe, expect, it } from 'vitest';
import { closureHoursOn, openBayMinutes, referenceTimeZone } from './admin.rules.js';

const TZ = 'America/Chicago';
const at = (iso: string) => new Date(iso);

describe('closureHoursOn', () => {
  it('gives the local hours a closure covers on the date', () => {
    // 2026-11-23 is CST (UTC-6): 18:00 local is 00:00Z the next day.
    expect(closureHoursOn('2026-11-23', TZ, { start: at('2026-11-24T00:00:00Z'), end: at('2026-11-24T06:00:00Z') })).toEqual({
      startHour: 18,
      endHour: 24,
    });
    expect(closureHoursOn('2026-11-23', TZ, { start: at('2026-11-23T15:00:00Z'), end: at('2026-11-23T16:00:00Z') })).toEqual({
      startHour: 9,
      endHour: 10,
    });
  });

  it('clips a closure that spans midnight to each date it touches', () => {
    const overnight = { start: at('2026-11-24T04:00:00Z'), end: at('2026-11-24T08:00:00Z') }; // 22:00 to 02:00 local
    expect(closureHoursOn('2026-11-23', TZ, overnight)).toEqual({ startHour: 22, endHour: 24 });
    expect(closureHoursOn('2026-11-24', TZ, overnight)).toEqual({ startHour: 0, endHour: 2 });
    expect(closureHoursOn('2026-11-25', TZ, overnight)).toBeNull();
  });

  it('counts a partly covered hour as closed, as availability does', () => {
    expect(closureHoursOn('2026-11-23', TZ, { start: at('2026-11-23T16:30:00Z'), end: at('2026-11-23T17:15:00Z') })).toEqual({
      startHour: 10,
      endHour: 12,
    });
  });

  it('reads the wall clock in summer time too', () => {
    // 2026-07-01 is CDT (UTC-5).
    expect(closureHoursOn('2026-07-01', TZ, { start: at('2026-07-01T14:00:00Z'), end: at('2026-07-01T17:00:00Z') })).toEqual({
      startHour: 9,
      endHour: 12,
    });
  });
});

describe('referenceTimeZone', () => {
  const loc = (name: string, timeZone: string) => ({ name, timeZone });

  it('is the zone most locations are in', () => {
    expect(referenceTimeZone([loc('Tulsa', 'America/Chicago'), loc('Denver', 'America/Denver'), loc('Austin', 'America/Chicago')])).toBe(
      'America/Chicago',
    );
  });

  it('breaks a tie with the first location by name, whatever the order given', () => {
    expect(referenceTimeZone([loc('Tulsa', 'America/Chicago'), loc('Denver', 'America/Denver')])).toBe('America/Denver');
    expect(referenceTimeZone([loc('Denver', 'America/Denver'), loc('Tulsa', 'America/Chicago')])).toBe('America/Denver');
  });

  it('is UTC without any location', () => {
    expect(referenceTimeZone([])).toBe('UTC');
  });
});

describe('openBayMinutes', () => {
  const location = {
    bays: [{}, {}, {}],
    openingHours: [
      { weekday: 1, opensMinute: 10 * 60, closesMinute: 22 * 60 },
      { weekday: 6, opensMinute: 9 * 60, closesMinute: 24 * 60 },
    ],
  };

  it("is the day's opening hours times the active bays", () => {
    expect(openBayMinutes(location, 1)).toBe(12 * 60 * 3);
    expect(openBayMinutes(location, 6)).toBe(15 * 60 * 3);
  });

  it('is 0 on a closed weekday', () => {
    expect(openBayMinutes(location, 2)).toBe(0);
  });
});
