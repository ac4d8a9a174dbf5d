import { Router } from 'express';
import type { DataSource } from 'typeorm';

/**
 * /healthz: the process answers. /readyz: it can reach its database and its live availability feed
 * is listening (load balancers route on this: an instance whose pages would silently stop updating
 * is not ready).
 */
export function healthRoutes(dataSource: DataSource, feed: { connected: boolean }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      await dataSource.query('SELECT 1');
      if (!feed.connected) {
        res.status(503).json({ status: 'unavailable', database: 'up', liveUpdates: 'reconnecting' });
        return;
      }
      res.json({ status: 'ready', database: 'up' });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}
