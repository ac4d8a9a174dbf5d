import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { afterCommit } from '../../db/after-commit.js';
import { AppError } from '../../shared/app-error.js';
import type { BusinessMetrics } from '../../shared/metric-events.js';
import type { DiscountService } from '../discounts/discount.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Bay, Location } from '../locations/location.entity.js';
import type { LocationService } from '../locations/location.service.js';
import type { PlanCatalog } from '../memberships/plan-catalog.js';
import type { User } from '../users/user.entity.js';
import type { BookingActor } from './booking.entity.js';
import type { BookingRefundService, RefundDue } from './booking-refund.service.js';
import type {
  BookingEventRow,
  BookingMailKind,
  BookingRepository,
  BookingRow,
  BookingWriter,
  BayRange,
  CoachRange,
  NewHeldBooking,
} from './booking.repository.js';
import { retryMessage, type ThrottleService } from '../auth/throttle.service.js';
import {
  bookingWindowDays,
  checkBookingRequest,
  HOLD_MINUTES,
  longestWindowPlan,
  MAX_UNPAID_HOLDS,
  purchaseKindOf,
} from './booking.rules.js';
import type { Closure, ClosureRepository } from './closure.repository.js';
import { quoteBayBooking, type PlanTerms } from './pricing.rules.js';

// The booking as other modules see it: they import it from here, never from the repository.
export type { BookingMailKind, BookingRow, CoachRange } from './booking.repository.js';

/** A lesson's coach as the bookings table holds it: who, and their time (the lesson with buffers). */
export interface LessonCoach {
  coachId: string;
  coachStart: Date;
  coachEnd: Date;
}

export const SLOT_TAKEN = 'That slot was just taken. Please pick another time or bay.';
export const REMINDER_LEAD_MS = 24 * 3600_000;
/** How old an account is before its sign-ups stop counting against its client address (assertMayRegister). */
const ESTABLISHED_ACCOUNT_AGE_MS = 24 * 3600_000;

export interface BookingRequest {
  location: string;
  date: string;
  startHour: number;
  hours: number;
  partySize: number;
  bayNumber?: number | null;
  discountCode?: string | null;
}

/** A request checked against the calendar: where and when, the bays it may take, and the viewer's plan terms. */
export interface CheckedRequest {
  location: Location;
  start: Date;
  end: Date;
  bays: Bay[];
  terms: PlanTerms;
}

/** Who changes a booking, for its history. */
export interface BookingActorRef {
  userId: string | null;
  kind: BookingActor;
}

/**
 * The booking changes every flow shares, the customer's (BookingService) and the venue desk's (the
 * admin module): checking a request against the calendar, placing a booking on the first free bay,
 * moving and cancelling. Other modules change bookings through here, never through the repository.
 */
export class BookingOperations {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      locations: LocationService;
      bookings: BookingRepository;
      closures: ClosureRepository;
      refunds: BookingRefundService;
      /** A cancelled and refunded booking gives its discount redemption back. */
      discounts: DiscountService;
      jobs: JobQueue;
      /** The plans table: each customer's rate, included hours and booking window. */
      plans: PlanCatalog;
      /** The per-address cap on holds (rate limits live in PostgreSQL, across instances). */
      throttle: ThrottleService;
      holdsPerAddressPerHour: number;
      /** League entries, event registrations and waitlist places one client address may start in an hour. */
      registrationsPerAddressPerHour: number;
      /** Bookings placed at the desk and holds released unpaid are counted (GET /metrics). */
      metrics?: Pick<BusinessMetrics, 'bookingConfirmed' | 'holdsExpired'>;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** Bay-hours of free plan time the user has booked in [monthStart, nextMonthStart) (local dates). */
  freeHoursUsed(userId: string, monthStart: string, nextMonthStart: string): Promise<number> {
    return this.deps.bookings.freeHoursUsed(userId, monthStart, nextMonthStart);
  }

  /** The writes of one transaction (BookingService's flows run theirs in their own transactions). */
  writer(em: EntityManager): BookingWriter {
    return this.deps.bookings.writer(em);
  }

  /**
   * The per-address cap on holds: HOLDS_PER_ADDRESS_PER_HOUR per client address, across accounts.
   * Called before the hold's transaction (the limit takes its own connection).
   */
  async assertAddressMayHold(address: string): Promise<void> {
    await this.deps.throttle.consume(
      [{ scope: 'hold-address', subject: address, max: this.deps.holdsPerAddressPerHour, windowMs: 3600_000 }],
      retryMessage('Too many holds from your network in the last hour.'),
    );
  }

  /**
   * The cap on sign-ups (league places, event registrations, waitlist places): each takes a seat or a
   * place for a while, so a script with many fresh accounts could otherwise fill an event or a league
   * without paying. Accounts less than a day old share their client address's budget; an established
   * account has a budget of its own and never spends the address's, so a burst of new accounts on a
   * shared network (an office, a phone carrier) cannot lock the members behind it out.
   * REGISTRATIONS_PER_ADDRESS_PER_HOUR sizes both.
   */
  async assertMayRegister(user: { id: string; createdAt: Date }, address: string): Promise<void> {
    const established = this.now().getTime() - user.createdAt.getTime() >= ESTABLISHED_ACCOUNT_AGE_MS;
    const max = this.deps.registrationsPerAddressPerHour;
    await this.deps.throttle.consume(
      [
        established
          ? { scope: 'register-account', subject: user.id, max, windowMs: 3600_000 }
          : { scope: 'register-address', subject: address, max, windowMs: 3600_000 },
      ],
      retryMessage(
        established ? 'Too many sign-ups from your account in the last hour.' : 'Too many sign-ups from your network in the last hour.',
      ),
    );
  }

  /**
   * The per-account cap: at most MAX_UNPAID_HOLDS unpaid holds at once, counted under the account's
   * lock inside the hold's transaction, so concurrent holds cannot pass it.
   */
  async assertAccountMayHold(w: BookingWriter, userId: string): Promise<void> {
    await w.lockUser(userId);
    if ((await w.activeHolds(userId)) >= MAX_UNPAID_HOLDS)
      throw new AppError(
        'RATE_LIMITED',
        `You already hold ${MAX_UNPAID_HOLDS} unpaid bookings. Pay for one or release it, or wait for a hold to end, before holding another.`,
      );
  }

  /**
   * Checks a request against the calendar and the viewer's window (an admin has none); the instants,
   * location and the plan the viewer books on (their membership's, the free plan for visitors).
   */
  async checkRequest(req: BookingRequest, viewer: User | null): Promise<CheckedRequest> {
    const location = await this.deps.locations.bySlug(String(req.location ?? ''));
    if (!location) throw new AppError('NOT_FOUND', 'We have no location by that name.');
    const { plan, plans } = await this.deps.plans.bookingTerms(viewer?.membershipType);
    const checked = checkBookingRequest(
      { localDate: String(req.date ?? ''), startHour: req.startHour, hours: req.hours },
      {
        hours: location.openingHours,
        timeZone: location.timeZone,
        now: this.now(),
        windowDays: bookingWindowDays(viewer, plan),
        longestWindow: longestWindowPlan(plans),
      },
    );
    if (!checked.ok) throw new AppError('VALIDATION', checked.problem.message, { field: checked.problem.field });
    const bays = req.bayNumber == null ? location.bays : location.bays.filter((b) => b.number === req.bayNumber);
    if (bays.length === 0) throw new AppError('VALIDATION', 'Please choose one of the bays shown.', { field: 'bayNumber' });
    const capacity = Math.max(...bays.map((b) => b.capacity));
    if (!Number.isInteger(req.partySize) || req.partySize < 1 || req.partySize > capacity) {
      throw new AppError('VALIDATION', `A bay takes 1 to ${capacity} players.`, { field: 'partySize' });
    }
    return { location, start: checked.start, end: checked.end, bays, terms: plan };
  }

  /**
   * Inserts a hold on the lowest-numbered bay of `bays` that is neither closed nor taken, or throws
   * CONFLICT. Expired holds in the way are released first; the exclusion constraint decides the race.
   */
  async placeOnFirstFreeBay(
    em: EntityManager,
    w: BookingWriter,
    at: { location: Location; bays: Bay[]; start: Date; end: Date },
    row: (bay: Bay) => Omit<NewHeldBooking, 'reference'>,
  ): Promise<{ id: string; bay: Bay }> {
    const range = { start: at.start, end: at.end };
    this.countExpired(
      em,
      await w.releaseExpiredHolds(
        at.bays.map((b) => b.id),
        range,
      ),
    );
    const closures = await this.deps.closures.overlapping(at.location.id, range, em); // one query for every bay asked for
    for (const bay of [...at.bays].sort((a, b) => a.number - b.number)) {
      if (closures.some((c) => c.bayId === null || c.bayId === bay.id)) continue;
      const id = await w.tryInsertHeld({ reference: newReference(), ...row(bay) });
      if (id) return { id, bay };
    }
    throw new AppError('CONFLICT', SLOT_TAKEN);
  }

  /**
   * Inserts a lesson hold: the bay (the lowest-numbered of `bays` neither closed nor taken) and the
   * coach in one row, so both are taken or neither. 'coach_taken' when the coach's constraint said
   * no (no bay would help), 'bays_taken' when every bay did. Expired holds of those bays and of the
   * coach (at any location) are released first.
   */
  async placeLesson(
    em: EntityManager,
    w: BookingWriter,
    at: { location: Location; bays: Bay[]; start: Date; end: Date },
    coach: LessonCoach,
    row: (bay: Bay) => Omit<NewHeldBooking, 'reference' | 'lesson'>,
  ): Promise<{ id: string; bay: Bay } | 'coach_taken' | 'bays_taken'> {
    const range = { start: at.start, end: at.end };
    const coachTime = { start: coach.coachStart, end: coach.coachEnd };
    this.countExpired(
      em,
      await w.releaseExpiredHolds(
        at.bays.map((b) => b.id),
        range,
      ),
    );
    this.countExpired(em, await w.releaseExpiredCoachHolds(coach.coachId, coachTime));
    const closures = await this.deps.closures.overlapping(at.location.id, range, em);
    for (const bay of [...at.bays].sort((a, b) => a.number - b.number)) {
      if (closures.some((c) => c.bayId === null || c.bayId === bay.id)) continue;
      const id = await w.tryInsertHeld({ reference: newReference(), ...row(bay), lesson: coach });
      if (id) return { id, bay };
      if (await w.coachTaken(coach.coachId, coachTime)) return 'coach_taken';
    }
    return 'bays_taken';
  }

  /**
   * Reserves bays for one league night, all or none (one transaction): 'closed' or 'taken' names the
   * first bay in the way. Bays the night already holds are left as they are (nothing added).
   */
  async reserveLeagueNight(
    at: { location: Location; bays: Bay[]; date: string; start: Date; end: Date },
    night: { id: string; leagueName: string; alreadyBayIds: readonly string[] },
    actor: BookingActorRef,
  ): Promise<{ ok: true; added: number } | { ok: false; bay: Bay; why: 'closed' | 'taken' }> {
    const range = { start: at.start, end: at.end };
    try {
      return await this.deps.dataSource.transaction(async (em) => {
        const w = this.writer(em);
        this.countExpired(
          em,
          await w.releaseExpiredHolds(
            at.bays.map((b) => b.id),
            range,
          ),
        );
        const closures = await this.deps.closures.overlapping(at.location.id, range, em);
        let added = 0;
        for (const bay of at.bays) {
          if (night.alreadyBayIds.includes(bay.id)) continue;
          if (closures.some((c) => c.bayId === null || c.bayId === bay.id)) throw new LeagueBayRefused(bay, 'closed');
          const id = await w.tryInsertLeagueBay({
            reference: newReference(),
            locationId: at.location.id,
            bayId: bay.id,
            date: at.date,
            start: at.start,
            end: at.end,
            partySize: bay.capacity,
            leagueName: night.leagueName,
            leagueNightId: night.id,
          });
          if (!id) throw new LeagueBayRefused(bay, 'taken');
          await w.event(id, actor.userId, actor.kind, 'league_reserved', { bay: bay.number, league: night.leagueName });
          added++;
        }
        return { ok: true as const, added };
      });
    } catch (e) {
      if (e instanceof LeagueBayRefused) return { ok: false, bay: e.bay, why: e.why };
      throw e;
    }
  }

  /**
   * Each bay an event would take, as it stands: free, taken (by the booking named; the event's own
   * rows do not count, so moving an event previews only what is in its way) or closed.
   */
  async eventBayPlan(
    at: { location: Location; bays: Bay[]; start: Date; end: Date },
    eventId: string | null,
  ): Promise<{ bay: Bay; state: 'free' | 'taken' | 'closed'; reference: string | null; kind: string | null }[]> {
    const range = { start: at.start, end: at.end };
    const [inWay, closures] = await Promise.all([
      this.deps.bookings.inWay(at.location.id, range),
      this.deps.closures.overlapping(at.location.id, range),
    ]);
    return [...at.bays]
      .sort((a, b) => a.number - b.number)
      .map((bay) => {
        const blocker = inWay.find((b) => b.bayId === bay.id && (eventId === null || b.eventId !== eventId));
        if (closures.some((c) => c.bayId === null || c.bayId === bay.id))
          return { bay, state: 'closed' as const, reference: null, kind: null };
        if (blocker) return { bay, state: 'taken' as const, reference: blocker.reference, kind: blocker.kind };
        return { bay, state: 'free' as const, reference: null, kind: null };
      });
  }

  /**
   * In the event's own transaction: keeps the bays it already holds at exactly this time, gives back the
   * others, and reserves the rest of `at.bays`, all or none, through the exclusion constraint (no
   * booking is ever overwritten). An edit that changes neither bays nor time touches no booking.
   * The first bay in the way is named; the caller rolls the whole change back.
   */
  async reserveEventBays(
    em: EntityManager,
    at: { location: Location; bays: Bay[]; date: string; start: Date; end: Date },
    event: { id: string; title: string },
    actor: BookingActorRef,
  ): Promise<{ ok: true } | { ok: false; bay: Bay; why: 'closed' | 'taken' }> {
    const w = this.writer(em);
    const same = (d: Date, e: Date) => d.getTime() === e.getTime();
    const kept = (await w.eventBays(event.id)).filter(
      (b) => at.bays.some((bay) => bay.id === b.bayId) && same(b.startsAt, at.start) && same(b.endsAt, at.end),
    );
    await this.releaseEventBays(
      em,
      event.id,
      actor,
      'event moved',
      kept.map((k) => k.id),
    );
    await w.renameEventBays(event.id, event.title);
    const toPlace = at.bays.filter((bay) => !kept.some((k) => k.bayId === bay.id));
    if (toPlace.length === 0) return { ok: true };
    const range = { start: at.start, end: at.end };
    this.countExpired(
      em,
      await w.releaseExpiredHolds(
        toPlace.map((b) => b.id),
        range,
      ),
    );
    const closures = await this.deps.closures.overlapping(at.location.id, range, em);
    for (const bay of [...toPlace].sort((a, b) => a.number - b.number)) {
      if (closures.some((c) => c.bayId === null || c.bayId === bay.id)) return { ok: false, bay, why: 'closed' };
      const id = await w.tryInsertEventBay({
        reference: newReference(),
        locationId: at.location.id,
        bayId: bay.id,
        date: at.date,
        start: at.start,
        end: at.end,
        partySize: bay.capacity,
        title: event.title,
        eventId: event.id,
      });
      if (!id) return { ok: false, bay, why: 'taken' };
      await w.event(id, actor.userId, actor.kind, 'event_reserved', { bay: bay.number, event: event.title });
    }
    return { ok: true };
  }

  /** In the caller's transaction: the event's bays but those in `keep` go back to everyone (rows cancelled, each in its history). */
  async releaseEventBays(
    em: EntityManager,
    eventId: string,
    actor: BookingActorRef,
    reason: string,
    keep: readonly string[] = [],
  ): Promise<number> {
    const w = this.writer(em);
    const ids = await w.cancelEventBays(eventId, reason, keep);
    for (const id of ids) await w.event(id, actor.userId, actor.kind, 'event_released', { reason });
    return ids.length;
  }

  /** In the caller's transaction: the bays of a league's nights after `from` go back to everyone (each in its history). */
  async releaseLeagueBays(em: EntityManager, leagueId: string, from: Date, actor: BookingActorRef, reason: string): Promise<number> {
    const w = this.writer(em);
    const ids = await w.cancelLeagueBays(leagueId, from, reason);
    for (const id of ids) await w.event(id, actor.userId, actor.kind, 'league_released', { reason });
    return ids.length;
  }

  /** The bays each event holds now. */
  eventBayIds(eventIds: readonly string[]): Promise<{ eventId: string; bayId: string }[]> {
    return this.deps.bookings.eventBayIds(eventIds);
  }

  /** The bays' taken time and the closures of a location over a range (lesson availability). */
  async occupancy(locationId: string, range: { start: Date; end: Date }): Promise<{ occupied: BayRange[]; closures: Closure[] }> {
    const [occupied, closures] = await Promise.all([
      this.deps.bookings.occupied(locationId, range),
      this.deps.closures.overlapping(locationId, range),
    ]);
    return { occupied, closures };
  }

  /** The coaches' taken time (lessons with buffers, any location, active rows) over a range. */
  coachesBusy(coachIds: readonly string[], range: { start: Date; end: Date }): Promise<CoachRange[]> {
    return this.deps.bookings.coachesBusy(coachIds, range);
  }

  /** Confirmed and completed lessons starting in a range (the coaches' totals). */
  lessonsTaught(range: { start: Date; end: Date }) {
    return this.deps.bookings.lessonsTaught(range);
  }

  /** Any booking by id, for the venue desk (callers check who may see it); null when there is none. */
  find(bookingId: string): Promise<BookingRow | null> {
    return this.deps.bookings.find(bookingId);
  }

  /** Claims a booking e-mail for sending: true for the one claimant that sends it (see BookingNotifier). */
  claimMail(bookingId: string, kind: BookingMailKind): Promise<boolean> {
    return this.deps.bookings.claimMail(bookingId, kind);
  }

  /** Gives an e-mail claim back; `onlyIfStillWanted` leaves a booking that no longer wants that e-mail alone. */
  unclaimMail(bookingId: string, kind: BookingMailKind, onlyIfStillWanted = false): Promise<void> {
    return this.deps.bookings.unclaimMail(bookingId, kind, onlyIfStillWanted);
  }

  /** A booking's change history, oldest first. */
  history(bookingId: string): Promise<BookingEventRow[]> {
    return this.deps.bookings.events(bookingId);
  }

  /** Confirmed and completed bookings per user (one query for a page of users). */
  bookedCountsByUser(userIds: readonly string[]): Promise<Map<string, number>> {
    return this.deps.bookings.bookedCountsByUser(userIds);
  }

  /**
   * Books the first free bay of a checked request, confirmed at once and paid at the venue at the
   * no-membership rate: for a customer account (who gets the confirmation e-mail) or a walk-in.
   */
  async bookAtVenue(
    actor: BookingActorRef,
    checked: CheckedRequest,
    b: { date: string; hours: number; partySize: number; userId: string | null; guestName: string | null; guestPhone: string | null },
  ): Promise<BookingRow> {
    const { location, start, end, bays } = checked;
    const { plan: visitorTerms } = await this.deps.plans.bookingTerms(null);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const w = this.writer(em);
      const quote = quoteBayBooking({ hours: b.hours, plan: visitorTerms, freeHoursUsedThisMonth: 0, discount: null });
      const placed = await this.placeOnFirstFreeBay(em, w, { location, bays, start, end }, (bay) => ({
        locationId: location.id,
        bayId: bay.id,
        userId: b.userId,
        guestName: b.guestName,
        guestPhone: b.guestPhone,
        date: b.date,
        start,
        end,
        partySize: b.partySize,
        holdMinutes: HOLD_MINUTES,
        lines: quote.lines,
        freeHoursUsed: 0,
        subtotalCents: quote.subtotalCents,
        discountCents: 0,
        totalCents: quote.totalCents,
        discountCodeId: null,
      }));
      await w.setStatus(placed.id, 'confirmed');
      await w.event(placed.id, actor.userId, actor.kind, 'created', { bay: placed.bay.number, payAtVenue: true });
      if (b.userId) await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: placed.id, kind: 'confirmed' }, { em });
      return placed.id;
    });
    this.deps.metrics?.bookingConfirmed('desk');
    return (await this.deps.bookings.find(id))!;
  }

  /**
   * Moves a booking to the checked request's first bay and time; a closure or another booking there
   * is a CONFLICT (the exclusion constraint decides). A confirmed booking's reminder is due again.
   */
  async moveBooking(
    actor: BookingActorRef,
    booking: BookingRow,
    target: CheckedRequest,
    date: string,
    /** A check run first inside the move's transaction (a lesson's coach must work then: the lessons module). */
    guard?: (em: EntityManager) => Promise<void>,
  ): Promise<BookingRow> {
    const bay = target.bays[0]!;
    const range = { start: target.start, end: target.end };
    try {
      await this.deps.dataSource.transaction(async (em) => {
        await guard?.(em);
        const w = this.writer(em);
        this.countExpired(em, await w.releaseExpiredHolds([bay.id], range));
        if (await this.deps.closures.closesBay(target.location.id, bay.id, range, em))
          throw new AppError('CONFLICT', 'That bay is closed then.');
        await w.moveTo(booking.id, { bayId: bay.id, start: target.start, end: target.end, date });
        await w.event(booking.id, actor.userId, actor.kind, 'moved', {
          from: { bay: booking.bayNumber, startsAt: booking.startsAt },
          to: { bay: bay.number, startsAt: target.start },
        });
        const remindAt = new Date(target.start.getTime() - REMINDER_LEAD_MS);
        if (booking.status === 'confirmed' && remindAt > this.now()) {
          await this.deps.jobs.send(
            QUEUES.bookingReminder,
            { bookingId: booking.id },
            { em, startAfter: remindAt, singletonKey: `reminder:${booking.id}:${target.start.toISOString()}` },
          );
        }
      });
    } catch (e) {
      if ((e as { code?: string }).code === '23P01') throw new AppError('CONFLICT', SLOT_TAKEN);
      throw e;
    }
    return (await this.deps.bookings.find(booking.id))!;
  }

  /**
   * Cancels a booking in one transaction (its row locked; with `onlyIf`, a CONFLICT unless it is
   * still in one of those states), records why, queues the cancellation e-mail when asked, gives a
   * discount redemption back when the customer gets their money back (`refunded`: also a booking a
   * code paid in full, which has no payment to refund), and queues the refund `refund` says
   * (BookingRefundService.due) in the same transaction; after the commit it is tried at once.
   */
  async cancelBooking(
    booking: BookingRow,
    c: {
      actor: BookingActorRef;
      onlyIf?: BookingRow['status'][];
      reason: string;
      details: object;
      email: boolean;
      refund: RefundDue | null;
      refunded: boolean;
    },
  ): Promise<BookingRow> {
    await this.deps.dataSource.transaction(async (em) => {
      const w = this.writer(em);
      const current = await w.findForUpdate(booking.id);
      if (c.onlyIf && !(current && c.onlyIf.includes(current.status)))
        throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
      await w.setStatus(booking.id, 'cancelled', c.reason);
      await w.event(booking.id, c.actor.userId, c.actor.kind, 'cancelled', c.details);
      if (c.refunded) await this.deps.discounts.release(em, purchaseKindOf(booking.kind), booking.id);
      if (c.email) {
        const refundedCents = c.refund?.cents ?? 0;
        await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: booking.id, kind: 'cancelled', refundedCents }, { em });
      }
      // The coach always hears that a lesson they were told about is off (the claim checks they were).
      if (current?.coachId) await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: booking.id, kind: 'coach_cancelled' }, { em });
      if (c.refund) await this.deps.refunds.queue(em, c.refund);
    });
    if (c.refund) await this.deps.refunds.refundNow(c.refund);
    return (await this.deps.bookings.find(booking.id))!;
  }

  /** Holds past their 10 minutes free their slots (the queue runs this every minute; admins can too). */
  async releaseExpiredHolds(): Promise<number> {
    return this.deps.dataSource.transaction(async (em) => {
      const ids = await this.writer(em).releaseAllExpiredHolds();
      this.countExpired(em, ids);
      return ids.length;
    });
  }

  /**
   * Expired holds released in a transaction count once it commits (GET /metrics): by the sweeper, or
   * on the way, where a new hold, a lesson, an event or a move wants their time first.
   */
  private countExpired(em: EntityManager, ids: string[]): void {
    if (ids.length > 0) afterCommit(em, () => this.deps.metrics?.holdsExpired(ids.length));
  }
}

// Unambiguous characters: no 0/O, 1/I/L.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** Rolls a league night's transaction back, naming the bay in the way. */
class LeagueBayRefused extends Error {
  constructor(
    readonly bay: Bay,
    readonly why: 'closed' | 'taken',
  ) {
    super('league bay refused');
  }
}

function newReference(): string {
  const bytes = randomBytes(6);
  return `BN-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
