import { addDays, daysBetween } from '../../../lib/venueTime';

/** Admins book without a window; the picker still shows two weeks at a time. */
const ADMIN_DAYS = 14;

/** The bookable dates: today to the last date of the viewer's window. */
export function windowDates(today: string, lastBookableDate: string | null): string[] {
  const days = lastBookableDate ? Math.max(0, daysBetween(today, lastBookableDate)) : ADMIN_DAYS - 1;
  return Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
}

/** One hour of the day and the coaches free at it, by name. */
export function hoursWithCoaches(slots: readonly { startHour: number; coach: { id: string; name: string } }[]) {
  const byHour = new Map<number, { id: string; name: string }[]>();
  for (const s of slots) byHour.set(s.startHour, [...(byHour.get(s.startHour) ?? []), s.coach]);
  return [...byHour.entries()].sort((a, b) => a[0] - b[0]).map(([hour, coaches]) => ({ hour, coaches }));
}
