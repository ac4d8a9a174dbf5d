import type { AuthChecker } from 'type-graphql';
import { AppError } from '../shared/app-error.js';
import type { GraphQLContext } from './context.js';

export type Role = 'ADMIN';

/** @Authorized() needs a signed-in user; @Authorized('ADMIN') an admin. Ownership is the services' job. */
export const authChecker: AuthChecker<GraphQLContext, Role> = ({ context }, roles) => {
  if (!context.req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (roles.includes('ADMIN') && !context.req.user.isAdmin) throw new AppError('FORBIDDEN', 'Only venue admins can do that.');
  return true;
};
