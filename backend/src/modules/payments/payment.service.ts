import type Stripe from 'stripe';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../../shared/logger.js';
import type { PaymentHistoryRow, PaymentRepository, PaymentRow } from './payment.repository.js';
import type { Processor } from './processor.js';

/** A line of the customer's payment history. */
export interface PaymentRecord {
  id: string;
  kind: 'booking' | 'lesson' | 'league' | 'event' | 'membership';
  description: string;
  reference: string | null;
  forDate: string | null;
  amountCents: number;
  refundedCents: number;
  status: string;
  disputed: boolean;
  paidAt: Date;
  cardBrand: string | null;
  cardLast4: string | null;
  receiptUrl: string | null;
  refunds: { amountCents: number; refundedAt: Date }[];
}

/** Which charge a refund gives back: the ledger's row (its intent when it has one, else its charge). */
export type RefundTarget = Pick<PaymentRow, 'gatewayChargeId' | 'gatewayIntentId'>;

/**
 * The payments ledger as other modules use it, and money back through the processor: every refund
 * carries an idempotency key (a retry never refunds twice) and is recorded as a row of its own.
 */
export class PaymentService {
  constructor(
    private readonly repo: PaymentRepository,
    private readonly processor: Processor,
    private readonly logger: Logger,
  ) {}

  /** The booking's card payment, if it has one. */
  forBooking(bookingId: string, em?: EntityManager) {
    return this.repo.forBooking(bookingId, em);
  }

  /** The league entry's card payment, if it has one. */
  forLeagueEntry(leagueEntryId: string, em?: EntityManager) {
    return this.repo.forLeagueEntry(leagueEntryId, em);
  }

  /** The event registration's card payment, if it has one. */
  forEventRegistration(registrationId: string, em?: EntityManager) {
    return this.repo.forEventRegistration(registrationId, em);
  }

  /**
   * Refunds `amountCents` of a recorded charge at the processor (once per key) and records it.
   * Throws when the processor cannot be reached; the caller's job queue retries with the same key.
   */
  async refund(target: RefundTarget, amountCents: number, idempotencyKey: string, em?: EntityManager): Promise<Stripe.Refund> {
    const refund = await this.processor.refund({
      intentId: target.gatewayIntentId,
      chargeId: target.gatewayChargeId,
      amountCents,
      idempotencyKey,
    });
    await this.repo.recordRefund({ chargeId: target.gatewayChargeId, refundId: refund.id, amountCents: refund.amount }, em);
    return refund;
  }

  /** A refund the processor reports (a webhook, or one made in its dashboard): recorded once. */
  recordProcessorRefund(refund: { chargeId: string; refundId: string; amountCents: number; at: Date }): Promise<boolean> {
    return this.repo.recordRefund(refund);
  }

  /** A dispute the processor reports: the payment is marked; the purchase itself is never cancelled by it. */
  async markDisputed(chargeId: string, status: string, at: Date): Promise<PaymentRow | null> {
    const payment = await this.repo.markDisputed(chargeId, status, at);
    if (!payment) this.logger.warn({ chargeId }, 'a dispute for a charge the ledger does not know');
    return payment;
  }

  /** A user's membership charges, newest first. */
  membershipCharges(userId: string) {
    return this.repo.forMemberships(userId);
  }

  /** One charge as the history describes it, with its customer's e-mail (an admin's alert). */
  async describeCharge(chargeId: string): Promise<(PaymentRecord & { customerEmail: string }) | null> {
    const row = await this.repo.describedCharge(chargeId);
    return row ? { ...describe(row), customerEmail: row.customerEmail } : null;
  }

  /** The customer's payment history: every charge with its refunds, described. */
  async history(userId: string): Promise<PaymentRecord[]> {
    return (await this.repo.history(userId)).map(describe);
  }
}

function describe(r: PaymentHistoryRow): PaymentRecord {
  const lesson = r.bookingKind === 'lesson';
  const kind = r.purpose === 'booking' ? (lesson ? 'lesson' : 'booking') : r.purpose;
  const description =
    r.purpose === 'booking'
      ? lesson
        ? `Lesson with ${r.coachName ?? 'a coach'}, ${r.locationName}`
        : `${r.locationName}, ${r.bayName}`
      : r.purpose === 'league'
        ? `${r.leagueName}, ${r.locationName} (league entry)`
        : r.purpose === 'event'
          ? `${r.eventTitle}${r.locationName ? `, ${r.locationName}` : ''}`
          : `${r.planName ?? 'Membership'} membership`;
  return {
    id: r.id,
    kind,
    description,
    reference: r.reference,
    forDate: r.localDate,
    amountCents: r.amountCents,
    refundedCents: r.refundedCents,
    status: r.status,
    disputed: !!r.disputedAt,
    paidAt: r.createdAt,
    cardBrand: r.cardBrand,
    cardLast4: r.cardLast4,
    receiptUrl: r.receiptUrl,
    refunds: r.refunds.map((x) => ({ amountCents: x.amountCents, refundedAt: new Date(x.refundedAt) })),
  };
}
