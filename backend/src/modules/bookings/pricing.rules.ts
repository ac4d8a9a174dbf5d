/**
 * Bay pricing (spec section 9, PRODUCT.md): integer cents, computed by the server only.
 * Standard $60 per bay-hour; Birdie: the first 2 bay-hours of each local calendar month free,
 * then $40 per hour; a discount applies to the paid part.
 */

export const STANDARD_RATE_CENTS = 6000;
export const BIRDIE_RATE_CENTS = 4000;
export const BIRDIE_FREE_HOURS_PER_MONTH = 2;

export type Discount = { kind: 'percent'; percent: number; code: string } | { kind: 'fixed'; amountCents: number; code: string };

export interface QuoteLine {
  label: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
}

export interface Quote {
  lines: QuoteLine[];
  freeHoursApplied: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

export function quoteBayBooking(input: {
  hours: number;
  membershipType: 'None' | 'Birdie';
  /** Free hours this member already used in the booking's local month. */
  freeHoursUsedThisMonth: number;
  discount?: Discount | null;
}): Quote {
  const { hours } = input;
  const birdie = input.membershipType === 'Birdie';
  const freeLeft = birdie ? Math.max(0, BIRDIE_FREE_HOURS_PER_MONTH - input.freeHoursUsedThisMonth) : 0;
  const freeHoursApplied = Math.min(hours, freeLeft);
  const paidHours = hours - freeHoursApplied;
  const rate = birdie ? BIRDIE_RATE_CENTS : STANDARD_RATE_CENTS;

  const lines: QuoteLine[] = [];
  if (freeHoursApplied > 0) lines.push({ label: 'Birdie included hours', quantity: freeHoursApplied, unitCents: 0, amountCents: 0 });
  if (paidHours > 0) {
    lines.push({ label: birdie ? 'Bay time, Birdie rate' : 'Bay time', quantity: paidHours, unitCents: rate, amountCents: paidHours * rate });
  }
  const subtotalCents = paidHours * rate;
  return withDiscount({ lines, freeHoursApplied, subtotalCents, discountCents: 0, totalCents: subtotalCents }, input.discount ?? null);
}

/**
 * A price with `discount` in place of the one it had (none: the discount comes off). Hours, rate and
 * included hours stay as they were; the discount line is the only line that takes money off.
 */
export function withDiscount(quote: Quote, discount: Discount | null): Quote {
  const lines = quote.lines.filter((l) => l.amountCents >= 0);
  const discountCents = discountOn(quote.subtotalCents, discount);
  if (discountCents > 0) lines.push({ label: `Discount ${discount!.code}`, quantity: 1, unitCents: -discountCents, amountCents: -discountCents });
  return { ...quote, lines, discountCents, totalCents: quote.subtotalCents - discountCents };
}

/** A discount never exceeds what is paid; percentages round to the nearest cent. */
export function discountOn(paidCents: number, discount: Discount | null): number {
  if (!discount || paidCents <= 0) return 0;
  const raw = discount.kind === 'percent' ? Math.round((paidCents * discount.percent) / 100) : discount.amountCents;
  return Math.max(0, Math.min(paidCents, raw));
}
