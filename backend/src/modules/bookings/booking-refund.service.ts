import type { Logger } from '../../shared/logger.js';
import type { Charge, PaymentGateway } from '../payments/gateway.js';
import type { PaymentService } from '../payments/payment.service.js';

/** What is left to give back of a booking's card payment. */
export interface RefundDue {
  bookingId: string;
  paymentId: string;
  chargeId: string;
  cents: number;
}

/**
 * Money back for bookings: a cancellation's refund (customer or desk) and a charge whose booking
 * could not be confirmed. Each refund carries an idempotency key, so a retry never refunds twice.
 */
export class BookingRefundService {
  constructor(private readonly deps: { payments: PaymentService; gateway: PaymentGateway; logger: Logger }) {}

  /** The refundable rest of the booking's payment; null without a payment or with nothing left. */
  async due(bookingId: string): Promise<RefundDue | null> {
    const payment = await this.deps.payments.forBooking(bookingId);
    const cents = payment ? payment.amountCents - payment.refundedCents : 0;
    return payment && cents > 0 ? { bookingId, paymentId: payment.id, chargeId: payment.gatewayChargeId, cents } : null;
  }

  /** Refunds what `due` found, after the cancellation committed, and records it on the payment. */
  async refund(due: RefundDue): Promise<void> {
    await this.deps.gateway.refund({ chargeId: due.chargeId, amountCents: due.cents, idempotencyKey: `cancel:${due.bookingId}` });
    await this.deps.payments.markRefunded(due.paymentId, due.cents);
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
