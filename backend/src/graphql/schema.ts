import 'reflect-metadata';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminResolver, AdminUserRowFields } from '../modules/admin/admin.resolver.js';
import { AnalyticsResolver } from '../modules/analytics/analytics.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { AvailabilityResolver } from '../modules/bookings/availability.resolver.js';
import { BookingResolver } from '../modules/bookings/booking.resolver.js';
import { DiscountAdminResolver } from '../modules/discounts/discount.resolver.js';
import { EventResolver } from '../modules/events/event.resolver.js';
import { FranchiseResolver } from '../modules/franchise/franchise.resolver.js';
import { CoachAdminResolver } from '../modules/lessons/coach-admin.resolver.js';
import { LeagueEntryResolver, LeagueResolver } from '../modules/leagues/league.resolver.js';
import { CoachResolver, LessonResolver } from '../modules/lessons/lesson.resolver.js';
import { LocationResolver } from '../modules/locations/location.resolver.js';
import { MembershipPlanResolver, MembershipResolver, MembershipUserFields } from '../modules/memberships/membership.resolver.js';
import { PaymentMethodResolver } from '../modules/payments/payment-method.resolver.js';
import { ReminderResolver } from '../modules/reminders/reminder.resolver.js';
import { SiteResolver } from '../modules/site/site.resolver.js';
import { UserResolver } from '../modules/users/user.resolver.js';
import { authChecker } from './auth-checker.js';
import { ApiKeyResolver } from '../modules/api-keys/api-key.resolver.js';

const resolvers = [
  AdminResolver,
  AdminUserRowFields,
  AnalyticsResolver,
  ApiKeyResolver,
  AuthResolver,
  AvailabilityResolver,
  BookingResolver,
  CoachAdminResolver,
  DiscountAdminResolver,
  EventResolver,
  FranchiseResolver,
  LeagueResolver,
  LeagueEntryResolver,
  LessonResolver,
  CoachResolver,
  LocationResolver,
  MembershipPlanResolver,
  MembershipResolver,
  MembershipUserFields,
  PaymentMethodResolver,
  ReminderResolver,
  SiteResolver,
  UserResolver,
] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers,
    validate: false, // inputs are validated by each service's zod schema, one vocabulary of errors
    authChecker,
    // Every subscription here brings its own `subscribe` (fed by PostgreSQL LISTEN/NOTIFY), so
    // type-graphql's topic-based PubSub is never used; it refuses loudly if someone tries.
    pubSub: {
      publish: () => {
        throw new Error('topic PubSub is not used: give the subscription its own subscribe function');
      },
      subscribe: () => {
        throw new Error('topic PubSub is not used: give the subscription its own subscribe function');
      },
    },
  });
}

/** The committed contract, backend/schema.graphql: sorted so it diffs by meaning, not by file order. */
export function printAppSchema(schema: GraphQLSchema): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
