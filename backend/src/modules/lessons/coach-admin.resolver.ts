import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { Location } from '../locations/location.entity.js';

@ObjectType({ description: 'A coach as the admin manages them (with their e-mail and buffer).' })
class AdminCoach {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() bio: string;
  @Field(() => String, { nullable: true, description: '/api/coaches/{id}/photo?v=…, or null.' }) photoUrl: string | null;
  @Field(() => Int) hourlyRateCents: number;
  @Field(() => Int, { description: 'Minutes kept free before and after each lesson.' }) bufferMinutes: number;
  @Field() active: boolean;
  @Field(() => [Location]) locations: Location[];
  @Field(() => Int, { description: 'Booked (confirmed or held) lessons that have not ended.' }) upcomingLessons: number;
}

@ObjectType({ description: "A coach's booked lesson that has not ended." })
class AdminCoachLesson {
  @Field(() => ID) id: string;
  @Field() reference: string;
  @Field({ description: 'held or confirmed' }) status: string;
  @Field() locationName: string;
  @Field({ description: "The lesson's venue time zone." }) timeZone: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field() customerName: string;
}

@ObjectType({ description: 'One weekly range of a coach at a location, in its local time.' })
class CoachHoursStretch {
  @Field(() => ID) locationId: string;
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }) weekday: number;
  @Field(() => Int, { description: 'Minutes from local midnight.' }) startsMinute: number;
  @Field(() => Int, { description: 'Minutes from local midnight; 1440 is the end of the day.' }) endsMinute: number;
}

@ObjectType()
class CoachTimeOff {
  @Field(() => ID) id: string;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field() reason: string;
}

@ObjectType({ description: "A coach's weekly hours at every location and their time off that has not ended." })
class CoachSchedule {
  @Field(() => ID) coachId: string;
  @Field(() => [CoachHoursStretch]) hours: CoachHoursStretch[];
  @Field(() => [CoachTimeOff]) timeOff: CoachTimeOff[];
}

@InputType({ description: 'A coach as the admin writes them; the rules are @fairway/shared coachInput.' })
class CoachInputType {
  @Field() name: string;
  @Field() email: string;
  @Field({ defaultValue: '' }) bio: string;
  @Field(() => [ID]) locationIds: string[];
  @Field(() => Int) hourlyRateCents: number;
  @Field(() => Int, { defaultValue: 0 }) bufferMinutes: number;
  @Field({ defaultValue: true }) active: boolean;
}

@InputType()
class CoachHoursStretchInput {
  @Field(() => Int) weekday: number;
  @Field(() => Int) startsMinute: number;
  @Field(() => Int) endsMinute: number;
}

@InputType({ description: "Time off in a location's local time (YYYY-MM-DDTHH:mm)." })
class CoachTimeOffInput {
  @Field() startsAt: string;
  @Field() endsAt: string;
  @Field({ defaultValue: '' }) reason: string;
}

enum UpcomingLessonsChoice {
  KEEP = 'keep',
  CANCEL = 'cancel',
}
registerEnumType(UpcomingLessonsChoice, {
  name: 'UpcomingLessonsChoice',
  description: 'KEEP: the coach still teaches their booked lessons; CANCEL: each is cancelled and refunded, the customer told.',
});

const scheduleView = (s: {
  coachId: string;
  hours: CoachHoursStretch[];
  timeOff: { id: string; start: Date; end: Date; reason: string }[];
}) => ({
  coachId: s.coachId,
  hours: s.hours,
  timeOff: s.timeOff.map((t) => ({ id: t.id, startsAt: t.start, endsAt: t.end, reason: t.reason })),
});

/** /admin/coach-management and /admin/coach-hours: admins only (checked on the server); every change is audited. */
@Authorized('ADMIN')
@Resolver()
export class CoachAdminResolver {
  @Query(() => [AdminCoach], { description: 'Every coach, active or not, by name.' })
  adminCoaches(@Ctx() { services }: GraphQLContext) {
    return services.coachAdmin.list();
  }

  @Query(() => [AdminCoachLesson], { description: "A coach's booked lessons that have not ended, by start." })
  adminCoachUpcomingLessons(@Arg('coachId', () => ID) coachId: string, @Ctx() { services }: GraphQLContext) {
    return services.coachAdmin.upcomingLessons(coachId);
  }

  @Query(() => CoachSchedule)
  async adminCoachSchedule(@Arg('coachId', () => ID) coachId: string, @Ctx() { services }: GraphQLContext) {
    return scheduleView(await services.coachAdmin.schedule(coachId));
  }

  @Mutation(() => AdminCoach, { description: 'VALIDATION (with the field) for a wrong value or an e-mail another coach has.' })
  adminCreateCoach(@Arg('input', () => CoachInputType) input: CoachInputType, @Ctx() { services, req }: GraphQLContext) {
    return services.coachAdmin.create(req.user!, input);
  }

  @Mutation(() => AdminCoach, { description: 'CONFLICT (lessons named) when a dropped location has booked lessons.' })
  adminUpdateCoach(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => CoachInputType) input: CoachInputType,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.coachAdmin.update(req.user!, id, input);
  }

  @Mutation(() => AdminCoach, {
    description:
      'Stops new lessons with the coach. With booked lessons, `lessons` must say what happens to them (else CONFLICT naming them).',
  })
  adminDeactivateCoach(
    @Arg('id', () => ID) id: string,
    @Arg('lessons', () => UpcomingLessonsChoice, { nullable: true }) lessons: UpcomingLessonsChoice | null,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.coachAdmin.deactivate(req.user!, id, lessons ?? null);
  }

  @Mutation(() => AdminCoach)
  adminReactivateCoach(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.coachAdmin.reactivate(req.user!, id);
  }

  @Mutation(() => CoachSchedule, {
    description: "Replaces the coach's week at a location. CONFLICT naming the lessons a change would leave outside the hours.",
  })
  async adminSetCoachHours(
    @Arg('coachId', () => ID) coachId: string,
    @Arg('locationId', () => ID) locationId: string,
    @Arg('stretches', () => [CoachHoursStretchInput]) stretches: CoachHoursStretchInput[],
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return scheduleView(
      await services.coachAdmin.setHours(req.user!, coachId, locationId, { stretches: stretches.map((s) => ({ ...s })) }),
    );
  }

  @Mutation(() => CoachSchedule, {
    description: "Time off typed in the location's local time; CONFLICT naming the lessons it would cover.",
  })
  async adminAddCoachTimeOff(
    @Arg('coachId', () => ID) coachId: string,
    @Arg('locationId', () => ID, { description: 'The venue whose local time the dates are in.' }) locationId: string,
    @Arg('input', () => CoachTimeOffInput) input: CoachTimeOffInput,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return scheduleView(await services.coachAdmin.addTimeOff(req.user!, coachId, locationId, input));
  }

  @Mutation(() => CoachSchedule)
  async adminRemoveCoachTimeOff(
    @Arg('coachId', () => ID) coachId: string,
    @Arg('timeOffId', () => ID) timeOffId: string,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return scheduleView(await services.coachAdmin.removeTimeOff(req.user!, coachId, timeOffId));
  }
}
