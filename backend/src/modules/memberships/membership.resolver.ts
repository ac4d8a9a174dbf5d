import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentInput } from '../bookings/booking.types.js';
import { User } from '../users/user.entity.js';
import type { MembershipRow } from './membership.repository.js';
import { describeMembership } from './membership.rules.js';

@ObjectType({ description: 'A membership plan (spec section 9). Plans are data: a new plan is a new row.' })
export class MembershipPlan {
  @Field() code: string;
  @Field() name: string;
  @Field(() => Int, { description: 'Per month, in cents.' }) priceCents: number;
  @Field(() => Int) freeHoursPerMonth: number;
  @Field(() => Int) hourlyRateCents: number;
  @Field(() => Int) bookingWindowDays: number;
  @Field() memberEvents: boolean;
  @Field(() => Date, {
    nullable: true,
    description:
      'When a subscription bought now would first renew: a calendar month on, clamped to the end of a shorter month. Null for a free plan.',
  })
  firstRenewalAt: Date | null;
}

@ObjectType()
export class Membership {
  @Field(() => ID) id: string;
  @Field() planCode: string;
  @Field({ description: 'active, cancelling (ends at period end), past_due (renewal retrying) or none.' }) membershipStatus: string;
  @Field() currentPeriodStart: Date;
  @Field() currentPeriodEnd: Date;
  @Field(() => Date, { nullable: true }) renewsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field() complimentary: boolean;
}

/** What the resolvers return as a Membership: the row, so its fields can be resolved from it. */
type MembershipView = Membership & Pick<MembershipRow, 'userId'>;

@ObjectType()
export class MembershipPayment {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field() status: string;
  @Field() createdAt: Date;
}

function view(m: MembershipRow | null): MembershipView | null {
  if (!m || m.status === 'ended') return null;
  const d = describeMembership(m);
  return { ...m, membershipStatus: d.membershipStatus, renewsAt: d.renewsAt, endsAt: d.endsAt };
}

@Resolver(() => User)
export class MembershipUserFields {
  @FieldResolver(() => String, { description: 'none, active, cancelling (ends at period end) or past_due.' })
  async membershipStatus(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).membershipStatus;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the membership renews (active ones).' })
  async membershipRenewsAt(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).renewsAt;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When a cancelled membership ends.' })
  async membershipEndsAt(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).endsAt;
  }
}

@Resolver(() => Membership)
export class MembershipResolver {
  @FieldResolver(() => Int, {
    description: "The plan's free bay-hours left in this venue-local calendar month (0 for a plan without any).",
  })
  freeHoursLeft(@Root() membership: MembershipView, @Ctx() { services }: GraphQLContext) {
    return services.memberships.freeHoursLeft(membership);
  }

  @Query(() => [MembershipPlan], { description: 'Plans on offer, cheapest first. Public.' })
  membershipPlans(@Ctx() { services }: GraphQLContext) {
    return services.memberships.plans();
  }

  @Authorized()
  @Query(() => Membership, { nullable: true, description: "The signed-in user's live membership, or null." })
  async myMembership(@Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.current(req.user!));
  }

  @Authorized()
  @Query(() => [MembershipPayment])
  myMembershipPayments(@Ctx() { services, req }: GraphQLContext) {
    return services.memberships.payments(req.user!);
  }

  @Authorized()
  @Mutation(() => Membership, { description: 'Pays the first month and starts the membership at once.' })
  async subscribeMembership(
    @Arg('plan') plan: string,
    @Arg('payment') payment: PaymentInput,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return view(await services.memberships.subscribe(req.user!, plan, payment, idempotencyKey));
  }

  @Authorized()
  @Mutation(() => Membership, { nullable: true, description: 'Stops renewal; benefits last until the paid period ends.' })
  async cancelMembership(@Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.cancel(req.user!));
  }

  @Authorized()
  @Mutation(() => Membership, { nullable: true, description: 'Changes the plan where no payment is needed; PAYMENT_REQUIRED otherwise.' })
  async updateMembership(@Arg('membershipType') membershipType: string, @Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.update(req.user!, membershipType));
  }
}
