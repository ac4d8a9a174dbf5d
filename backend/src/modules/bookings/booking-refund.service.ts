import type { EntityManager } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Charge, PaymentGateway } from '../payments/gateway.js';
import type { BookingRepository } from './booking.repository.js';
import type { PaymentService } from '../payments/payment.service.js';

/** What is left to give back of a booking's card payment. */
export interface RefundDue {
  bookingId: string;
  paymentId: string;
  chargeId: string;
  cents: number;
  /** The payment's refunded total once this refund is recorded (recording it twice changes nothing). */
  refundedAfterCents: number;
}

/** How long the queued refund waits before it checks the one tried at once (it changes nothing if that one worked). */
const QUEUED_REFUND_DELAY_MS = 60_000;
/**
 * A charge is an orphan once nothing can confirm its booking any more: its hold (10 minutes) has
 * ended. Reconciliation leaves younger charges alone, so a payment still being retried keeps its charge.
 */
const ORPHAN_AFTER_MS = 15 * 60_000;
const RECONCILE_WINDOW_MS = 24 * 3600_000;
/** Booking charges' idempotency keys: `booking:<booking id>:<checkout key>:<cents>` (BookingService.pay). */
const BOOKING_CHARGE_PREFIX = 'booking:';

/**
 * Money back for bookings: a cancellation's refund (customer or desk) and a charge whose booking
 * could not be confirmed. Each refund carries an idempotency key, so a retry never refunds twice.
 */
export class BookingRefundService {
  constructor(
    private readonly deps: {
      payments: PaymentService;
      gateway: PaymentGateway;
      jobs: JobQueue;
      bookings: BookingRepository;
      logger: Logger;
    },
  ) {}

  /** The refundable rest of the booking's payment; null without a payment or with nothing left. */
  async due(bookingId: string): Promise<RefundDue | null> {
    const payment = await this.deps.payments.forBooking(bookingId);
    const cents = payment ? payment.amountCents - payment.refundedCents : 0;
    return payment && cents > 0
      ? { bookingId, paymentId: payment.id, chargeId: payment.gatewayChargeId, cents, refundedAfterCents: payment.amountCents }
      : null;
  }

  /**
   * Queues the refund in the cancellation's own transaction, so a cancel that commits always gets
   * its money back: the queue retries it with backoff if the gateway or the app fails meanwhile.
   */
  async queue(em: EntityManager, due: RefundDue): Promise<void> {
    await this.deps.jobs.send(QUEUES.bookingRefund, due, { em, startAfter: new Date(Date.now() + QUEUED_REFUND_DELAY_MS) });
  }

  /** After the commit: the refund tried at once, so the customer's answer can say it is done; the queue has it otherwise. */
  async refundNow(due: RefundDue): Promise<void> {
    try {
      await this.refund(due);
    } catch (err) {
      this.deps.logger.warn({ err, bookingId: due.bookingId }, 'refund failed; the job queue retries it');
    }
  }

  /** Refunds what `due` found and records it on the payment; a second run (same idempotency key) changes nothing. */
  async refund(due: RefundDue): Promise<void> {
    await this.deps.gateway.refund({ chargeId: due.chargeId, amountCents: due.cents, idempotencyKey: `cancel:${due.bookingId}` });
    await this.deps.payments.markRefundedUpTo(due.paymentId, due.refundedAfterCents);
  }

  /**
   * The safety net behind refundOrphan (run by the queue every few minutes): a booking charge at the
   * gateway that the ledger never recorded, whose booking can no longer be confirmed, is refunded,
   * once (the same idempotency key as refundOrphan's). It catches the charge whose confirmation and
   * immediate refund both failed (an outage between the two). Returns how many it refunded.
   */
  async reconcile(now = new Date()): Promise<number> {
    const charges = await this.deps.gateway.listCharges({
      createdAfter: new Date(now.getTime() - RECONCILE_WINDOW_MS),
      createdBefore: new Date(now.getTime() - ORPHAN_AFTER_MS),
      keyPrefix: BOOKING_CHARGE_PREFIX,
    });
    const unrecorded = charges.filter((c) => c.refundedCents < c.amountCents);
    const recorded = await this.deps.payments.recordedChargeIds(unrecorded.map((c) => c.id));
    let refunded = 0;
    for (const c of unrecorded) {
      if (recorded.has(c.id)) continue;
      const bookingId = c.idempotencyKey.split(':')[1]!;
      const booking = await this.deps.bookings.find(bookingId);
      // A hold may still be paid with this charge; a confirmed booking recorded its own charge, so this one is extra.
      if (booking?.status === 'held') continue;
      await this.refundOrphan({ id: c.id, amountCents: c.amountCents - c.refundedCents }, bookingId);
      refunded++;
    }
    return refunded;
  }

  /** Gives back a charge whose booking could not be confirmed; a failure is logged for a person to act on. */
  async refundOrphan(charge: Charge, bookingId: string): Promise<void> {
    try {
      await this.deps.gateway.refund({ chargeId: charge.id, amountCents: charge.amountCents, idempotencyKey: `refund:${charge.id}` });
      this.deps.logger.warn({ chargeId: charge.id, bookingId }, 'charge refunded: its booking could not be confirmed');
    } catch (err) {
      // Money taken without a booking must reach a person: this line is what alerting watches.
      this.deps.logger.fatal({ err, chargeId: charge.id, bookingId }, 'REFUND FAILED for a charge without a booking');
    }
  }
}
