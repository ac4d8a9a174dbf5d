import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PricedTotals } from '../bookings/booking.types.js';
import { Location } from '../locations/location.entity.js';

@ObjectType({ description: "The signed-in viewer's standing with an event." })
export class EventViewer {
  @Field(() => ID, { nullable: true, description: 'Their confirmed registration, if any.' }) registrationId: string | null;
  @Field({ description: 'They are waiting in line (no offer yet).' }) onWaitlist: boolean;
  @Field(() => Int, { nullable: true, description: 'Their place among those waiting (1: offered the next spot); null when not waiting.' })
  waitlistPlace: number | null;
  @Field(() => Date, { nullable: true, description: 'An open waitlist offer they can claim until then; null without one.' })
  offerExpiresAt: Date | null;
  @Field({ description: 'Their plan lets them join member-only events (Birdie).' }) canJoinMemberEvents: boolean;
}

@ObjectType({ description: 'An event at a venue: a tournament, a clinic, a party. Public.' })
export class Event {
  @Field(() => ID) id: string;
  @Field() title: string;
  @Field() description: string;
  @Field(() => Location) location: Location;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Int, { description: 'The price of one spot in cents; 0 for a free event.' }) priceCents: number;
  @Field(() => Int) capacity: number;
  @Field(() => Int, { description: 'Spots nobody holds: registrations, checkouts in progress and open waitlist offers all count.' })
  spotsLeft: number;
  @Field({ description: 'Only Birdie members may register.' }) memberOnly: boolean;
  @Field(() => Int, { description: 'People waiting in line or holding an offer.' }) waitlistLength: number;
  @Field({ description: 'cancelled events are still readable by id.' }) status: string;
  @Field(() => Int, { description: 'How long a waitlist offer stays open, in minutes.' }) claimWindowMinutes: number;
  @Field({ description: 'The cancellation and refund policy shown before paying.' }) refundPolicy: string;
  @Field({ description: 'It takes every bay of its venue.' }) wholeVenue: boolean;
  @Field(() => [Int], { description: 'The bays it holds (reserved in the one calendar of bay time), by number.' }) bayNumbers: number[];
}

@ObjectType({ description: 'One bay an event would take, as the preview shows it before anything is written.' })
export class EventBayPreviewRow {
  @Field(() => Int) bayNumber: number;
  @Field() bayName: string;
  @Field({ description: 'free, taken or closed.' }) state: string;
  @Field(() => String, { nullable: true, description: 'What is in the way, e.g. "Bay 2 is taken by booking BN-…".' }) conflict:
    string | null;
}

@ObjectType({ description: 'What a spot costs this user, computed by the server (the client never sends a price).' })
export class EventQuote extends PricedTotals {
  @Field() refundPolicy: string;
}

@ObjectType({ description: "A user's registration for an event." })
export class EventRegistration {
  @Field(() => ID) id: string;
  @Field(() => Event) event: Event;
  @Field({ description: 'confirmed or cancelled.' }) status: string;
  @Field(() => Int) totalCents: number;
  @Field(() => Int) discountCents: number;
  @Field(() => Int) refundedCents: number;
  @Field() createdAt: Date;
}

@InputType({ description: "An event as the admin writes it; date and times are the venue's local time." })
export class EventInputType {
  @Field() title: string;
  @Field({ defaultValue: '' }) description: string;
  @Field({ description: 'Location slug.' }) location: string;
  @Field({ description: 'Local date, YYYY-MM-DD.' }) date: string;
  @Field({ description: "Local start, 'HH:MM'." }) startTime: string;
  @Field({ description: "Local end, 'HH:MM' (same day, after the start)." }) endTime: string;
  @Field(() => Int) priceCents: number;
  @Field(() => Int) capacity: number;
  @Field({ defaultValue: false }) memberOnly: boolean;
  @Field(() => Int, { defaultValue: 120 }) claimWindowMinutes: number;
  @Field(() => Int, { defaultValue: 50 }) waitlistCap: number;
  @Field({ defaultValue: 'none', description: 'Which bays it takes: none, bays (those in bayNumbers) or venue (every bay).' })
  bayMode: string;
  @Field(() => [Int], { defaultValue: [], description: "The bays' numbers when bayMode is bays." }) bayNumbers: number[];
}

@ObjectType({ description: "A registration as the admin's list shows it." })
export class AdminEventRegistration {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field({ description: 'pending, confirmed or cancelled.' }) status: string;
  @Field(() => Int) totalCents: number;
  @Field(() => Int) refundedCents: number;
  @Field({ description: 'free, pending, paid, partially_refunded, refunded or not_charged.' }) paymentState: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: "A place in an event's waitlist, in line order." })
export class AdminWaitlistEntry {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field({ description: 'waiting or offered.' }) status: string;
  @Field(() => Date, { nullable: true }) offerExpiresAt: Date | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'What cancelling an event did.' })
export class EventCancellation {
  @Field(() => Int, { description: 'Registrations cancelled now.' }) cancelled: number;
  @Field(() => Int, { description: 'Refunded now, in cents.' }) refundedCents: number;
}

@ObjectType({ description: "One page of the admin's events grid." })
export class AdminEventPage {
  @Field(() => [Event]) rows: Event[];
  @Field(() => Int, { description: 'Every event the filters match.' }) total: number;
}
