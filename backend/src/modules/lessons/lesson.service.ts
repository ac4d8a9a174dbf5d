import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { addDays, instantAt, isValidLocalDate, localDateOf } from '../../shared/time.js';
import type { AvailabilityService } from '../bookings/availability.service.js';
import type { BookingOperations, BookingRow } from '../bookings/booking-operations.service.js';
import { HOLD_MINUTES, type Range } from '../bookings/booking.rules.js';
import type { Location } from '../locations/location.entity.js';
import type { LocationService } from '../locations/location.service.js';
import type { User } from '../users/user.entity.js';
import type { CoachRepository, CoachRow } from './coach.repository.js';
import {
  COACH_REFUSALS,
  coachRange,
  coachRefusal,
  lessonPrice,
  lessonSlots,
  lessonTotals,
  type LessonTotal,
  workingRanges,
  type CoachDay,
  type CoachRefusal,
} from './lesson.rules.js';

const NO_COACH_FREE = 'No coach is free at that time any more. Please pick another hour.';
const NO_BAY_FREE = 'Every bay is taken at that hour. Please pick another time.';
const NO_SUCH_COACH = 'We have no coach by that name at this location.';

/** A coach as the public API shows them: their locations in full, never their e-mail. */
export interface CoachView {
  id: string;
  name: string;
  bio: string;
  photoUrl: string | null;
  hourlyRateCents: number;
  locations: Location[];
}

export interface LessonSlotView {
  coach: CoachView;
  startHour: number;
  startsAt: Date;
  endsAt: Date;
}

export interface LessonRequest {
  location: string;
  date: string;
  startHour: number;
  coachId?: string | null;
  bayNumber?: number | null;
}

/**
 * Lessons: coaches, the hours they can teach (lessonAvailability) and lesson holds. A lesson is a
 * booking (kind 'lesson') placed through BookingOperations, so it shares the bay calendar and the
 * hold → checkout → confirmation flow, payment, discounts, cancellation and e-mails with bay time;
 * what is particular to lessons (the coach's hours, time off, buffers, price) is decided here and
 * checked again when the hold is placed, never trusting a slot the client saw.
 */
export class LessonService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      coaches: CoachRepository;
      ops: BookingOperations;
      locations: LocationService;
      availability: AvailabilityService;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async views(rows: CoachRow[]): Promise<CoachView[]> {
    const locations = await this.deps.locations.list();
    return rows.map((c) => ({
      id: c.id,
      name: c.name,
      bio: c.bio,
      photoUrl: c.photoUrl,
      hourlyRateCents: c.hourlyRateCents,
      locations: locations.filter((l) => c.locationIds.includes(l.id)),
    }));
  }

  /** Active coaches by name; with a location slug, those teaching there (none for an unknown slug). */
  async coaches(locationSlug?: string | null): Promise<CoachView[]> {
    if (locationSlug == null) return this.views(await this.deps.coaches.list());
    const location = await this.deps.locations.bySlug(locationSlug);
    return location ? this.views(await this.deps.coaches.list({ locationId: location.id })) : [];
  }

  /** An active coach by id; null for an unknown or inactive one (their profile page is then not found). */
  async coach(id: string): Promise<CoachView | null> {
    const row = await this.deps.coaches.find(String(id));
    return row?.active ? ((await this.views([row]))[0] ?? null) : null;
  }

  /** A coach's weekly hours where they teach, by location name, then weekday and start (their public profile). */
  async weeklyHours(coachId: string): Promise<{ location: Location; weekday: number; startsMinute: number; endsMinute: number }[]> {
    const [hours, locations] = await Promise.all([this.deps.coaches.allHours(coachId), this.deps.locations.list()]);
    return hours
      .flatMap((h) => {
        const location = locations.find((l) => l.id === h.locationId);
        return location ? [{ location, weekday: h.weekday, startsMinute: h.startsMinute, endsMinute: h.endsMinute }] : [];
      })
      .sort((a, b) => a.location.name.localeCompare(b.location.name) || a.weekday - b.weekday || a.startsMinute - b.startsMinute);
  }

  /** What decides each coach's lessons around `range`: their hours here, their time off, their lessons anywhere. */
  private async coachDays(coaches: CoachRow[], location: Location, range: Range): Promise<CoachDay[]> {
    const ids = coaches.map((c) => c.id);
    const widest = Math.max(0, ...coaches.map((c) => c.bufferMinutes)) * 60_000;
    const around = { start: new Date(range.start.getTime() - widest), end: new Date(range.end.getTime() + widest) };
    const [hours, timeOff, busy] = await Promise.all([
      this.deps.coaches.hours(ids, location.id),
      this.deps.coaches.timeOff(ids, range),
      this.deps.ops.coachesBusy(ids, around),
    ]);
    return coaches.map((c) => ({
      coachId: c.id,
      bufferMinutes: c.bufferMinutes,
      hours: hours.filter((h) => h.coachId === c.id),
      timeOff: timeOff.filter((t) => t.coachId === c.id),
      busy: busy.filter((b) => b.coachId === c.id),
    }));
  }

  /**
   * The hours of a local date at a location at which a coach (or any coach teaching there) can give
   * a lesson, by start then coach name. Not limited to the viewer's booking window: the schedule is
   * public; the hold checks the window.
   */
  async availability(locationSlug: string, date: string, coachId?: string | null): Promise<LessonSlotView[]> {
    if (!isValidLocalDate(date)) throw new AppError('VALIDATION', 'Please choose a valid date (YYYY-MM-DD).', { field: 'date' });
    const location = await this.deps.locations.bySlug(locationSlug);
    if (!location) throw new AppError('NOT_FOUND', 'We have no location by that name.');
    const coaches = (await this.deps.coaches.list({ locationId: location.id })).filter((c) => coachId == null || c.id === coachId);
    if (coaches.length === 0) return [];
    const day = { start: instantAt(date, 0, location.timeZone), end: instantAt(date, 1440, location.timeZone) };
    const [days, { occupied, closures }, views] = await Promise.all([
      this.coachDays(coaches, location, day),
      this.deps.ops.occupancy(location.id, day),
      this.views(coaches),
    ]);
    const slots = lessonSlots({
      date,
      timeZone: location.timeZone,
      openingHours: location.openingHours,
      now: this.now(),
      coaches: days,
      bayIds: location.bays.map((b) => b.id),
      occupied,
      closures,
    });
    return slots.map((s) => ({ coach: views.find((v) => v.id === s.coachId)!, startHour: s.hour, startsAt: s.start, endsAt: s.end }));
  }

  /** Change events for one location and date (lessons share the bay calendar's feed). */
  watch(locationSlug: string, date: string) {
    return this.deps.availability.watch(locationSlug, date);
  }

  /**
   * Holds a one-hour lesson for 10 minutes: a bay and the coach (or the first free coach by name) in
   * one row. The request is checked as a bay booking is (opening hours, the viewer's window, not
   * started), then against the coach's hours, time off and lessons; the database's two exclusion
   * constraints decide any race. Losing it is a CONFLICT.
   */
  async hold(req: LessonRequest, user: User, address: string): Promise<BookingRow> {
    const { location, start, end, bays } = await this.deps.ops.checkRequest(
      { location: req.location, date: req.date, startHour: req.startHour, hours: 1, partySize: 1, bayNumber: req.bayNumber },
      user,
    );
    const lesson = { start, end };
    let candidates: CoachRow[];
    if (req.coachId != null) {
      const coach = await this.deps.coaches.find(String(req.coachId));
      if (!coach || !coach.active || !coach.locationIds.includes(location.id)) throw new AppError('NOT_FOUND', NO_SUCH_COACH);
      candidates = [coach];
    } else {
      candidates = await this.deps.coaches.list({ locationId: location.id });
    }
    const days = await this.coachDays(candidates, location, lesson);
    const refusals = new Map<string, CoachRefusal>();
    const free = candidates.filter((c, i) => {
      const refusal = coachRefusal(lesson, days[i]!, workingRanges(req.date, days[i]!.hours, location.timeZone));
      if (refusal) refusals.set(c.id, refusal);
      return refusal === null;
    });
    if (free.length === 0) {
      const refusal = req.coachId != null ? refusals.get(candidates[0]!.id) : undefined;
      if (refusal === 'outside_hours') throw new AppError('VALIDATION', COACH_REFUSALS.outside_hours, { field: 'startHour' });
      throw new AppError('CONFLICT', refusal ? COACH_REFUSALS[refusal] : NO_COACH_FREE);
    }

    await this.deps.ops.assertAddressMayHold(address);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const w = this.deps.ops.writer(em);
      await this.deps.ops.assertAccountMayHold(w, user.id);
      let lastRefusal: CoachRefusal | null = null;
      for (const coach of free) {
        // The coach's row FOR SHARE, then their hours and time off read again: an admin's change to them
        // (which takes the row FOR UPDATE and checks the booked lessons) either committed before this
        // read, or waits for this hold and then sees it (CoachAdminService).
        const locked = await this.deps.coaches.lock(em, coach.id, 'share');
        // Read in the hold's own transaction: a second pool connection per hold could starve the pool under a rush.
        const hours = await this.deps.coaches.hours([coach.id], location.id, em);
        const timeOff = await this.deps.coaches.timeOff([coach.id], lesson, em);
        const now = { coachId: coach.id, bufferMinutes: coach.bufferMinutes, hours, timeOff, busy: [] };
        const refusal = locked?.active ? coachRefusal(lesson, now, workingRanges(req.date, hours, location.timeZone)) : 'outside_hours';
        if (refusal) {
          lastRefusal = refusal;
          continue;
        }
        const price = lessonPrice({ coachName: coach.name, hourlyRateCents: coach.hourlyRateCents });
        const time = coachRange(lesson, coach.bufferMinutes);
        const placed = await this.deps.ops.placeLesson(
          em,
          w,
          { location, bays, start, end },
          { coachId: coach.id, coachStart: time.start, coachEnd: time.end },
          (bay) => ({
            locationId: location.id,
            bayId: bay.id,
            userId: user.id,
            date: req.date,
            start,
            end,
            partySize: 1,
            holdMinutes: HOLD_MINUTES,
            lines: price.lines,
            freeHoursUsed: 0,
            subtotalCents: price.subtotalCents,
            discountCents: 0,
            totalCents: price.totalCents,
            discountCodeId: null,
          }),
        );
        if (placed === 'bays_taken') throw new AppError('CONFLICT', NO_BAY_FREE);
        if (placed === 'coach_taken') {
          lastRefusal = 'busy';
          continue;
        }
        await w.event(placed.id, user.id, 'customer', 'held', { bay: placed.bay.number, coach: coach.name, totalCents: price.totalCents });
        return placed.id;
      }
      if (req.coachId != null && lastRefusal === 'outside_hours')
        throw new AppError('VALIDATION', COACH_REFUSALS.outside_hours, { field: 'startHour' });
      throw new AppError('CONFLICT', req.coachId != null ? COACH_REFUSALS[lastRefusal ?? 'busy'] : NO_COACH_FREE);
    });
    return (await this.deps.ops.find(id))!;
  }

  /**
   * Refuses to put a lesson where its coach does not work (the admin calendar's move): outside their
   * hours at the location on that local date, or in their time off. Their other lessons are the
   * exclusion constraint's business.
   */
  async checkCoachWorks(coachId: string, location: Location, date: string, lesson: Range, em: EntityManager): Promise<void> {
    // The coach's row FOR SHARE first, then their hours: an admin's hours change waits for this move or is seen by it.
    await this.deps.coaches.lock(em, coachId, 'share');
    const coach = await this.deps.coaches.find(coachId);
    if (!coach) throw new AppError('NOT_FOUND', "That lesson's coach was not found.");
    const hours = await this.deps.coaches.hours([coachId], location.id, em);
    const timeOff = await this.deps.coaches.timeOff([coachId], lesson, em);
    const day = { coachId, bufferMinutes: coach.bufferMinutes, hours, timeOff, busy: [] };
    const refusal = coachRefusal(lesson, day, workingRanges(date, hours, location.timeZone));
    if (refusal === 'outside_hours')
      throw new AppError('CONFLICT', `${coach.name} does not teach at ${location.name} at that time. Move the lesson inside their hours.`);
    if (refusal === 'time_off') throw new AppError('CONFLICT', `${coach.name} is away (time off) at that time. Choose another time.`);
  }

  /**
   * Lessons and hours taught per coach per local week or month, for lessons whose local date (at
   * their own venue) is within [from, to]. Inactive coaches are included: they taught them.
   */
  async totals(unit: 'week' | 'month', from: string, to: string): Promise<(LessonTotal & { coachName: string })[]> {
    if (!isValidLocalDate(from)) throw new AppError('VALIDATION', 'Please choose a valid start date (YYYY-MM-DD).', { field: 'from' });
    if (!isValidLocalDate(to) || to < from)
      throw new AppError('VALIDATION', 'Please choose an end date on or after the start.', { field: 'to' });
    const locations = await this.deps.locations.list();
    const zones = [...new Set(locations.map((l) => l.timeZone))];
    if (zones.length === 0) return [];
    // Wide enough for every zone's local dates; each lesson is then judged by its own venue's date.
    const start = new Date(Math.min(...zones.map((z) => instantAt(from, 0, z).getTime())));
    const end = new Date(Math.max(...zones.map((z) => instantAt(addDays(to, 1), 0, z).getTime())));
    const zoneOf = new Map(locations.map((l) => [l.id, l.timeZone]));
    const taught = (await this.deps.ops.lessonsTaught({ start, end }))
      .map((l) => ({ ...l, timeZone: zoneOf.get(l.locationId) ?? zones[0]! }))
      .filter((l) => {
        const d = localDateOf(l.startsAt, l.timeZone);
        return d >= from && d <= to;
      });
    const coaches = await this.deps.coaches.list({ includeInactive: true });
    const names = new Map(coaches.map((c) => [c.id, c.name]));
    return lessonTotals(taught, unit, this.now()).map((t) => ({ ...t, coachName: names.get(t.coachId) ?? '' }));
  }
}
