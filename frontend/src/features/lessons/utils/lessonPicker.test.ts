import { describe, expect, it } from 'vitest';
import { hoursWithCoaches, windowDates } from './lessonPicker';

describe('windowDates', () => {
  it('runs from today to the last bookable date, across a month end', () => {
    expect(windowDates('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(windowDates('2026-11-29', '2026-11-29')).toEqual(['2026-11-29']);
  });
  it('shows two weeks when there is no limit (admins)', () => {
    const dates = windowDates('2026-11-29', null);
    expect(dates).toHaveLength(14);
    expect(dates.at(-1)).toBe('2026-12-12');
  });
});

describe('hoursWithCoaches', () => {
  it('groups the slots by hour, in hour order, keeping the coaches in the order given', () => {
    const a = { id: 'a', name: 'Ann' };
    const b = { id: 'b', name: 'Bo' };
    expect(
      hoursWithCoaches([
        { startHour: 10, coach: a },
        { startHour: 9, coach: b },
        { startHour: 10, coach: b },
      ]),
    ).toEqual([
      { hour: 9, coaches: [b] },
      { hour: 10, coaches: [a, b] },
    ]);
  });
});
