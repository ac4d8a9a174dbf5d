import type { ApolloServerPlugin } from '@apollo/server';
import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { GraphQLContext } from '../graphql/context.js';
import { noteErrorCode, type BusinessMetrics } from '../shared/metric-events.js';
import { mayReadMetrics, oneOf, operationLabel, routeLabel, routePattern } from './metrics-labels.js';
import { countJobs, type JobCount } from '../modules/jobs/job-counts.repository.js';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Codes are the one vocabulary's (AppError, GraphQL's request errors): upper-case words, never a message. */
const CODE = /^[A-Z][A-Z_]{0,39}$/;
/** pg-boss' states of a job not yet done with: waiting (created, retry), running (active), given up (failed). */
const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;
const PURPOSES = ['booking', 'league', 'event', 'membership', 'renewal'];

/** Live-updates WebSockets of this instance (graphql/subscriptions.ts). */
export interface SubscriptionStats {
  sockets: number;
  subscriptions: number;
}

/**
 * The operations metrics of one app instance, in the Prometheus text format at `GET /metrics`: requests
 * and their latency by route and by GraphQL operation, errors by code, the database pools, the job queues,
 * live WebSockets, the venue's business counters and Node's process metrics. A registry of its own (not
 * prom-client's global one): tests run several apps in one process. Gauges of shared state (pools, queues,
 * sockets) are read when scraped, never kept up to date on the request path.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly pools = new Map<string, () => pg.Pool | undefined>();
  private subscriptionStats: (() => SubscriptionStats) | null = null;

  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly requestSeconds: Histogram<'method' | 'route'>;
  private readonly operations: Counter<'operation' | 'type' | 'outcome'>;
  private readonly operationSeconds: Histogram<'operation' | 'type'>;
  private readonly errors: Counter<'api' | 'code'>;
  private readonly jobFailures: Counter<'queue'>;
  private readonly bookingsConfirmed: Counter<'channel'>;
  private readonly holdsExpired: Counter;
  private readonly paymentsFailed: Counter<'purpose'>;
  private readonly budgetRefusals: Counter<'spender' | 'reason'>;
  private readonly availabilityLookups: Counter<'result'>;

  /** What the services report (shared/metric-events.ts). */
  readonly business: BusinessMetrics;

  constructor(
    private readonly deps: {
      dataSource: DataSource;
      /** METRICS_TOKEN: callers presenting it as a Bearer token may read /metrics from anywhere. */
      token: string | undefined;
    },
  ) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'venue_http_requests_total',
      help: 'HTTP requests answered, by method, matched route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'venue_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and matched route pattern.',
      labelNames: ['method', 'route'],
      buckets: SECONDS,
      registers,
    });
    this.operations = new Counter({
      name: 'venue_graphql_operations_total',
      help:
        'GraphQL operations over HTTP, by operation name ' +
        '(the trusted documents\' names; "anonymous", "other", "invalid"), type and outcome.',
      labelNames: ['operation', 'type', 'outcome'],
      registers,
    });
    this.operationSeconds = new Histogram({
      name: 'venue_graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation over HTTP, by operation name and type.',
      labelNames: ['operation', 'type'],
      buckets: SECONDS,
      registers,
    });
    this.errors = new Counter({
      name: 'venue_errors_total',
      help: 'Requests answered with an error, by API (graphql, rest, http) and error code (VALIDATION, NOT_FOUND, RATE_LIMITED, …).',
      labelNames: ['api', 'code'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'venue_job_failures_total',
      help: 'Jobs whose handler failed on this instance (each is retried by the queue), by queue.',
      labelNames: ['queue'],
      registers,
    });
    this.bookingsConfirmed = new Counter({
      name: 'venue_bookings_confirmed_total',
      help: 'Bookings confirmed by this instance: online (paid or free) or at the desk.',
      labelNames: ['channel'],
      registers,
    });
    this.holdsExpired = new Counter({
      name: 'venue_holds_expired_total',
      help: 'Bay holds (bookings, lessons) released unpaid by this instance: by the sweeper, or when another booking took their time.',
      registers,
    });
    this.paymentsFailed = new Counter({
      name: 'venue_payments_failed_total',
      help: 'Card payments refused (declined, or the bank check failed), by what they were for.',
      labelNames: ['purpose'],
      registers,
    });
    this.budgetRefusals = new Counter({
      name: 'venue_api_budget_refusals_total',
      help: 'Public API requests turned away: a spent cost budget or too many requests of one key at once.',
      labelNames: ['spender', 'reason'],
      registers,
    });
    this.availabilityLookups = new Counter({
      name: 'venue_availability_cache_lookups_total',
      help: "Availability reads by how they were answered: hit (this instance's memory), miss (read and kept), bypass (feed down).",
      labelNames: ['result'],
      registers,
    });
    // The business series exist from the start (at 0), so rate() and alerts see them before the first event.
    for (const channel of ['online', 'desk']) this.bookingsConfirmed.inc({ channel }, 0);
    for (const purpose of PURPOSES) this.paymentsFailed.inc({ purpose }, 0);
    for (const spender of ['key', 'address', 'account'])
      for (const reason of ['budget', 'concurrency']) this.budgetRefusals.inc({ spender, reason }, 0);
    for (const result of ['hit', 'miss', 'bypass']) this.availabilityLookups.inc({ result }, 0);

    const pools = this.pools;
    const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['pool'],
        registers,
        collect() {
          this.reset();
          for (const [pool, get] of pools) {
            const p = get();
            if (p) this.set({ pool }, read(p));
          }
        },
      });
    poolGauge(
      'venue_db_pool_in_use',
      'PostgreSQL connections of the pool lent out to a query or transaction.',
      (p) => p.totalCount - p.idleCount,
    );
    poolGauge('venue_db_pool_idle', 'PostgreSQL connections of the pool open and idle.', (p) => p.idleCount);
    poolGauge('venue_db_pool_waiting', 'Queries waiting for a connection of the pool.', (p) => p.waitingCount);

    const { dataSource } = deps;
    new Gauge({
      name: 'venue_job_queue_jobs',
      help:
        'Jobs in the queue (pg-boss, shared by every instance), by queue and state: ' +
        'created and retry wait, active run, failed gave up.',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        this.reset();
        // The database away: no samples, and the rest of the scrape still answers (an outage is when it is read most).
        let rows: JobCount[] = [];
        try {
          rows = await countJobs(dataSource, JOB_STATES);
        } catch {
          return;
        }
        for (const r of rows) this.set({ queue: r.name, state: r.state }, r.count);
      },
    });

    const stats = () => this.subscriptionStats?.();
    new Gauge({
      name: 'venue_ws_connections',
      help: 'Open live-updates WebSockets (graphql-ws) on this instance.',
      registers,
      collect() {
        this.set(stats()?.sockets ?? 0);
      },
    });
    new Gauge({
      name: 'venue_ws_subscriptions',
      help: 'GraphQL subscriptions running on the open WebSockets of this instance.',
      registers,
      collect() {
        this.set(stats()?.subscriptions ?? 0);
      },
    });

    this.business = {
      bookingConfirmed: (channel) => this.bookingsConfirmed.inc({ channel }),
      holdsExpired: (count) => this.holdsExpired.inc(count),
      paymentFailed: (purpose) => this.paymentsFailed.inc({ purpose: oneOf(purpose, new Set(PURPOSES)) }),
      budgetRefused: (spender, reason) => this.budgetRefusals.inc({ spender, reason }),
      availabilityLookup: (result) => this.availabilityLookups.inc({ result }),
    };
  }

  /** A pg pool to report at scrape time (`get` may answer undefined while it is not open). */
  watchPool(name: string, get: () => pg.Pool | undefined): void {
    this.pools.set(name, get);
  }

  /** The live-updates server, once the app listens (attachSubscriptions). */
  watchSubscriptions(stats: () => SubscriptionStats): void {
    this.subscriptionStats = stats;
  }

  jobFailed(queue: string): void {
    this.jobFailures.inc({ queue });
  }

  /**
   * First middleware: times each request and counts it under the route pattern Express matches. The pattern
   * is taken when the router assigns `req.route` (with the mount path it has then: an error handled later,
   * outside the router, would see it reset), so a URL's ids and query never become labels.
   */
  requestTimer(): RequestHandler {
    return (req, res, next) => {
      const start = process.hrtime.bigint();
      let route: { path?: unknown } | undefined;
      let matched: string | undefined;
      Object.defineProperty(req, 'route', {
        configurable: true,
        enumerable: true,
        get: () => route,
        set: (r: { path?: unknown } | undefined) => {
          route = r;
          matched = r ? routePattern(req.baseUrl, r.path) : undefined;
        },
      });
      res.once('close', () => {
        const seconds = Number(process.hrtime.bigint() - start) / 1e9;
        const label = routeLabel(matched, req.baseUrl, res.statusCode);
        const method = oneOf(req.method, METHODS);
        // A client that went away before the answer was sent: counted, but not as the status it never got.
        this.requests.inc({ method, route: label, status: res.writableFinished ? String(res.statusCode) : 'aborted' });
        this.requestSeconds.observe({ method, route: label }, seconds);
        const api = label.startsWith('/graphql') ? 'graphql' : label.startsWith('/api') ? 'rest' : 'http';
        const codes = res.locals.errorCodes as Set<string> | undefined;
        for (const code of codes ?? []) this.errors.inc({ api, code: CODE.test(code) ? code : 'other' });
      });
      next();
    };
  }

  /** `GET /metrics`, for loopback callers and METRICS_TOKEN holders; anyone else gets what an unknown path gets. */
  routes(): Router {
    const router = Router();
    router.get('/metrics', async (req, res, next) => {
      const caller = {
        remoteAddress: req.socket.remoteAddress,
        forwarded: req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined,
        authorization: req.headers.authorization,
      };
      if (!mayReadMetrics(caller, this.deps.token)) return next();
      const body = await this.registry.metrics();
      res.set('Cache-Control', 'no-store').type(this.registry.contentType).send(body);
    });
    return router;
  }

  /**
   * Apollo: each operation over HTTP counted and timed by name and type, and its error codes noted for
   * venue_errors_total. Names other than `known` (the trusted documents') count as "other".
   */
  /** Counts a query answered without GraphQL running (graphql/conditional.ts), as graphqlPlugin counts the others. */
  replayedQuery(known: ReadonlySet<string>): (name: string | null, seconds: number) => void {
    return (name, seconds) => {
      const operation = operationLabel(name, known);
      this.operations.inc({ operation, type: 'query', outcome: 'ok' });
      this.operationSeconds.observe({ operation, type: 'query' }, seconds);
    };
  }

  graphqlPlugin(known: ReadonlySet<string>): ApolloServerPlugin<GraphQLContext> {
    const { operations, operationSeconds } = this;
    return {
      async requestDidStart({ contextValue }) {
        const start = process.hrtime.bigint();
        // Until the document is parsed, validated and its operation chosen: "invalid".
        let operation = 'invalid';
        let type = 'unknown';
        return {
          async didResolveOperation(ctx) {
            operation = operationLabel(ctx.operationName, known);
            type = ctx.operation?.operation ?? 'unknown';
          },
          async willSendResponse({ response }) {
            const errors = response.body.kind === 'single' ? response.body.singleResult.errors : response.body.initialResult.errors;
            const codes = new Set((errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR')));
            if (contextValue.res) for (const code of codes) noteErrorCode(contextValue.res, code);
            operations.inc({ operation, type, outcome: codes.size ? 'error' : 'ok' });
            operationSeconds.observe({ operation, type }, Number(process.hrtime.bigint() - start) / 1e9);
          },
        };
      },
    };
  }
}
