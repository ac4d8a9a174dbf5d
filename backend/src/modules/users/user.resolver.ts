import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from './user.entity.js';
import { UpdateProfileInput } from './user.types.js';

@Resolver(() => User)
export class UserResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() { req }: GraphQLContext): User | null {
    return req.user ?? null;
  }

  @Authorized()
  @Mutation(() => User)
  updateProfile(@Arg('input') input: UpdateProfileInput, @Ctx() { services, req }: GraphQLContext): Promise<User> {
    return services.users.updateProfile(req.user!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Needs the current password; signs out every other session.' })
  async changePassword(
    @Arg('currentPassword') currentPassword: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() { services, req }: GraphQLContext,
  ): Promise<boolean> {
    await services.users.changePassword(req.user!, currentPassword, newPassword, req.sessionID);
    return true;
  }
}
