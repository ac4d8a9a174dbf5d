import type { Request } from 'express';
import type { Logger } from '../shared/logger.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  services: Services;
  logger: Logger;
  req: Request;
}
