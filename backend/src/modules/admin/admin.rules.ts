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

/**
 * The time zone of the chain-wide dashboard figures (the "today" and "this week" labels, the week's
 * revenue, page views per day): the zone most locations are in; a tie goes to the zone of the first
 * location by name. UTC only when there is no location at all.
 */
export function referenceTimeZone(locations: readonly { name: string; timeZone: string }[]): string {
  const byName = [...locations].sort((a, b) => a.name.localeCompare(b.name));
  const counts = new Map<string, number>();
  for (const l of byName) counts.set(l.timeZone, (counts.get(l.timeZone) ?? 0) + 1);
  let best: string | null = null;
  for (const [zone, n] of counts) if (best === null || n > counts.get(best)!) best = zone; // Map keeps first-seen order
  return best ?? 'UTC';
}

/** Open bay-minutes of a location on an ISO weekday: its active bays times that day's opening hours (occupancy's denominator). */
export function openBayMinutes(
  location: { bays: readonly unknown[]; openingHours: readonly { weekday: number; opensMinute: number; closesMinute: number }[] },
  weekday: number,
): number {
  const day = location.openingHours.find((h) => h.weekday === weekday);
  return day ? (day.closesMinute - day.opensMinute) * location.bays.length : 0;
}
