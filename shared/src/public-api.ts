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
