import express, { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';
import { textProblem, unstorableText } from '../shared/validation.js';
import { adminRoutes } from './admin.routes.js';
import { analyticsRoutes } from './analytics.routes.js';
import { discountRoutes } from './discount.routes.js';
import { authRoutes } from './auth.routes.js';
import { bookingRoutes } from './booking.routes.js';
import { coachRoutes } from './coach.routes.js';
import { leagueRoutes } from './league.routes.js';
import { sameOriginOnly } from './csrf.js';
import { membershipRoutes } from './membership.routes.js';

/** The spec's REST contract (/api/*): thin routes over the same services as GraphQL. */
export function apiRoutes(services: Services, appOrigin: string): Router {
  const router = Router();
  router.use(sameOriginOnly(appOrigin));
  router.use(express.json({ limit: '100kb' }));
  // Every call takes named fields: an array (which strict JSON parsing lets through) is a caller's mistake.
  router.use((req, _res, next) => {
    if (Array.isArray(req.body)) throw new AppError('VALIDATION', 'The request body must be a JSON object.');
    next();
  });
  // Text PostgreSQL cannot store is refused here, before any route reads the input.
  router.use((req, _res, next) => {
    const problem = unstorableText(req.body) ?? unstorableText(req.query) ?? (req.path.includes('%00') ? textProblem('\u0000') : null);
    if (problem) throw new AppError('VALIDATION', problem);
    next();
  });
  router.use(authRoutes(services));
  router.use(membershipRoutes(services));
  router.use(bookingRoutes(services));
  router.use(leagueRoutes(services));
  router.use(adminRoutes(services));
  router.use(discountRoutes(services));
  router.use(coachRoutes(services));
  router.use(analyticsRoutes(services));
  router.use((req) => {
    throw new AppError('NOT_FOUND', `There is no API at ${req.method} ${req.originalUrl}`);
  });
  return router;
}
