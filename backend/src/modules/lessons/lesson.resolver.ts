import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { AvailabilityChanged } from '../bookings/availability.types.js';
import { Booking, toBookingView } from '../bookings/booking.types.js';
import { Coach, CoachTotal, CoachWeeklyHours, LessonRequestInput, LessonSlot, TotalsUnit } from './lesson.types.js';

@Resolver()
export class LessonResolver {
  @Query(() => [Coach], { description: 'Active coaches by name; with a location slug, those who teach there. Public.' })
  coaches(
    @Arg('location', () => String, { nullable: true, description: 'Location slug, e.g. "tulsa".' }) location: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<Coach[]> {
    return services.lessons.coaches(location);
  }

  @Query(() => [LessonSlot], {
    description:
      'The hours of a local date at which a coach (or any coach) can give a one-hour lesson at the location: they work, are not off, ' +
      'not already teaching (buffers included, at any location), and some bay is free. By start, then coach name. Public.',
  })
  lessonAvailability(
    @Arg('location', { description: 'Location slug.' }) location: string,
    @Arg('date', { description: 'Local date at the location, YYYY-MM-DD.' }) date: string,
    @Arg('coachId', () => ID, { nullable: true, description: 'One coach; leave out for every coach teaching there.' })
    coachId: string | null,
    @Ctx() { services }: GraphQLContext,
  ): Promise<LessonSlot[]> {
    return services.lessons.availability(location, date, coachId);
  }

  @Subscription(() => AvailabilityChanged, {
    description:
      "Fires within seconds when the location's lesson hours of the date may have changed (a bay or a coach taken or freed, at any " +
      'location): refetch lessonAvailability. Over graphql-ws at /graphql.',
    subscribe: ({ args, context }) => (context as GraphQLContext).services.lessons.watch(args.location, args.date),
  })
  lessonAvailabilityChanged(
    @Root() change: AvailabilityChanged,
    @Arg('location', { description: 'Location slug.' }) _location: string,
    @Arg('date', { description: 'Local date, YYYY-MM-DD.' }) _date: string,
  ): AvailabilityChanged {
    return change;
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      'Holds a one-hour lesson (a bay and the coach) for 10 minutes at the server price; pay it with payForBooking like any booking. ' +
      'CONFLICT when the coach or every bay was just taken or the coach is away; VALIDATION outside their hours.',
  })
  async holdLesson(@Arg('input') input: LessonRequestInput, @Ctx() { services, req }: GraphQLContext): Promise<Booking> {
    return toBookingView(await services.lessons.hold(input, req.user!, req.ip ?? 'unknown'));
  }

  @Authorized('ADMIN')
  @Query(() => [CoachTotal], {
    description:
      "Lessons and hours taught per coach per local week or month (each lesson counted at its venue's local date), " +
      'for lessons dated from `from` to `to` inclusive. By period, then coach. Admins only.',
  })
  async adminCoachTotals(
    @Arg('unit', () => TotalsUnit) unit: TotalsUnit,
    @Arg('from', { description: 'First local date, YYYY-MM-DD.' }) from: string,
    @Arg('to', { description: 'Last local date, YYYY-MM-DD.' }) to: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<CoachTotal[]> {
    const totals = await services.lessons.totals(unit, from, to);
    return totals.map((t) => ({
      coach: { id: t.coachId, name: t.coachName },
      period: t.period,
      lessons: t.lessons,
      hours: t.hours,
      aheadLessons: t.aheadLessons,
      aheadHours: t.aheadHours,
    }));
  }
}

/** A coach's public profile: the coach by id and where and when they teach. */
@Resolver(() => Coach)
export class CoachResolver {
  @Query(() => Coach, {
    nullable: true,
    description: 'An active coach by id; null when there is none (a malformed id is a VALIDATION error). Public.',
  })
  coach(@Arg('id', () => ID) id: string, @Ctx() { services }: GraphQLContext): Promise<Coach | null> {
    return services.lessons.coach(id);
  }

  @FieldResolver(() => [CoachWeeklyHours], { description: 'Their weekly teaching hours, by location, weekday and start.' })
  weeklyHours(@Root() coach: Coach, @Ctx() { services }: GraphQLContext): Promise<CoachWeeklyHours[]> {
    return services.lessons.weeklyHours(coach.id);
  }
}
