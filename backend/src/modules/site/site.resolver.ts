import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { PaymentsConfig } from '../payments/payment.types.js';

@ObjectType({ description: 'Public settings the web client needs at start.' })
export class SiteConfig {
  @Field(() => String, { nullable: true, description: 'OAuth client id for Google sign-in; null when Google sign-in is not configured.' })
  googleClientId: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'External analytics measurement id, when one is configured in addition to first-party page views.',
  })
  analyticsId: string | null;

  @Field({ description: 'True while payments run on a test-mode gateway (the built-in sandbox): checkout shows the test cards.' })
  paymentsTestMode: boolean;

  @Field(() => PaymentsConfig, { description: "The card processor the browser's card fields talk to." })
  payments: PaymentsConfig;
}

@Resolver()
export class SiteResolver {
  @Query(() => SiteConfig)
  siteConfig(@Ctx() { services }: GraphQLContext): SiteConfig {
    return services.site;
  }
}
