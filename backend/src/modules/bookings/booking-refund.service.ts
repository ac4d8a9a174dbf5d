import type { EntityManager } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { Charge, PaymentGateway } from '../payments/gateway.js';
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
 * Money back for bookings: a cancellation's refund (customer or desk) and a charge whose booking
 * could not be confirmed. Each refund carries an idempotency key, so a retry never refunds twice.
 */
export class BookingRefundService {
  constructor(private readonly deps: { payments: PaymentService; gateway: PaymentGateway; jobs: JobQueue; logger: Logger }) {}

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
