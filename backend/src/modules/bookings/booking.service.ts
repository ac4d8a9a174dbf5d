import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import { addDays, localMonthOf } from '../../shared/time.js';
import type { DiscountRepository } from '../discounts/discount.repository.js';
import { checkDiscount } from '../discounts/discount.rules.js';
import type { LocationService } from '../locations/location.service.js';
import { PaymentDeclinedError, type Charge, type PaymentGateway } from '../payments/gateway.js';
import type { PaymentChoice, PaymentMethodService } from '../payments/payment-method.service.js';
import type { PaymentRepository } from '../payments/payment.repository.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { PlanCatalog } from '../memberships/plan-catalog.js';
import type { User } from '../users/user.entity.js';
import { BookingWriter, type BookingReader, type BookingRow } from './booking.repository.js';
import {
  bookingWindowDays,
  checkBookingRequest,
  HOLD_MINUTES,
  localStartHour,
  longestWindowPlan,
  REFUND_WINDOW_MS,
} from './booking.rules.js';
import { quoteBayBooking, withDiscount, type Discount, type PlanTerms, type Quote } from './pricing.rules.js';

export const SLOT_TAKEN = 'That slot was just taken. Please pick another time or bay.';
export const HOLD_ENDED = 'This hold has ended. Please choose your time again.';
export const NOTHING_TO_DISCOUNT = "That code is valid, but there's nothing left to pay for it to take off.";
export const PRICE_CHANGED =
  'The price of this booking changed while you were paying (a discount code was applied or removed), and any charge was refunded at once. Please check the total and pay again.';
export const REMINDER_LEAD_MS = 24 * 3600_000;

export interface BookingRequest {
  location: string;
  date: string;
  startHour: number;
  hours: number;
  partySize: number;
  bayNumber?: number | null;
  discountCode?: string | null;
}

export type { PaymentChoice } from '../payments/payment-method.service.js';

/** Builds a booking's .ics file (the notifications module's one builder, shared with the e-mails). */
export interface BookingCalendar {
  calendarFile(booking: BookingRow): Promise<{ filename: string; content: string }>;
}

export const BOOKING_NOT_FOUND = 'Booking not found';
/** Holds that never became bookings: not the customer's bookings, so they have no calendar file. */
const NEVER_BOOKED = new Set(['hold_expired', 'payment_declined', 'abandoned']);

/**
 * Bay bookings: quote → hold (10 minutes) → pay → confirmed; cancel with the 24-hour refund rule.
 * The database's exclusion constraint is what keeps a bay from being double-booked; this service
 * turns its refusal into "that slot was just taken".
 */
export class BookingService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      locations: LocationService;
      reader: BookingReader;
      discounts: DiscountRepository;
      payments: PaymentRepository;
      paymentMethods: PaymentMethodService;
      gateway: PaymentGateway;
      jobs: JobQueue;
      logger: Logger;
      calendar: BookingCalendar;
      /** The plans table: each customer's rate, included hours and booking window. */
      plans: PlanCatalog;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The calendar file of a booking, for its owner or an admin (GET /api/bookings/:id/calendar.ics).
   * Someone else's booking, an unknown or malformed id, a hold not yet paid and a hold that lapsed
   * all answer NOT_FOUND alike. A cancelled booking gives the cancelling file (METHOD:CANCEL).
   */
  async calendarFile(bookingId: string, user: User): Promise<{ filename: string; content: string }> {
    const booking = await this.deps.reader.find(bookingId);
    const visible = booking && (booking.userId === user.id || user.isAdmin);
    if (!visible || booking.status === 'held' || (booking.status === 'cancelled' && NEVER_BOOKED.has(booking.cancelReason ?? ''))) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    return this.deps.calendar.calendarFile(booking);
  }

  /**
   * Checks a request against the calendar and the viewer's window; the instants, location and the
   * plan the viewer books on (their membership's, the free plan for visitors).
   */
  private async plan(req: BookingRequest, viewer: User | null) {
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
   * The code's discount for this customer, or VALIDATION saying why it cannot be used. Inside a
   * transaction (`em`) the customer's uses are counted under the same (code, customer) lock a
   * redemption takes, so the check sees every redemption that has committed or is about to.
   */
  private async discountFor(
    code: string | null | undefined,
    user: User | null,
    em?: EntityManager,
  ): Promise<{ id: string; discount: Discount } | null> {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    const row = await this.deps.discounts.findByCode(trimmed, em);
    if (row && user && em) await this.deps.discounts.lockForUser(em, row.id, user.id);
    const used = row && user ? await this.deps.discounts.usedBy(row.id, user.id, em) : 0;
    const result = checkDiscount(row, { now: this.now(), purpose: 'bookings', usedByUser: used });
    if (!result.ok) throw new AppError('VALIDATION', result.message, { field: 'discountCode' });
    return { id: row!.id, discount: result.discount };
  }

  private price(plan: PlanTerms, hours: number, freeUsed: number, discount: Discount | null): Quote {
    return quoteBayBooking({ hours, plan, freeHoursUsedThisMonth: freeUsed, discount });
  }

  /** The server's price for a request, for anyone (a plan's included hours need the member signed in). */
  async quote(req: BookingRequest, viewer: User | null): Promise<Quote & { start: Date; end: Date; discountCode: string | null }> {
    const { start, end, terms } = await this.plan(req, viewer);
    const discount = await this.discountFor(req.discountCode, viewer);
    const freeUsed = viewer && terms.freeHoursPerMonth > 0 ? await this.freeHoursUsed(viewer, req.date) : 0;
    return {
      ...this.price(terms, req.hours, freeUsed, discount?.discount ?? null),
      start,
      end,
      discountCode: discount?.discount.code ?? null,
    };
  }

  /** Free hours used in the local month of `date` (the allowance is per venue-local calendar month). */
  private freeHoursUsed(user: User, date: string, writer?: BookingWriter): Promise<number> {
    const month = localMonthOf(date);
    const next = localMonthOf(addDays(`${month}-28`, 4));
    return (writer ?? new BookingWriter(this.deps.dataSource.manager)).freeHoursUsed(user.id, `${month}-01`, `${next}-01`);
  }

  /**
   * Places a 10-minute hold on the requested bay, or on the lowest-numbered free bay for "any bay".
   * Expired holds in the way are released first. Losing the race is a CONFLICT.
   */
  async hold(req: BookingRequest, user: User): Promise<BookingRow> {
    const { location, start, end, bays, terms } = await this.plan(req, user);
    const discount = await this.discountFor(req.discountCode, user);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      await w.lockUser(user.id); // the free-hour ledger is read and spent under this lock
      await w.releaseExpiredHolds(
        bays.map((b) => b.id),
        { start, end },
      );
      const freeUsed = terms.freeHoursPerMonth > 0 ? await this.freeHoursUsed(user, req.date, w) : 0;
      const quote = this.price(terms, req.hours, freeUsed, discount?.discount ?? null);
      for (const bay of [...bays].sort((a, b) => a.number - b.number)) {
        if (await w.closureOverlaps(location.id, bay.id, { start, end })) continue;
        const inserted = await w.tryInsertHeld({
          reference: newReference(),
          locationId: location.id,
          bayId: bay.id,
          userId: user.id,
          date: req.date,
          start,
          end,
          partySize: req.partySize,
          holdMinutes: HOLD_MINUTES,
          lines: quote.lines,
          freeHoursUsed: quote.freeHoursApplied,
          subtotalCents: quote.subtotalCents,
          discountCents: quote.discountCents,
          totalCents: quote.totalCents,
          discountCodeId: discount?.id ?? null,
        });
        if (inserted) {
          await w.event(inserted, user.id, 'customer', 'held', { bay: bay.number, totalCents: quote.totalCents });
          return inserted;
        }
      }
      throw new AppError('CONFLICT', SLOT_TAKEN);
    });
    return (await this.deps.reader.find(id))!;
  }

  /**
   * Pays for a held booking and confirms it. The charge carries an idempotency key (a retried
   * checkout never charges twice); a declined card releases the hold; a charge whose booking cannot
   * be confirmed is refunded at once.
   */
  async pay(bookingId: string, user: User, payment: PaymentChoice, idempotencyKey: string): Promise<BookingRow> {
    if (!/^[A-Za-z0-9_-]{8,80}$/.test(idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A checkout needs an idempotency key.', { field: 'idempotencyKey' });
    const booking = await this.owned(bookingId, user);
    if (booking.status === 'confirmed') return booking; // a retry after success
    if (booking.status !== 'held') throw new AppError('CONFLICT', HOLD_ENDED);

    let charge: Charge | null = null;
    if (booking.totalCents > 0) {
      const customerId = await this.deps.paymentMethods.customerFor(user);
      const token = await this.deps.paymentMethods.tokenFor(user, payment);
      try {
        charge = await this.deps.gateway.charge({
          customerId,
          token,
          amountCents: booking.totalCents,
          currency: 'usd',
          // Scoped to the booking and its price: a retry replays the charge, a new price (a code
          // applied or removed after a failed attempt, whose charge was refunded) is a new charge.
          idempotencyKey: `booking:${booking.id}:${idempotencyKey}:${booking.totalCents}`,
          description: `${booking.locationName} ${booking.bayName}, ${booking.date} (${booking.reference})`,
        });
      } catch (e) {
        if (e instanceof PaymentDeclinedError) await this.release(booking.id, user.id, 'payment_declined');
        throw e;
      }
    }

    try {
      await this.deps.dataSource.transaction(async (em) => {
        const w = new BookingWriter(em);
        const current = await w.findForUpdate(booking.id);
        if (current?.status !== 'held') throw new AppError('CONFLICT', HOLD_ENDED);
        // The price may have changed since the charge (a discount code applied or removed in another tab).
        if (current.totalCents !== booking.totalCents) throw new AppError('CONFLICT', PRICE_CHANGED);
        if (current.discountCodeId && current.discountCents > 0) {
          const ok = await this.deps.discounts.redeem(em, {
            discountId: current.discountCodeId,
            userId: user.id,
            bookingId: current.id,
            amountCents: current.discountCents,
          });
          if (!ok)
            throw new AppError('VALIDATION', 'That discount code has just been used up. Please check out without it.', {
              field: 'discountCode',
            });
        }
        if (charge) {
          await this.deps.payments.insertForBooking(em, {
            userId: user.id,
            bookingId: current.id,
            amountCents: charge.amountCents,
            gateway: this.deps.gateway.name,
            chargeId: charge.id,
            idempotencyKey,
          });
        }
        await w.setStatus(current.id, 'confirmed');
        await w.event(current.id, user.id, 'customer', 'confirmed', { chargeId: charge?.id ?? null, totalCents: current.totalCents });
        // Enqueued in this transaction: a confirmed booking always gets its e-mails, a rolled-back one never.
        await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: current.id, kind: 'confirmed' }, { em });
        const remindAt = new Date(current.startsAt.getTime() - REMINDER_LEAD_MS);
        if (remindAt > this.now()) {
          await this.deps.jobs.send(
            QUEUES.bookingReminder,
            { bookingId: current.id },
            { em, startAfter: remindAt, singletonKey: `reminder:${current.id}` },
          );
        }
      });
    } catch (e) {
      if (charge) await this.refundOrphan(charge, booking.id);
      if ((e as { code?: string }).code === '23505') throw new AppError('CONFLICT', 'This booking is already paid.');
      throw e;
    }
    return (await this.deps.reader.find(booking.id))!;
  }

  private async refundOrphan(charge: Charge, bookingId: string): Promise<void> {
    try {
      await this.deps.gateway.refund({ chargeId: charge.id, amountCents: charge.amountCents, idempotencyKey: `refund:${charge.id}` });
      this.deps.logger.warn({ chargeId: charge.id, bookingId }, 'charge refunded: its booking could not be confirmed');
    } catch (err) {
      // Money taken without a booking must reach a person: this line is what alerting watches.
      this.deps.logger.fatal({ err, chargeId: charge.id, bookingId }, 'REFUND FAILED for a charge without a booking');
    }
  }

  private async release(bookingId: string, userId: string, reason: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      const current = await w.findForUpdate(bookingId);
      if (current?.status !== 'held') return;
      await w.setStatus(bookingId, 'cancelled', reason);
      await w.event(bookingId, userId, 'customer', reason);
    });
  }

  /** Lets go of a hold the customer no longer wants. */
  async releaseHold(bookingId: string, user: User): Promise<void> {
    await this.owned(bookingId, user);
    await this.release(bookingId, user.id, 'abandoned');
  }

  /**
   * Applies a discount code to the customer's own held booking, or removes it (null or blank): the
   * same booking, bay, time and hold expiry at the new price, in one transaction, so the bay is never
   * let go in between. The code is checked as for a hold (limits, dates, the customer's uses); it is
   * counted only when the booking is paid (`pay` redeems it). Someone else's booking is NOT_FOUND,
   * an ended hold (released or past its expiry) a CONFLICT.
   */
  async setDiscountCode(bookingId: string, user: User, code: string | null | undefined): Promise<BookingRow> {
    const booking = await this.deps.reader.find(bookingId);
    if (!booking || booking.userId !== user.id) throw new AppError('NOT_FOUND', 'That booking was not found.');
    await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      const current = await w.findForUpdate(booking.id);
      if (current?.status !== 'held' || !current.holdExpiresAt || current.holdExpiresAt <= this.now())
        throw new AppError('CONFLICT', HOLD_ENDED);
      const discount = await this.discountFor(code, user, em);
      const held: Quote = {
        lines: current.lines,
        freeHoursApplied: current.freeHoursUsed,
        subtotalCents: current.subtotalCents,
        discountCents: current.discountCents,
        totalCents: current.totalCents,
      };
      const price = withDiscount(held, discount?.discount ?? null);
      if (discount && price.discountCents === 0) throw new AppError('VALIDATION', NOTHING_TO_DISCOUNT, { field: 'discountCode' });
      await w.setPrice(current.id, {
        lines: price.lines,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        discountCodeId: discount?.id ?? null,
      });
      await w.event(current.id, user.id, 'customer', discount ? 'discount_applied' : 'discount_removed', {
        code: discount?.discount.code ?? null,
        totalCents: price.totalCents,
      });
    });
    return (await this.deps.reader.find(booking.id))!;
  }

  /**
   * Cancels a confirmed booking. 24 hours or more before the start: full refund, free hours back.
   * Later: the bay is freed for others but nothing is refunded and the free hours stay used.
   */
  async cancel(bookingId: string, user: User): Promise<BookingRow> {
    const booking = await this.owned(bookingId, user);
    if (booking.status === 'held') {
      await this.release(booking.id, user.id, 'abandoned');
      return (await this.deps.reader.find(booking.id))!;
    }
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
    if (booking.startsAt <= this.now()) throw new AppError('CONFLICT', 'This booking has already started.');
    const refundable = booking.startsAt.getTime() - this.now().getTime() >= REFUND_WINDOW_MS;
    const payment = refundable ? await this.deps.payments.forBooking(booking.id) : null;
    const refundCents = payment ? payment.amountCents - payment.refundedCents : 0;
    await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      const current = await w.findForUpdate(booking.id);
      if (current?.status !== 'confirmed') throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
      await w.setStatus(booking.id, 'cancelled', refundable ? 'customer' : 'customer_late');
      await w.event(booking.id, user.id, 'customer', 'cancelled', { refundable, refundCents });
      await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: booking.id, kind: 'cancelled', refundedCents: refundCents }, { em });
    });
    if (payment && refundCents > 0) {
      await this.deps.gateway.refund({
        chargeId: payment.gatewayChargeId,
        amountCents: refundCents,
        idempotencyKey: `cancel:${booking.id}`,
      });
      await this.deps.payments.markRefunded(payment.id, refundCents);
    }
    return (await this.deps.reader.find(booking.id))!;
  }

  /** Holds past their 10 minutes free their slots (the queue runs this every minute). */
  async releaseExpiredHolds(): Promise<number> {
    return this.deps.dataSource.transaction(async (em) => (await new BookingWriter(em).releaseAllExpiredHolds()).length);
  }

  /**
   * An admin books for a customer account or a walk-in (name and phone): confirmed at once, paid
   * at the venue. Any date (no window), still inside opening hours and never double-booked.
   */
  async adminCreate(
    admin: User,
    req: BookingRequest & { userId?: string | null; guestName?: string | null; guestPhone?: string | null },
  ): Promise<BookingRow> {
    const { location, start, end, bays } = await this.plan(req, admin);
    if (!req.userId && !req.guestName?.trim())
      throw new AppError('VALIDATION', "Choose a customer or enter the walk-in's name.", { field: 'guestName' });
    const { plan: visitorTerms } = await this.deps.plans.bookingTerms(null); // paid at the venue, at the no-membership rate
    const id = await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      await w.releaseExpiredHolds(
        bays.map((b) => b.id),
        { start, end },
      );
      const quote = this.price(visitorTerms, req.hours, 0, null);
      for (const bay of [...bays].sort((a, b) => a.number - b.number)) {
        if (await w.closureOverlaps(location.id, bay.id, { start, end })) continue;
        const inserted = await w.tryInsertHeld({
          reference: newReference(),
          locationId: location.id,
          bayId: bay.id,
          userId: req.userId ?? null,
          guestName: req.userId ? null : req.guestName!.trim().slice(0, 120),
          guestPhone: req.guestPhone?.trim().slice(0, 40) || null,
          date: req.date,
          start,
          end,
          partySize: req.partySize,
          holdMinutes: HOLD_MINUTES,
          lines: quote.lines,
          freeHoursUsed: 0,
          subtotalCents: quote.subtotalCents,
          discountCents: 0,
          totalCents: quote.totalCents,
          discountCodeId: null,
        });
        if (inserted) {
          await w.setStatus(inserted, 'confirmed');
          await w.event(inserted, admin.id, 'admin', 'created', { bay: bay.number, payAtVenue: true });
          if (req.userId) await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: inserted, kind: 'confirmed' }, { em });
          return inserted;
        }
      }
      throw new AppError('CONFLICT', SLOT_TAKEN);
    });
    return (await this.deps.reader.find(id))!;
  }

  /** Moves a booking to another bay and/or time; the exclusion constraint still decides. */
  async adminMove(
    admin: User,
    bookingId: string,
    to: { bayNumber?: number | null; date?: string | null; startHour?: number | null },
  ): Promise<BookingRow> {
    const booking = await this.owned(bookingId, admin);
    if (booking.status !== 'confirmed' && booking.status !== 'held') throw new AppError('CONFLICT', 'Only upcoming bookings can be moved.');
    const hours = Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 3600_000);
    const startHour = to.startHour ?? localStartHour(booking.date, booking.startsAt, booking.timeZone);
    const target = await this.plan(
      {
        location: booking.locationSlug,
        date: to.date ?? booking.date,
        startHour,
        hours,
        partySize: booking.partySize,
        bayNumber: to.bayNumber ?? booking.bayNumber,
      },
      admin,
    );
    const bay = target.bays[0]!;
    try {
      await this.deps.dataSource.transaction(async (em) => {
        const w = new BookingWriter(em);
        await w.releaseExpiredHolds([bay.id], { start: target.start, end: target.end });
        if (await w.closureOverlaps(target.location.id, bay.id, { start: target.start, end: target.end }))
          throw new AppError('CONFLICT', 'That bay is closed then.');
        await w.moveTo(booking.id, { bayId: bay.id, start: target.start, end: target.end, date: to.date ?? booking.date });
        await w.event(booking.id, admin.id, 'admin', 'moved', {
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
    return (await this.deps.reader.find(booking.id))!;
  }

  /** An admin cancels anything upcoming, and chooses whether to refund. */
  async adminCancel(admin: User, bookingId: string, refund: boolean): Promise<BookingRow> {
    const booking = await this.owned(bookingId, admin);
    if (booking.status !== 'confirmed' && booking.status !== 'held')
      throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
    const payment = refund ? await this.deps.payments.forBooking(booking.id) : null;
    const refundCents = payment ? payment.amountCents - payment.refundedCents : 0;
    await this.deps.dataSource.transaction(async (em) => {
      const w = new BookingWriter(em);
      await w.findForUpdate(booking.id);
      await w.setStatus(booking.id, 'cancelled', refund ? 'admin' : 'admin_no_refund');
      await w.event(booking.id, admin.id, 'admin', 'cancelled', { refund, refundCents });
      if (booking.userId && booking.status === 'confirmed') {
        await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: booking.id, kind: 'cancelled', refundedCents: refundCents }, { em });
      }
    });
    if (payment && refundCents > 0) {
      await this.deps.gateway.refund({
        chargeId: payment.gatewayChargeId,
        amountCents: refundCents,
        idempotencyKey: `cancel:${booking.id}`,
      });
      await this.deps.payments.markRefunded(payment.id, refundCents);
    }
    return (await this.deps.reader.find(booking.id))!;
  }

  listMine(user: User): Promise<BookingRow[]> {
    return this.deps.reader.listForUser(user.id);
  }

  async get(bookingId: string, user: User): Promise<BookingRow> {
    return this.owned(bookingId, user);
  }

  /** Another person's booking and a missing one answer alike (admins see every booking). */
  private async owned(bookingId: string, user: User): Promise<BookingRow> {
    const booking = await this.deps.reader.find(bookingId);
    if (!booking || (booking.userId !== user.id && !user.isAdmin)) throw new AppError('NOT_FOUND', 'That booking was not found.');
    return booking;
  }
}

// Unambiguous characters: no 0/O, 1/I/L.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
function newReference(): string {
  const bytes = randomBytes(6);
  return `BN-${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}
