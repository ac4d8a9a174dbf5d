import { Arg, Ctx, Field, InputType, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@InputType()
export class FranchiseInquiryInput {
  @Field() name: string;
  @Field() email: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field({ description: 'The city or market the inquirer has in mind.' }) market: string;
  @Field() message: string;
}

@Resolver()
export class FranchiseResolver {
  @Mutation(() => Boolean, { description: 'Stores a franchise inquiry and e-mails it to the admins. Public; rate limited per address.' })
  async submitFranchiseInquiry(@Arg('input') input: FranchiseInquiryInput, @Ctx() { services, req }: GraphQLContext): Promise<boolean> {
    await services.franchise.submit(input, req.ip ?? 'unknown');
    return true;
  }
}
