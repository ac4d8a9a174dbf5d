import type { EntityManager } from 'typeorm';
import type { PaymentRepository } from './payment.repository.js';

/** The payments ledger as other modules use it (bookings, memberships and league entries record their charges here). */
export class PaymentService {
  constructor(private readonly repo: PaymentRepository) {}

  /** Records a booking's charge in the transaction that confirms it: no charge without its booking. */
  recordBookingCharge(em: EntityManager, p: Parameters<PaymentRepository['insertForBooking']>[1]): Promise<void> {
    return this.repo.insertForBooking(em, p);
  }

  /** Which of these gateway charges the ledger has recorded. */
  recordedChargeIds(chargeIds: string[]): Promise<Set<string>> {
    return this.repo.recordedChargeIds(chargeIds);
  }

  /** The booking's card payment, if it has one. */
  forBooking(bookingId: string, em?: EntityManager) {
    return this.repo.forBooking(bookingId, em);
  }

  /** Adds a refund to what the payment has given back (in the caller's transaction, when given). */
  markRefunded(paymentId: string, amountCents: number, em?: EntityManager): Promise<void> {
    return this.repo.markRefunded(paymentId, amountCents, em);
  }

  /** Records a league entry's charge in the transaction that marks the entry paid: no charge without its entry. */
  recordLeagueCharge(em: EntityManager, p: Parameters<PaymentRepository['insertForLeagueEntry']>[1]): Promise<void> {
    return this.repo.insertForLeagueEntry(em, p);
  }

  /** The league entry's card payment, if it has one. */
  forLeagueEntry(leagueEntryId: string, em?: EntityManager) {
    return this.repo.forLeagueEntry(leagueEntryId, em);
  }

  /** Records refunds up to a total: idempotent, for a refund that may be recorded by a retry too. */
  markRefundedUpTo(paymentId: string, refundedCents: number): Promise<void> {
    return this.repo.markRefundedUpTo(paymentId, refundedCents);
  }

  /** Records a membership period's charge in the caller's transaction; one already recorded stays as it is. */
  recordMembershipCharge(
    em: EntityManager,
    p: { userId: string; membershipId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    return this.repo.insertForMembership(em, p);
  }

  /** Records an event registration's charge in the transaction that confirms it; one already recorded stays as it is. */
  recordEventCharge(em: EntityManager, p: Parameters<PaymentRepository['insertForEventRegistration']>[1]): Promise<void> {
    return this.repo.insertForEventRegistration(em, p);
  }

  /** Adds a refund to an event registration's charge, in the transaction that records it on the registration. */
  recordEventRefund(em: EntityManager, registrationId: string, amountCents: number): Promise<void> {
    return this.repo.refundEventRegistration(em, registrationId, amountCents);
  }

  /** A user's membership charges, newest first. */
  membershipCharges(userId: string) {
    return this.repo.forMemberships(userId);
  }
}
