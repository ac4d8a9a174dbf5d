import { addDays, isoWeekday } from '../../shared/time.js';

/**
 * US federal holidays (5 U.S.C. 6103), the public holidays a league night is noted on
 * (docs/product-rules.md "Leagues"). A holiday on a Saturday is also observed the Friday before,
 * one on a Sunday the Monday after: people have those days off too.
 */
const FIXED: readonly [month: number, day: number, name: string][] = [
  [1, 1, "New Year's Day"],
  [6, 19, 'Juneteenth'],
  [7, 4, 'Independence Day'],
  [11, 11, 'Veterans Day'],
  [12, 25, 'Christmas Day'],
];

/** [month, ISO weekday, nth (-1 = last), name] */
const FLOATING: readonly [month: number, weekday: number, nth: number, name: string][] = [
  [1, 1, 3, 'Martin Luther King Jr. Day'],
  [2, 1, 3, "Washington's Birthday"],
  [5, 1, -1, 'Memorial Day'],
  [9, 1, 1, 'Labor Day'],
  [10, 1, 2, 'Columbus Day'],
  [11, 4, 4, 'Thanksgiving Day'],
];

const pad = (n: number) => String(n).padStart(2, '0');

/** The nth (or last, -1) given ISO weekday of a month, as YYYY-MM-DD. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): string {
  if (nth > 0) {
    const first = `${year}-${pad(month)}-01`;
    return addDays(first, ((weekday - isoWeekday(first) + 7) % 7) + 7 * (nth - 1));
  }
  const last = addDays(month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`, -1);
  return addDays(last, -((isoWeekday(last) - weekday + 7) % 7));
}

/** Every federal holiday of a year with its observed weekday when it falls on a weekend, by date. */
export function federalHolidays(year: number): { date: string; name: string }[] {
  const days: { date: string; name: string }[] = [];
  for (const [month, day, name] of FIXED) {
    const date = `${year}-${pad(month)}-${pad(day)}`;
    days.push({ date, name });
    const weekday = isoWeekday(date);
    if (weekday === 6) days.push({ date: addDays(date, -1), name: `${name} (observed)` });
    if (weekday === 7) days.push({ date: addDays(date, 1), name: `${name} (observed)` });
  }
  for (const [month, weekday, nth, name] of FLOATING) days.push({ date: nthWeekday(year, month, weekday, nth), name });
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The federal holiday on a local date (YYYY-MM-DD), or null. New Year's of next year may be observed on Dec 31. */
export function federalHolidayOn(localDate: string): string | null {
  const year = Number(localDate.slice(0, 4));
  const found = [...federalHolidays(year), ...federalHolidays(year + 1)].find((h) => h.date === localDate);
  return found?.name ?? null;
}
