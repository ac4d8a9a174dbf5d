// The membership plans, for every feature: read from the server (usePlans: the membership_plans
// rows, so a new plan row shows everywhere without a code change), and what they cost and include,
// in words. No screen writes a price, an allowance or a window itself; for the seeded plans these
// words are spec section 9's.
import { useQuery } from '@apollo/client/react';
import { MembershipPlansDocument, type PlanDetailsFragment } from '../gql/graphql';
import { formatCents } from './format';
import { usePageDataPolicy } from './pageData';

/** A plan as the API gives it. */
export type Plan = PlanDetailsFragment;

/**
 * The plans on offer, as the server prices them, in the table's order (cheapest first). Read again
 * in the background, so a changed row is never stale for long (unless the page came with them just now).
 */
export function usePlans() {
  const fetchPolicy = usePageDataPolicy(MembershipPlansDocument, {}, 'cache-and-network');
  const { data, loading, error, refetch } = useQuery(MembershipPlansDocument, { fetchPolicy });
  return { plans: data?.membershipPlans ?? null, loading: loading && !data, error, refetch };
}

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

/** The paid plans, in the table's order. */
export function paidPlans<P extends PlanTerms>(plans: readonly P[]): P[] {
  return plans.filter((p) => p.priceCents > 0);
}

/** The plan the site leads with (Birdie as seeded): the first paid plan in the table's order, or null. */
export function featuredPlan<P extends PlanTerms>(plans: readonly P[] | null | undefined): P | null {
  return plans?.find((p) => p.priceCents > 0) ?? null;
}

/** A plan by its code (as users.membershipType holds it), or null. */
export function planByCode<P extends PlanTerms>(plans: readonly P[] | null | undefined, code: string | null | undefined): P | null {
  return plans?.find((p) => p.code === code) ?? null;
}

/** Whether someone on plan `code` may join member-only events (Birdie as seeded); false for nobody signed in. */
export function joinsMemberEvents(plans: readonly PlanTerms[] | null | undefined, code: string | null | undefined): boolean {
  return planByCode(plans, code)?.memberEvents ?? false;
}

/** Whether someone on plan `code` is a member (on a paid plan). */
export function isMemberPlan(plans: readonly PlanTerms[] | null | undefined, code: string | null | undefined): boolean {
  const plan = planByCode(plans, code);
  return plan ? plan.priceCents > 0 : !!code && code !== 'None';
}

/** The plan that books furthest ahead, or null. */
export function longestWindowPlan<P extends PlanTerms>(plans: readonly P[] | null | undefined): P | null {
  return (plans ?? []).reduce<P | null>((best, p) => (!best || p.bookingWindowDays > best.bookingWindowDays ? p : best), null);
}

/** 'a Birdie', 'an Eagle'. */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

const ORDINALS = ['zeroth', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
/** 'second', or '12th' past ten. */
export const ordinalWord = (n: number) => ORDINALS[n] ?? `${n}th`;

/** How often, in words: 'once', 'twice', '3 times'. */
export const timesWord = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

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

/**
 * What a paid plan adds, as one phrase: '2 free bay-hours every month, $40 an hour after that,
 * a 5-day booking window and member-only events'.
 */
export function planHighlights(plan: PlanTerms): string {
  const free = plan.freeHoursPerMonth;
  return listPhrases([
    ...(free > 0 ? [`${free} free bay-${hoursWord(free)} every month`] : []),
    `${dollars(plan.hourlyRateCents)} an hour${free > 0 ? ' after that' : ''}`,
    `a ${plan.bookingWindowDays}-day booking window`,
    ...(plan.memberEvents ? ['member-only events'] : []),
  ]);
}

/**
 * What a member keeps until a cancelled membership ends: 'your free hours, the $40 rate, the 5-day
 * booking window and member-only events'.
 */
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
  return `Play ${timesWord(h)} a month or more and ${plan.name} pays for itself.`;
}

/** One row of the plans' comparison table: a cell per plan, null where the plan does not include it. */
export interface BenefitRow {
  item: string;
  cells: (string | null)[];
}

/** A plan's column heading in the comparison table: 'No membership' for the free plan. */
export const planColumnName = (plan: PlanTerms) => (plan.priceCents === 0 ? 'No membership' : plan.name);

/** Spec section 9's table, a column per plan, from the plans' rows (word for word for the seeded ones). */
export function benefitRows(plans: readonly PlanTerms[]): BenefitRow[] {
  const perHour = (p: PlanTerms) =>
    p.priceCents === 0
      ? `${dollars(p.hourlyRateCents)} per hour standard`
      : `${dollars(p.hourlyRateCents)} per hour${p.freeHoursPerMonth > 0 ? ' beyond the included hours' : ''}`;
  const row = (item: string, cell: (p: PlanTerms) => string | null): BenefitRow => ({ item, cells: plans.map(cell) });
  return [
    row('Price', (p) => (p.priceCents > 0 ? `${dollars(p.priceCents)} per month, renews automatically each month` : null)),
    row('Hourly rate', perHour),
    row('Included hours', (p) =>
      p.freeHoursPerMonth > 0 ? `${p.freeHoursPerMonth} free ${hoursWord(p.freeHoursPerMonth)} per month` : null,
    ),
    row('Booking window', (p) => `Up to ${p.bookingWindowDays} days ahead`),
    row('Events', (p) => (p.memberEvents ? 'Member-only events' : null)),
  ];
}

/** A plan card's list: '$60 per bay-hour', 'Book up to 2 days ahead', … */
export function planCardFeatures(plan: PlanTerms): string[] {
  if (plan.priceCents === 0)
    return [
      `${dollars(plan.hourlyRateCents)} per bay-hour`,
      `Book up to ${plan.bookingWindowDays} days ahead`,
      'Every bay, every location',
    ];
  const free = plan.freeHoursPerMonth;
  return [
    ...(free > 0 ? [`${free} free bay-${hoursWord(free)} every month`] : []),
    `${dollars(plan.hourlyRateCents)} per hour${free > 0 ? ' beyond those' : ''}`,
    `Book up to ${plan.bookingWindowDays} days ahead`,
    ...(plan.memberEvents ? ['Member-only events'] : []),
  ];
}

/** What a month of `hours` whole bay-hours costs on `plan`, in dollars. */
export function monthlyCost(plan: Pick<PlanTerms, 'priceCents' | 'freeHoursPerMonth' | 'hourlyRateCents'>, hours: number): number {
  return monthlyCostCents(plan, hours) / 100;
}

/** Dollars `plan` saves against `base` in a month of `hours` (negative: the membership costs more than it saves). */
export function savings(plan: PlanTerms, base: PlanTerms, hours: number): number {
  return monthlyCost(base, hours) - monthlyCost(plan, hours);
}
