import 'reflect-metadata';
import { createHmac } from 'node:crypto';
import express, { type Express, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import pg from 'pg';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { ConfigError, publicApiBudgets, trustProxySetting, type Config } from './config/config.js';
import type { GraphQLContext } from './graphql/context.js';
import { createLoaders } from './graphql/loaders.js';
import { formatGraphQLError, serviceUnavailablePlugin, type ErrorReporting } from './graphql/errors.js';
import { inputGuardPlugin } from './graphql/input-guard.js';
import { refuseUnreadBody } from './graphql/unread-body.js';
import { resolveTrustedDocuments, TrustedDocuments, trustedDocumentsPlugin } from './graphql/trusted-documents.js';
import { documentProtection, LIMITS } from './graphql/limits.js';
import { publicApiMiddleware, publicApiPlugin, refuseSpentAccounts } from './graphql/public-api.js';
import { ConditionalAnswers } from './graphql/conditional.js';
import { ApiBudgetRepository } from './modules/api-keys/api-budget.repository.js';
import { ApiBudgetService } from './modules/api-keys/api-budget.service.js';
import { buildAppSchema } from './graphql/schema.js';
import { compressResponses } from './http/compression.js';
import { healthRoutes } from './http/health.routes.js';
import { AppMetrics } from './http/metrics.js';
import { operationNames } from './http/metrics-labels.js';
import { requestId } from './http/request-id.js';
import { createPageBoot } from './http/boot-data.js';
import { serveSpa } from './http/spa.js';
import { unsubscribeRoutes } from './http/unsubscribe.routes.js';
import { paymentWebhookRoutes } from './http/payment-webhook.routes.js';
import { Processor, type ProcessorSettings } from './modules/payments/processor.js';
import type { DisputeEmailJob } from './modules/payments/webhook.service.js';
import { apiRoutes } from './rest/api.routes.js';
import { errorHandler } from './rest/error-handler.js';
import { lazySessions, loadCurrentUser, SESSION_COOKIE } from './modules/auth/session.js';
import { createSessionStore } from './modules/auth/session.repository.js';
import type { Server } from 'node:http';
import { attachSubscriptionServer } from './graphql/subscriptions.js';
import { AvailabilityFeed } from './modules/bookings/availability-feed.js';
import { QUEUES, startJobQueue, type JobQueue } from './modules/jobs/job-queue.js';
import type { GraceEndJob, MembershipEmailJob, RenewalJob } from './modules/memberships/membership.service.js';
import type { BookingEmailJob, ReminderJob } from './modules/notifications/booking-notifier.js';
import type { LeagueEmailJob } from './modules/leagues/league.service.js';
import type { RefundDue } from './modules/bookings/booking-refund.service.js';
import type { EventMailJob, OfferExpiryJob } from './modules/events/event.service.js';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './modules/mail/mailer.js';
import { createServices, type Services } from './services.js';
import type { Logger } from './shared/logger.js';
import { errorKind, LogGate } from './shared/log-gate.js';
import { DatabaseOutageMonitor } from './db/outage-monitor.js';

export interface AppDeps {
  config: Config;
  dataSource: DataSource;
  /** The same database as dataSource; the session store keeps its own small pool on it. */
  databaseUrl: string;
  logger: Logger;
  /** Generated when missing (development, tests): sessions then do not survive a restart. */
  sessionSecret: string;
  /** Defaults to SMTP when SMTP_URL is set, else the development outbox. */
  mailer?: Mailer;
  /** The card processor: Stripe's keys and addresses, or the payments sandbox's (payments/processor.ts). */
  payments: ProcessorSettings;
  /** The public API's document limits, costs and budgets; off only for the benchmark's comparison (bench/public-api.ts). */
  publicApiLimits?: boolean;
  /** Availability answered from memory while fresh; off only for the benchmark's cold figure (bench/availability-cache.ts). */
  availabilityCache?: boolean;
}

export interface App {
  app: Express;
  jobs: JobQueue;
  availabilityFeed: AvailabilityFeed;
  /** The same service instances the routes use (tests and jobs call them directly). */
  services: Services;
  /** GraphQL subscriptions (graphql-ws) on the listening server, at /graphql. */
  attachSubscriptions(server: Server): void;
  /** Stops GraphQL, jobs and the session pool; the caller owns the DataSource. */
  close(): Promise<void>;
}

/** What the processor's browser side loads, for the Content-Security-Policy (Stripe's published list for Stripe.js). */
function processorOrigins(p: ProcessorSettings): { script: string[]; frame: string[]; connect: string[]; img: string[] } {
  const script = new URL(p.scriptUrl).origin;
  if (script === 'https://js.stripe.com')
    return {
      script: [script],
      frame: [script, 'https://hooks.stripe.com'],
      connect: ['https://api.stripe.com', 'https://m.stripe.network'],
      img: ['https://*.stripe.com'],
    };
  // The payments sandbox (or a stand-in for Stripe.js served elsewhere): one origin for all of it.
  return { script: [script], frame: [script], connect: [script], img: [] };
}

/** Builds the whole HTTP application without listening: main.ts listens, tests call it directly. */
export async function createApp(deps: AppDeps): Promise<App> {
  const { config, dataSource, logger } = deps;
  const mailer =
    deps.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
      : createOutboxMailer(config.MAIL_OUTBOX_DIR, config.MAIL_FROM, logger));
  // Errors logged once per kind a minute, and a database outage as one line when it starts and one when it ends.
  const outage = new DatabaseOutageMonitor(() => dataSource.query('SELECT 1'), logger);
  const reporting: ErrorReporting = { gate: new LogGate(logger), outage };
  const metrics = new AppMetrics({ dataSource, token: config.METRICS_TOKEN });
  if (!config.SMTP_URL && !deps.mailer)
    logger.warn({ outbox: config.MAIL_OUTBOX_DIR }, 'SMTP_URL is not set: e-mails go to the log and the outbox folder');
  const jobs = await startJobQueue(deps.databaseUrl, logger, {
    pollingIntervalSeconds: config.JOBS_POLLING_SECONDS,
    onError: (err) => outage.noteFailure(err) || reporting.gate.error(errorKind(err, 'jobs'), { err }, 'job queue error'),
    onJobFailed: (queue) => metrics.jobFailed(queue),
  });
  const availabilityFeed = new AvailabilityFeed(deps.databaseUrl, logger);
  await availabilityFeed.start();
  // Weekly reminders go out over one pooled transport with a rate cap, apart from transactional mail.
  const bulkMailer =
    deps.mailer ??
    (config.SMTP_URL
      ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, {
          maxConnections: 2,
          maxMessages: 100,
          ratePerSecond: config.REMINDERS_MAX_PER_SECOND,
        })
      : mailer);
  // Without UNSUBSCRIBE_SECRET, derived from the session secret (links then last as long as it does).
  const unsubscribeSecret = config.UNSUBSCRIBE_SECRET ?? createHmac('sha256', deps.sessionSecret).update('unsubscribe').digest('hex');
  const services = createServices({
    dataSource,
    config,
    logger,
    mailer,
    jobs,
    availabilityFeed,
    databaseUrl: deps.databaseUrl,
    processor: new Processor(deps.payments),
    reminders: { mailer: bulkMailer, unsubscribeSecret },
    metrics: metrics.business,
    availabilityCache: deps.availabilityCache ?? true,
  });
  await jobs.work<BookingEmailJob>(QUEUES.bookingEmail, async (job) => void (await services.bookingNotifier.sendBookingEmail(job)));
  await jobs.work<ReminderJob>(QUEUES.bookingReminder, async (job) => void (await services.bookingNotifier.sendReminder(job)));
  await jobs.work<RefundDue>(QUEUES.bookingRefund, async (due) => void (await services.bookingRefunds.refund(due)));
  await jobs.work(QUEUES.reconcileCharges, async () => void (await services.checkout.reconcile()));
  await jobs.schedule(QUEUES.reconcileCharges, '*/5 * * * *');
  await jobs.work(QUEUES.paymentSweep, async () => void (await services.checkout.sweep()));
  await jobs.work<DisputeEmailJob>(QUEUES.paymentDisputeEmail, async (job) => void (await services.webhooks.sendDisputeMail(job)));
  await jobs.schedule(QUEUES.paymentSweep, '* * * * *');
  await jobs.work(QUEUES.releaseExpiredHolds, async () => void (await services.bookings.releaseExpiredHolds()));
  await jobs.schedule(QUEUES.releaseExpiredHolds, '* * * * *');
  await jobs.work<RenewalJob>(QUEUES.membershipRenewal, async (job) => void (await services.memberships.renew(job)));
  await jobs.work<GraceEndJob>(QUEUES.membershipGraceEnd, async (job) => void (await services.memberships.endGrace(job)));
  await jobs.work(QUEUES.membershipRenewalSweep, async () => void (await services.memberships.sweepDueRenewals()));
  await jobs.schedule(QUEUES.membershipRenewalSweep, '17 * * * *');
  await jobs.work<MembershipEmailJob>(QUEUES.membershipEmail, async (job) => void (await services.membershipNotifier.send(job)));
  await jobs.work(QUEUES.weeklyRemindersTick, async () => void (await services.reminders.tick()));
  await jobs.schedule(QUEUES.weeklyRemindersTick, '* * * * *');
  await jobs.work(QUEUES.weeklyRemindersDeliver, async () => void (await services.reminders.deliver()));
  await jobs.work<LeagueEmailJob>(QUEUES.leagueEmail, async (job) => void (await services.leagues.sendConfirmation(job)));
  await jobs.work<EventMailJob>(QUEUES.eventEmail, async (job) => void (await services.eventNotifier.send(job)));
  await jobs.work<OfferExpiryJob>(QUEUES.eventOfferExpiry, async (job) => void (await services.events.expireOffer(job.waitlistId)));
  // Each minute: offers whose time is up, and registrations a crash left pending.
  await jobs.work(QUEUES.eventOfferSweep, async () => {
    await services.events.expireDueOffers();
    await services.events.releaseStalePending();
  });
  await jobs.schedule(QUEUES.eventOfferSweep, '* * * * *');
  const trusted = TrustedDocuments.load(config.TRUSTED_DOCUMENTS_FILE);
  if (config.GRAPHQL_TRUSTED_DOCUMENTS === 'enforce' && trusted.size === 0)
    throw new ConfigError(`TRUSTED_DOCUMENTS_FILE names no trusted documents (${config.TRUSTED_DOCUMENTS_FILE}): run npm run codegen`);
  const limitsOn = deps.publicApiLimits ?? true;
  const limits = documentProtection({ production: config.NODE_ENV === 'production' });
  const budgets = limitsOn
    ? new ApiBudgetService(new ApiBudgetRepository(dataSource), publicApiBudgets(config), metrics.business.budgetRefused)
    : null;
  const operations = operationNames(trusted.all());
  const conditional = new ConditionalAnswers(
    services.availabilityCache,
    budgets,
    (viewer) => services.availability.windowOf(viewer ?? null),
    metrics.replayedQuery(operations),
  );
  const json = express.json({ limit: '200kb' });
  const app = express();
  app.set('trust proxy', trustProxySetting(config.TRUST_PROXY));
  app.disable('x-powered-by');
  // No ETag hashed from a body: a public schedule answer's ETag names the versions it was read at (graphql/conditional.ts).
  app.set('etag', false);
  app.use(metrics.requestTimer());
  // Anonymous conditional polls of the public schedule: a 304 before the rest of the stack (conditional.ts).
  app.use('/graphql', conditional.notModifiedFirst(json, logger));

  app.use(
    pinoHttp({
      logger,
      // One short line per request: not every header (serialising and redacting them all was a
      // measurable part of a small request's time), just what finds a request again.
      serializers: {
        req: (r: { id: unknown; method: string; url: string; remoteAddress?: string; headers: Record<string, unknown> }) => ({
          id: r.id,
          method: r.method,
          url: r.url,
          remoteAddress: r.remoteAddress,
          userAgent: r.headers['user-agent'],
        }),
        res: (r: { statusCode: number }) => ({ statusCode: r.statusCode }),
      },
      genReqId: requestId,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      // A 4xx is the client's business (a signed-out GET /api/user is a 401 on every page load): info.
      // During a database outage the monitor's two lines stand for every refused request.
      // A flood turned away by the public API's budget is logged by the budget's own gated line.
      customLogLevel: (_req, res, err) =>
        (res.statusCode === 503 && outage.down) || (res as Response).locals?.quietLog
          ? 'silent'
          : err || res.statusCode >= 500
            ? 'error'
            : 'info',
    }),
  );

  // Google Identity Services (sign-in button and popup), when configured, and the card processor: its
  // script and card fields come from its own origin (Stripe's, or the payments sandbox's), never ours.
  const gis = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com/gsi/'] : [];
  const processor = processorOrigins(deps.payments);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...gis.map((g) => `${g}client`), ...processor.script],
          styleSrc: ["'self'", "'unsafe-inline'", ...gis.map((g) => `${g}style`)], // emotion (MUI) injects <style> elements at run time
          imgSrc: ["'self'", 'data:', ...processor.img],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...gis, ...processor.connect],
          frameSrc: [...gis, ...processor.frame],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null, // the local quick start is plain HTTP
        },
      },
      crossOriginEmbedderPolicy: false,
      // The Google sign-in popup reports back to this window: keep the opener for popups.
      crossOriginOpenerPolicy: { policy: gis.length ? 'same-origin-allow-popups' : 'same-origin' },
    }),
  );

  app.use(compressResponses());
  app.use(healthRoutes(dataSource, availabilityFeed, reporting));
  app.use(metrics.routes());
  // Before any body parser and without a session: the signature is checked on the raw bytes.
  app.use('/webhooks', paymentWebhookRoutes(services));

  const sessionPool = new pg.Pool({ connectionString: deps.databaseUrl, max: 4, application_name: 'venue-sessions' });
  // An idle connection the server dropped (a restart, or Ctrl-C reaching the embedded server too):
  // the pool replaces it. Log what happened, not the whole client object pg attaches to the error.
  sessionPool.on('error', (err: Error & { code?: string }) => {
    if (!outage.noteFailure(err)) logger.warn({ code: err.code, message: err.message }, 'session pool: idle connection lost');
  });
  metrics.watchPool('app', () => (dataSource.driver as unknown as { master?: pg.Pool }).master);
  metrics.watchPool('sessions', () => sessionPool);
  const sessions = session({
    name: SESSION_COOKIE,
    secret: deps.sessionSecret,
    store: createSessionStore(session, sessionPool, {
      pruneSessionInterval: 15 * 60,
      onError: (err) => outage.noteFailure(err) || reporting.gate.error(errorKind(err, 'sessions'), { err }, 'session store error'),
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto', // Secure whenever the request came over HTTPS (see TRUST_PROXY)
      maxAge: config.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
    },
  });
  app.use(lazySessions(sessions));
  app.use(loadCurrentUser(services.users, config.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3600_000));

  const schema = await buildAppSchema();
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    introspection: config.GRAPHQL_INTROSPECTION === 'on', // on by default: third parties read schedules, the schema is their documentation
    csrfPrevention: true,
    // No automatic persisted queries: nobody registers a document; the app's own are trusted documents.
    persistedQueries: false,
    includeStacktraceInErrorResponses: false,
    formatError: formatGraphQLError(reporting),
    parseOptions: limitsOn ? limits.parseOptions : undefined,
    validationRules: limitsOn ? limits.validationRules : [],
    // No cache hints are used: without this, Apollo's default cache-control plugin wraps every field
    // resolver (hundreds per availability grid) to compute a policy nobody reads.
    plugins: [
      metrics.graphqlPlugin(operations),
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      inputGuardPlugin(),
      trustedDocumentsPlugin(config.GRAPHQL_TRUSTED_DOCUMENTS),
      serviceUnavailablePlugin(),
      conditional.plugin(),
      // A mutation's answer waits until this instance has heard the changes it made (a few ms), so the
      // availability its page reads next is never the cached one from before.
      {
        requestDidStart: async () => ({
          willSendResponse: async ({ operation }) => {
            if (operation?.operation === 'mutation') await availabilityFeed.sync();
          },
        }),
      },
      ...(budgets ? [...limits.plugins, publicApiPlugin(budgets)] : []),
    ],
    stopOnTerminationSignals: false, // main.ts owns shutdown order; Apollo's own handler re-raises the signal
  });
  await apollo.start();
  app.use(
    '/graphql',
    publicApiMiddleware(config.APP_ORIGIN, services.apiKeys, budgets, reporting.gate),
    conditional.bodyParsed(json),
    refuseUnreadBody(),
    resolveTrustedDocuments(trusted),
    refuseSpentAccounts(budgets, reporting.gate),
    conditional.middleware(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({ services, logger: req.log, loaders: createLoaders(services), req, res }),
    }),
  );

  app.use('/unsubscribe', unsubscribeRoutes(services, config.APP_ORIGIN));
  app.use('/api', apiRoutes(services, config.APP_ORIGIN));
  serveSpa(app, config.SPA_DIST_DIR, logger, createPageBoot({ schema, documents: trusted, services }));
  app.use(errorHandler(reporting));

  let wsCleanup: (() => Promise<void>) | null = null;
  return {
    app,
    jobs,
    availabilityFeed,
    services,
    attachSubscriptions(server) {
      // Public subscriptions only (schedules): no session is read from the socket.
      const subscriptions = attachSubscriptionServer({
        server,
        path: '/graphql',
        schema,
        limits: {
          origins: [config.APP_ORIGIN, ...config.WS_ALLOWED_ORIGINS],
          socketsPerAddress: config.WS_MAX_SOCKETS_PER_ADDRESS,
          subscriptionsPerSocket: config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET,
          initTimeoutMs: 3000,
          maxPayloadBytes: 16 * 1024,
          maxTokens: LIMITS.maxTokens,
        },
        trustProxy: app.get('trust proxy fn') as (addr: string, hop: number) => boolean,
        context: (req) => ({ services, logger, loaders: createLoaders(services), req, res: undefined }),
        formatError: formatGraphQLError(reporting),
        validationRules: limitsOn ? limits.validationRules : [],
      });
      metrics.watchSubscriptions(subscriptions.stats);
      wsCleanup = () => subscriptions.close();
    },
    close: async () => {
      await wsCleanup?.();
      services.availabilityCache.close();
      await availabilityFeed.stop();
      await apollo.stop();
      await jobs.stop();
      await sessionPool.end();
      outage.stop();
      reporting.gate.close();
      mailer.close();
      if (bulkMailer !== mailer) bulkMailer.close();
    },
  };
}
