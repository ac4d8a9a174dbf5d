import type { EntityManager } from 'typeorm';
import type { PaymentRepository } from './payment.repository.js';

/** The payments ledger as other modules use it (memberships record their charges here). */
export class PaymentService {
  constructor(private readonly repo: PaymentRepository) {}

  /** Records a membership period's charge in the caller's transaction; one already recorded stays as it is. */
  recordMembershipCharge(
    em: EntityManager,
    p: { userId: string; membershipId: string; amountCents: number; gateway: string; chargeId: string; idempotencyKey: string },
  ): Promise<void> {
    return this.repo.insertForMembership(em, p);
  }

  /** A user's membership charges, newest first. */
  membershipCharges(userId: string) {
    return this.repo.forMemberships(userId);
  }
}
