import { Router } from 'express';
import type { DataSource } from 'typeorm';

/** /healthz: the process answers. /readyz: it can reach its database (load balancers route on this). */
export function healthRoutes(dataSource: DataSource): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'ready', database: 'up' });
    } catch (err) {
      req.log.warn({ err }, 'readiness check failed');
      res.status(503).json({ status: 'unavailable', database: 'down' });
    }
  });
  return router;
}
