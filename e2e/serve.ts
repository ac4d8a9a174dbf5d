// The e2e web server: the built app (backend/dist + frontend/dist), exactly as `npm start` runs it,
// on a throwaway database (a temporary embedded PostgreSQL, or a fresh database on DATABASE_URL).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpServer } from '../backend/test/support/smtp.js';
import { freePort, makeTempDir, startTestServer, uniqueName } from '../backend/test/support/throwaway-database.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  LOG_FORMAT: 'json',
  // Every test browser is the one address 127.0.0.1: the per-address hold limit would count the whole suite.
  HOLDS_PER_ADDRESS_PER_HOUR: '100000',
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: '100000',
  PAGE_VIEWS_PER_ADDRESS_PER_MINUTE: '100000',
  // The specs' setup calls (support/accounts.ts graphql()) send signed-in operations as text. The app itself
  // still sends only ids, and an unknown id is an error, so the pages prove every operation is trusted.
  GRAPHQL_TRUSTED_DOCUMENTS: 'off',
  PUBLIC_API_ANONYMOUS_BUDGET: '100000000', // every browser of the run is one address
  // Mail, reminders and held seats go through jobs: a test waiting on one waited up to 2 s (the default
  // poll) each time. The integration tests poll at this rate too.
  JOBS_POLLING_SECONDS: '0.5',
};

// Payments (docs/payments.md). By default the app runs its own payments sandbox, on a free port of its
// own. With E2E_PAYMENTS=stripe the app is in Stripe mode: Stripe's keys set, its SDK and its
// browser script pointed at a stateful fake of Stripe (the same sandbox, started here apart from the
// app, in memory) that delivers signed webhooks to the app, as Stripe would.
let stopProcessor: () => Promise<void> = async () => undefined;
if (process.env.E2E_PAYMENTS === 'stripe') {
  const { startPaymentsSandbox } = await import('../backend/src/payments-sandbox/sandbox.js');
  const fakePort = await freePort();
  const webhookSecret = `whsec_e2e_${randomBytes(12).toString('hex')}`;
  const fake = await startPaymentsSandbox({
    host: '127.0.0.1',
    port: fakePort,
    publicOrigin: `http://127.0.0.1:${fakePort}`,
    secretKey: 'sk_test_e2e_stripe_fake',
    publishableKey: 'pk_test_e2e_stripe_fake',
    webhooks: [{ url: `http://127.0.0.1:${env.PORT}/webhooks/stripe`, secret: webhookSecret }],
  });
  Object.assign(env, {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: fake.apiUrl,
    STRIPE_JS_URL: fake.scriptUrl,
  });
  stopProcessor = () => fake.close();
} else {
  const sandboxPort = await freePort();
  env.PAYMENTS_SANDBOX_PORT = String(sandboxPort);
  env.PAYMENTS_SANDBOX_ORIGIN = `http://127.0.0.1:${sandboxPort}`;
}

let cleanup: () => Promise<void>;
if (process.env.DATABASE_URL) {
  const server = await startTestServer(process.env.DATABASE_URL);
  const name = uniqueName('venue_e2e');
  await server.createDatabase(name);
  env.DATABASE_URL = server.url(name);
  cleanup = () => server.dropDatabase(name);
} else {
  const dir = await makeTempDir('venue-e2e-');
  env.EMBEDDED_PG_DIR = path.join(dir, 'pg');
  env.EMBEDDED_PG_PORT = String(await freePort());
  cleanup = () => rm(dir, { recursive: true, force: true });
}

// The app's mail goes to a real SMTP server in this process; each message lands as JSON in the run's
// mailbox folder (E2E_MAILBOX_DIR, set by playwright.config.ts), where support/mailbox.ts reads it.
const mailbox = process.env.E2E_MAILBOX_DIR;
if (mailbox) {
  mkdirSync(mailbox, { recursive: true });
  let n = 0;
  const smtp = await startSmtpServer({
    // Written aside, then renamed: a reader never sees half a message.
    onMail: (mail) => {
      const file = path.join(mailbox, `${Date.now()}-${++n}.json`);
      writeFileSync(`${file}.part`, JSON.stringify(mail));
      renameSync(`${file}.part`, file);
    },
  });
  env.SMTP_URL = smtp.url;
}

// The run's clock (see support/clock.ts): the server reads it through a preload when it lags the real one.
const offset = Number(process.env.E2E_CLOCK_OFFSET_MS ?? 0);
const clock = offset < 0 ? ['--import', path.join(root, 'e2e/support/clock-preload.mjs')] : [];
// As `npm start` runs it: the telemetry preload first (it does nothing here, with no OTLP endpoint set).
const telemetry = ['--import', path.join(root, 'backend/dist/telemetry/instrument.js')];
const app = spawn(process.execPath, ['--enable-source-maps', ...telemetry, ...clock, path.join(root, 'backend/dist/main.js')], {
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => app.kill('SIGTERM'));
app.on('exit', async (code) => {
  await stopProcessor().catch((e) => console.error('e2e payments fake stop failed:', e));
  await cleanup().catch((e) => console.error('e2e cleanup failed:', e));
  process.exit(code ?? 0);
});
