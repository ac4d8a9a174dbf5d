import type { Discount } from '../bookings/pricing.rules.js';

export interface DiscountCodeRow {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  percent: number | null;
  amountCents: number | null;
  appliesTo: string[];
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  perUserLimit: number | null;
  redeemedCount: number;
  active: boolean;
}

export type DiscountPurpose = 'bookings' | 'leagues' | 'lessons' | 'events' | 'memberships';

/** Whether a code can be used now, for this purpose, by someone who used it `usedByUser` times. */
export function checkDiscount(
  row: DiscountCodeRow | null,
  ctx: { now: Date; purpose: DiscountPurpose; usedByUser: number },
): { ok: true; discount: Discount } | { ok: false; message: string } {
  if (!row || !row.active) return { ok: false, message: 'That discount code is not valid.' };
  if (row.validFrom && ctx.now < row.validFrom) return { ok: false, message: 'That discount code is not active yet.' };
  if (row.validTo && ctx.now >= row.validTo) return { ok: false, message: 'That discount code has expired.' };
  if (!row.appliesTo.includes(ctx.purpose)) return { ok: false, message: 'That discount code does not apply to this purchase.' };
  if (row.maxRedemptions !== null && row.redeemedCount >= row.maxRedemptions)
    return { ok: false, message: 'That discount code has been fully redeemed.' };
  if (row.perUserLimit !== null && ctx.usedByUser >= row.perUserLimit)
    return { ok: false, message: 'You have already used that discount code.' };
  const discount: Discount =
    row.kind === 'percent'
      ? { kind: 'percent', percent: row.percent!, code: row.code.toUpperCase() }
      : { kind: 'fixed', amountCents: row.amountCents!, code: row.code.toUpperCase() };
  return { ok: true, discount };
}
