import type { DataSource, EntityManager } from 'typeorm';
import { DiscountCode, DiscountRedemption } from './discount.entity.js';

/** Discount codes and their redemptions: the one writer of `discount_codes` and `discount_redemptions`. */
export class DiscountRepository {
  constructor(private readonly dataSource: DataSource) {}

  private codes(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(DiscountCode);
  }

  private redemptions(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(DiscountRedemption);
  }

  /** Case-insensitive: the column is citext. */
  findByCode(code: string, em?: EntityManager): Promise<DiscountCode | null> {
    return this.codes(em).findOneBy({ code });
  }

  findById(id: string, em: EntityManager): Promise<DiscountCode | null> {
    return this.codes(em).findOneBy({ id });
  }

  usedBy(discountId: string, userId: string, em?: EntityManager): Promise<number> {
    return this.redemptions(em).countBy({ discountCodeId: discountId, userId });
  }

  /**
   * Serialises one customer's use of one code until the transaction ends: a redemption and a check of
   * the customer's uses (`usedBy`) under this lock see each other's outcome, never a half-finished one.
   * Raw SQL: an advisory lock has no query-builder form.
   */
  async lockForUser(em: EntityManager, discountId: string, userId: string): Promise<void> {
    await em.query(`SELECT pg_advisory_xact_lock(hashtext('discount:' || $1 || ':' || $2))`, [discountId, userId]);
  }

  /**
   * Counts one redemption, atomically: the conditional UPDATE raises the count only while it is
   * under the limit, so a limit of 10 gives exactly 10 redemptions however many race for them.
   * The per-user limit is held by a lock on (code, user) for the rest of the transaction.
   */
  async redeem(
    em: EntityManager,
    r: { discountId: string; userId: string; bookingId: string | null; amountCents: number },
  ): Promise<boolean> {
    await this.lockForUser(em, r.discountId, r.userId);
    // Raw SQL: the guard (limits, dates, the customer's own uses) and the increment must be one statement.
    const [rows]: [{ id: string }[], number] = await em.query(
      `UPDATE discount_codes SET redeemed_count = redeemed_count + 1
       WHERE id = $1 AND active AND (max_redemptions IS NULL OR redeemed_count < max_redemptions)
         AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now())
         AND (per_user_limit IS NULL OR per_user_limit > (SELECT count(*) FROM discount_redemptions WHERE discount_code_id = $1 AND user_id = $2))
       RETURNING id`,
      [r.discountId, r.userId],
    );
    if (rows.length === 0) return false;
    await this.redemptions(em).insert({
      discountCodeId: r.discountId,
      userId: r.userId,
      bookingId: r.bookingId,
      amountCents: r.amountCents,
    });
    return true;
  }
}
