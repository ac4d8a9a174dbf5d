import { instantAt } from '../../shared/time.js';

/**
 * The local hours of a date a closure covers, as [startHour, endHour) with 24 for midnight: every
 * one-hour slot of the date it overlaps, exactly as availability counts a slot closed. A closure
 * that starts the day before or runs into the next day is clipped to the date. Null when the
 * closure does not touch the date.
 */
export function closureHoursOn(
  date: string,
  timeZone: string,
  closure: { start: Date; end: Date },
): { startHour: number; endHour: number } | null {
  let startHour: number | null = null;
  let endHour: number | null = null;
  for (let h = 0; h < 24; h++) {
    const slotStart = instantAt(date, h * 60, timeZone);
    const slotEnd = instantAt(date, (h + 1) * 60, timeZone);
    if (closure.start < slotEnd && slotStart < closure.end) {
      startHour ??= h;
      endHour = h + 1;
    }
  }
  return startHour === null || endHour === null ? null : { startHour, endHour };
}
