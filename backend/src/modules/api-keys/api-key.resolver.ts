import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType({
  description: 'An API key of a third party reading the public schedule. The key itself is shown only when issued or rotated.',
})
class ApiKey {
  @Field(() => ID) id: string;
  @Field({ description: 'Who the key is for.' }) name: string;
  @Field({ description: 'The first characters of the key, to tell keys apart.' }) prefix: string;
  @Field() createdAt: Date;
  @Field(() => String, { nullable: true, description: 'The admin who issued it (null once their account is gone).' })
  createdByName: string | null;
  @Field(() => Date, { nullable: true }) rotatedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the key stopped working; null while it works.' }) revokedAt: Date | null;
}

@ObjectType({ description: 'A key and its secret: the one time the secret is shown. Send it as `Authorization: Bearer <secret>`.' })
class IssuedApiKey {
  @Field(() => ApiKey) apiKey: ApiKey;
  @Field() secret: string;
}

@Resolver()
export class ApiKeyResolver {
  @Authorized('ADMIN')
  @Query(() => [ApiKey], { description: 'Every API key, live ones first, newest first. Admins only.' })
  adminApiKeys(@Ctx() { services }: GraphQLContext) {
    return services.apiKeys.list();
  }

  @Authorized('ADMIN')
  @Mutation(() => IssuedApiKey, { description: 'Issues a key for a third party; its secret is in the answer and never again. Audited.' })
  adminIssueApiKey(@Arg('name') name: string, @Ctx() { services, req }: GraphQLContext) {
    return services.apiKeys.issue(req.user!, { name });
  }

  @Authorized('ADMIN')
  @Mutation(() => ApiKey, { description: 'Revokes a key: its requests are refused from now on. Audited.' })
  adminRevokeApiKey(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.apiKeys.revoke(req.user!, id);
  }

  @Authorized('ADMIN')
  @Mutation(() => IssuedApiKey, { description: 'Gives a key a new secret (shown once); the old one is refused from now on. Audited.' })
  adminRotateApiKey(@Arg('id', () => ID) id: string, @Ctx() { services, req }: GraphQLContext) {
    return services.apiKeys.rotate(req.user!, id);
  }
}
