// The payments sandbox's HTTP server: Stripe's API (auth by key, form parameters, JSON answers,
// Stripe's errors, idempotency keys), its browser endpoints with CORS, the stand-in Stripe.js and the
// sandbox's pages. Requests that touch objects run one at a time through a queue, so two captures of
// one intent cannot both win, and each mutation is written to the database (when there is one)
// before it answers.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { ApiError, authError, invalidParam, type ErrorBody } from './api.errors.js';
import { browserScript, isBrowserScript } from './assets.loader.js';
import { customerRoutes } from './customers.routes.js';
import { Engine, type Later, type RequestInfo, type Route } from './engine.state.js';
import { intentRoutes } from './intents.routes.js';
import { moneyRoutes } from './money.routes.js';
import { newId } from './objects.builders.js';
import { cardFramePage, indexPage, notFoundPage, PAGE_CSP, PALETTE, receiptPage, SANDBOX_MARK, threeDsPage } from './pages.html.js';
import { canonical, parseForm, type Params } from './params.rules.js';
import { IDEMPOTENCY_TTL_MS, SandboxDatabase, type IdempotencyRecord } from './persistence.store.js';
import { setupRoutes } from './setup.routes.js';
import { Store } from './store.state.js';
import { threeDsRoutes } from './three-ds.routes.js';
import { WebhookSender, type SandboxLogger, type SandboxWebhookEndpoint } from './webhooks.delivery.js';

export interface SandboxOptions {
  /** Where to listen; default 127.0.0.1. */
  host?: string;
  /** 0 (the default) for any free port. */
  port?: number;
  /** The origin browsers use for the script, the card fields and the 3-D Secure page; default `http://localhost:${port}`. */
  publicOrigin?: string;
  /** Default `sk_test_sandbox`. */
  secretKey?: string;
  /** Default `pk_test_sandbox`. */
  publishableKey?: string;
  webhooks?: SandboxWebhookEndpoint[];
  /** Keeps the objects in PostgreSQL (tables made when missing); unset, they live in memory only. */
  databaseUrl?: string;
  /** The clock for `created` and for expiry (confirmation tokens, idempotency keys). */
  now?: () => Date;
  /** pino-like. */
  logger?: SandboxLogger;
}

export interface PaymentsSandbox {
  /** The public origin (browsers). */
  origin: string;
  /** Where the API listens, e.g. http://127.0.0.1:54321 (the SDK's host, port and protocol). */
  apiUrl: string;
  /** `${origin}/v3/`: the stand-in Stripe.js. */
  scriptUrl: string;
  secretKey: string;
  publishableKey: string;
  addWebhookEndpoint(endpoint: SandboxWebhookEndpoint): void;
  /** Stops the server, waits for pending persistence, abandons webhook retries. */
  close(): Promise<void>;
}

const HELP = 'Please see https://stripe.com/docs or we can help at https://support.stripe.com/.';
const NO_KEY =
  'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth ' +
  "(e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, " +
  'or we can help at https://support.stripe.com/.';
const PUBLISHABLE_REFUSED =
  'This API call cannot be made with a publishable API key. Please use a secret API key. ' +
  'You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.';

const SILENT: SandboxLogger = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };
const MAX_BODY = 1 << 20;
const ROUTES: Route[] = [...customerRoutes, ...intentRoutes, ...setupRoutes, ...moneyRoutes, ...threeDsRoutes];

interface CompiledRoute {
  route: Route;
  segments: string[];
}
const COMPILED: CompiledRoute[] = ROUTES.map((route) => ({ route, segments: route.path.split('/') }));

function match(method: string, path: string): { route: Route; params: Record<string, string> } | null {
  const parts = path.split('/');
  next: for (const { route, segments } of COMPILED) {
    if (route.method !== method || segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i]!;
      const part = parts[i]!;
      if (segment.startsWith(':') && part !== '') params[segment.slice(1)] = decodeURIComponent(part);
      else if (segment !== part) continue next;
    }
    return { route, params };
  }
  return null;
}

interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const json = (status: number, value: unknown): Answer => ({ status, body: JSON.stringify(value, null, 2) });
const errorAnswer = (e: ApiError): Answer => json(e.status, { error: e.body });

function unexpected(): Answer {
  const body: ErrorBody = { type: 'api_error', message: 'An unexpected error occurred in the payments sandbox. Please try again.' };
  return json(500, { error: body });
}

/** The key a request carries: `Authorization: Bearer <key>` (or Basic, as curl's `-u key:` sends it), else a browser's `key` parameter. */
function apiKeyOf(req: IncomingMessage, params: Params): string | null {
  const auth = req.headers.authorization;
  if (auth) {
    const [scheme, value = ''] = auth.split(' ', 2);
    if (/^bearer$/i.test(scheme!)) return value.trim();
    if (/^basic$/i.test(scheme!)) return Buffer.from(value, 'base64').toString('utf8').split(':')[0]!;
  }
  return typeof params.key === 'string' ? params.key : null;
}

function masked(key: string): string {
  return key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(Math.min(key.length - 12, 16))}${key.slice(-4)}` : '****';
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Stripe-Version, Idempotency-Key',
  'Access-Control-Max-Age': '600',
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(invalidParam('The request body is too large.'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startPaymentsSandbox(options: SandboxOptions = {}): Promise<PaymentsSandbox> {
  const logger = options.logger ?? SILENT;
  const clock = options.now ?? (() => new Date());
  const secretKey = options.secretKey ?? 'sk_test_sandbox';
  const publishableKey = options.publishableKey ?? 'pk_test_sandbox';
  const store = new Store();
  const webhooks = new WebhookSender(logger);
  for (const endpoint of options.webhooks ?? []) webhooks.add(endpoint);
  const engine = new Engine(store, '', clock, () => webhooks.count);
  const keys = new Map<string, IdempotencyRecord>();
  const db = options.databaseUrl ? await SandboxDatabase.open(options.databaseUrl) : null;
  if (db) {
    try {
      for (const record of await db.load(store, clock())) keys.set(record.key, record);
      logger.info({ objects: store.size }, 'payments sandbox: objects loaded');
    } catch (e) {
      await db.close();
      throw e;
    }
  }

  // One thing at a time: every request that reads or changes objects, and every follow-up.
  let tail: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };

  const keyScope = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex').slice(0, 16);

  /** Runs one request's work as a mutation: committed (and persisted) or rolled back, never half. */
  async function mutate(
    request: RequestInfo | null,
    work: () => unknown,
    record: ((answer: Answer) => IdempotencyRecord) | null,
  ): Promise<{ answer: Answer; events: Stripe.Event[]; later: Later[] }> {
    store.begin();
    const { outcome, later } = engine.within(request, work);
    let answer: Answer;
    if (outcome.ok) answer = json(200, outcome.value);
    else if (outcome.error instanceof ApiError && outcome.error.kept) answer = errorAnswer(outcome.error);
    else {
      store.rollback();
      if (outcome.error instanceof ApiError) return { answer: errorAnswer(outcome.error), events: [], later: [] };
      logger.error({ err: outcome.error }, 'payments sandbox: a request failed');
      return { answer: unexpected(), events: [], later: [] };
    }
    const changed = store.changed();
    const kept = record ? record(answer) : null;
    try {
      await db?.save(changed, kept);
    } catch (err) {
      store.rollback();
      logger.error({ err }, 'payments sandbox: could not save a change (nothing was changed)');
      return { answer: unexpected(), events: [], later: [] };
    }
    store.commit();
    if (kept) keys.set(kept.key, kept);
    const events = changed.filter((e) => e.type === 'event').map((e) => e.data as Stripe.Event);
    return { answer, events, later };
  }

  /** Work that follows a request (a dispute after a payment): a mutation of its own, then its webhooks. */
  function runLater(later: Later[]): void {
    for (const fn of later) {
      void serial(() => mutate(null, () => fn(engine), null))
        .then(({ events, later: more }) => {
          webhooks.send(events);
          runLater(more);
        })
        .catch((err) => logger.error({ err }, 'payments sandbox: a follow-up failed'));
    }
  }

  async function api(req: IncomingMessage, url: URL, requestId: string): Promise<{ answer: Answer; after?: () => void; cors: boolean }> {
    const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
    const found = match(method, url.pathname);
    if (!found) {
      const answer = json(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${url.pathname}). ${HELP}`,
        },
      });
      return { answer, cors: true };
    }
    const { route, params: path } = found;
    const cors = route.access !== 'secret';
    let params: Params;
    try {
      params = parseForm(method === 'GET' ? url.search.slice(1) : await readBody(req));
    } catch (e) {
      if (e instanceof ApiError) return { answer: errorAnswer(e), cors };
      throw e;
    }

    const apiKey = apiKeyOf(req, params);
    let publishable: boolean;
    if (apiKey === secretKey) publishable = false;
    else if (apiKey === publishableKey) {
      if (route.access === 'secret')
        return {
          answer: errorAnswer(authError(401, PUBLISHABLE_REFUSED)),
          cors,
        };
      publishable = true;
    } else if (apiKey === null && route.access === 'public') publishable = true;
    else if (apiKey === null)
      return {
        answer: errorAnswer(authError(401, NO_KEY)),
        cors,
      };
    else return { answer: errorAnswer(authError(401, `Invalid API Key provided: ${masked(apiKey)}`)), cors };

    // `expand[]` is applied here, to whatever the endpoint answers.
    const expand = Array.isArray(params.expand) ? (params.expand as unknown[]).filter((x): x is string => typeof x === 'string') : [];
    const rest: Params = { ...params };
    delete rest.expand;
    if (publishable) delete rest.key;
    const input = { engine, params: rest, path, url: url.pathname, publishable };
    const work = () => engine.expand(route.handler(input), expand);

    if (method === 'GET') {
      return serial(async () => {
        const { outcome } = engine.within(null, work);
        if (outcome.ok) return { answer: json(200, outcome.value), cors };
        if (outcome.error instanceof ApiError) return { answer: errorAnswer(outcome.error), cors };
        logger.error({ err: outcome.error, path: url.pathname }, 'payments sandbox: a request failed');
        return { answer: unexpected(), cors };
      });
    }

    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    if (idempotencyKey !== null && (idempotencyKey.length === 0 || idempotencyKey.length > 255))
      return { answer: errorAnswer(invalidParam('Idempotency keys must be between 1 and 255 characters long.', 'Idempotency-Key')), cors };
    const recordKey = idempotencyKey ? `${keyScope(apiKey ?? '')}:${idempotencyKey}` : null;
    // Compared and kept as a digest: a key's record never holds what was sent (a card number, say).
    const sent = createHash('sha256').update(canonical(params)).digest('base64url');

    return serial(async () => {
      if (recordKey) {
        const previous = keys.get(recordKey);
        if (previous && previous.created.getTime() > clock().getTime() - IDEMPOTENCY_TTL_MS) {
          if (previous.method !== method || previous.path !== url.pathname || previous.params !== sent) {
            const samePath = previous.method === method && previous.path === url.pathname;
            const tryAnother = `Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
            const body: ErrorBody = {
              type: 'idempotency_error',
              message: samePath
                ? `Keys for idempotent requests can only be used with the same parameters they were first used with. ${tryAnother}`
                : `Keys for idempotent requests can only be used for the same endpoint they were first used for ` +
                  `('${previous.method} ${previous.path}' vs '${method} ${url.pathname}'). ${tryAnother}`,
            };
            return { answer: json(400, { error: body }), cors };
          }
          return {
            answer: {
              status: previous.status,
              body: previous.body,
              headers: { 'Idempotent-Replayed': 'true', 'Original-Request': previous.requestId },
            },
            cors,
          };
        }
      }
      const record = recordKey
        ? (answer: Answer): IdempotencyRecord => ({
            key: recordKey,
            requestId,
            method,
            path: url.pathname,
            params: sent,
            status: answer.status,
            body: answer.body,
            created: clock(),
          })
        : null;
      const { answer, events, later } = await mutate({ id: requestId, idempotencyKey }, work, record);
      return {
        answer,
        cors,
        // After the answer is on its way: webhooks, and what follows this request.
        after: () => {
          webhooks.send(events);
          runLater(later);
        },
      };
    });
  }

  let origin = '';

  async function pages(req: IncomingMessage, url: URL): Promise<Answer | null> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return null;
    const html = (body: string, status = 200): Answer => ({
      status,
      body,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': PAGE_CSP },
    });
    const path = url.pathname;
    if (path === '/v3' || path === '/v3/') {
      const script = await browserScript('browser/stripe-js.js');
      // The script learns its origin and the dialog's colours from the server that serves it.
      const config = JSON.stringify({ origin, palette: PALETTE, mark: SANDBOX_MARK });
      return {
        status: 200,
        body: script.replace(/["']__PAYMENTS_SANDBOX_CONFIG__["']/, () => config),
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...CORS, 'Cache-Control': 'no-cache' },
      };
    }
    if (path.startsWith('/js/')) {
      const file = path.slice(4);
      if (!isBrowserScript(file)) return null;
      return {
        status: 200,
        body: await browserScript(file),
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' },
      };
    }
    if (path === '/elements/card-frame.html') return html(cardFramePage());
    if (path === '/') return html(indexPage(origin));
    if (path === '/healthz') return { status: 200, body: 'ok', headers: { 'Content-Type': 'text/plain' } };
    const threeDs = /^\/sandbox\/3ds\/([A-Za-z0-9_]+)$/.exec(path);
    if (threeDs) {
      return serial(async () => {
        const id = threeDs[1]!;
        const intent = id.startsWith('seti_')
          ? store.get<Stripe.SetupIntent>('setup_intent', id)?.data
          : store.get<Stripe.PaymentIntent>('payment_intent', id)?.data;
        if (!intent || intent.client_secret !== url.searchParams.get('client_secret'))
          return html(notFoundPage('There is no payment waiting for 3-D Secure here.'), 404);
        const method =
          typeof intent.payment_method === 'string' ? store.get<Stripe.PaymentMethod>('payment_method', intent.payment_method) : undefined;
        return html(threeDsPage({ intent, method: method?.data }));
      });
    }
    const receipt = /^\/receipts\/(ch_[A-Za-z0-9]+)$/.exec(path);
    if (receipt) {
      return serial(async () => {
        const charge = store.get<Stripe.Charge>('charge', receipt[1]!);
        return charge ? html(receiptPage(charge.data)) : html(notFoundPage('There is no such receipt.'), 404);
      });
    }
    return null;
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: Answer, extra: Record<string, string>): void {
    res.writeHead(answer.status, {
      'Content-Type': 'application/json',
      'Cache-Control': 'no-cache, no-store',
      'Stripe-Version': String(req.headers['stripe-version'] ?? Stripe.API_VERSION),
      ...extra,
      ...answer.headers,
    });
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  const server: Server = createServer((req, res) => {
    const started = Date.now();
    const requestId = newId('req');
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const base = { 'Request-Id': requestId };
    void (async () => {
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, { ...base, ...CORS });
          res.end();
          return;
        }
        const page = await pages(req, url);
        if (page) return send(req, res, page, base);
        const { answer, after, cors } = await api(req, url, requestId);
        send(req, res, answer, cors ? { ...base, ...CORS } : base);
        logger.debug(
          { method: req.method, path: url.pathname, status: answer.status, ms: Date.now() - started },
          'payments sandbox request',
        );
        after?.();
      } catch (err) {
        logger.error({ err, path: url.pathname }, 'payments sandbox: a request failed');
        if (!res.headersSent) send(req, res, unexpected(), base);
        else res.destroy();
      }
    })();
  });
  server.keepAliveTimeout = 30_000;

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch(async (e) => {
    await db?.close();
    throw e;
  });
  const port = (server.address() as AddressInfo).port;
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const apiUrl = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
  origin = (options.publicOrigin ?? `http://localhost:${port}`).replace(/\/+$/, '');
  engine.origin = origin;

  // Idempotency keys older than a day are forgotten (memory and database), hourly.
  const sweep = setInterval(() => {
    const before = new Date(clock().getTime() - IDEMPOTENCY_TTL_MS);
    for (const [k, r] of keys) if (r.created < before) keys.delete(k);
    db?.forgetKeysBefore(before).catch((err) => logger.warn({ err }, 'payments sandbox: could not forget old idempotency keys'));
  }, 3600_000);
  sweep.unref();

  logger.info({ origin, apiUrl, persistent: !!db }, 'payments sandbox listening');

  let closing: Promise<void> | null = null;
  return {
    origin,
    apiUrl,
    scriptUrl: `${origin}/v3/`,
    secretKey,
    publishableKey,
    addWebhookEndpoint: (endpoint) => webhooks.add(endpoint),
    close: () =>
      (closing ??= (async () => {
        clearInterval(sweep);
        webhooks.close();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // What is queued finishes (and is saved) before the database goes.
        await serial(async () => undefined);
        server.closeAllConnections();
        await closed;
        await db?.close();
      })()),
  };
}
