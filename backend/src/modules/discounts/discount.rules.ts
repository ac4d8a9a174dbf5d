import type { PurchaseKind } from '@fairway/shared';
import { instantAt } from '../../shared/time.js';

export type { PurchaseKind } from '@fairway/shared';
export type DiscountKind = 'percent' | 'fixed';

/** A code's arithmetic, as a price shows it: the code upper-case. */
export type Discount = { kind: 'percent'; percent: number; code: string } | { kind: 'fixed'; amountCents: number; code: string };

export interface DiscountCodeRow {
  id: string;
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amountCents: number | null;
  appliesTo: readonly string[];
  validFrom: Date | null;
  validTo: Date | null;
  maxRedemptions: number | null;
  perUserLimit: number | null;
  /** Live (unreleased) redemptions. */
  redeemedCount: number;
  active: boolean;
}

/** Why a code cannot be used: the reasons a customer is told. An inactive code reads as unknown. */
export type DiscountRefusal = 'unknown' | 'not_yet_valid' | 'expired' | 'used_up' | 'already_used' | 'wrong_purchase';

export const REFUSAL_MESSAGES: Record<DiscountRefusal, string> = {
  unknown: 'That discount code is not valid.',
  not_yet_valid: 'That discount code is not active yet.',
  expired: 'That discount code has expired.',
  used_up: 'That discount code has been fully redeemed.',
  already_used: 'You have already used that discount code.',
  wrong_purchase: 'That discount code does not apply to this purchase.',
};

export type DiscountCheck = { ok: true; discount: Discount } | { ok: false; reason: DiscountRefusal; message: string };

const refuse = (reason: DiscountRefusal): DiscountCheck => ({ ok: false, reason, message: REFUSAL_MESSAGES[reason] });

/**
 * Whether a code can be used now, for this kind of purchase, by someone with `usedByUser` live
 * redemptions of it. The order is what a customer most needs to hear first: a code that does not
 * exist, then its dates, then what it is for, then its limits.
 */
export function checkDiscount(
  row: DiscountCodeRow | null,
  ctx: { now: Date; purchaseKind: PurchaseKind; usedByUser: number },
): DiscountCheck {
  if (!row || !row.active) return refuse('unknown');
  if (row.validFrom && ctx.now < row.validFrom) return refuse('not_yet_valid');
  if (row.validTo && ctx.now >= row.validTo) return refuse('expired');
  if (!row.appliesTo.includes(ctx.purchaseKind)) return refuse('wrong_purchase');
  if (row.maxRedemptions !== null && row.redeemedCount >= row.maxRedemptions) return refuse('used_up');
  if (row.perUserLimit !== null && ctx.usedByUser >= row.perUserLimit) return refuse('already_used');
  const code = row.code.toUpperCase();
  const discount: Discount =
    row.kind === 'percent' ? { kind: 'percent', percent: row.percent!, code } : { kind: 'fixed', amountCents: row.amountCents!, code };
  return { ok: true, discount };
}

/** What a code takes off a paid amount: never more than is paid; percentages round to the nearest cent. */
export function amountOff(paidCents: number, discount: Discount | null): number {
  if (!discount || paidCents <= 0) return 0;
  const raw = discount.kind === 'percent' ? Math.round((paidCents * discount.percent) / 100) : discount.amountCents;
  return Math.max(0, Math.min(paidCents, raw));
}

/**
 * The instants a code works between, from the venue-local dates the admin chose: from the start of
 * the first day to the end of the last day (both included). A code serves every location, and
 * locations may sit in different time zones, so the window opens when the first day begins at the
 * location where it begins first, and closes when the last day ends at the location where it ends
 * last: at every location the code works on each of its days, all day (near the edges a location
 * in another zone may see a few extra hours). Null dates are open ends.
 */
export function codeWindow(
  dates: { startsOn: string | null; endsOn: string | null },
  timeZones: readonly string[],
): { validFrom: Date | null; validTo: Date | null } {
  const zones = timeZones.length > 0 ? timeZones : ['UTC'];
  const earliest = (instants: Date[]) => new Date(Math.min(...instants.map((d) => d.getTime())));
  const latest = (instants: Date[]) => new Date(Math.max(...instants.map((d) => d.getTime())));
  return {
    validFrom: dates.startsOn ? earliest(zones.map((z) => instantAt(dates.startsOn!, 0, z))) : null,
    validTo: dates.endsOn ? latest(zones.map((z) => instantAt(dates.endsOn!, 1440, z))) : null,
  };
}

/** A code's state for the admin's list, at `now`. */
export type DiscountStatus = 'active' | 'scheduled' | 'expired' | 'used_up' | 'inactive';

export function discountStatus(
  row: Pick<DiscountCodeRow, 'active' | 'validFrom' | 'validTo' | 'maxRedemptions' | 'redeemedCount'>,
  now: Date,
): DiscountStatus {
  if (!row.active) return 'inactive';
  if (row.validTo && now >= row.validTo) return 'expired';
  if (row.maxRedemptions !== null && row.redeemedCount >= row.maxRedemptions) return 'used_up';
  if (row.validFrom && now < row.validFrom) return 'scheduled';
  return 'active';
}
