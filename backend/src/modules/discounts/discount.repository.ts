import type { DataSource, EntityManager } from 'typeorm';
import type { DiscountCodeRow } from './discount.rules.js';

const COLUMNS = `id, code, kind, percent, amount_cents AS "amountCents", applies_to AS "appliesTo", valid_from AS "validFrom",
  valid_to AS "validTo", max_redemptions AS "maxRedemptions", per_user_limit AS "perUserLimit", redeemed_count AS "redeemedCount", active`;

export class DiscountRepository {
  constructor(private readonly dataSource: DataSource) {}

  async findByCode(code: string, em?: EntityManager): Promise<DiscountCodeRow | null> {
    const [row] = await (em ?? this.dataSource.manager).query(`SELECT ${COLUMNS} FROM discount_codes WHERE code = $1`, [code]);
    return row ?? null;
  }

  async findById(id: string, em: EntityManager): Promise<DiscountCodeRow | null> {
    const [row] = await em.query(`SELECT ${COLUMNS} FROM discount_codes WHERE id = $1`, [id]);
    return row ?? null;
  }

  async usedBy(discountId: string, userId: string, em?: EntityManager): Promise<number> {
    const [{ n }] = await (em ?? this.dataSource.manager).query(
      `SELECT count(*)::int AS n FROM discount_redemptions WHERE discount_code_id = $1 AND user_id = $2`,
      [discountId, userId],
    );
    return n;
  }

  /**
   * Serialises one customer's use of one code until the transaction ends: a redemption and a check of
   * the customer's uses (`usedBy`) under this lock see each other's outcome, never a half-finished one.
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
    const [rows] = await em.query(
      `UPDATE discount_codes SET redeemed_count = redeemed_count + 1
       WHERE id = $1 AND active AND (max_redemptions IS NULL OR redeemed_count < max_redemptions)
         AND (valid_from IS NULL OR valid_from <= now()) AND (valid_to IS NULL OR valid_to > now())
         AND (per_user_limit IS NULL OR per_user_limit > (SELECT count(*) FROM discount_redemptions WHERE discount_code_id = $1 AND user_id = $2))
       RETURNING id`,
      [r.discountId, r.userId],
    );
    if (rows.length === 0) return false;
    await em.query(`INSERT INTO discount_redemptions (discount_code_id, user_id, booking_id, amount_cents) VALUES ($1, $2, $3, $4)`, [
      r.discountId,
      r.userId,
      r.bookingId,
      r.amountCents,
    ]);
    return true;
  }
}
