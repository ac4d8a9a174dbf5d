import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { Logger } from '../shared/logger.js';
import { bootScript, FIRST_LOAD_QUERY, type BootData, type PageBoot } from './boot-data.js';
import { etagOf, RenderedPages } from './page-cache.js';

/** How long a server-rendered page waits for its data (a client-rendered one: boot-data's BOOT_BUDGET_MS). */
const SSR_DATA_BUDGET_MS = 2_000;
const SERVER_PATHS = /^\/(api|graphql|healthz|readyz|metrics)(\/|$)/;
const ROOT = '<div id="root"></div>';
const BOOT_SHELL = '<div id="boot-shell"';

interface ServerPage {
  status: number;
  head: string;
  html: string;
  /** The GraphQL cache the page rendered from, normalized (Apollo's `extract`). */
  apolloState: unknown;
  errors: string[];
}

/** The window width a page is rendered for: a phone's when the browser says it is one (the client measures after). */
const PHONE = /Mobi|Android|iPhone|iPod/i;
const widthFor = (userAgent: string | undefined) => (userAgent && PHONE.test(userAgent) ? 390 : 1280);

/** The frontend's server renderer (frontend/src/entry-server.tsx, built by `vite build --ssr` into dist-ssr). */
interface ServerRenderer {
  isServerRendered(path: string): boolean;
  render(url: string, boot: BootData, assume: { width: number; origin: string; now: number }): Promise<ServerPage | null>;
}

/**
 * The server renderer beside the built SPA (`<SPA_DIST_DIR>/../dist-ssr`), imported once on first use.
 * Null when it is not built (a backend test before the build): every page is then the client-rendered shell.
 */
function serverRenderer(distDir: string, logger: Logger): () => Promise<ServerRenderer | null> {
  const file = path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');
  let loading: Promise<ServerRenderer | null> | undefined;
  return () =>
    (loading ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ServerRenderer>).catch((err: unknown) => {
          logger.error({ err, file }, 'the server renderer failed to load: pages are rendered in the browser');
          return null;
        })
      : Promise.resolve(null));
}

/**
 * The page data as a page rendered here carries it: the GraphQL cache the page rendered from (Apollo's normalized
 * form, restored as it is in the browser instead of each answer normalized again before the hydration), and of each
 * query only its name and variables (noted as read); but the locations' answer, which the first load reads without
 * the GraphQL client (frontend/src/app/boot.ts). A page whose only query is the locations' (the landing page, whose
 * first load has no GraphQL client) goes as it is.
 */
function withServerCache(boot: BootData, cache: unknown): BootData {
  if (boot.queries.every((q) => q.operation === FIRST_LOAD_QUERY)) return boot;
  const queries = boot.queries.map((q) =>
    q.operation === FIRST_LOAD_QUERY ? q : { operation: q.operation, variables: q.variables, data: null },
  );
  return { ...boot, queries, cache };
}

/**
 * The page as built, with a server-rendered page in #root (marked data-ssr: the client hydrates it), its
 * critical CSS in <head>, and without the painted navigation band (the page's own bar is there).
 */
function serverRenderedHtml(html: string, page: ServerPage, assumed: { width: number; now: number }, boot: BootData): string | null {
  const root = html.indexOf(ROOT);
  const band = html.indexOf(BOOT_SHELL);
  const shell = band >= 0 && band < root ? band : root;
  const head = html.indexOf('</head>');
  if (root < 0 || head < 0 || head > shell) return null;
  return (
    html.slice(0, head) +
    page.head +
    html.slice(head, shell) +
    `<div id="root" data-ssr data-ssr-width="${assumed.width}" data-ssr-now="${assumed.now}">${page.html}</div>` +
    bootScript(withServerCache(boot, page.apolloState)) +
    html.slice(root + ROOT.length)
  );
}

/**
 * Response headers only a document (or a worker) reads, set by helmet for every response: a built script,
 * style or font leaves them off, about 0.65 KB a response (a first visit of / loads five scripts). Kept:
 * nosniff, Cross-Origin-Resource-Policy and Strict-Transport-Security. A worker's script keeps them all:
 * its policy comes from its own response.
 */
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
const WORKER = /\.worker-[\w-]+\.js$/;

/**
 * Serves the built SPA with a history fallback: any GET for a page (not an API path, not a missing
 * asset) gets index.html, so every client route loads directly. The build writes a brotli (.br) and a
 * gzip (.gz) copy next to each text asset (frontend/vite.config.ts): the one the client accepts is sent
 * as it is, with the original's Content-Type and `Vary: Accept-Encoding`. Hashed assets are cached for
 * good; index.html is revalidated on every visit.
 *
 * With `boot`, a page GET carries its first render's data (http/boot-data.ts) in a JSON script after the
 * root element: made per visitor, so compressed as it goes out and never kept by a shared cache. A public
 * page is also rendered here from that data (frontend/src/entry-server.tsx, issue 33) when dist-ssr is built.
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
      lastModified: false, // the ETag revalidates a file that is not immutable
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (immutable && !WORKER.test(file)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
      },
    },
  });
  const renderer = serverRenderer(distDir, logger);
  const pages = new RenderedPages();
  app.use(assets);
  app.use(async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    if (path.extname(req.path) !== '' || !req.accepts('html')) return next(); // a missing file stays a 404
    if (boot && req.method === 'GET') {
      // Read for each page (a small file): a build made while the server runs is served at once, as the
      // static copy is. The data goes right after the root element; a page without one is sent as built.
      // A page rendered here waits longer for its data: without it, it would go out as the empty shell.
      const ssr = await renderer();
      const rendered = ssr?.isServerRendered(req.path) === true;
      const [html, data] = await Promise.all([readFile(index, 'utf8'), boot(req, res, rendered ? SSR_DATA_BUDGET_MS : undefined)]);
      const split = html.indexOf(ROOT);
      // A public page is rendered here from its data (issue 33); a failed render is logged and the
      // page goes out as the client-rendered shell, as every page did before.
      if (data && ssr && rendered) {
        const started = performance.now();
        const width = widthFor(req.get('user-agent'));
        const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
        const inputs = { url: req.originalUrl, width, origin, shell: html, boot: JSON.stringify(data), now: Date.now() };
        const { page, cached } = await pages.get(inputs, async (now) => {
          const rendering = await ssr.render(req.originalUrl, data, { width, origin, now }).catch((err: unknown) => {
            req.log.error({ err, path: req.path }, 'server rendering failed: sent the client-rendered page');
            return null;
          });
          if (rendering?.errors.length)
            req.log.warn({ path: req.path, errors: rendering.errors }, 'server rendering left parts to the browser');
          const out = rendering && serverRenderedHtml(html, rendering, { width, now }, data);
          if (!rendering || !out) return { page: null, keep: false };
          return { page: { status: rendering.status, html: out, etag: etagOf(out) }, keep: rendering.errors.length === 0 };
        });
        if (page) {
          res.setHeader('Server-Timing', `ssr;dur=${(performance.now() - started).toFixed(1)};desc="${cached ? 'kept' : 'rendered'}"`);
          // A visitor without a session is shown what every such visitor is: a shared cache may keep it. The
          // page is never reused unchecked (no-cache): a revalidation that still matches costs a 304.
          res.setHeader('Cache-Control', req.session ? 'private, no-cache' : 'public, no-cache');
          res.vary('Cookie').vary('User-Agent'); // who is signed in; the width the page was laid out for
          res.setHeader('ETag', page.etag);
          res.status(page.status);
          if (req.fresh) res.status(304).end();
          else res.type('html').send(page.html);
          return;
        }
      }
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
