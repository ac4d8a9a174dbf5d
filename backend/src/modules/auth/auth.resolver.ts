import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { GoogleSignInInput, RegisterInput } from './auth.types.js';
import { endSession, startSession } from './session.js';

@Resolver()
export class AuthResolver {
  @Mutation(() => User, { description: 'Creates an account and signs it in.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() { services, req }: GraphQLContext): Promise<User> {
    const user = await services.auth.register(input);
    await startSession(req, user);
    return user;
  }

  @Mutation(() => User, { description: 'Signs in with e-mail and password. Rate limited per account and per address.' })
  async login(@Arg('email') email: string, @Arg('password') password: string, @Ctx() { services, req }: GraphQLContext): Promise<User> {
    const user = await services.auth.login({ email, password }, req.ip ?? 'unknown');
    await startSession(req, user);
    return user;
  }

  @Mutation(() => User, { description: 'Signs in with a Google ID token, verified on the server.' })
  async loginWithGoogle(@Arg('input') input: GoogleSignInInput, @Ctx() { services, req }: GraphQLContext): Promise<User> {
    const user = await services.auth.loginWithGoogle(input);
    await startSession(req, user);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session on the server. True even when nobody was signed in.' })
  async logout(@Ctx() { req, res }: GraphQLContext): Promise<boolean> {
    await endSession(req, res);
    return true;
  }

  @Mutation(() => Boolean, { description: 'E-mails a reset link when the address has an account; the answer is the same either way.' })
  async requestPasswordReset(@Arg('email') email: string, @Ctx() { services, req }: GraphQLContext): Promise<boolean> {
    await services.auth.requestPasswordReset(email, req.ip ?? 'unknown');
    return true;
  }

  @Mutation(() => Boolean, { description: "Sets a new password with a reset link's token (single use, one hour). Signs out everywhere." })
  async resetPassword(
    @Arg('token') token: string,
    @Arg('newPassword') newPassword: string,
    @Ctx() { services }: GraphQLContext,
  ): Promise<boolean> {
    await services.auth.resetPassword(token, newPassword);
    return true;
  }
}
