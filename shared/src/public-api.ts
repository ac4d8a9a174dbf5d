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
] as const;

/** Every subscription is public (the socket reads no session). */
export const PUBLIC_SCHEDULE_SUBSCRIPTIONS = ['availabilityChanged', 'lessonAvailabilityChanged'] as const;

export type PublicScheduleQuery = (typeof PUBLIC_SCHEDULE_QUERIES)[number];

/**
 * Limits every GraphQL document meets before it runs, whoever sends it (checked by graphql-armor on the
 * server, published on /developers). Cost: each field 1, each object in a list as many times as the
 * list may hold (its page size, or the cap).
 */
export const GRAPHQL_DOCUMENT_LIMITS = {
  maxTokens: 1000,
  maxDepth: 10,
  maxAliases: 15,
  maxDirectives: 10,
  maxCost: 5000,
} as const;
