import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType({ description: 'A discount code as the admin manages it.' })
class AdminDiscountCode {
  @Field(() => ID) id: string;
  @Field({ description: 'Upper-case; unique without regard to case.' }) code: string;
  @Field() description: string;
  @Field({ description: 'percent or fixed' }) kind: string;
  @Field(() => Int, { nullable: true }) percent: number | null;
  @Field(() => Int, { nullable: true, description: 'A fixed code: cents off.' }) amountCents: number | null;
  @Field(() => [String], { description: 'bookings, leagues, lessons, events, memberships' }) appliesTo: string[];
  @Field(() => String, { nullable: true, description: 'First venue-local day (YYYY-MM-DD); null: from now on.' }) startsOn: string | null;
  @Field(() => String, { nullable: true, description: 'Last venue-local day, included; null: no end.' }) endsOn: string | null;
  @Field(() => Date, { nullable: true, description: 'The instant the code starts working (the first day begins at a location).' })
  validFrom: Date | null;
  @Field(() => Date, { nullable: true, description: 'The instant it stops (the last day has ended at every location).' })
  validTo: Date | null;
  @Field(() => Int, { nullable: true, description: 'Total redemptions allowed; null: no limit.' }) maxRedemptions: number | null;
  @Field(() => Int, { nullable: true, description: 'Redemptions per customer; null: no limit.' }) perUserLimit: number | null;
  @Field(() => Int, { description: 'Live redemptions (given-back ones do not count).' }) redeemedCount: number;
  @Field(() => Int, { description: 'Redemptions given back by cancelled and refunded purchases.' }) releasedCount: number;
  @Field() active: boolean;
  @Field({ description: 'active, scheduled, expired, used_up or inactive, now.' }) status: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
class AdminDiscountPage {
  @Field(() => [AdminDiscountCode]) rows: AdminDiscountCode[];
  @Field(() => Int) total: number;
}

@ObjectType({ description: 'One use of a code.' })
class AdminDiscountRedemption {
  @Field(() => ID) id: string;
  @Field(() => ID) userId: string;
  @Field() customerName: string;
  @Field() customerEmail: string;
  @Field({ description: 'bookings, leagues, lessons, events or memberships' }) purchaseKind: string;
  @Field(() => ID) purchaseId: string;
  @Field(() => Int) amountCents: number;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'When a cancelled and refunded purchase gave it back.' }) releasedAt: Date | null;
}

@ObjectType()
class AdminDiscountRedemptionPage {
  @Field(() => [AdminDiscountRedemption]) rows: AdminDiscountRedemption[];
  @Field(() => Int) total: number;
}

@InputType({ description: 'A code as the admin writes it; the rules are @fairway/shared discountCodeInput.' })
export class DiscountCodeInputType {
  @Field() code: string;
  @Field({ defaultValue: '' }) description: string;
  @Field() kind: string;
  @Field(() => Int, { nullable: true }) percent?: number | null;
  @Field(() => Int, { nullable: true }) amountCents?: number | null;
  @Field(() => [String]) appliesTo: string[];
  @Field(() => String, { nullable: true }) startsOn?: string | null;
  @Field(() => String, { nullable: true }) endsOn?: string | null;
  @Field(() => Int, { nullable: true }) maxRedemptions?: number | null;
  @Field(() => Int, { nullable: true }) perUserLimit?: number | null;
  @Field({ defaultValue: true }) active: boolean;
}

/** /admin/manage-discounts: admins only (checked on the server); every change is audited. */
@Authorized('ADMIN')
@Resolver()
export class DiscountAdminResolver {
  @Query(() => AdminDiscountPage, { description: 'Server-side paginated, sorted and filtered discount codes.' })
  adminDiscountCodes(
    @Ctx() { services }: GraphQLContext,
    @Arg('search', () => String, { nullable: true, description: 'Part of the code or its description.' }) search?: string,
    @Arg('appliesTo', () => String, { nullable: true }) appliesTo?: string,
    @Arg('status', () => String, { nullable: true, description: 'active, scheduled, expired, used_up, inactive' }) status?: string,
    @Arg('sort', () => String, { nullable: true, description: 'code, createdAt, validFrom, validTo, redeemedCount' }) sort?: string,
    @Arg('direction', () => String, { nullable: true }) direction?: string,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ) {
    return services.discountAdmin.list({ search, appliesTo: appliesTo as never, status }, sort, direction, page, pageSize);
  }

  @Query(() => AdminDiscountRedemptionPage, { description: "A code's redemptions, newest first." })
  adminDiscountRedemptions(
    @Arg('discountId', () => ID) discountId: string,
    @Ctx() { services }: GraphQLContext,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
  ) {
    return services.discountAdmin.redemptions(discountId, page, pageSize);
  }

  @Mutation(() => AdminDiscountCode, { description: 'VALIDATION (with the field) for a wrong value or a code that exists in any case.' })
  adminCreateDiscountCode(@Arg('input') input: DiscountCodeInputType, @Ctx() { services, req }: GraphQLContext) {
    return services.discountAdmin.create(req.user!, input);
  }

  @Mutation(() => AdminDiscountCode)
  adminUpdateDiscountCode(
    @Arg('id', () => ID) id: string,
    @Arg('input') input: DiscountCodeInputType,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.discountAdmin.update(req.user!, id, input);
  }

  @Mutation(() => AdminDiscountCode, { description: 'Deactivates (false) or reactivates a code; codes are never deleted.' })
  adminSetDiscountCodeActive(@Arg('id', () => ID) id: string, @Arg('active') active: boolean, @Ctx() { services, req }: GraphQLContext) {
    return services.discountAdmin.setActive(req.user!, id, active);
  }
}
