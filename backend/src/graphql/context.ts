import type { Request, Response } from 'express';
import type { Logger } from '../shared/logger.js';
import type { Services } from '../services.js';
import type { Loaders } from './loaders.js';

export interface GraphQLContext {
  services: Services;
  logger: Logger;
  /** This request's batch loaders (createLoaders): per-row fields resolve with one query per page. */
  loaders: Loaders;
  /** req.user is the signed-in user (loaded from the session before GraphQL runs). */
  req: Request;
  res: Response;
}
