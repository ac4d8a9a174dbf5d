import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentMethodView, PaymentRecordView } from './payment.types.js';

@Resolver()
export class PaymentMethodResolver {
  @Authorized()
  @Query(() => [PaymentMethodView], { description: "The signed-in user's saved cards, default first." })
  paymentMethods(@Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.list(req.user!);
  }

  @Authorized()
  @Mutation(() => PaymentMethodView, {
    description:
      "Saves a card for later from the card fields' confirmation token (a SetupIntent confirmed on the server). PAYMENT_ACTION_REQUIRED " +
      '(extensions.clientSecret) when the bank wants the card holder to confirm: send the same mutation again with the same key afterwards.',
  })
  addPaymentMethod(
    @Arg('confirmationToken') confirmationToken: string,
    @Arg('idempotencyKey', { description: 'A random key the client makes once per card it adds.' }) idempotencyKey: string,
    @Arg('makeDefault', { defaultValue: false }) makeDefault: boolean,
    @Ctx() { services, req }: GraphQLContext,
  ) {
    return services.paymentMethods.add(req.user!, confirmationToken, idempotencyKey, makeDefault);
  }

  @Authorized()
  @Mutation(() => [PaymentMethodView])
  setDefaultPaymentMethod(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.setDefault(req.user!, id);
  }

  @Authorized()
  @Mutation(() => [PaymentMethodView])
  removePaymentMethod(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.paymentMethods.remove(req.user!, id);
  }

  @Authorized()
  @Query(() => [PaymentRecordView], {
    description: "The signed-in customer's charges (bookings, lessons, leagues, events, memberships), newest first, with their refunds.",
  })
  myPayments(@Ctx() { services, req }: GraphQLContext) {
    return services.payments.history(req.user!.id);
  }
}
