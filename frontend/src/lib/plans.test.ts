import { SEEDED_PLANS } from '../test/fixtures';
import { describe, expect, it } from 'vitest';
import {
  basePlan,
  benefitRows,
  breakEvenHours,
  featuredPlan,
  isMemberPlan,
  longestWindowPlan,
  planCardFeatures,
  planColumnName,
  savings,
  withArticle,
  dollars,
  keptBenefits,
  monthlyCost,
  monthlyCostCents,
  payAsYouPlayText,
  paysForItselfText,
  planBenefits,
  planHighlights,
  type PlanTerms,
} from './plans';

// The seeded plans, as the server lists them.
const { None: NONE, Birdie: BIRDIE } = SEEDED_PLANS;
// A plan the table could hold tomorrow.
const EAGLE: PlanTerms = {
  code: 'Eagle',
  name: 'Eagle',
  priceCents: 14950,
  freeHoursPerMonth: 1,
  hourlyRateCents: 3550,
  bookingWindowDays: 3,
  memberEvents: false,
};

describe('plan copy, from the plans the server lists', () => {
  it('prices read as whole dollars when they are', () => {
    expect(dollars(4000)).toBe('$40');
    expect(dollars(8900)).toBe('$89');
    expect(dollars(3550)).toBe('$35.50');
    expect(dollars(150000)).toBe('$1,500');
  });

  it('the free plan is the one without a membership', () => {
    expect(basePlan([NONE, BIRDIE])).toBe(NONE);
    expect(basePlan([BIRDIE])).toBeNull();
  });

  it('says the seeded Birdie plan as the site always has', () => {
    expect(planHighlights(BIRDIE)).toBe(
      '2 free bay-hours every month, $40 an hour after that, a 5-day booking window and member-only events',
    );
    expect(keptBenefits(BIRDIE)).toBe('your free hours, the $40 rate, the 5-day booking window and member-only events');
    expect(payAsYouPlayText(NONE)).toBe('You pay as you play: $60 an hour, booking up to 2 days ahead.');
    expect(payAsYouPlayText(null)).toBe('You pay as you play.');
    expect(planBenefits(BIRDIE, NONE)).toEqual([
      { title: '2 free hours every month', detail: 'Your first 2 bay-hours each month are on us, at any location.' },
      { title: '$40 an hour after that', detail: 'Instead of the standard $60, per bay, however many of you play.' },
      { title: 'Book up to 5 days ahead', detail: 'Three more days than pay-as-you-play, so you get the slot you want.' },
      { title: 'Member-only events', detail: 'Closest-to-the-pin nights and member socials, just for Birdie members.' },
    ]);
  });

  it('follows whatever the plan row says', () => {
    expect(planHighlights(EAGLE)).toBe('1 free bay-hour every month, $35.50 an hour after that and a 3-day booking window');
    expect(keptBenefits({ ...EAGLE, freeHoursPerMonth: 0 })).toBe('the $35.50 rate and the 3-day booking window');
    expect(planBenefits(EAGLE, NONE)).toEqual([
      { title: '1 free hour every month', detail: 'Your first bay-hour each month is on us, at any location.' },
      { title: '$35.50 an hour after that', detail: 'Instead of the standard $60, per bay, however many of you play.' },
      { title: 'Book up to 3 days ahead', detail: 'One more day than pay-as-you-play, so you get the slot you want.' },
    ]);
    expect(planBenefits({ ...EAGLE, freeHoursPerMonth: 0 }, null).map((b) => b.title)).toEqual([
      '$35.50 an hour',
      'Book up to 3 days ahead',
    ]);
    expect(planBenefits({ ...EAGLE, freeHoursPerMonth: 0 }, null)[1]!.detail).toBe('Plan ahead and get the slot you want.');
  });

  it('works out a month of play on any plan, and when a plan pays for itself', () => {
    expect(monthlyCostCents(NONE, 3)).toBe(18000);
    expect(monthlyCostCents(BIRDIE, 3)).toBe(12900);
    expect(monthlyCostCents(BIRDIE, -1)).toBe(8900);
    expect(breakEvenHours(BIRDIE, NONE)).toBe(2);
    expect(paysForItselfText(BIRDIE, NONE)).toBe('Play twice a month or more and Birdie pays for itself.');
    expect(breakEvenHours(EAGLE, NONE)).toBe(5); // $291.50 against $300
    expect(paysForItselfText(EAGLE, NONE)).toBe('Play 5 times a month or more and Eagle pays for itself.');
    expect(paysForItselfText({ ...BIRDIE, priceCents: 100 }, NONE)).toBe('Play once a month or more and Birdie pays for itself.');
    expect(breakEvenHours({ ...BIRDIE, hourlyRateCents: 6000, freeHoursPerMonth: 0 }, NONE)).toBeNull();
    expect(paysForItselfText({ ...BIRDIE, hourlyRateCents: 6000, freeHoursPerMonth: 0 }, NONE)).toBe('');
  });
});

describe('monthlyCost', () => {
  it('no membership: $60 for every hour', () => {
    expect(monthlyCost(NONE, 0)).toBe(0);
    expect(monthlyCost(NONE, 4)).toBe(240);
  });

  it('Birdie: $89 a month, 2 hours included, then $40 an hour', () => {
    expect(monthlyCost(BIRDIE, 0)).toBe(89);
    expect(monthlyCost(BIRDIE, 2)).toBe(89);
    expect(monthlyCost(BIRDIE, 3)).toBe(129);
    expect(monthlyCost(BIRDIE, 6)).toBe(249);
  });

  it('counts whole hours and never below zero', () => {
    expect(monthlyCost(NONE, -3)).toBe(0);
    expect(monthlyCost(BIRDIE, 2.9)).toBe(89);
  });
});

describe('savings', () => {
  it('Birdie pays off from the second hour', () => {
    expect(savings(BIRDIE, NONE, 1)).toBe(-29);
    expect(savings(BIRDIE, NONE, 2)).toBe(31);
    expect(savings(BIRDIE, NONE, 8)).toBe(480 - 329);
  });
});

describe('benefitRows (spec section 9)', () => {
  it('are the spec rows, word for word, for the seeded plans', () => {
    expect(benefitRows([NONE, BIRDIE]).map((r) => [r.item, ...r.cells])).toEqual([
      ['Price', null, '$89 per month, renews automatically each month'],
      ['Hourly rate', '$60 per hour standard', '$40 per hour beyond the included hours'],
      ['Included hours', null, '2 free hours per month'],
      ['Booking window', 'Up to 2 days ahead', 'Up to 5 days ahead'],
      ['Events', null, 'Member-only events'],
    ]);
    expect([NONE, BIRDIE].map(planColumnName)).toEqual(['No membership', 'Birdie']);
  });

  it('give a new plan row its own column, from its terms', () => {
    const rows = benefitRows([NONE, BIRDIE, EAGLE, { ...EAGLE, code: 'Range', name: 'Range', freeHoursPerMonth: 0, memberEvents: true }]);
    expect(rows.map((r) => r.cells.slice(2))).toEqual([
      ['$149.50 per month, renews automatically each month', '$149.50 per month, renews automatically each month'],
      ['$35.50 per hour beyond the included hours', '$35.50 per hour'],
      ['1 free hour per month', null],
      ['Up to 3 days ahead', 'Up to 3 days ahead'],
      [null, 'Member-only events'],
    ]);
  });
});

describe('plan cards and the featured plan', () => {
  it('list the seeded plans as the spec does', () => {
    expect(planCardFeatures(NONE)).toEqual(['$60 per bay-hour', 'Book up to 2 days ahead', 'Every bay, every location']);
    expect(planCardFeatures(BIRDIE)).toEqual([
      '2 free bay-hours every month',
      '$40 per hour beyond those',
      'Book up to 5 days ahead',
      'Member-only events',
    ]);
  });

  it('lead with the first paid plan; the longest window is whichever books furthest ahead', () => {
    expect(featuredPlan([NONE, BIRDIE, EAGLE])).toBe(BIRDIE);
    expect(featuredPlan([NONE])).toBeNull();
    expect(longestWindowPlan([NONE, BIRDIE, { ...EAGLE, bookingWindowDays: 10 }])?.code).toBe('Eagle');
    expect(isMemberPlan([NONE, BIRDIE], 'Birdie')).toBe(true);
    expect(isMemberPlan([NONE, BIRDIE], 'None')).toBe(false);
    expect(withArticle('Birdie')).toBe('a Birdie');
    expect(withArticle('Eagle')).toBe('an Eagle');
  });
});
