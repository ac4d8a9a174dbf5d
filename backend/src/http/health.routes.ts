import { Router } from 'express';
import type { DataSource } from 'typeorm';
import type { ErrorReporting } from '../graphql/errors.js';
import { errorKind } from '../shared/log-gate.js';

/**
 * /healthz: the process answers. /readyz: it can reach its database and its live availability feed
 * is listening (load balancers route on this: an instance whose pages would silently stop updating
 * is not ready).
 */
export function healthRoutes(dataSource: DataSource, feed: { connected: boolean }, { gate, outage }: ErrorReporting): Router {
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
      // Load balancers ask every few seconds: an outage is logged by its monitor, anything else once a minute.
      if (!outage.noteFailure(err)) gate.warn(errorKind(err, 'readyz'), { err, reqId: req.id }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}
