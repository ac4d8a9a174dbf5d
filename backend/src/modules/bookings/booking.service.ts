import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { BusinessMetrics } from '../../shared/metric-events.js';
import { addDays, localMonthOf } from '../../shared/time.js';
import { discountRefused, type DiscountService } from '../discounts/discount.service.js';
import { freeSettle, type CheckoutService, type LedgerLink, type SettleRequest } from '../payments/checkout.service.js';
import type { PaymentChoice } from '../payments/payment-method.service.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { User } from '../users/user.entity.js';
import type { BookingKindValue } from './booking.entity.js';
import { REMINDER_LEAD_MS, SLOT_TAKEN, type BookingOperations, type BookingRequest } from './booking-operations.service.js';
import type { BookingRefundService } from './booking-refund.service.js';
import { UNPAID_STATUSES, type BookingRepository, type BookingRow, type BookingWriter } from './booking.repository.js';
import { HOLD_MINUTES, purchaseKindOf, REFUND_WINDOW_MS } from './booking.rules.js';
import { quoteBayBooking, withDiscount, type Discount, type PlanTerms, type Quote } from './pricing.rules.js';

export const HOLD_ENDED = 'This hold has ended. Please choose your time again.';
export const NOTHING_TO_DISCOUNT = "That code is valid, but there's nothing left to pay for it to take off.";
export const PRICE_CHANGED =
  'The price of this booking changed while you were paying (a discount code was applied or removed), and any charge was refunded at once. Please check the total and pay again.';

const DISCOUNT_CHANGED =
  'That discount code was changed while you were paying, and any charge was refunded at once. Please apply the code again and pay.';

export { SLOT_TAKEN, type BookingRequest } from './booking-operations.service.js';
export type { PaymentChoice } from '../payments/payment-method.service.js';

/** Builds a booking's .ics file (the notifications module's one builder, shared with the e-mails). */
export interface BookingCalendar {
  calendarFile(booking: BookingRow): Promise<{ filename: string; content: string }>;
}

const BOOKING_NOT_FOUND = 'Booking not found';
/** A hold not yet paid and holds that never became bookings: not the customer's bookings, so no calendar file. */
const NEVER_BOOKED = new Set<string>(['held', ...UNPAID_STATUSES]);

/**
 * Bay bookings: quote → hold (10 minutes) → pay → confirmed; cancel with the 24-hour refund rule.
 * The database's exclusion constraint is what keeps a bay from being double-booked; this service
 * turns its refusal into "that slot was just taken". What the customer flow shares with the venue
 * desk (request checks, placing on the first free bay, cancelling) is BookingOperations; money
 * back is BookingRefundService.
 */
export class BookingService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      /** The changes shared with the venue desk: request checks, placing, cancelling. */
      ops: BookingOperations;
      bookings: BookingRepository;
      discounts: DiscountService;
      /** Checkout's money: the booking registers how it is confirmed when its payment arrives. */
      checkout: CheckoutService;
      refunds: BookingRefundService;
      jobs: JobQueue;
      calendar: BookingCalendar;
      /** Confirmed bookings are counted (GET /metrics). */
      metrics?: Pick<BusinessMetrics, 'bookingConfirmed'>;
      now?: () => Date;
    },
  ) {
    deps.checkout.register('booking', {
      ledger: 'booking',
      confirm: (em, p) => this.confirmPaid(em, p),
      settled: () => this.deps.metrics?.bookingConfirmed('online'),
      declined: (p) => this.declined(p.purchaseId, p.userId, p.reason),
      waiting: (id) => this.awaitsPayment(id),
    });
  }

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /**
   * The calendar file of a booking, for its owner or an admin (GET /api/bookings/:id/calendar.ics).
   * Someone else's booking, an unknown or malformed id, a hold not yet paid and a hold that lapsed
   * all answer NOT_FOUND alike. A cancelled booking gives the cancelling file (METHOD:CANCEL).
   */
  async calendarFile(bookingId: string, user: User): Promise<{ filename: string; content: string }> {
    const booking = await this.deps.bookings.find(bookingId);
    const visible = booking && (booking.userId === user.id || user.isAdmin);
    if (!visible || NEVER_BOOKED.has(booking.status)) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    return this.deps.calendar.calendarFile(booking);
  }

  private writer(em: EntityManager): BookingWriter {
    return this.deps.ops.writer(em);
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
    bookingKind: BookingKindValue = 'bay',
  ): Promise<{ id: string; discount: Discount } | null> {
    const trimmed = code?.trim();
    if (!trimmed) return null;
    const result = await this.deps.discounts.check(trimmed, { userId: user?.id ?? null, purchaseKind: purchaseKindOf(bookingKind) }, em);
    if (!result.ok) throw discountRefused(result);
    return { id: result.offer.codeId, discount: result.offer.discount };
  }

  private price(plan: PlanTerms, hours: number, freeUsed: number, discount: Discount | null): Quote {
    return quoteBayBooking({ hours, plan, freeHoursUsedThisMonth: freeUsed, discount });
  }

  /** The server's price for a request, for anyone (a plan's included hours need the member signed in). */
  async quote(req: BookingRequest, viewer: User | null): Promise<Quote & { start: Date; end: Date; discountCode: string | null }> {
    const { start, end, terms } = await this.deps.ops.checkRequest(req, viewer);
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
    return writer
      ? writer.freeHoursUsed(user.id, `${month}-01`, `${next}-01`)
      : this.deps.bookings.freeHoursUsed(user.id, `${month}-01`, `${next}-01`);
  }

  /**
   * Places a 10-minute hold on the requested bay, or on the lowest-numbered free bay for "any bay".
   * Expired holds in the way are released first. Losing the race is a CONFLICT.
   */
  async hold(req: BookingRequest, user: User, address: string): Promise<BookingRow> {
    const { location, start, end, bays, terms } = await this.deps.ops.checkRequest(req, user);
    const discount = await this.discountFor(req.discountCode, user);
    await this.deps.ops.assertAddressMayHold(address);
    const id = await this.deps.dataSource.transaction(async (em) => {
      const w = this.writer(em);
      // Under the account's lock: the cap on unpaid holds, and the free-hour ledger read and spent.
      await this.deps.ops.assertAccountMayHold(w, user.id);
      const freeUsed = terms.freeHoursPerMonth > 0 ? await this.freeHoursUsed(user, req.date, w) : 0;
      const quote = this.price(terms, req.hours, freeUsed, discount?.discount ?? null);
      const placed = await this.deps.ops.placeOnFirstFreeBay(em, w, { location, bays, start, end }, (bay) => ({
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
      }));
      await w.event(placed.id, user.id, 'customer', 'held', { bay: placed.bay.number, totalCents: quote.totalCents });
      return placed.id;
    });
    return (await this.deps.bookings.find(id))!;
  }

  /**
   * Pays for a held booking and confirms it (docs/payments.md). The card is authorized while the bay
   * is held and captured by the transaction that confirms it; a retry with the same key never
   * charges twice; a declined card keeps the hold (another card can be tried until it ends) and is
   * never saved; money the booking cannot take (its hold ended, its price changed) goes back.
   */
  async pay(bookingId: string, user: User, payment: PaymentChoice, idempotencyKey: string): Promise<BookingRow> {
    if (!/^[A-Za-z0-9_-]{8,80}$/.test(idempotencyKey ?? ''))
      throw new AppError('VALIDATION', 'A checkout needs an idempotency key.', { field: 'idempotencyKey' });
    const booking = await this.owned(bookingId, user);
    if (booking.status === 'confirmed') return booking; // a retry after success
    if (booking.status !== 'held') throw new AppError('CONFLICT', HOLD_ENDED);
    if (booking.totalCents > 0) {
      await this.deps.checkout.pay({
        purpose: 'booking',
        purchaseId: booking.id,
        user,
        amountCents: booking.totalCents,
        payment,
        idempotencyKey,
        description: `${booking.locationName} ${booking.bayName}, ${booking.date} (${booking.reference})`,
      });
    } else {
      // Free hours or a code cover it all: nothing to charge, the same confirmation.
      await this.deps.dataSource.transaction((em) => this.confirmPaid(em, freeSettle(booking.id, user.id)));
      this.deps.metrics?.bookingConfirmed('online');
    }
    return (await this.deps.bookings.find(booking.id))!;
  }

  /**
   * The confirming transaction's part of a booking (the checkout engine captures the money in the
   * same transaction): the hold still stands at its price, the code is redeemed, the booking is
   * confirmed and its e-mails queued. Money that arrives late (the customer finished at their bank
   * after the hold ended) takes the bay again if nobody else has: the exclusion constraint decides.
   */
  private async confirmPaid(em: EntityManager, p: SettleRequest): Promise<LedgerLink> {
    const w = this.writer(em);
    const current = await w.findForUpdate(p.purchaseId);
    if (!current) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    if (current.status === 'confirmed') throw new AppError('CONFLICT', 'This booking is already paid.');
    const lapsed = (UNPAID_STATUSES as readonly string[]).includes(current.status);
    if (current.status !== 'held' && !(p.late && lapsed)) throw new AppError('CONFLICT', HOLD_ENDED);
    // The price may have changed since the card was authorized (a discount code applied or removed in another tab).
    if (current.totalCents !== p.amountCents) throw new AppError('CONFLICT', PRICE_CHANGED);
    if (current.discountCodeId && current.discountCents > 0) {
      // The redemption is recorded here, in the confirming transaction: a rolled-back checkout never counts.
      const applied = await this.deps.discounts.apply(em, {
        codeId: current.discountCodeId,
        userId: p.userId,
        purchaseKind: purchaseKindOf(current.kind),
        paidCents: current.subtotalCents,
        purchaseId: current.id,
      });
      if (!applied.ok) throw discountRefused({ message: `${applied.message} Please check out without it.` });
      // The code was edited since the hold was priced: the customer pays what they were shown or not at all.
      if (applied.amountOffCents !== current.discountCents) throw new AppError('CONFLICT', DISCOUNT_CHANGED);
    }
    try {
      await w.setStatus(current.id, 'confirmed');
    } catch (e) {
      // Only a lapsed hold taken again can meet another booking here.
      if ((e as { code?: string }).code === '23P01') throw new AppError('CONFLICT', SLOT_TAKEN);
      throw e;
    }
    await w.event(current.id, p.userId, 'customer', 'confirmed', {
      intentId: p.intentId || null,
      totalCents: current.totalCents,
      ...(lapsed ? { afterHoldEnded: true } : {}),
    });
    // Enqueued in this transaction: a confirmed booking always gets its e-mails, a rolled-back one never.
    await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: current.id, kind: 'confirmed' }, { em });
    if (current.coachId) await this.deps.jobs.send(QUEUES.bookingEmail, { bookingId: current.id, kind: 'coach_confirmed' }, { em });
    const remindAt = new Date(current.startsAt.getTime() - REMINDER_LEAD_MS);
    if (remindAt > this.now()) {
      await this.deps.jobs.send(
        QUEUES.bookingReminder,
        { bookingId: current.id },
        { em, startAfter: remindAt, singletonKey: `reminder:${current.id}` },
      );
    }
    return { bookingId: current.id };
  }

  /** Whether a booking still waits for its payment: held, and the hold not yet over. */
  private async awaitsPayment(bookingId: string): Promise<boolean> {
    const b = await this.deps.bookings.find(bookingId);
    return b?.status === 'held' && !!b.holdExpiresAt && b.holdExpiresAt > this.now();
  }

  /** A declined attempt is recorded on the booking, which stays held. */
  private async declined(bookingId: string, userId: string, reason: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      await this.writer(em).event(bookingId, userId, 'customer', 'payment_declined', { reason });
    });
  }

  private async release(bookingId: string, userId: string, reason: string): Promise<void> {
    await this.deps.dataSource.transaction(async (em) => {
      const w = this.writer(em);
      const current = await w.findForUpdate(bookingId);
      if (current?.status !== 'held') return;
      await w.setStatus(bookingId, 'released', reason);
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
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking || booking.userId !== user.id) throw new AppError('NOT_FOUND', 'That booking was not found.');
    await this.deps.dataSource.transaction(async (em) => {
      const w = this.writer(em);
      const current = await w.findForUpdate(booking.id);
      if (current?.status !== 'held' || !current.holdExpiresAt || current.holdExpiresAt <= this.now())
        throw new AppError('CONFLICT', HOLD_ENDED);
      const discount = await this.discountFor(code, user, em, current.kind);
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
    return (await this.deps.bookings.find(booking.id))!;
  }

  /**
   * Cancels a confirmed booking. 24 hours or more before the start: full refund, free hours back.
   * Later: the bay is freed for others but nothing is refunded and the free hours stay used.
   */
  async cancel(bookingId: string, user: User): Promise<BookingRow> {
    const booking = await this.owned(bookingId, user);
    if (booking.status === 'held') {
      await this.release(booking.id, user.id, 'abandoned');
      return (await this.deps.bookings.find(booking.id))!;
    }
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', 'Only upcoming bookings can be cancelled.');
    if (booking.startsAt <= this.now()) throw new AppError('CONFLICT', 'This booking has already started.');
    const refundable = booking.startsAt.getTime() - this.now().getTime() >= REFUND_WINDOW_MS;
    const due = refundable ? await this.deps.refunds.due(booking.id) : null;
    return this.deps.ops.cancelBooking(booking, {
      actor: { userId: user.id, kind: 'customer' },
      onlyIf: ['confirmed'],
      reason: refundable ? 'customer' : 'customer_late',
      details: { refundable, refundCents: due?.cents ?? 0 },
      email: true,
      refund: due,
      refunded: refundable,
    });
  }

  /** Holds past their 10 minutes free their slots (the queue runs this every minute). */
  releaseExpiredHolds(): Promise<number> {
    return this.deps.ops.releaseExpiredHolds();
  }

  listMine(user: User, includeUnpaid = false): Promise<BookingRow[]> {
    return this.deps.bookings.listForUser(user.id, includeUnpaid);
  }

  async get(bookingId: string, user: User): Promise<BookingRow> {
    return this.owned(bookingId, user);
  }

  /** Another person's booking and a missing one answer alike (admins see every booking). */
  private async owned(bookingId: string, user: User): Promise<BookingRow> {
    const booking = await this.deps.bookings.find(bookingId);
    if (!booking || (booking.userId !== user.id && !user.isAdmin)) throw new AppError('NOT_FOUND', 'That booking was not found.');
    return booking;
  }
}
