import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';

@InputType({
  description:
    "How a checkout pays: a new card as a confirmation token made by the processor's card fields in the browser (Stripe.js " +
    'createConfirmationToken), or a saved card. Card numbers never reach this API.',
})
export class PaymentInput {
  @Field(() => String, { nullable: true, description: 'A confirmation token id (ctoken_…) for a new card.' })
  confirmationToken?: string | null;

  @Field(() => ID, { nullable: true, description: 'A saved card (PaymentMethod.id).' })
  paymentMethodId?: string | null;

  @Field({ defaultValue: false, description: 'Keep a new card for next time, once it has paid.' })
  saveCard: boolean;

  @Field({ defaultValue: false, description: 'Make the card the default method once it has paid.' })
  makeDefault: boolean;
}

@ObjectType('PaymentMethod', { description: 'A saved card: brand, last four and expiry only (the processor keeps the rest).' })
export class PaymentMethodView {
  @Field(() => ID) id: string;
  @Field({ description: 'visa, mastercard, amex, discover or unknown.' }) brand: string;
  @Field() last4: string;
  @Field(() => Int) expMonth: number;
  @Field(() => Int) expYear: number;
  @Field() isDefault: boolean;
  @Field() createdAt: Date;
}

@ObjectType({ description: "What the browser needs to show the processor's card fields." })
export class PaymentsConfig {
  @Field({ description: "stripe, or sandbox (the built-in test processor, which speaks Stripe's API)." }) processor: string;
  @Field({ description: "The publishable key Stripe.js (or the sandbox's stand-in) is started with." }) publishableKey: string;
  @Field({ description: "Where the browser loads Stripe.js from: https://js.stripe.com/v3/, or the sandbox's own origin." })
  scriptUrl: string;
}

@ObjectType('PaymentRefund', { description: 'A refund of a payment.' })
export class PaymentRefundView {
  @Field(() => Int) amountCents: number;
  @Field() refundedAt: Date;
}

@ObjectType('PaymentRecord', { description: "A charge in the signed-in customer's payment history, with its refunds." })
export class PaymentRecordView {
  @Field(() => ID) id: string;
  @Field({ description: 'booking, lesson, league, event or membership.' }) kind: string;
  @Field({ description: 'What was paid for, in words.' }) description: string;
  @Field(() => String, { nullable: true, description: "The purchase's reference, when it has one (a booking's)." })
  reference: string | null;
  @Field(() => String, { nullable: true, description: 'The local day of what was paid for (a booking, an event), YYYY-MM-DD.' })
  forDate: string | null;
  @Field(() => Int) amountCents: number;
  @Field(() => Int) refundedCents: number;
  @Field({ description: 'succeeded, partially_refunded or refunded.' }) status: string;
  @Field({ description: 'True while the card holder disputes the charge with their bank.' }) disputed: boolean;
  @Field() paidAt: Date;
  @Field(() => String, { nullable: true, description: "The card's brand (visa, mastercard, …), when known." })
  cardBrand: string | null;
  @Field(() => String, { nullable: true, description: "The card's last four digits, when known." }) cardLast4: string | null;
  @Field(() => String, { nullable: true, description: "The processor's receipt page." }) receiptUrl: string | null;
  @Field(() => [PaymentRefundView]) refunds: PaymentRefundView[];
}
