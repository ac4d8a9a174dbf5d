import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../shared/logger.js';
import { bootScript, type PageBoot } from './boot-data.js';

const SERVER_PATHS = /^\/(api|graphql|healthz|readyz|metrics)(\/|$)/;

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
  const ROOT = '<div id="root"></div>';
  app.use(assets);
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next(); // a missing file stays a 404
    if (boot && req.method === 'GET') {
      // Read for each page (a small file): a build made while the server runs is served at once, as the
      // static copy is. The data goes right after the root element; a page without one is sent as built.
      const [html, data] = await Promise.all([readFile(index, 'utf8'), boot(req, res)]);
      const split = html.indexOf(ROOT);
      if (data && split >= 0) {
        res.setHeader('Cache-Control', 'private, no-cache');
        res.type('html').send(html.slice(0, split + ROOT.length) + bootScript(data) + html.slice(split + ROOT.length));
        return;
      }
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
