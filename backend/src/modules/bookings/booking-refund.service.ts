import type { EntityManager } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import { QUEUES, type JobQueue } from '../jobs/job-queue.js';
import type { PaymentService } from '../payments/payment.service.js';

/** What is left to give back of a booking's card payment. */
export interface RefundDue {
  bookingId: string;
  paymentId: string;
  chargeId: string;
  /** The processor's intent (absent for charges recorded before intents, and in jobs queued before them). */
  intentId?: string | null;
  cents: number;
  /** The payment's refunded total once this refund is recorded (recording it twice changes nothing). */
  refundedAfterCents: number;
}

/** How long the queued refund waits before it checks the one tried at once (it changes nothing if that one worked). */
const QUEUED_REFUND_DELAY_MS = 60_000;

/**
 * Money back for bookings: a cancellation's refund (customer or desk). Each refund carries an
 * idempotency key, so a retry never refunds twice. (A charge whose booking could not be confirmed
 * is given back by the checkout engine; reconciliation is the engine's too.)
 */
export class BookingRefundService {
  constructor(
    private readonly deps: {
      payments: PaymentService;
      jobs: JobQueue;
      logger: Logger;
    },
  ) {}

  /** The refundable rest of the booking's payment; null without a payment or with nothing left. */
  async due(bookingId: string): Promise<RefundDue | null> {
    const payment = await this.deps.payments.forBooking(bookingId);
    const cents = payment ? payment.amountCents - payment.refundedCents : 0;
    return payment && cents > 0
      ? {
          bookingId,
          paymentId: payment.id,
          chargeId: payment.gatewayChargeId,
          intentId: payment.gatewayIntentId,
          cents,
          refundedAfterCents: payment.amountCents,
        }
      : null;
  }

  /**
   * Queues the refund in the cancellation's own transaction, so a cancel that commits always gets
   * its money back: the queue retries it with backoff if the processor or the app fails meanwhile.
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

  /** Refunds what `due` found and records it; a second run (same idempotency key) changes nothing. */
  async refund(due: RefundDue): Promise<void> {
    await this.deps.payments.refund(
      { gatewayChargeId: due.chargeId, gatewayIntentId: due.intentId ?? null },
      due.cents,
      `cancel:${due.bookingId}`,
    );
  }
}
