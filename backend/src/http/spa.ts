import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../shared/logger.js';

const SERVER_PATHS = /^\/(api|graphql|healthz|readyz)(\/|$)/;

/**
 * Serves the built SPA with a history fallback: any GET for a page (not an API path, not a missing
 * asset) gets index.html, so every client route loads directly. Hashed assets are cached for good.
 */
export function serveSpa(app: Express, distDir: string, logger: Logger): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ distDir }, 'frontend build not found: serving the API only (npm run build, or npm run dev for hot reload)');
    return;
  }
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    }),
  );
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next(); // a missing file stays a 404
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
