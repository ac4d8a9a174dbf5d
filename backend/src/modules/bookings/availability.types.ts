import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Bay, Location } from '../locations/location.entity.js';

export enum SlotState {
  FREE = 'free',
  TAKEN = 'taken',
  CLOSED = 'closed',
  PAST = 'past',
  BEYOND_WINDOW = 'beyond_window',
}
registerEnumType(SlotState, {
  name: 'SlotState',
  description: 'Why a one-hour slot can or cannot be booked by the viewer.',
  valuesConfig: {
    FREE: { description: 'Bookable now.' },
    TAKEN: { description: 'Booked or held by someone.' },
    CLOSED: { description: 'The location or the bay is closed (holiday, maintenance, private event).' },
    PAST: { description: 'Already started.' },
    BEYOND_WINDOW: { description: 'Further ahead than the viewer may book (2 days; Birdie 5; admins no limit).' },
  },
});

// simpleResolvers: plain data with no auth or middleware on any field, read a few hundred times per grid;
// type-graphql's middleware wrapper around each of those reads was a measurable part of a polled request.
@ObjectType({ description: 'One bookable hour of one bay.', simpleResolvers: true })
export class SlotAvailability {
  @Field(() => Int, { description: 'Local start hour, 0–23.' }) hour: number;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => SlotState) state: SlotState;
}

@ObjectType({ simpleResolvers: true })
export class BayAvailability {
  @Field(() => Bay) bay: Bay;
  @Field(() => [SlotAvailability]) slots: SlotAvailability[];
}

@ObjectType({
  description: 'The bay × hour schedule of one location for one local date, as the viewer may book it.',
  simpleResolvers: true,
})
export class Availability {
  @Field(() => Location) location: Location;
  @Field({ description: 'The local date, YYYY-MM-DD.' }) date: string;
  @Field({ description: 'Today at the location, YYYY-MM-DD.' }) today: string;
  @Field(() => String, { nullable: true, description: 'The last local date the viewer may book; null when unlimited.' })
  lastBookableDate: string | null;
  @Field(() => [Int], { description: 'The local start hours the location is open that day (empty when closed).' }) hours: number[];
  @Field(() => [BayAvailability]) bays: BayAvailability[];
}

@ObjectType({ description: "Something changed in a location's schedule for a local date: refetch availability." })
export class AvailabilityChanged {
  @Field({ description: 'Location slug.' }) location: string;
  @Field({ description: 'Local date, YYYY-MM-DD.' }) date: string;
}
