import type { Request, Response } from 'express';
import type { Logger } from '../shared/logger.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  services: Services;
  logger: Logger;
  /** req.user is the signed-in user (loaded from the session before GraphQL runs). */
  req: Request;
  res: Response;
}
