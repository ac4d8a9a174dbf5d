import { describe, expect, it } from 'vitest';
import { federalHolidayOn, federalHolidays } from './holiday.rules.js';

describe('federal holidays', () => {
  it('lays out 2026 as OPM publishes it, the Saturday Independence Day observed on Friday', () => {
    expect(federalHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-01-19', name: 'Martin Luther King Jr. Day' },
      { date: '2026-02-16', name: "Washington's Birthday" },
      { date: '2026-05-25', name: 'Memorial Day' },
      { date: '2026-06-19', name: 'Juneteenth' },
      { date: '2026-07-03', name: 'Independence Day (observed)' },
      { date: '2026-07-04', name: 'Independence Day' },
      { date: '2026-09-07', name: 'Labor Day' },
      { date: '2026-10-12', name: 'Columbus Day' },
      { date: '2026-11-11', name: 'Veterans Day' },
      { date: '2026-11-26', name: 'Thanksgiving Day' },
      { date: '2026-12-25', name: 'Christmas Day' },
    ]);
  });

  it('names the holiday of a date, null on an ordinary day', () => {
    expect(federalHolidayOn('2026-12-25')).toBe('Christmas Day');
    expect(federalHolidayOn('2026-12-24')).toBeNull();
    expect(federalHolidayOn('2027-11-25')).toBe('Thanksgiving Day');
    // Memorial Day is the last Monday, even in a month with five Mondays.
    expect(federalHolidayOn('2028-05-29')).toBe('Memorial Day');
    expect(federalHolidayOn('2028-05-22')).toBeNull();
  });

  it("observes a Sunday holiday on Monday and a Saturday New Year's Day on the Friday before, across the year", () => {
    expect(federalHolidayOn('2027-12-24')).toBe('Christmas Day (observed)');
    expect(federalHolidayOn('2022-12-26')).toBe('Christmas Day (observed)');
    expect(federalHolidayOn('2021-12-31')).toBe("New Year's Day (observed)");
  });
});
