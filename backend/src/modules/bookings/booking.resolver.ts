import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentInput } from '../payments/payment.types.js';
import { Booking, BookingQuote, BookingRequestInput, toBookingView } from './booking.types.js';

@Resolver()
export class BookingResolver {
  @Query(() => BookingQuote, { description: 'The price of a booking request for the viewer. Public.' })
  async bookingQuote(@Arg('input') input: BookingRequestInput, @Ctx() { services, req }: GraphQLContext): Promise<BookingQuote> {
    const q = await services.bookings.quote(input, req.user ?? null);
    return { ...q, startsAt: q.start, endsAt: q.end };
  }

  @Authorized()
  @Mutation(() => Booking, { description: 'Holds a bay for 10 minutes at the quoted price. CONFLICT when the slot was just taken.' })
  async holdBooking(@Arg('input') input: BookingRequestInput, @Ctx() { services, req }: GraphQLContext): Promise<Booking> {
    return toBookingView(await services.bookings.hold(input, req.user!, req.ip ?? 'unknown'));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description: 'Pays for a held booking and confirms it. Retrying with the same idempotency key never charges twice.',
  })
  async payForBooking(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('payment') payment: PaymentInput,
    @Arg('idempotencyKey', { description: 'A random key the client makes once per checkout attempt.' }) idempotencyKey: string,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<Booking> {
    return toBookingView(await services.bookings.pay(bookingId, req.user!, payment, idempotencyKey));
  }

  @Authorized()
  @Mutation(() => Booking, {
    description:
      'Applies a discount code to your held booking, or removes it (null): the same booking, bay, time and hold expiry at the new price. ' +
      'VALIDATION (field discountCode) when the code cannot be used, CONFLICT when the hold has ended.',
  })
  async setBookingDiscountCode(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('discountCode', () => String, { nullable: true, description: 'The code; null or blank removes the one applied.' })
    discountCode: string | null,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<Booking> {
    return toBookingView(await services.bookings.setDiscountCode(bookingId, req.user!, discountCode));
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Lets go of a hold.' })
  async releaseHold(@Arg('bookingId', () => ID) bookingId: string, @Ctx() { services, req }: GraphQLContext): Promise<boolean> {
    await services.bookings.releaseHold(bookingId, req.user!);
    return true;
  }

  @Authorized()
  @Mutation(() => Booking, {
    description: 'Cancels a booking: full refund up to 24 hours before start, none later. refundedCents says what the card got back.',
  })
  async cancelBooking(@Arg('bookingId', () => ID) bookingId: string, @Ctx() { services, req }: GraphQLContext): Promise<Booking> {
    return toBookingView(await services.bookings.cancel(bookingId, req.user!));
  }

  @Authorized()
  @Query(() => [Booking], { description: "The signed-in user's bookings, newest first (checkouts that ended unpaid only when asked)." })
  async myBookings(
    @Ctx() { services, req }: GraphQLContext,
    @Arg('includeUnpaid', { defaultValue: false }) includeUnpaid: boolean,
  ): Promise<Booking[]> {
    return (await services.bookings.listMine(req.user!, includeUnpaid)).map(toBookingView);
  }

  @Authorized()
  @Query(() => Booking)
  async booking(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext): Promise<Booking> {
    return toBookingView(await services.bookings.get(id, req.user!));
  }
}
