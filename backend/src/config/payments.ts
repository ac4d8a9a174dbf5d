import { randomBytes } from 'node:crypto';
import { startPaymentsSandbox } from '../payments-sandbox/sandbox.js';
import type { ProcessorSettings } from '../modules/payments/processor.js';
import type { Logger } from '../shared/logger.js';
import type { Config } from './config.js';

export interface Payments {
  settings: ProcessorSettings;
  /** Stops the payments sandbox when this process started one. */
  close(): Promise<void>;
}

/**
 * The card processor the app runs on (docs/payments.md): Stripe when its three keys are set;
 * otherwise the payments sandbox, started here on a port of its own (the browser loads its card
 * fields from that origin, never the app's) and stopped with the app, like the embedded database.
 * It keeps its objects in the app's database and sends its webhooks to this app.
 */
export async function openPayments(config: Config, databaseUrl: string, logger: Logger): Promise<Payments> {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET) {
    logger.info({ api: config.STRIPE_API_URL, live: config.STRIPE_SECRET_KEY.includes('_live_') }, 'payments: Stripe');
    return {
      settings: {
        name: 'stripe',
        secretKey: config.STRIPE_SECRET_KEY,
        publishableKey: config.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        apiUrl: config.STRIPE_API_URL,
        scriptUrl: config.STRIPE_JS_URL,
      },
      close: async () => undefined,
    };
  }
  // A fresh signing secret per start: only this process's sandbox signs what this app accepts.
  const webhookSecret = `whsec_${randomBytes(24).toString('hex')}`;
  const appHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const sandbox = await startPaymentsSandbox({
    host: config.HOST,
    port: config.PAYMENTS_SANDBOX_PORT,
    publicOrigin: config.PAYMENTS_SANDBOX_ORIGIN ?? sandboxOrigin(config.APP_ORIGIN, config.PAYMENTS_SANDBOX_PORT),
    databaseUrl,
    webhooks: [{ url: `http://${appHost.includes(':') ? `[${appHost}]` : appHost}:${config.PORT}/webhooks/stripe`, secret: webhookSecret }],
    logger: logger.child({ module: 'payments-sandbox' }),
  });
  logger.info({ origin: sandbox.origin }, 'payments: the built-in sandbox (test mode, no real money; set STRIPE_* to take real payments)');
  return {
    settings: {
      name: 'sandbox',
      secretKey: sandbox.secretKey,
      publishableKey: sandbox.publishableKey,
      webhookSecret,
      apiUrl: sandbox.apiUrl,
      scriptUrl: sandbox.scriptUrl,
    },
    close: () => sandbox.close(),
  };
}

/** The sandbox's origin as browsers reach it: the site's host on the sandbox's port. */
export function sandboxOrigin(appOrigin: string, port: number): string {
  const url = new URL(appOrigin);
  return `${url.protocol}//${url.hostname}:${port}`; // an IPv6 hostname keeps its brackets
}
