import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { BookingRow } from './booking.repository.js';
import { localStartHour, REFUND_WINDOW_MS } from './booking.rules.js';

export enum BookingStatus {
  HELD = 'held',
  CONFIRMED = 'confirmed',
  CANCELLED = 'cancelled',
  COMPLETED = 'completed',
  EXPIRED = 'expired',
  RELEASED = 'released',
}
registerEnumType(BookingStatus, {
  name: 'BookingStatus',
  valuesConfig: {
    EXPIRED: { description: 'The checkout ended unpaid: its 10-minute hold ran out.' },
    RELEASED: { description: 'The checkout ended unpaid: the customer let the hold go.' },
  },
});

export enum BookingKind {
  BAY = 'bay',
  LESSON = 'lesson',
  LEAGUE = 'league',
  EVENT = 'event',
}
registerEnumType(BookingKind, {
  name: 'BookingKind',
  description: 'What holds the bay.',
  valuesConfig: {
    BAY: { description: 'Bay time.' },
    LESSON: { description: 'A lesson: the bay and its coach.' },
    LEAGUE: { description: "A league night's reservation of the bay." },
    EVENT: { description: "An event's reservation of the bay." },
  },
});

@ObjectType({ description: "A lesson's coach, as a booking names them." })
export class BookingCoach {
  @Field(() => ID) id: string;
  @Field() name: string;
}

@ObjectType({ description: 'One line of a price: hours × rate, included hours, a discount.' })
export class PriceLine {
  @Field() label: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int, { description: 'Cents; negative for a discount.' }) unitCents: number;
  @Field(() => Int) amountCents: number;
}

/**
 * The fields of a price the server computed, shared by the quotes and purchases that show one (a
 * base class only: no field refers to it, so the schema never lists it).
 */
@ObjectType()
export abstract class PricedTotals {
  @Field(() => [PriceLine]) lines: PriceLine[];
  @Field(() => Int) subtotalCents: number;
  @Field(() => Int) discountCents: number;
  @Field(() => Int) totalCents: number;
}

@ObjectType({ description: 'What a booking would cost, computed by the server (the client never sends a price).' })
export class BookingQuote extends PricedTotals {
  @Field(() => Int) freeHoursApplied: number;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => String, { nullable: true, description: 'The applied code, upper-case.' }) discountCode: string | null;
}

@ObjectType()
export class Booking {
  @Field(() => ID) id: string;
  @Field({ description: 'Short reference to quote to the venue, e.g. "BN-7K3Q9X".' }) reference: string;
  @Field(() => BookingKind) kind: BookingKind;
  @Field(() => BookingCoach, { nullable: true, description: "A lesson's coach; null for bay time." }) coach: BookingCoach | null;
  @Field() locationSlug: string;
  @Field() locationName: string;
  @Field(() => Int) bayNumber: number;
  @Field() bayName: string;
  @Field({ description: 'Local date, YYYY-MM-DD.' }) date: string;
  @Field(() => Int, { description: 'Local start hour at the venue, 0–23 (as in BookingRequestInput).' }) startHour: number;
  @Field() startsAt: Date;
  @Field() endsAt: Date;
  @Field(() => Int) hours: number;
  @Field(() => Int) partySize: number;
  @Field(() => BookingStatus) status: BookingStatus;
  @Field(() => Date, { nullable: true }) holdExpiresAt: Date | null;
  @Field(() => [PriceLine]) lines: PriceLine[];
  @Field(() => Int) totalCents: number;
  @Field(() => String, { nullable: true, description: 'The discount code on the booking, upper-case; null without one.' }) discountCode:
    string | null;
  @Field(() => Int) freeHoursUsed: number;
  @Field({ description: 'Until when cancelling refunds in full (24 hours before start).' }) refundableUntil: Date;
  @Field(() => Int, { description: 'Cents refunded to the card for this booking (what cancelBooking gave back; 0 when nothing was).' })
  refundedCents: number;
}

@InputType()
export class BookingRequestInput {
  @Field({ description: 'Location slug.' }) location: string;
  @Field({ description: 'Local date, YYYY-MM-DD.' }) date: string;
  @Field(() => Int, { description: 'Local start hour, 0–23.' }) startHour: number;
  @Field(() => Int, { description: '1 to 4.' }) hours: number;
  @Field(() => Int) partySize: number;
  @Field(() => Int, { nullable: true, description: 'A bay number; leave out for "any bay" (the lowest-numbered free one).' }) bayNumber?:
    number | null;
  @Field(() => String, { nullable: true }) discountCode?: string | null;
}

/** A stored booking as the API shows it. */
export function toBookingView(b: BookingRow): Booking {
  return {
    ...b,
    status: b.status as BookingStatus,
    kind: b.kind as BookingKind,
    coach: b.coachId ? { id: b.coachId, name: b.coachName ?? '' } : null,
    startHour: localStartHour(b.date, b.startsAt, b.timeZone),
    hours: Math.round((b.endsAt.getTime() - b.startsAt.getTime()) / 3600_000),
    refundableUntil: new Date(b.startsAt.getTime() - REFUND_WINDOW_MS),
  };
}
