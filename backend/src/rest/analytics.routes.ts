import { Router } from 'express';
import type { Services } from '../services.js';

/**
 * A page view (first-party analytics), as GraphQL's recordPageView: the browser's beacon on every route
 * change. REST because the landing page's first load carries no GraphQL client (issue 33).
 */
export function analyticsRoutes(services: Services): Router {
  const router = Router();
  router.post('/page-views', async (req, res) => {
    const { path, visitorId, referrer } = (req.body ?? {}) as Record<string, unknown>;
    await services.analytics.recordPageView({ path, visitorId, referrer }, req.user?.id ?? null, req.ip ?? 'unknown');
    res.status(204).end();
  });
  return router;
}
