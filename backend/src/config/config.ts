import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: defaults for data and build folders are resolved from here, not from cwd. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(1, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const positiveInt = z.coerce.number().int('must be a whole number').positive('must be greater than 0');

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: port.default(3000),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
    DATABASE_POOL_SIZE: positiveInt.default(10),
    EMBEDDED_PG_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data', 'postgres')),
    EMBEDDED_PG_PORT: port.default(54329),
    SEED_DEMO_DATA: bool.default(true),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SESSION_IDLE_TIMEOUT_MINUTES: positiveInt.default(60 * 24 * 7),
    SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt.default(24 * 30),
    APP_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).default('"Back Nine Indoor Golf" <no-reply@backnine.golf>'),
    MAIL_OUTBOX_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, '.data', 'outbox')),
    UNSUBSCRIBE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    REMINDERS_MAX_PER_SECOND: positiveInt.default(10),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_JWKS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://www.googleapis.com/oauth2/v3/certs'),
    JOBS_POLLING_SECONDS: z.coerce.number().min(0.5, 'must be at least 0.5').max(60).default(2),
    ANALYTICS_ID: z
      .string()
      .regex(/^[A-Za-z0-9-]{1,40}$/, 'must be a measurement id like G-XXXXXXX')
      .optional(),
    AUTH_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(10),
    AUTH_MAX_FAILURES_PER_ADDRESS: positiveInt.default(100),
    AUTH_FAILURE_WINDOW_MINUTES: positiveInt.default(15),
    HOLDS_PER_ADDRESS_PER_HOUR: positiveInt.default(60),
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: positiveInt.default(30),
    PAGE_VIEWS_PER_ADDRESS_PER_MINUTE: positiveInt.default(120),
    // The public schedule API's cost budgets (points per window; an availability grid costs about 120).
    PUBLIC_API_KEY_BUDGET: positiveInt.default(20_000),
    PUBLIC_API_ANONYMOUS_BUDGET: positiveInt.default(2_000),
    PUBLIC_API_BUDGET_WINDOW_SECONDS: positiveInt.default(60),
    PUBLIC_API_KEY_MAX_CONCURRENT: positiveInt.default(4),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|loopback|\d+)$/, 'must be true, false, loopback or a number of hops')
      .default('false'),
    // Pages of these origins (comma-separated) may open the live-updates socket, besides the site itself.
    WS_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim().replace(/\/$/, ''))
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must list http(s) origins, comma-separated' }))),
    WS_MAX_SOCKETS_PER_ADDRESS: positiveInt.default(50),
    WS_MAX_SUBSCRIPTIONS_PER_SOCKET: positiveInt.default(20),
    // enforce: documents from outside the app run only if they read the public schedule (see /developers).
    GRAPHQL_TRUSTED_DOCUMENTS: z.enum(['enforce', 'off'], { error: 'must be enforce or off' }).default('enforce'),
    // on: anyone may read the schema (third parties' tools and /developers need it); off: nobody, production hardening.
    GRAPHQL_INTROSPECTION: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
    TRUSTED_DOCUMENTS_FILE: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'frontend', 'src', 'gql', 'persisted-documents.json')),
    // GET /metrics from elsewhere than this machine: `Authorization: Bearer <METRICS_TOKEN>` (docs/operations.md).
    METRICS_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9._~+/=-]{32,}$/, 'must be at least 32 characters of letters, digits and ._~+/=- (openssl rand -hex 32)')
      .optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'must be json or pretty' }).default(process.stdout.isTTY ? 'pretty' : 'json'),
    SPA_DIST_DIR: z
      .string()
      .min(1)
      .default(path.join(repoRoot, 'frontend', 'dist')),
    // Stripe (docs/payments.md): all three keys, or none for the built-in payments sandbox.
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_]+$/, "must be the webhook endpoint's signing secret (whsec_…)")
      .optional(),
    // Where the SDK and the browser reach Stripe: Stripe's own by default; a payments sandbox run elsewhere, or the tests' fake.
    STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://api.stripe.com'),
    STRIPE_JS_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('https://js.stripe.com/v3/'),
    PAYMENTS_SANDBOX_PORT: port.default(3001),
    PAYMENTS_SANDBOX_ORIGIN: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
    if (stripe.some(Boolean) && !stripe.every(Boolean)) {
      for (const [key, value] of Object.entries({
        STRIPE_SECRET_KEY: stripe[0],
        STRIPE_PUBLISHABLE_KEY: stripe[1],
        STRIPE_WEBHOOK_SECRET: stripe[2],
      }))
        if (!value)
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with the other Stripe keys (set all three, or none for the sandbox)',
          });
    } else if (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY) {
      const live = (k: string) => k.includes('_live_');
      if (live(env.STRIPE_SECRET_KEY) !== live(env.STRIPE_PUBLISHABLE_KEY))
        ctx.addIssue({
          code: 'custom',
          path: ['STRIPE_PUBLISHABLE_KEY'],
          message: 'must be of the same mode (test or live) as STRIPE_SECRET_KEY',
        });
    }
  });

export type Config = z.output<typeof schema> & { APP_ORIGIN: string };

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once at start; every problem is listed with the variable it concerns. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = schema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  // Links in e-mails point here; default: this machine on the configured port.
  return { ...result.data, APP_ORIGIN: (result.data.APP_ORIGIN ?? `http://localhost:${result.data.PORT}`).replace(/\/$/, '') };
}

export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** The public schedule API's budgets (PUBLIC_API_*). */
export function publicApiBudgets(config: Config) {
  return {
    keyBudget: config.PUBLIC_API_KEY_BUDGET,
    anonymousBudget: config.PUBLIC_API_ANONYMOUS_BUDGET,
    windowSeconds: config.PUBLIC_API_BUDGET_WINDOW_SECONDS,
    keyMaxConcurrent: config.PUBLIC_API_KEY_MAX_CONCURRENT,
  };
}
