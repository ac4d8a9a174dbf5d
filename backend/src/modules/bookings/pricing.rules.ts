import { amountOff, type Discount } from '../discounts/discount.rules.js';

/**
 * Bay pricing (spec section 9, PRODUCT.md): integer cents, computed by the server only.
 * The viewer's membership plan (a row of membership_plans) sets the hourly rate and the bay-hours
 * included each local calendar month; a discount applies to the paid part. No plan is named here:
 * seeded, visitors and non-members pay $60 an hour (None) and Birdie members get 2 hours a month
 * free, then $40 an hour, because those are the rows, not because of this file.
 */

/** What a membership plan decides about bay time: a row of membership_plans, as the booking rules read it. */
export interface PlanTerms {
  /** Shown in price lines ("Birdie included hours"). */
  name: string;
  /** Monthly price; a free plan (0) is no membership at all: visitors and non-members book on it. */
  priceCents: number;
  hourlyRateCents: number;
  freeHoursPerMonth: number;
  /** Local calendar days ahead a member of the plan may book (today counts as 0). */
  bookingWindowDays: number;
}

export type { Discount } from '../discounts/discount.rules.js';

interface QuoteLine {
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
  /** The plan the customer books on (the free plan for visitors). */
  plan: PlanTerms;
  /** Included hours this customer already used in the booking's local month. */
  freeHoursUsedThisMonth: number;
  discount?: Discount | null;
}): Quote {
  const { hours, plan } = input;
  const freeLeft = Math.max(0, plan.freeHoursPerMonth - input.freeHoursUsedThisMonth);
  const freeHoursApplied = Math.min(hours, freeLeft);
  const paidHours = hours - freeHoursApplied;
  const rate = plan.hourlyRateCents;

  const lines: QuoteLine[] = [];
  if (freeHoursApplied > 0) lines.push({ label: `${plan.name} included hours`, quantity: freeHoursApplied, unitCents: 0, amountCents: 0 });
  if (paidHours > 0) {
    const label = plan.priceCents > 0 ? `Bay time, ${plan.name} rate` : 'Bay time';
    lines.push({ label, quantity: paidHours, unitCents: rate, amountCents: paidHours * rate });
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
  const discountCents = amountOff(quote.subtotalCents, discount);
  if (discountCents > 0)
    lines.push({ label: `Discount ${discount!.code}`, quantity: 1, unitCents: -discountCents, amountCents: -discountCents });
  return { ...quote, lines, discountCents, totalCents: quote.subtotalCents - discountCents };
}
