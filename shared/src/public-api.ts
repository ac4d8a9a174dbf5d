/**
 * The public schedule third parties read over GraphQL: the root fields an API key or an anonymous
 * caller may query and subscribe to. The server enforces it; /developers documents exactly these.
 */
export const PUBLIC_SCHEDULE_QUERIES = [
  'locations',
  'location',
  'availability',
  'leagues',
  'league',
  'coaches',
  'lessonAvailability',
  'events',
  'event',
  'membershipPlans',
  'membershipTimeZone',
  'siteConfig',
] as const;

/**
 * The fields of the public schedule below its root fields, type by type: everything a document from outside
 * the site (an API key, another site's page, a signed-in session's own script) may select at any depth.
 * An allow-list on purpose: a field added to one of these types later is private until it is listed here
 * (backend/src/graphql/public-schedule.test.ts fails until each field of these types is listed or named private).
 * Not listed, so never public: `Event.viewer` (the signed-in viewer's registration, waitlist place, offer expiry).
 */
export const PUBLIC_SCHEDULE_TYPE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  Location: ['address', 'bays', 'email', 'id', 'name', 'openingHours', 'phone', 'slug', 'timeZone'],
  Address: ['city', 'line1', 'postalCode', 'region'],
  Bay: ['active', 'capacity', 'id', 'name', 'number'],
  OpeningHours: ['closesAt', 'opensAt', 'weekday'],
  Availability: ['bays', 'date', 'hours', 'lastBookableDate', 'location', 'today'],
  BayAvailability: ['bay', 'slots'],
  SlotAvailability: ['endsAt', 'hour', 'startsAt', 'state'],
  League: [
    'baysPerNight',
    'capacity',
    'description',
    'entryFeeCents',
    'firstNight',
    'format',
    'hoursPerNight',
    'id',
    'lastNight',
    'location',
    'name',
    'nights',
    'spotsLeft',
    'standings',
    'startTime',
    'status',
    'teamSize',
    'tieBreakerRule',
    'tieBreakers',
    'weekday',
    'weeks',
  ],
  LeagueNight: ['date', 'endsAt', 'id', 'startsAt', 'week'],
  LeagueStanding: ['lowRound', 'name', 'played', 'points', 'rank'],
  Coach: ['bio', 'hourlyRateCents', 'id', 'locations', 'name', 'photoUrl', 'weeklyHours'],
  // When a coach teaches where: what their public profile shows (/lessons/coaches/:id).
  CoachWeeklyHours: ['endsMinute', 'location', 'startsMinute', 'weekday'],
  LessonSlot: ['coach', 'endsAt', 'startHour', 'startsAt'],
  Event: [
    'bayNumbers',
    'capacity',
    'claimWindowMinutes',
    'description',
    'endsAt',
    'id',
    'location',
    'memberOnly',
    'priceCents',
    'refundPolicy',
    'spotsLeft',
    'startsAt',
    'status',
    'title',
    'waitlistLength',
    'wholeVenue',
  ],
  MembershipPlan: [
    'bookingWindowDays',
    'code',
    'firstRenewalAt',
    'freeHoursPerMonth',
    'hourlyRateCents',
    'id',
    'memberEvents',
    'name',
    'priceCents',
  ],
  SiteConfig: ['analyticsId', 'googleClientId', 'payments', 'paymentsTestMode'],
  PaymentsConfig: ['processor', 'publishableKey', 'scriptUrl'],
};

/** Every subscription is public (the socket reads no session). */
export const PUBLIC_SCHEDULE_SUBSCRIPTIONS = ['availabilityChanged', 'lessonAvailabilityChanged'] as const;

export type PublicScheduleQuery = (typeof PUBLIC_SCHEDULE_QUERIES)[number];

/**
 * Limits every GraphQL document meets before it runs, whoever sends it (graphql-armor and graphql-js on
 * the server; published on /developers). `maxStructuralCost` is graphql-armor's score of breadth and
 * nesting (objects 2, scalars 1); `maxQueryCost` is the calculated cost that budgets spend (an object 1,
 * a list its page size times its selection), checked for API keys and anonymous callers.
 */
export const GRAPHQL_DOCUMENT_LIMITS = {
  maxTokens: 1000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxStructuralCost: 5000,
  maxQueryCost: 1000,
} as const;
