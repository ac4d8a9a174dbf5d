import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../shared/logger.js';
import { bootScript, type PageBoot } from './boot-data.js';

const SERVER_PATHS = /^\/(api|graphql|healthz|readyz)(\/|$)/;

/**
 * Serves the built SPA with a history fallback: any GET for a page (not an API path, not a missing
 * asset) gets index.html, so every client route loads directly. The build writes a brotli (.br) and a
 * gzip (.gz) copy next to each text asset (frontend/vite.config.ts): the one the client accepts is sent
 * as it is, with the original's Content-Type and `Vary: Accept-Encoding`. Hashed assets are cached for
 * good; index.html is revalidated on every visit.
 *
 * With `boot`, a page GET carries its first render's data (http/boot-data.ts) in a JSON script after the
 * root element: made per visitor, so compressed as it goes out and never kept by a shared cache.
 */
export function serveSpa(app: Express, distDir: string, logger: Logger, boot?: PageBoot): void {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    logger.warn({ distDir }, 'frontend build not found: serving the API only (npm run build, or npm run dev for hot reload)');
    return;
  }
  const assets = expressStaticGzip(distDir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'], // brotli is smaller; a client that accepts both gets it
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    },
  });
  // The boot data goes right after the root element (a page without one is sent as built).
  const html = readFileSync(index, 'utf8');
  const ROOT = '<div id="root"></div>';
  const split = html.includes(ROOT) ? html.indexOf(ROOT) + ROOT.length : -1;
  app.use(assets);
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next(); // a missing file stays a 404
    const data = boot && req.method === 'GET' && split >= 0 ? await boot(req, res) : null;
    if (data) {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.type('html').send(html.slice(0, split) + bootScript(data) + html.slice(split));
      return;
    }
    // Every page is index.html, precompressed like the assets (and no-cache, from setHeaders).
    const url = req.url;
    req.url = '/index.html';
    assets(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  });
}
