// The payments sandbox on its own, apart from the app (docs/payments.md): `npm run payments-sandbox`
// from source, or `node backend/dist/payments-sandbox/sandbox.cli.js` from a build (a production
// image has no TypeScript tooling). It prints what the app needs to use it as its card processor.
//
//   PAYMENTS_SANDBOX_PORT            port (default 3001)
//   HOST                             where to listen (default 127.0.0.1)
//   PAYMENTS_SANDBOX_ORIGIN          its address as browsers reach it (default http://localhost:<port>)
//   DATABASE_URL                     keep its objects in PostgreSQL (default: in memory)
//   PAYMENTS_SANDBOX_SECRET_KEY      default sk_test_sandbox
//   PAYMENTS_SANDBOX_PUBLISHABLE_KEY default pk_test_sandbox
//   PAYMENTS_SANDBOX_WEBHOOK_URL     where to send webhooks, comma-separated (e.g. http://localhost:3000/webhooks/stripe)
//   PAYMENTS_SANDBOX_WEBHOOK_SECRET  their signing secret (default: a new one, printed)
//   LOG_LEVEL                        default info
import { randomBytes } from 'node:crypto';
import { createLogger } from '../shared/logger.js';
import { startPaymentsSandbox } from './sandbox.js';

const env = process.env;
const logger = createLogger(env.LOG_LEVEL ?? 'info', process.stdout.isTTY ? 'pretty' : 'json');
const port = Number(env.PAYMENTS_SANDBOX_PORT ?? 3001);
const webhookSecret = env.PAYMENTS_SANDBOX_WEBHOOK_SECRET || `whsec_${randomBytes(24).toString('hex')}`;
const webhookUrls = (env.PAYMENTS_SANDBOX_WEBHOOK_URL ?? '')
  .split(',')
  .map((u) => u.trim())
  .filter(Boolean);

const sandbox = await startPaymentsSandbox({
  host: env.HOST ?? '127.0.0.1',
  port,
  publicOrigin: env.PAYMENTS_SANDBOX_ORIGIN,
  databaseUrl: env.DATABASE_URL || undefined,
  secretKey: env.PAYMENTS_SANDBOX_SECRET_KEY,
  publishableKey: env.PAYMENTS_SANDBOX_PUBLISHABLE_KEY,
  webhooks: webhookUrls.map((url) => ({ url, secret: webhookSecret })),
  logger: logger.child({ module: 'payments-sandbox' }),
});

process.stdout.write(
  [
    '',
    'Payments sandbox — test mode, no real money',
    `  API:            ${sandbox.apiUrl}`,
    `  Stripe.js:      ${sandbox.scriptUrl}`,
    `  Storage:        ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'memory (set DATABASE_URL to keep objects)'}`,
    `  Webhooks to:    ${webhookUrls.join(', ') || '(none: set PAYMENTS_SANDBOX_WEBHOOK_URL)'}`,
    '',
    'Give the app:',
    `  STRIPE_SECRET_KEY=${sandbox.secretKey}`,
    `  STRIPE_PUBLISHABLE_KEY=${sandbox.publishableKey}`,
    `  STRIPE_WEBHOOK_SECRET=${webhookSecret}`,
    `  STRIPE_API_URL=${sandbox.apiUrl}`,
    `  STRIPE_JS_URL=${sandbox.scriptUrl}`,
    '',
  ].join('\n'),
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    sandbox
      .close()
      .then(() => process.exit(0))
      .catch((err) => {
        logger.error({ err }, 'payments sandbox: stopping failed');
        process.exit(1);
      });
  });
}
