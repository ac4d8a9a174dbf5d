// What the membership plans cost and include, in words. The membership screens read the plans
// from the server (useMembershipPlans) and pass them in here; only the public /memberships page
// still shows spec section 9's table word for word (SPEC_PLANS below).
import { formatCents } from '../../../lib/format';

/** The plan fields the copy reads (a subset of the API's MembershipPlan). */
export interface PlanTerms {
  code: string;
  name: string;
  /** Per month. */
  priceCents: number;
  freeHoursPerMonth: number;
  hourlyRateCents: number;
  bookingWindowDays: number;
  memberEvents: boolean;
}

/** How a price reads in a sentence: '$40' for whole dollars, '$40.50' otherwise. */
export function dollars(cents: number): string {
  return formatCents(cents).replace(/\.00$/, '');
}

/** The plan without a membership (the free one), or null when the list has none. */
export function basePlan<P extends PlanTerms>(plans: readonly P[]): P | null {
  return plans.find((p) => p.priceCents === 0) ?? null;
}

const hoursWord = (n: number) => (n === 1 ? 'hour' : 'hours');
const COUNT_WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
/** A count that starts a sentence: 'Three', or '12' past ten. */
const countWord = (n: number) => COUNT_WORDS[n] ?? String(n);

/** Joins phrases as a sentence lists them: 'a, b and c'. */
function listPhrases(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Without a membership: '$60 an hour, booking up to 2 days ahead'. */
export function payAsYouPlayTerms(base: PlanTerms): string {
  return `${dollars(base.hourlyRateCents)} an hour, booking up to ${base.bookingWindowDays} days ahead`;
}

/** The header of someone on no plan: 'You pay as you play: $60 an hour, booking up to 2 days ahead.' */
export function payAsYouPlayText(base: PlanTerms | null): string {
  return base ? `You pay as you play: ${payAsYouPlayTerms(base)}.` : 'You pay as you play.';
}

/** What a paid plan adds, as one phrase: '2 free bay-hours every month, $40 an hour after that, a 5-day booking window and member-only events'. */
export function planHighlights(plan: PlanTerms): string {
  const free = plan.freeHoursPerMonth;
  return listPhrases([
    ...(free > 0 ? [`${free} free bay-${hoursWord(free)} every month`] : []),
    `${dollars(plan.hourlyRateCents)} an hour${free > 0 ? ' after that' : ''}`,
    `a ${plan.bookingWindowDays}-day booking window`,
    ...(plan.memberEvents ? ['member-only events'] : []),
  ]);
}

/** What a member keeps until a cancelled membership ends: 'your free hours, the $40 rate, the 5-day booking window and member-only events'. */
export function keptBenefits(plan: PlanTerms): string {
  return listPhrases([
    ...(plan.freeHoursPerMonth > 0 ? ['your free hours'] : []),
    `the ${dollars(plan.hourlyRateCents)} rate`,
    `the ${plan.bookingWindowDays}-day booking window`,
    ...(plan.memberEvents ? ['member-only events'] : []),
  ]);
}

export interface Benefit {
  title: string;
  detail: string;
}

/** A paid plan's benefits, each with what it means, next to what no membership gets. */
export function planBenefits(plan: PlanTerms, base: PlanTerms | null): Benefit[] {
  const free = plan.freeHoursPerMonth;
  const benefits: Benefit[] = [];
  if (free > 0) {
    benefits.push({
      title: `${free} free ${hoursWord(free)} every month`,
      detail:
        free === 1
          ? 'Your first bay-hour each month is on us, at any location.'
          : `Your first ${free} bay-hours each month are on us, at any location.`,
    });
  }
  benefits.push({
    title: `${dollars(plan.hourlyRateCents)} an hour${free > 0 ? ' after that' : ''}`,
    detail:
      base && base.hourlyRateCents > plan.hourlyRateCents
        ? `Instead of the standard ${dollars(base.hourlyRateCents)}, per bay, however many of you play.`
        : 'Per bay, however many of you play.',
  });
  const extraDays = base ? plan.bookingWindowDays - base.bookingWindowDays : 0;
  benefits.push({
    title: `Book up to ${plan.bookingWindowDays} days ahead`,
    detail:
      extraDays > 0
        ? `${countWord(extraDays)} more ${extraDays === 1 ? 'day' : 'days'} than pay-as-you-play, so you get the slot you want.`
        : 'Plan ahead and get the slot you want.',
  });
  if (plan.memberEvents)
    benefits.push({ title: 'Member-only events', detail: `Closest-to-the-pin nights and member socials, just for ${plan.name} members.` });
  return benefits;
}

/** What a month of `hours` whole bay-hours costs on a plan, in cents: the price, then the hours beyond the free ones. */
export function monthlyCostCents(plan: Pick<PlanTerms, 'priceCents' | 'freeHoursPerMonth' | 'hourlyRateCents'>, hours: number): number {
  const h = Math.max(0, Math.floor(hours));
  return plan.priceCents + Math.max(0, h - plan.freeHoursPerMonth) * plan.hourlyRateCents;
}

/** The fewest bay-hours a month at which `plan` costs less than no membership; null when it never does within a month of daily play. */
export function breakEvenHours(plan: PlanTerms, base: PlanTerms): number | null {
  for (let h = 1; h <= 31; h++) if (monthlyCostCents(plan, h) < monthlyCostCents(base, h)) return h;
  return null;
}

/** 'Play twice a month or more and Birdie pays for itself.' ('' when it never does). */
export function paysForItselfText(plan: PlanTerms, base: PlanTerms): string {
  const h = breakEvenHours(plan, base);
  if (h === null) return '';
  const often = h === 1 ? 'once' : h === 2 ? 'twice' : `${h} times`;
  return `Play ${often} a month or more and ${plan.name} pays for itself.`;
}

// Spec section 9, for the public /memberships page: its table word for word, and its calculator.
const SPEC_PLANS: Record<'None' | 'Birdie', Pick<PlanTerms, 'priceCents' | 'freeHoursPerMonth' | 'hourlyRateCents'>> = {
  None: { priceCents: 0, freeHoursPerMonth: 0, hourlyRateCents: 6000 },
  Birdie: { priceCents: 8900, freeHoursPerMonth: 2, hourlyRateCents: 4000 },
};

/** One row of the benefits table (spec section 9). Null: the plan does not include it. */
interface BenefitRow {
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

/** What a month of bay time costs, in dollars, for `hours` whole bay-hours (spec section 9's plans). */
export function monthlyCost(plan: 'None' | 'Birdie', hours: number): number {
  return monthlyCostCents(SPEC_PLANS[plan], hours) / 100;
}

/** Dollars a Birdie saves in a month of `hours` (negative: the membership costs more than it saves). */
export function birdieSavings(hours: number): number {
  return monthlyCost('None', hours) - monthlyCost('Birdie', hours);
}
