import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { inject } from 'vitest';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config/config.js';
import { createDataSource } from '../../src/db/data-source.js';
import { createLogger, type Logger } from '../../src/shared/logger.js';
import { startPaymentsSandbox, type PaymentsSandbox } from '../../src/payments-sandbox/sandbox.js';
import type { ProcessorSettings } from '../../src/modules/payments/processor.js';
import { startTestServer, uniqueName } from './throwaway-database.js';

export interface TestDatabase {
  url: string;
  dataSource: DataSource;
  drop(): Promise<void>;
}

/** A database of this test file's own, copied from its worker's migrated template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = await startTestServer(inject('pgServerUrl'));
  const name = uniqueName('venue_test');
  const templates = inject('pgTemplates');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  await server.createDatabase(name, templates[(worker - 1) % templates.length]);
  const url = server.url(name);
  const dataSource = createDataSource(url, 5);
  await dataSource.initialize();
  return {
    url,
    dataSource,
    drop: async () => {
      if (dataSource.isInitialized) await dataSource.destroy();
      await server.dropDatabase(name);
    },
  };
}

/** The session secret every test app signs its cookies with (tests may mint sessions directly). */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret';

export interface TestApp {
  db: TestDatabase;
  app: App;
  http: supertest.Agent;
  /** The card processor this app pays through: the payments sandbox, in memory, on a port of its own (null against Stripe itself). */
  sandbox: PaymentsSandbox | null;
  /** The official SDK on the sandbox, as a test (or the browser's card fields) reaches the processor. */
  stripe: Stripe;
  /** Where the app listens (the sandbox delivers its webhooks here). */
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** The webhook signing secret of every test app's sandbox endpoint. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_webhook_secret';

/** The official SDK pointed at a processor's base URL (the sandbox, or Stripe's). */
export function stripeClient(secretKey: string, apiUrl: string): Stripe {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(secretKey, { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol });
}

/** The real application on a fresh database, reached over HTTP the way a client reaches it. */
export async function createTestApp(env: Record<string, string> = {}, shared?: TestDatabase, logger?: Logger): Promise<TestApp> {
  const db = shared ?? (await createTestDatabase());
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SPA_DIST_DIR: '/nonexistent',
    JOBS_POLLING_SECONDS: '0.5',
    // Every test client is one address; the hold-cap tests set their own limit.
    HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    // Tests script signed-in operations as text; trusted-documents.int.test.ts turns enforcement on.
    GRAPHQL_TRUSTED_DOCUMENTS: 'off',
    // Likewise the public API's anonymous budget (the public-api tests set their own).
    PUBLIC_API_ANONYMOUS_BUDGET: '100000000',
    ...env,
  });
  // `npm run test:stripe`: Stripe's own test mode (its webhooks cannot reach this machine: tests deliver them).
  const real = process.env.PAYMENTS_TEST_PROCESSOR === 'stripe';
  const sandbox = real ? null : await startPaymentsSandbox({ port: 0 });
  const payments: ProcessorSettings = sandbox
    ? {
        name: 'sandbox',
        secretKey: sandbox.secretKey,
        publishableKey: sandbox.publishableKey,
        webhookSecret: TEST_WEBHOOK_SECRET,
        apiUrl: sandbox.apiUrl,
        scriptUrl: sandbox.scriptUrl,
      }
    : {
        name: 'stripe',
        secretKey: process.env.STRIPE_SECRET_KEY!,
        publishableKey: process.env.STRIPE_PUBLISHABLE_KEY ?? 'pk_test_unused',
        webhookSecret: TEST_WEBHOOK_SECRET,
        apiUrl: 'https://api.stripe.com',
        scriptUrl: 'https://js.stripe.com/v3/',
      };
  const app = await createApp({
    config,
    dataSource: db.dataSource,
    databaseUrl: db.url,
    logger: logger ?? createLogger(config.LOG_LEVEL),
    sessionSecret: TEST_SESSION_SECRET,
    payments,
  });
  // Listening too, so that the sandbox's webhooks reach the app as they would in production.
  const server: Server = createServer(app.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  sandbox?.addWebhookEndpoint({ url: `${url}/webhooks/stripe`, secret: TEST_WEBHOOK_SECRET });
  return {
    db,
    app,
    http: supertest.agent(app.app),
    sandbox,
    stripe: stripeClient(payments.secretKey, payments.apiUrl),
    url,
    server,
    close: async () => {
      await sandbox?.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
      if (!shared) await db.drop();
    },
  };
}

/** POST a GraphQL operation as a browser would (JSON body, so CSRF prevention lets it through). */
export function gql(http: supertest.Agent, query: string, variables?: Record<string, unknown>) {
  return http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}

/**
 * A confirmation token for a test card, as the browser's card fields would make one: Stripe's
 * test payment methods (`pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_authenticationRequired`, …)
 * work against the sandbox and against Stripe's own test mode alike.
 */
export async function cardToken(t: Pick<TestApp, 'stripe'>, testCard = 'pm_card_visa', setupFutureUsage?: 'off_session'): Promise<string> {
  const token = await t.stripe.testHelpers.confirmationTokens.create({
    payment_method: testCard,
    ...(setupFutureUsage ? { setup_future_usage: setupFutureUsage } : {}),
  });
  return token.id;
}

/** A checkout's `payment` with a new test card. */
export async function newCard(t: Pick<TestApp, 'stripe'>, testCard = 'pm_card_visa', opts: { save?: boolean; makeDefault?: boolean } = {}) {
  return {
    confirmationToken: await cardToken(t, testCard, opts.save ? 'off_session' : undefined),
    saveCard: !!opts.save,
    ...(opts.makeDefault ? { makeDefault: true } : {}),
  };
}
