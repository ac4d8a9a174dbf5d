import type { EntityManager } from 'typeorm';
import type { DiscountCode } from './discount.entity.js';
import type { DiscountRepository } from './discount.repository.js';

/**
 * Discount codes as checkouts use them: look a code up, count a customer's uses and redeem it in the
 * checkout's own transaction (the repository's guarded statement keeps the limits under concurrency).
 */
export class DiscountService {
  constructor(private readonly repo: DiscountRepository) {}

  findByCode(code: string, em?: EntityManager): Promise<DiscountCode | null> {
    return this.repo.findByCode(code, em);
  }

  /** Holds the (code, customer) lock for the rest of the transaction, so a per-user limit is counted once. */
  lockForUser(em: EntityManager, discountId: string, userId: string): Promise<void> {
    return this.repo.lockForUser(em, discountId, userId);
  }

  usedBy(discountId: string, userId: string, em?: EntityManager): Promise<number> {
    return this.repo.usedBy(discountId, userId, em);
  }

  /** False when a limit, the dates or the customer's own uses refuse it. */
  redeem(em: EntityManager, r: Parameters<DiscountRepository['redeem']>[1]): Promise<boolean> {
    return this.repo.redeem(em, r);
  }
}
