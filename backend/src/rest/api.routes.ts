import express, { Router } from 'express';
import { AppError } from '../shared/app-error.js';

/** The spec's REST contract (/api/*): thin routes over the same services as GraphQL. */
export function apiRoutes(): Router {
  const router = Router();
  router.use(express.json({ limit: '100kb' }));
  router.use((req) => {
    throw new AppError('NOT_FOUND', `There is no API at ${req.method} ${req.originalUrl}`);
  });
  return router;
}
