import { GraphQLJSONObject } from 'graphql-scalars';
import {
  Arg,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Booking, toBookingView } from '../bookings/booking.types.js';
import { User } from '../users/user.entity.js';

@ObjectType()
class AdminBookingRow {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field() locationSlug: string;
  @Field() locationName: string;
  @Field(() => Int) bayNumber: number;
  @Field() date: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field() status: string;
  @Field(() => Int) partySize: number;
  @Field(() => Int) totalCents: number;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true }) userId: string | null;
  @Field() customerName: string;
  @Field(() => String, { nullable: true }) customerEmail: string | null;
  @Field(() => String, { nullable: true }) guestPhone: string | null;
  @Field({ description: "The location's IANA time zone: its bookings' local days and hours." }) locationTimeZone: string;
}

@ObjectType()
class AdminBookingPage {
  @Field(() => [AdminBookingRow]) rows: AdminBookingRow[];
  @Field(() => Int, { description: 'Rows in the filtered set, up to 10 000.' }) total: number;
  @Field({ description: 'True when there are more than 10 000 (show "10,000+").' }) totalIsCapped: boolean;
}

@ObjectType()
class AdminUserRow {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone: string | null;
  @Field() isAdmin: boolean;
  @Field() membershipType: string;
  @Field(() => String, { nullable: true }) preferredLocation: string | null;
  @Field() disabled: boolean;
  @Field() createdAt: Date;
  /** Resolved per row by AdminUserRowFields, batched for the page. */
  @Field(() => Int) bookingCount?: number;
}

@ObjectType()
class AdminUserPage {
  @Field(() => [AdminUserRow]) rows: AdminUserRow[];
  @Field(() => Int) total: number;
}

@ObjectType()
class BookingEvent {
  @Field(() => ID) id: string;
  @Field() actor: string;
  @Field(() => String, { nullable: true }) actorName: string | null;
  @Field() event: string;
  @Field(() => GraphQLJSONObject) details: Record<string, unknown>;
  @Field() at: Date;
}

@ObjectType()
class AuditEntryView {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) actorName: string | null;
  @Field() action: string;
  @Field() targetType: string;
  @Field(() => String, { nullable: true }) targetId: string | null;
  @Field(() => GraphQLJSONObject) details: Record<string, unknown>;
  @Field() at: Date;
}

@ObjectType({ description: 'A closure of a whole location or one bay, as it falls on one local date.' })
class AdminClosure {
  @Field(() => ID) id: string;
  @Field(() => Int, { nullable: true, description: 'The closed bay; null when the whole location is closed.' }) bayNumber: number | null;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Int, { description: 'First closed local hour of the date asked for (0 when it began the day before).' }) startHour: number;
  @Field(() => Int, { description: 'Exclusive; 24 is midnight (also when it runs into the next day).' }) endHour: number;
  @Field() reason: string;
}

@ObjectType()
class LocationCount {
  @Field() slug: string;
  @Field() name: string;
  @Field(() => Int) bookings: number;
}

@ObjectType()
class DailyViews {
  @Field() day: string;
  @Field(() => Int) views: number;
  @Field(() => Int) visitors: number;
}

@ObjectType()
class AdminDashboard {
  @Field() today: string;
  @Field() weekStart: string;
  @Field(() => [LocationCount]) todayByLocation: LocationCount[];
  @Field(() => Int, { description: 'Payments this week (Monday on) less refunds, in cents.' }) revenueCents: number;
  @Field(() => Float, { description: 'Booked bay-hours today over open bay-hours today, 0–1.' }) occupancy: number;
  @Field(() => [DailyViews]) views: DailyViews[];
}

@ObjectType()
class JobQueueHealth {
  @Field(() => Int) queued: number;
  @Field(() => Int) failed: number;
  @Field(() => Int, { description: 'How long the oldest due job has waited (lag).' }) oldestDueSeconds: number;
}

@ObjectType({ description: 'Background work (a refund, an e-mail, a renewal) that failed after all its retries.' })
class FailedJob {
  @Field(() => ID) id: string;
  @Field({ description: "The job's queue, e.g. booking-refund or booking-email." }) queue: string;
  @Field() failedAt: Date;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true, description: 'What went wrong the last time, shortened.' }) error: string | null;
  @Field(() => ID, { nullable: true, description: 'The booking the job was about, when it was about one.' }) bookingId: string | null;
}

@ObjectType()
class SystemHealth {
  @Field() database: boolean;
  @Field() mail: boolean;
  @Field(() => JobQueueHealth, { nullable: true }) jobs: JobQueueHealth | null;
}

@InputType()
export class AdminBookingInput {
  @Field() location: string;
  @Field() date: string;
  @Field(() => Int) startHour: number;
  @Field(() => Int) hours: number;
  @Field(() => Int) partySize: number;
  @Field(() => Int, { nullable: true }) bayNumber?: number | null;
  @Field(() => ID, { nullable: true, description: 'A customer account; or leave out and give a walk-in name.' }) userId?: string | null;
  @Field(() => String, { nullable: true }) guestName?: string | null;
  @Field(() => String, { nullable: true }) guestPhone?: string | null;
}

@InputType()
export class ClosureInput {
  @Field() location: string;
  @Field(() => Int, { nullable: true, description: 'One bay; leave out to close the whole location.' }) bayNumber?: number | null;
  @Field() date: string;
  @Field(() => Int) startHour: number;
  @Field(() => Int, { description: 'Exclusive; 24 is midnight.' }) endHour: number;
  @Field() reason: string;
}

@InputType()
export class AdminUserUpdate {
  @Field(() => Boolean, { nullable: true }) isAdmin?: boolean | null;
  @Field(() => String, { nullable: true, description: 'None, or a plan granted complimentary.' }) membershipType?: string | null;
  @Field(() => String, { nullable: true }) preferredLocation?: string | null;
}

/** The users grid's per-row fields, batched per request (one query for a page however many rows). */
@Authorized('ADMIN')
@Resolver(() => AdminUserRow)
export class AdminUserRowFields {
  @FieldResolver(() => Int)
  bookingCount(@Root() row: AdminUserRow, @Ctx() { loaders }: GraphQLContext): Promise<number> {
    return loaders.bookingCountByUser.load(row.id);
  }
}

/** Every operation here is for admins only (checked on the server), and every change is audited. */
@Authorized('ADMIN')
@Resolver()
export class AdminResolver {
  @Query(() => AdminDashboard)
  adminDashboard(@Ctx() { services }: GraphQLContext) {
    return services.admin.dashboard();
  }

  @Query(() => AdminBookingPage, { description: 'Server-side paginated, sorted and filtered booking history.' })
  adminBookings(
    @Ctx() { services }: GraphQLContext,
    @Arg('location', () => String, { nullable: true }) location?: string,
    @Arg('status', () => String, { nullable: true }) status?: string,
    @Arg('dateFrom', () => String, { nullable: true }) dateFrom?: string,
    @Arg('dateTo', () => String, { nullable: true }) dateTo?: string,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort', () => String, { nullable: true, description: 'startsAt, createdAt, totalCents, status, location, customer, reference' })
    sort?: string,
    @Arg('direction', () => String, { nullable: true, description: 'asc or desc' }) direction?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ) {
    return services.admin.bookingHistory({ location, status, dateFrom, dateTo, search }, sort, direction, page, pageSize);
  }

  @Query(() => [BookingEvent], { description: "A booking's change history." })
  adminBookingEvents(@Arg('bookingId', () => ID) bookingId: string, @Ctx() { services }: GraphQLContext) {
    return services.adminBookings.history(bookingId);
  }

  @Mutation(() => Booking)
  async adminCreateBooking(@Arg('input') input: AdminBookingInput, @Ctx() { services, req }: GraphQLContext) {
    return toBookingView(await services.adminBookings.create(req.user!, input));
  }

  @Mutation(() => Booking)
  async adminMoveBooking(
    @Arg('bookingId', () => ID) bookingId: string,
    @Ctx() { services, req }: GraphQLContext,
    @Arg('bayNumber', () => Int, { nullable: true }) bayNumber?: number,
    @Arg('date', () => String, { nullable: true }) date?: string,
    @Arg('startHour', () => Int, { nullable: true }) startHour?: number,
  ) {
    return toBookingView(await services.adminBookings.move(req.user!, bookingId, { bayNumber, date, startHour }));
  }

  @Mutation(() => Booking)
  async adminCancelBooking(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('refund') refund: boolean,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return toBookingView(await services.adminBookings.cancel(req.user!, bookingId, refund));
  }

  @Mutation(() => ID)
  adminCreateClosure(@Arg('input') input: ClosureInput, @Ctx() { services, req }: GraphQLContext) {
    return services.admin.createClosure(req.user!, input);
  }

  @Query(() => [AdminClosure], { description: "A location's closures that touch a local date (YYYY-MM-DD), in start order." })
  adminClosures(@Arg('location') location: string, @Arg('date') date: string, @Ctx() { services }: GraphQLContext) {
    return services.admin.closures(location, date);
  }

  @Mutation(() => Boolean)
  async adminRemoveClosure(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    await services.admin.removeClosure(req.user!, id);
    return true;
  }

  @Query(() => AdminUserPage)
  adminUsers(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true }) search?: string,
    @Arg('sort', () => String, { nullable: true, description: 'createdAt, name, email, membershipType' }) sort?: string,
    @Arg('direction', () => String, { nullable: true }) direction?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ) {
    return services.admin.users(search, sort, direction, page, pageSize);
  }

  @Mutation(() => User)
  adminUpdateUser(@Arg('userId', () => ID) userId: string, @Arg('input') input: AdminUserUpdate, @Ctx() { services, req }: GraphQLContext) {
    return services.admin.updateUser(req.user!, userId, input);
  }

  @Mutation(() => User, { description: "Disabling ends the account's sessions at once." })
  adminSetUserDisabled(
    @Arg('userId', () => ID) userId: string,
    @Arg('disabled') disabled: boolean,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.admin.setDisabled(req.user!, userId, disabled);
  }

  @Query(() => SystemHealth)
  adminSystemHealth(@Ctx() { services }: GraphQLContext) {
    return services.admin.health();
  }

  @Query(() => [FailedJob], {
    description: 'Background jobs that failed after all their retries in the last 7 days, newest first (at most 50).',
  })
  adminFailedJobs(@Ctx() { services }: GraphQLContext) {
    return services.admin.failedJobs();
  }

  @Mutation(() => Boolean, { description: 'Runs a failed background job again, with its retries starting over.' })
  async adminRetryJob(@Arg('jobId', () => ID) jobId: string, @Ctx() { services, req }: GraphQLContext) {
    await services.admin.retryJob(req.user!, jobId);
    return true;
  }

  @Mutation(() => Int, { description: 'Releases expired holds now; answers how many.' })
  adminReleaseExpiredHolds(@Ctx() { services, req }: GraphQLContext) {
    return services.adminBookings.releaseExpiredHolds(req.user!);
  }

  @Mutation(() => Boolean)
  async adminResendConfirmation(@Arg('bookingId', () => ID) bookingId: string, @Ctx() { services, req }: GraphQLContext) {
    await services.adminBookings.resendConfirmation(req.user!, bookingId);
    return true;
  }

  @Query(() => [AuditEntryView])
  adminAuditLog(
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ) {
    return services.admin.auditLog(page, pageSize);
  }
}
