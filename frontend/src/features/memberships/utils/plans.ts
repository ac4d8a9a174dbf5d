// The membership plans and their benefits: spec section 9, word for word in the table.

export const STANDARD_RATE = 60; // $ per bay-hour without a membership
export const BIRDIE_PRICE = 89; // $ per month
export const BIRDIE_RATE = 40; // $ per bay-hour beyond the included hours
export const BIRDIE_FREE_HOURS = 2; // per calendar month
export const STANDARD_WINDOW_DAYS = 2;
export const BIRDIE_WINDOW_DAYS = 5;

/** One row of the benefits table (spec section 9). Null: the plan does not include it. */
export interface BenefitRow {
  item: string;
  none: string | null;
  birdie: string;
}

export const BENEFITS: readonly BenefitRow[] = [
  { item: 'Price', none: null, birdie: '$89 per month, renews automatically each month' },
  { item: 'Hourly rate', none: '$60 per hour standard', birdie: '$40 per hour beyond the included hours' },
  { item: 'Included hours', none: null, birdie: '2 free hours per month' },
  { item: 'Booking window', none: 'Up to 2 days ahead', birdie: 'Up to 5 days ahead' },
  { item: 'Events', none: null, birdie: 'Member-only events' },
];

/** What a month of bay time costs, in dollars, for `hours` whole bay-hours. */
export function monthlyCost(plan: 'None' | 'Birdie', hours: number): number {
  const h = Math.max(0, Math.floor(hours));
  if (plan === 'None') return h * STANDARD_RATE;
  return BIRDIE_PRICE + Math.max(0, h - BIRDIE_FREE_HOURS) * BIRDIE_RATE;
}

/** Dollars a Birdie saves in a month of `hours` (negative: the membership costs more than it saves). */
export function birdieSavings(hours: number): number {
  return monthlyCost('None', hours) - monthlyCost('Birdie', hours);
}
