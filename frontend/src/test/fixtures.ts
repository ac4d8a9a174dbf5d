import type { LocationsQuery, PlanDetailsFragment } from '../gql/graphql';

type Location = LocationsQuery['locations'][number];

/** The spec's opening hours (section 1), as the API sends them. */
export const specOpeningHours: Location['openingHours'] = [
  ...[1, 2, 3, 4].map((weekday) => ({ __typename: 'OpeningHours' as const, weekday, opensAt: '06:00', closesAt: '22:00' })),
  ...[5, 6].map((weekday) => ({ __typename: 'OpeningHours' as const, weekday, opensAt: '09:00', closesAt: '24:00' })),
  { __typename: 'OpeningHours' as const, weekday: 7, opensAt: '10:00', closesAt: '20:00' },
];

/** A location as the Locations query returns it; override what a test cares about. */
export function buildLocation(overrides: Partial<Location> = {}): Location {
  const slug = overrides.slug ?? 'tulsa';
  return {
    __typename: 'Location',
    id: `loc-${slug}`,
    slug,
    name: 'Tulsa',
    phone: '(918) 555-0142',
    email: 'tulsa@backnine.golf',
    timeZone: 'America/Chicago',
    address: { __typename: 'Address', line1: '8220 E 71st St', city: 'Tulsa', region: 'OK', postalCode: '74133' },
    bays: Array.from({ length: 6 }, (_, i) => ({ __typename: 'Bay' as const, id: `${slug}-bay-${i + 1}` })),
    openingHours: specOpeningHours,
    ...overrides,
  };
}

type Plan = PlanDetailsFragment;

/** A plan as PlanDetails returns it (a membership_plans row); the seeded None plan unless overridden. */
export function buildPlan(overrides: Partial<Omit<Plan, '__typename'>> = {}): Plan {
  const code = overrides.code ?? 'None';
  const priceCents = overrides.priceCents ?? 0;
  return {
    __typename: 'MembershipPlan',
    id: code,
    code,
    name: code,
    priceCents,
    freeHoursPerMonth: 0,
    hourlyRateCents: 6000,
    bookingWindowDays: 2,
    memberEvents: false,
    ...overrides,
  };
}

/** The seeded plans, as the server lists them. */
export const SEEDED_PLANS = {
  None: buildPlan(),
  Birdie: buildPlan({
    code: 'Birdie',
    priceCents: 8900,
    freeHoursPerMonth: 2,
    hourlyRateCents: 4000,
    bookingWindowDays: 5,
    memberEvents: true,
  }),
};
