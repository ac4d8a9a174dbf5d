import { AppError } from '../../shared/app-error.js';
import { isValidLocalDate, localDateOf, nextLocalHour } from '../../shared/time.js';
import type { LocationService } from '../locations/location.service.js';
import type { PlanCatalog } from '../memberships/plan-catalog.js';
import type { Availability } from './availability.types.js';
import { SlotState } from './availability.types.js';
import type { AvailabilityFeed } from './availability-feed.js';
import type { AnswerVersion, AvailabilityCache } from './availability.cache.js';
import type { BookingRepository } from './booking.repository.js';
import type { ClosureRepository } from './closure.repository.js';
import { bookingWindowDays, lastBookableDate, slotState, slotsOf, type Viewer } from './booking.rules.js';

export class AvailabilityService {
  constructor(
    private readonly locations: LocationService,
    private readonly bookings: BookingRepository,
    private readonly closures: ClosureRepository,
    private readonly feed: AvailabilityFeed,
    /** The plans table, cached in-process: a viewer's window costs no query per request. */
    private readonly plans: PlanCatalog,
    private readonly now: () => Date = () => new Date(),
    /** Fresh answers of this instance (none: every read goes to the database). */
    private readonly cache: AvailabilityCache | null = null,
  ) {}

  /** Change events for one location and date; the consumer ending the iteration unsubscribes. */
  async watch(locationSlug: string, date: string): Promise<AsyncIterableIterator<{ location: string; date: string }>> {
    if (!isValidLocalDate(date)) throw new AppError('VALIDATION', 'Please choose a valid date (YYYY-MM-DD).', { field: 'date' });
    const location = await this.locations.bySlug(locationSlug);
    if (!location) throw new AppError('NOT_FOUND', 'We have no location by that name.');
    const abort = new AbortController();
    const changes = this.feed.changes(location.id, date, abort.signal);
    const iterator: AsyncIterableIterator<{ location: string; date: string }> = {
      next: async () => {
        const r = await changes.next();
        return r.done ? { done: true, value: undefined } : { done: false, value: { location: location.slug, date } };
      },
      return: async () => {
        abort.abort();
        return { done: true, value: undefined };
      },
      [Symbol.asyncIterator]: () => iterator,
    };
    return iterator;
  }

  /** How many days ahead the viewer may book (null: no limit), from the plans as this instance holds them now. */
  async windowOf(viewer: Viewer): Promise<number | null> {
    return bookingWindowDays(viewer, (await this.plans.bookingTerms(viewer?.membershipType)).plan);
  }

  /**
   * Every active bay and open hour of a location's local date, each with its state for this viewer:
   * from the cache while fresh. `seen` learns which cached answer it was (null: read past the cache).
   */
  async forDay(locationSlug: string, date: string, viewer: Viewer, seen?: (v: AnswerVersion | null) => void): Promise<Availability> {
    if (!isValidLocalDate(date)) throw new AppError('VALIDATION', 'Please choose a valid date (YYYY-MM-DD).', { field: 'date' });
    const windowDays = await this.windowOf(viewer);
    const cached = this.cache?.read(locationSlug, date, windowDays, this.now().getTime());
    if (cached) {
      seen?.(cached.version);
      return cached.answer;
    }
    const ticket = this.cache?.ticket();
    const location = await this.locations.bySlug(locationSlug);
    if (!location) throw new AppError('NOT_FOUND', 'We have no location by that name.');

    const now = this.now();
    const today = localDateOf(now, location.timeZone);
    const slots = slotsOf(date, location.openingHours, location.timeZone);
    const range = slots.length ? { start: slots[0]!.start, end: slots.at(-1)!.end } : null;
    const [taken, closures] = range
      ? await Promise.all([this.bookings.occupied(location.id, range), this.closures.overlapping(location.id, range)])
      : [[], []];

    const answer: Availability = {
      location,
      date,
      today,
      lastBookableDate: lastBookableDate(today, windowDays),
      hours: slots.map((s) => s.hour),
      bays: location.bays.map((bay) => ({
        bay,
        slots: slots.map((slot) => ({
          hour: slot.hour,
          startsAt: slot.start,
          endsAt: slot.end,
          state: slotState(slot, {
            localDate: date,
            today,
            now,
            windowDays,
            closures: closures.filter((c) => c.bayId === null || c.bayId === bay.id),
            taken: taken.filter((b) => b.bayId === bay.id),
          }) as SlotState,
        })),
      })),
    };
    if (ticket) {
      // Fresh until the next hour starts (a slot becomes past) or a hold in it runs out (no write says so).
      const holdsEnd = taken.map((b) => b.until?.getTime() ?? Infinity).filter((t) => t > now.getTime());
      const expiresAt = Math.min(nextLocalHour(now, location.timeZone).getTime(), ...holdsEnd);
      const version = this.cache!.store(ticket, location, date, windowDays, answer, expiresAt);
      seen?.(version);
    } else seen?.(null);
    return answer;
  }
}
