import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentInput } from '../payments/payment.types.js';
import { User } from '../users/user.entity.js';
import { MembershipPlan } from './membership.entity.js';
import type { MembershipRow, PlanRow } from './membership.repository.js';
import { describeMembership } from './membership.rules.js';

@Resolver(() => MembershipPlan)
export class MembershipPlanResolver {
  @FieldResolver(() => ID, { description: 'Stable id of the plan: its code (the primary key of membership_plans).' })
  id(@Root() plan: PlanRow): string {
    return plan.code;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'When a subscription bought now would first renew: a calendar month on, clamped to the end of a shorter month. Null for a free plan.',
  })
  firstRenewalAt(@Root() plan: PlanRow, @Ctx() { services }: GraphQLContext): Date | null {
    return services.memberships.firstRenewalAt(plan);
  }
}

@ObjectType('Membership', { description: "A member's subscription to a plan." })
class MembershipView {
  @Field(() => ID) id: string;
  @Field({ description: 'The code of its plan; the plan itself: `plan`.' }) planCode: string;
  @Field({
    description:
      'active, cancelling (ends at period end), past_due (renewal retrying), action_required (the renewal waits for the member ' +
      'to confirm it with their bank; endsAt says when the grace period ends) or none.',
  })
  membershipStatus: string;
  @Field() currentPeriodStart: Date;
  @Field() currentPeriodEnd: Date;
  @Field(() => Date, { nullable: true }) renewsAt: Date | null;
  @Field(() => Date, { nullable: true }) endsAt: Date | null;
  @Field() complimentary: boolean;
}

/** What the resolvers return as a Membership: the row, so its fields can be resolved from it. */
type MembershipResult = MembershipView & Pick<MembershipRow, 'userId' | 'planCode'>;

@ObjectType({ description: "A plan's first month as /subscribe charges it." })
class MembershipQuote {
  @Field() planCode: string;
  @Field(() => Int) priceCents: number;
  @Field(() => Int, { description: 'Taken off by the discount code; 0 without one.' }) discountCents: number;
  @Field(() => Int, { description: 'What is charged now.' }) totalCents: number;
  @Field(() => String, { nullable: true, description: 'The applied code, upper-case.' }) discountCode: string | null;
}

@ObjectType()
class MembershipPayment {
  @Field(() => ID) id: string;
  @Field(() => Int) amountCents: number;
  @Field() status: string;
  @Field() createdAt: Date;
}

function view(m: MembershipRow | null): MembershipResult | null {
  if (!m || m.status === 'ended') return null;
  const d = describeMembership(m);
  return { ...m, membershipStatus: d.membershipStatus, renewsAt: d.renewsAt, endsAt: d.endsAt };
}

@Resolver(() => User)
export class MembershipUserFields {
  @FieldResolver(() => MembershipPlan, {
    description: 'The plan the user is on, with its price and terms (one no longer offered reads as None, the plan they book on).',
  })
  plan(@Root() user: User, @Ctx() { services }: GraphQLContext): Promise<PlanRow> {
    return services.memberships.planOf(user.membershipType);
  }

  @FieldResolver(() => String, {
    description: "IANA time zone of the user's membership (free-hour months, renewal dates): the preferred location's, else the venues'.",
  })
  membershipTimeZone(@Root() user: User, @Ctx() { services }: GraphQLContext): Promise<string> {
    return services.memberships.timeZoneFor(user);
  }

  @FieldResolver(() => String, { description: 'none, active, cancelling (ends at period end), past_due or action_required.' })
  async membershipStatus(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).membershipStatus;
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the membership renews (active ones).' })
  async membershipRenewsAt(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).renewsAt;
  }

  @FieldResolver(() => Date, {
    nullable: true,
    description: 'When a cancelled membership ends, or when a renewal waiting for the bank ends it unless confirmed.',
  })
  async membershipEndsAt(@Root() user: User, @Ctx() { services }: GraphQLContext) {
    return (await services.memberships.status(user)).endsAt;
  }
}

@Resolver(() => MembershipView)
export class MembershipResolver {
  @FieldResolver(() => Int, {
    description: "The plan's free bay-hours left in this venue-local calendar month (0 for a plan without any).",
  })
  freeHoursLeft(@Root() membership: MembershipResult, @Ctx() { services }: GraphQLContext) {
    return services.memberships.freeHoursLeft(membership);
  }

  @FieldResolver(() => MembershipPlan, { description: 'The plan, with its price and terms.' })
  plan(@Root() membership: MembershipResult, @Ctx() { services }: GraphQLContext): Promise<PlanRow> {
    return services.memberships.planOf(membership.planCode);
  }

  @FieldResolver(() => User, { description: 'The member.' })
  async user(@Root() membership: MembershipResult, @Ctx() { services }: GraphQLContext): Promise<User> {
    return (await services.users.findAny(membership.userId))!;
  }

  @Query(() => String, {
    description:
      "IANA time zone membership dates are told in: the signed-in member's (their preferred location's), " +
      'else the one a new membership gets. Public.',
  })
  membershipTimeZone(@Ctx() { services, req }: GraphQLContext): Promise<string> {
    return services.memberships.timeZoneFor(req.user ?? null);
  }

  @Query(() => [MembershipPlan], { description: 'Plans on offer, cheapest first. Public.' })
  membershipPlans(@Ctx() { services }: GraphQLContext) {
    return services.memberships.plans();
  }

  @Authorized()
  @Query(() => MembershipView, { nullable: true, description: "The signed-in user's live membership, or null." })
  async myMembership(@Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.current(req.user!));
  }

  @Authorized()
  @Query(() => [MembershipPayment])
  myMembershipPayments(@Ctx() { services, req }: GraphQLContext) {
    return services.memberships.payments(req.user!);
  }

  @Authorized()
  @Mutation(() => MembershipView, { description: 'Pays the first month and starts the membership at once.' })
  async subscribeMembership(
    @Arg('plan') plan: string,
    @Arg('payment') payment: PaymentInput,
    @Arg('idempotencyKey') idempotencyKey: string,
    @Ctx() { services, req }: GraphQLContext,
    @Arg('discountCode', () => String, {
      nullable: true,
      description: 'A code off the first month; VALIDATION (field discountCode) says why one cannot be used.',
    })
    discountCode?: string | null,
  ) {
    return view(await services.memberships.subscribe(req.user!, plan, payment, idempotencyKey, discountCode));
  }

  @Authorized()
  @Query(() => MembershipQuote, {
    description:
      "A plan's first month with a discount code, before paying; VALIDATION (field discountCode) says why a code cannot be used.",
  })
  membershipQuote(
    @Arg('plan') plan: string,
    @Ctx() { services, req }: GraphQLContext,
    @Arg('discountCode', () => String, { nullable: true }) discountCode?: string | null,
  ) {
    return services.memberships.quote(req.user!, plan, discountCode);
  }

  @Authorized()
  @Mutation(() => MembershipView, {
    description:
      'Confirms a renewal the bank held (membershipStatus action_required) with the saved card: PAYMENT_ACTION_REQUIRED ' +
      "(extensions.clientSecret) hands the browser the bank's step; sent again afterwards, the renewal is paid.",
  })
  async confirmMembershipRenewal(@Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.confirmRenewal(req.user!));
  }

  @Authorized()
  @Mutation(() => MembershipView, { nullable: true, description: 'Stops renewal; benefits last until the paid period ends.' })
  async cancelMembership(@Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.cancel(req.user!));
  }

  @Authorized()
  @Mutation(() => MembershipView, {
    nullable: true,
    description: 'Changes the plan where no payment is needed; PAYMENT_REQUIRED otherwise.',
  })
  async updateMembership(@Arg('membershipType') membershipType: string, @Ctx() { services, req }: GraphQLContext) {
    return view(await services.memberships.update(req.user!, membershipType));
  }
}
