import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BookingCoach } from '../bookings/booking.types.js';
import { Location } from '../locations/location.entity.js';

@ObjectType({ description: 'A coach who gives lessons. Public (their e-mail is not).' })
export class Coach {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() bio: string;
  @Field(() => String, { nullable: true, description: "The coach's photo; null when there is none." }) photoUrl: string | null;
  @Field(() => Int, { description: 'The price of a one-hour lesson with this coach, the bay included, in cents.' }) hourlyRateCents: number;
  @Field(() => [Location], { description: 'Where the coach teaches, by name.' }) locations: Location[];
}

@ObjectType({ description: "One weekly stretch of a coach's teaching hours at a location, in its local time." })
export class CoachWeeklyHours {
  @Field(() => Location) location: Location;
  @Field(() => Int, { description: 'ISO weekday: 1 = Monday … 7 = Sunday.' }) weekday: number;
  @Field(() => Int, { description: 'Minutes from local midnight.' }) startsMinute: number;
  @Field(() => Int, { description: 'Minutes from local midnight; 1440 is the end of the day.' }) endsMinute: number;
}

@ObjectType({ description: 'An hour a coach can teach at a location: they work, are not off or teaching, and a bay is free.' })
export class LessonSlot {
  @Field(() => Coach) coach: Coach;
  @Field(() => Int, { description: 'Local start hour at the location, 0–23 (as in LessonRequestInput).' }) startHour: number;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
}

@InputType({ description: 'A one-hour lesson: where, when, and with which coach (or any coach).' })
export class LessonRequestInput {
  @Field({ description: 'Location slug.' }) location: string;
  @Field({ description: 'Local date, YYYY-MM-DD.' }) date: string;
  @Field(() => Int, { description: 'Local start hour, 0–23.' }) startHour: number;
  @Field(() => ID, { nullable: true, description: 'A coach; leave out for "any coach" (the first free one by name).' }) coachId?:
    string | null;
  @Field(() => Int, { nullable: true, description: 'A bay number; leave out for the lowest-numbered free bay.' }) bayNumber?: number | null;
}

export enum TotalsUnit {
  WEEK = 'week',
  MONTH = 'month',
}
registerEnumType(TotalsUnit, { name: 'TotalsUnit', description: "Weeks run Monday to Sunday; both in each venue's local time." });

@ObjectType({
  description: "Lessons of one coach in one local week or month (confirmed; the venue's time zone): taught, and booked ahead apart.",
})
export class CoachTotal {
  @Field(() => BookingCoach) coach: BookingCoach;
  @Field({ description: "The week's Monday (YYYY-MM-DD) or the month (YYYY-MM)." }) period: string;
  @Field(() => Int, { description: 'Lessons taught: already over.' }) lessons: number;
  @Field(() => Float, { description: 'Hours taught: of lessons already over.' }) hours: number;
  @Field(() => Int, { description: 'Lessons booked ahead: not over yet, never counted as taught.' }) aheadLessons: number;
  @Field(() => Float, { description: 'Hours of the lessons booked ahead.' }) aheadHours: number;
}
