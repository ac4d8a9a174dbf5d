import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType({ description: 'A saved card: brand, last four and expiry only (the gateway keeps the rest).' })
class PaymentMethod {
  @Field(() => ID) id: string;
  @Field({ description: 'visa, mastercard, amex, discover or unknown.' }) brand: string;
  @Field() last4: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
  @Field() isDefault: boolean;
  @Field() createdAt: Date;
}

@InputType({ description: 'Card details, passed straight to the gateway to tokenise; never stored or logged.' })
export class CardInput {
  @Field() number: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
  @Field() cvc: string;
}

@Resolver()
export class PaymentMethodResolver {
  @Authorized()
  @Query(() => [PaymentMethod], { description: "The signed-in user's saved cards, default first." })
  paymentMethods(@Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.list(req.user!);
  }

  @Authorized()
  @Mutation(() => PaymentMethod)
  addPaymentMethod(
    @Arg('card') card: CardInput,
    @Arg('makeDefault', { defaultValue: false }) makeDefault: boolean,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.paymentMethods.add(req.user!, card, makeDefault);
  }

  @Authorized()
  @Mutation(() => [PaymentMethod])
  setDefaultPaymentMethod(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.setDefault(req.user!, id);
  }

  @Authorized()
  @Mutation(() => [PaymentMethod])
  removePaymentMethod(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.remove(req.user!, id);
  }
}
