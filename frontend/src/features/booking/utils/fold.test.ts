import { describe, expect, it } from 'vitest';
import { foldedRows } from './fold';
import type { DayGrid, SlotState } from './slots';

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
const today = { date: '2026-11-28', today: '2026-11-28' };

describe('folding the hours already gone', () => {
  it("starts today's grid at the current hour: at 8:30 PM, 9 AM to 7 PM fold and 8 PM (started) is the first row", () => {
    const grid = day(20);
    const rows = foldedRows(grid, today);
    expect(rows).toBe(11);
    expect(grid.hours[rows]).toBe(20);
  });

  it('folds nothing on any other day than the venue today', () => {
    expect(foldedRows(day(20), { date: '2026-11-29', today: '2026-11-28' })).toBe(0);
    expect(foldedRows(day(-1), { date: '2026-11-29', today: '2026-11-29' })).toBe(0);
  });

  it('never folds an hour the server still offers', () => {
    // 12:00 still free for a bay (a clock ahead, or the server's say): 9, 10 and 11 are the run, 11 stays.
    expect(foldedRows(day(20, { 12: 'FREE' }), today)).toBe(2);
    const grid = day(20);
    grid.bays[1]!.states[5] = 'FREE';
    expect(foldedRows(grid, today)).toBe(4); // 9 to 13 started on both bays, 13 stays
  });

  it('leaves a single gone hour in place, and a day not yet open alone', () => {
    expect(foldedRows(day(10), today)).toBe(0); // 10:30 AM: only 9 AM is before the current hour
    expect(foldedRows(day(11), today)).toBe(2); // 11:30 AM: 9 and 10 fold
    expect(foldedRows(day(-1), today)).toBe(0); // before opening
    expect(foldedRows({ hours: [], bays: [] }, today)).toBe(0);
  });

  it('keeps the last hour after closing, with every earlier one folded', () => {
    const grid = day(23);
    expect(foldedRows(grid, today)).toBe(14);
    expect(grid.hours[14]).toBe(23);
  });
});
