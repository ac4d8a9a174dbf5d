import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { DiscountRepository } from './discount.repository.js';
import { amountOff, checkDiscount, type Discount, type DiscountRefusal, type PurchaseKind } from './discount.rules.js';

export type { PurchaseKind } from './discount.rules.js';

/** A code that may be used for a purchase (nothing recorded yet), and what it takes off `paidCents`. */
export interface DiscountOffer {
  codeId: string;
  discount: Discount;
  amountOffCents: number;
}

/** What `apply` answers: the amount taken off and recorded, or why the code was refused. */
export type DiscountApplied =
  { ok: true; codeId: string; code: string; amountOffCents: number } | { ok: false; reason: DiscountRefusal; message: string };

/** A refusal as the customer's checkout shows it: under its discount code field. */
export function discountRefused(refusal: { message: string }, field = 'discountCode'): AppError {
  return new AppError('VALIDATION', refusal.message, { field });
}

/**
 * Discount codes as every checkout uses them (bay bookings, memberships; leagues, lessons and events
 * pass their own purchaseKind): `check` before a price is shown or charged, `apply` in the checkout's
 * own transaction to record the redemption (the limits hold under any concurrency), `release` when a
 * purchase is cancelled and refunded.
 */
export class DiscountService {
  constructor(
    private readonly repo: DiscountRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /**
   * Whether `code` can take money off this kind of purchase for this customer now, nothing recorded.
   * Inside a transaction (`em`) the customer's uses are counted under the (code, customer) lock a
   * redemption takes, so the check sees every redemption that has committed or is about to.
   */
  async check(
    code: string,
    who: { userId: string | null; purchaseKind: PurchaseKind; paidCents?: number },
    em?: EntityManager,
  ): Promise<{ ok: true; offer: DiscountOffer } | { ok: false; reason: DiscountRefusal; message: string }> {
    const row = await this.repo.findByCode(code.trim(), em);
    if (row && who.userId && em) await this.repo.lockForUser(em, row.id, who.userId);
    const used = row && who.userId ? await this.repo.usedBy(row.id, who.userId, em) : 0;
    const result = checkDiscount(row, { now: this.clock(), purchaseKind: who.purchaseKind, usedByUser: used });
    if (!result.ok) return result;
    return {
      ok: true,
      offer: { codeId: row!.id, discount: result.discount, amountOffCents: amountOff(who.paidCents ?? 0, result.discount) },
    };
  }

  /**
   * Applies a code to a purchase's paid part and records the redemption in the caller's transaction
   * (`em`): it commits or rolls back with the purchase. `codeId` (a code checked earlier, e.g. on a
   * hold) wins over `code` (the text typed). Nothing is recorded when nothing is paid.
   */
  async apply(
    em: EntityManager,
    a: {
      code?: string | null;
      codeId?: string | null;
      userId: string;
      purchaseKind: PurchaseKind;
      paidCents: number;
      purchaseId: string;
    },
  ): Promise<DiscountApplied> {
    const id = a.codeId ?? (a.code?.trim() ? ((await this.repo.findByCode(a.code.trim(), em))?.id ?? null) : null);
    if (id) await this.repo.lockForUser(em, id, a.userId);
    // Judged under the lock, on the code's row as it is now: the count and the customer's uses.
    const judge = async () => {
      const row = id ? await this.repo.findById(id, em) : null;
      const usedByUser = row ? await this.repo.usedBy(row.id, a.userId, em) : 0;
      return checkDiscount(row, { now: this.clock(), purchaseKind: a.purchaseKind, usedByUser });
    };
    const verdict = await judge();
    if (!verdict.ok) return verdict;
    const cents = amountOff(a.paidCents, verdict.discount);
    const applied = { ok: true as const, codeId: id!, code: verdict.discount.code, amountOffCents: cents };
    if (cents === 0) return applied;
    const redeemed = await this.repo.redeem(em, {
      discountId: id!,
      userId: a.userId,
      purchaseKind: a.purchaseKind,
      purchaseId: a.purchaseId,
      amountCents: cents,
      now: this.clock(),
    });
    if (redeemed) return applied;
    // Lost a race for the last redemption (or the code changed under us): say why as it is now.
    const now = await judge();
    return now.ok ? { ok: false, reason: 'used_up', message: 'That discount code has just been used up.' } : now;
  }

  /**
   * Gives back the redemption of a purchase that was cancelled and refunded, in the caller's
   * transaction: it counts towards neither limit any more. False when the purchase had none.
   */
  release(em: EntityManager, purchaseKind: PurchaseKind, purchaseId: string): Promise<boolean> {
    return this.repo.release(em, purchaseKind, purchaseId);
  }
}
