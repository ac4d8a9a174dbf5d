import { describe, expect, it } from 'vitest';
import { foldedRows } from './fold';
import type { DayGrid, SlotState } from './slots';

const TZ = 'America/Chicago';
// Saturday at Richardson: open 9:00 to midnight, two bays; the server marks every hour that has started PAST.
const day = (startedThrough: number, extra: Partial<Record<number, SlotState>> = {}): DayGrid => {
  const hours = Array.from({ length: 15 }, (_, i) => 9 + i);
  const states = hours.map((h) => extra[h] ?? (h <= startedThrough ? 'PAST' : 'FREE'));
  return {
    hours,
    bays: [
      { number: 1, name: 'Bay 1', capacity: 6, states },
      { number: 2, name: 'Bay 2', capacity: 6, states: [...states] },
    ],
  };
};
// 8:30 PM on Saturday, Nov 28 at the venue: already Sunday in UTC (and in a browser east of it).
const lateSaturday = new Date('2026-11-29T02:30:00Z');
const clock = (now: Date, date = '2026-11-28', today = '2026-11-28') => ({ date, today, now, timeZone: TZ });

describe('folding the hours already gone', () => {
  it("starts today's grid at the venue's current hour: 9 AM to 7 PM fold, 8 PM (started) is the first row", () => {
    const grid = day(20);
    const rows = foldedRows(grid, clock(lateSaturday));
    expect(rows).toBe(11);
    expect(grid.hours[rows]).toBe(20);
  });

  it('reads the hour in the venue zone, on the hour too', () => {
    expect(foldedRows(day(16), clock(new Date('2026-11-28T22:00:00Z')))).toBe(7); // 4:00 PM sharp: 9 AM to 3 PM fold
    expect(foldedRows(day(16), clock(new Date('2026-11-28T22:59:59Z')))).toBe(7);
  });

  it('folds nothing on any other day than the venue today', () => {
    expect(foldedRows(day(-1), clock(lateSaturday, '2026-11-29'))).toBe(0);
    // A device a day ahead: the server's today decides, the hour of day is still the venue's.
    expect(foldedRows(day(20), clock(new Date('2026-11-30T02:30:00Z')))).toBe(11);
  });

  it('never folds an hour the server still offers, whatever the device clock says', () => {
    expect(foldedRows(day(20, { 12: 'FREE' }), clock(lateSaturday))).toBe(3); // 9, 10 and 11 only
    expect(foldedRows(day(14), clock(lateSaturday))).toBe(6); // a clock ahead of the server: only what has started
  });

  it('leaves a single gone hour in place, and a day not yet open alone', () => {
    expect(foldedRows(day(10), clock(new Date('2026-11-28T16:30:00Z')))).toBe(0); // 10:30 AM: only 9 AM is before now
    expect(foldedRows(day(11), clock(new Date('2026-11-28T17:30:00Z')))).toBe(2); // 11:30 AM: 9 and 10 fold
    expect(foldedRows(day(-1), clock(new Date('2026-11-28T14:00:00Z')))).toBe(0); // 8:00 AM, before opening
    expect(foldedRows({ hours: [], bays: [] }, clock(lateSaturday))).toBe(0);
  });
});
