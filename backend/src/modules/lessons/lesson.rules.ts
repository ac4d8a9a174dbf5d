import type { DayHours, Range } from '../bookings/booking.rules.js';
import { slotsOf } from '../bookings/booking.rules.js';
import { addDays, instantAt, isoWeekday, localDateOf } from '../../shared/time.js';
import { withDiscount, type Quote } from '../bookings/pricing.rules.js';

/**
 * Lesson rules (PRODUCT.md "Lessons and coaches"), pure. A lesson is one whole local hour inside the
 * location's opening hours and inside the coach's working hours there, outside their time off, with
 * the coach free for the hour plus their buffer minutes on each side (at any location), and a bay
 * of the location free for the hour.
 */

const LESSON_HOURS = 1;
const HOUR_MS = 3600_000;

/** One weekly stretch of a coach's hours at a location: local minutes from midnight (1440 = end of day). */
export interface WeeklyStretch {
  weekday: number;
  startsMinute: number;
  endsMinute: number;
}

/** Everything that decides when a coach can teach at one location on one local date. */
export interface CoachDay {
  coachId: string;
  bufferMinutes: number;
  /** The coach's weekly hours at this location. */
  hours: WeeklyStretch[];
  timeOff: Range[];
  /** The coach's taken time at any location (each lesson widened by its buffers, as stored). */
  busy: Range[];
}

function overlaps(a: Range, b: Range): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * The coach's working time on a local date: each weekly stretch of that weekday turned into instants
 * through the location's time zone for that very date (so 9:00–17:00 is 9:00–17:00 local on either
 * side of a daylight-saving change; never an instant shifted by a fixed offset).
 */
export function workingRanges(localDate: string, hours: readonly WeeklyStretch[], timeZone: string): Range[] {
  const weekday = isoWeekday(localDate);
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ start: instantAt(localDate, h.startsMinute, timeZone), end: instantAt(localDate, h.endsMinute, timeZone) }))
    .filter((r) => r.end > r.start);
}

/** The coach's time a lesson takes: the lesson with the buffer before and after. */
export function coachRange(lesson: Range, bufferMinutes: number): Range {
  return { start: new Date(lesson.start.getTime() - bufferMinutes * 60_000), end: new Date(lesson.end.getTime() + bufferMinutes * 60_000) };
}

export type CoachRefusal = 'outside_hours' | 'time_off' | 'busy';

/** Why the coach cannot teach this lesson, or null when they can (bays aside). */
export function coachRefusal(lesson: Range, coach: CoachDay, working: readonly Range[]): CoachRefusal | null {
  if (!working.some((w) => w.start <= lesson.start && lesson.end <= w.end)) return 'outside_hours';
  if (coach.timeOff.some((t) => overlaps(t, lesson))) return 'time_off';
  const needs = coachRange(lesson, coach.bufferMinutes);
  if (coach.busy.some((b) => overlaps(b, needs))) return 'busy';
  return null;
}

export const COACH_REFUSALS: Record<CoachRefusal, string> = {
  outside_hours: 'The coach does not teach here at that time. Please pick one of the hours shown.',
  time_off: 'The coach is away then. Please pick another time or coach.',
  busy: 'That lesson time was just taken. Please pick another time or coach.',
};

export interface LessonSlot {
  coachId: string;
  /** Local start hour, 0–23. */
  hour: number;
  start: Date;
  end: Date;
}

/**
 * The bookable lesson hours of a local date at a location, per coach: whole hours of the opening
 * hours that have not started, in which the coach works, is not off and not teaching (buffers
 * included), and some active bay is neither closed nor taken. An hour that is not one real hour
 * long (the hour a daylight-saving change skips or repeats) is never a lesson. By start, then coach
 * in the order given.
 */
export function lessonSlots(input: {
  date: string;
  timeZone: string;
  openingHours: readonly DayHours[];
  now: Date;
  coaches: readonly CoachDay[];
  bayIds: readonly string[];
  /** Bays' taken time (bookings and lessons alike). */
  occupied: readonly (Range & { bayId: string })[];
  /** Closures; a null bay closes the whole location. */
  closures: readonly (Range & { bayId: string | null })[];
}): LessonSlot[] {
  const hours = slotsOf(input.date, [...input.openingHours], input.timeZone).filter(
    (s) => s.start > input.now && s.end.getTime() - s.start.getTime() === LESSON_HOURS * HOUR_MS,
  );
  const bayFree = (slot: Range) =>
    input.bayIds.some(
      (bayId) =>
        !input.closures.some((c) => (c.bayId === null || c.bayId === bayId) && overlaps(c, slot)) &&
        !input.occupied.some((o) => o.bayId === bayId && overlaps(o, slot)),
    );
  const out: LessonSlot[] = [];
  for (const slot of hours) {
    if (!bayFree(slot)) continue;
    for (const coach of input.coaches) {
      const working = workingRanges(input.date, coach.hours, input.timeZone);
      if (coachRefusal(slot, coach, working) === null)
        out.push({ coachId: coach.coachId, hour: slot.hour, start: slot.start, end: slot.end });
    }
  }
  return out;
}

/**
 * A lesson's price: the coach's hourly rate for the hour, the bay included (no bay-time line). The
 * same for everyone: a plan's included bay-hours and member rate are for bay time, not lessons
 * (docs/product-rules.md "Lessons and coaches"). A discount code comes off at checkout.
 */
export function lessonPrice(coach: { coachName: string; hourlyRateCents: number }): Quote {
  const rate = coach.hourlyRateCents;
  const lines = [
    { label: `Lesson with ${coach.coachName}, bay included`, quantity: LESSON_HOURS, unitCents: rate, amountCents: rate * LESSON_HOURS },
  ];
  const subtotalCents = rate * LESSON_HOURS;
  return withDiscount({ lines, freeHoursApplied: 0, subtotalCents, discountCents: 0, totalCents: subtotalCents }, null);
}

/** A lesson for the totals: its coach, its instants and its venue's time zone. */
export interface TaughtLesson {
  coachId: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

export interface LessonTotal {
  coachId: string;
  /** The local week's Monday (YYYY-MM-DD) or the local month (YYYY-MM). */
  period: string;
  /** Taught: lessons already over. */
  lessons: number;
  hours: number;
  /** Booked ahead: lessons not over yet, counted apart (never as taught). */
  aheadLessons: number;
  aheadHours: number;
}

/** The local Monday of the week a local date is in (weeks run Monday to Sunday). */
export function weekStartOf(localDate: string): string {
  return addDays(localDate, 1 - isoWeekday(localDate));
}

/**
 * Lessons and hours per coach per local week or month: taught (over by `now`) and booked ahead
 * apart. A lesson belongs to the period of its local start date at its own venue (Sunday 11pm is
 * the old week even when it is Monday in UTC). By period, then coach id.
 */
export function lessonTotals(lessons: readonly TaughtLesson[], unit: 'week' | 'month', now: Date): LessonTotal[] {
  const totals = new Map<string, LessonTotal>();
  for (const l of lessons) {
    const date = localDateOf(l.startsAt, l.timeZone);
    const period = unit === 'week' ? weekStartOf(date) : date.slice(0, 7);
    const key = `${period}|${l.coachId}`;
    const t = totals.get(key) ?? { coachId: l.coachId, period, lessons: 0, hours: 0, aheadLessons: 0, aheadHours: 0 };
    const hours = (l.endsAt.getTime() - l.startsAt.getTime()) / HOUR_MS;
    if (l.endsAt <= now) {
      t.lessons += 1;
      t.hours += hours;
    } else {
      t.aheadLessons += 1;
      t.aheadHours += hours;
    }
    totals.set(key, t);
  }
  return [...totals.values()].sort((a, b) => a.period.localeCompare(b.period) || a.coachId.localeCompare(b.coachId));
}

/** A booked lesson as the strand check sees it: where and when (its venue's zone decides its local date). */
export interface BookedLesson {
  id: string;
  locationId: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The booked lessons a coach's proposed hours (every location) and time off would strand: each
 * lesson must still lie inside one of the coach's working ranges at its own location on its local
 * date, and outside all time off. Buffers are not re-checked: they only keep lessons apart.
 */
export function strandedLessons<L extends BookedLesson>(
  lessons: readonly L[],
  hours: readonly (WeeklyStretch & { locationId: string })[],
  timeOff: readonly Range[],
): L[] {
  return lessons.filter((l) => {
    const lesson = { start: l.startsAt, end: l.endsAt };
    const working = workingRanges(
      localDateOf(l.startsAt, l.timeZone),
      hours.filter((h) => h.locationId === l.locationId),
      l.timeZone,
    );
    if (!working.some((w) => w.start <= lesson.start && lesson.end <= w.end)) return true;
    return timeOff.some((t) => overlaps(t, lesson));
  });
}
