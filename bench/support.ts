// What the benchmarks share: a throwaway PostgreSQL with migrated, demo-seeded databases, servers in
// child processes (so the load generator never shares their event loop), and a small load generator.
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../backend/src/db/data-source.js';
import { seedDemoData } from '../backend/src/db/seed/demo-seed.js';
import { Processor, type ProcessorSettings } from '../backend/src/modules/payments/processor.js';
import { startPaymentsSandbox } from '../backend/src/payments-sandbox/sandbox.js';
import { startTestServer, uniqueName, type TestServer } from '../backend/test/support/throwaway-database.js';

export { startTestServer, type TestServer };

export interface BenchDatabase {
  url: string;
  ds: DataSource;
  drop(): Promise<void>;
}

/** A fresh database on the server: migrated and seeded with the demo data, as `npm start` leaves it. */
export async function benchDatabase(server: TestServer, poolSize = 4): Promise<BenchDatabase> {
  const name = uniqueName('venue_bench');
  await server.createDatabase(name);
  const url = server.url(name);
  const ds = createDataSource(url, poolSize);
  await ds.initialize();
  await ds.runMigrations({ transaction: 'each' });
  await seedDemoData(ds);
  return {
    url,
    ds,
    drop: async () => {
      if (ds.isInitialized) await ds.destroy();
      await server.dropDatabase(name);
    },
  };
}

/**
 * The availability benches' data (issue 18's, which issue 34's figures compare with): 500 customers and
 * every open bay-hour of the 30 days before to 2 days after `day`, about 60 % booked (a few of that day's
 * still on hold), 10 % cancelled; plus one bay closed for a morning. Returns the bookings made.
 */
export async function seedBookingMonth(db: BenchDatabase, day: string): Promise<number> {
  await db.ds.query(
    `INSERT INTO users (first_name, last_name, email, password_hash)
     SELECT 'Bench', 'Customer' || i, 'bench' || i || '@bench.example', 'x' FROM generate_series(1, 500) i`,
  );
  const [{ count }] = await db.ds.query(
    `WITH slots AS (
       SELECT l.id AS location_id, l.time_zone, y.id AS bay_id, d::date AS day, h AS hour
       FROM locations l JOIN bays y ON y.location_id = l.id AND y.active
       CROSS JOIN generate_series($1::date - 30, $1::date + 2, interval '1 day') d
       JOIN opening_hours oh ON oh.location_id = l.id AND oh.weekday = extract(isodow FROM d)
       CROSS JOIN LATERAL generate_series(ceil(oh.opens_minute / 60.0)::int, oh.closes_minute / 60 - 1) h
     ), picked AS (
       SELECT s.*, abs(hashtext(s.bay_id::text || s.day || ':' || s.hour)) % 100 AS r, row_number() OVER () AS n FROM slots s
     ), u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users), ins AS (
       INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status,
                             hold_expires_at, total_cents)
       SELECT 'BB-' || lpad(p.n::text, 7, '0'), p.location_id, p.bay_id, u.id, p.day,
              (p.day + make_interval(hours => p.hour)) AT TIME ZONE p.time_zone,
              (p.day + make_interval(hours => p.hour + 1)) AT TIME ZONE p.time_zone,
              2, CASE WHEN p.r >= 60 THEN 'cancelled' WHEN p.day = $1::date AND p.r < 5 THEN 'held' ELSE 'confirmed' END,
              CASE WHEN p.day = $1::date AND p.r < 5 THEN now() + interval '1 day' END, 6000
       FROM picked p JOIN u ON u.k = p.n % (SELECT count(*) FROM users)
       WHERE p.r < 70
       RETURNING 1
     ) SELECT count(*)::int AS count FROM ins`,
    [day],
  );
  await db.ds.query(
    `INSERT INTO closures (location_id, bay_id, starts_at, ends_at, reason)
     SELECT l.id, y.id, ($1::date + time '10:00') AT TIME ZONE l.time_zone, ($1::date + time '13:00') AT TIME ZONE l.time_zone,
            'Maintenance'
     FROM locations l JOIN bays y ON y.location_id = l.id AND y.number = 2 WHERE l.slug = 'tulsa'`,
    [day],
  );
  await db.ds.query('VACUUM ANALYZE');
  return count;
}

export const BENCH_SESSION_SECRET = 'bench-secret-bench-secret-bench-secret';

/** A card processor the bench's app instances share: bench/serve.ts reads it from BENCH_PAYMENTS. */
export type BenchPayments = Omit<ProcessorSettings, 'name'>;

export interface BenchProcessor {
  /** The environment that points an instance (startServer) at this processor. */
  env: { BENCH_PAYMENTS: string };
  /** The official SDK on this processor: what a test reads back (charges, refunds). */
  stripe: Processor['stripe'];
  /** A new test card's confirmation token, as the browser's card fields would make one (pm_card_visa). */
  cardToken(): Promise<string>;
  close(): Promise<void>;
}

/**
 * A payments sandbox in this process as the venue's one processor (Stripe stands apart from the app's
 * instances and its database): the instances started with its `env` charge through it, and it sends its
 * events (webhooks) to `webhookUrl`, the proxy in front of them.
 */
export async function benchProcessor(webhookUrl?: string): Promise<BenchProcessor> {
  const webhookSecret = 'whsec_bench_shared';
  const sandbox = await startPaymentsSandbox({ port: 0, webhooks: webhookUrl ? [{ url: webhookUrl, secret: webhookSecret }] : [] });
  const settings: BenchPayments = {
    secretKey: sandbox.secretKey,
    publishableKey: sandbox.publishableKey,
    webhookSecret,
    apiUrl: sandbox.apiUrl,
    scriptUrl: sandbox.scriptUrl,
  };
  const { stripe } = new Processor({ name: 'sandbox', ...settings });
  return {
    env: { BENCH_PAYMENTS: JSON.stringify(settings) },
    stripe,
    cardToken: async () => (await stripe.testHelpers.confirmationTokens.create({ payment_method: 'pm_card_visa' })).id,
    close: () => sandbox.close(),
  };
}

export interface RunningServer {
  url: string;
  /** CPU time the server process has used so far (Linux /proc), in ms; NaN where unknown. */
  cpuMs(): number;
  stop(): Promise<void>;
  /** SIGKILL: the instance dies mid-request, as in a crash. */
  kill(): Promise<void>;
}

function cpuMsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return Number.NaN;
  }
}

/**
 * Starts bench/serve.ts in a child process: `app` (the real createApp with production settings, its
 * log lines discarded) or `baseline` (bare node:http + pg); resolves once it listens.
 */
export async function startServer(
  kind: 'app' | 'baseline',
  databaseUrl: string,
  env: Record<string, string> = {},
  /** The server's log lines (stdout): discarded unless asked for. */
  logs: 'ignore' | 'inherit' = 'ignore',
): Promise<RunningServer> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');
  const child: ChildProcess = fork(entry, [kind], {
    execArgv: [
      '--import',
      '@swc-node/register/esm-register',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // NODE_ENV as the Dockerfile and `npm start` set it (graphql-js and Express check it at load).
    env: { ...process.env, NODE_ENV: 'production', ...env, DATABASE_URL: databaseUrl, SESSION_SECRET: BENCH_SESSION_SECRET },
    stdio: ['ignore', logs, 'inherit', 'ipc'],
  });
  // A run that ends early (a failed check, Ctrl-C) takes its servers with it.
  process.once('exit', () => child.kill('SIGKILL'));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the ${kind} server exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    cpuMs: () => cpuMsOf(child.pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

export interface Reply {
  status: number;
  body: string;
}

/** One POST with a JSON body on a keep-alive agent. */
export function postJson(agent: http.Agent, url: string, body: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export interface LoadResult {
  requests: number;
  failures: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The server's CPU time per request in the measured phase (when a cpuMs probe was given). */
  cpuMsPerRequest: number;
}

/**
 * A fixed number of loops, each sending its next request as soon as the last one answered, for a
 * fixed time after a warm-up (the JIT, the pools, PostgreSQL's caches). `check` says whether a reply
 * counts as a success.
 */
export async function loadLoop(opts: {
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  send: (agent: http.Agent, i: number) => Promise<Reply>;
  check: (reply: Reply) => boolean;
  cpuMs?: () => number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.concurrency });
  try {
    const phase = async (ms: number, record: boolean) => {
      const latencies: number[] = [];
      let failures = 0;
      let n = 0;
      const start = performance.now();
      const end = start + ms;
      await Promise.all(
        Array.from({ length: opts.concurrency }, async () => {
          while (performance.now() < end) {
            const t0 = performance.now();
            const reply = await opts.send(agent, n++).catch((e: Error) => ({ status: 0, body: e.message }));
            if (!record) continue;
            latencies.push(performance.now() - t0);
            if (!opts.check(reply)) failures++;
          }
        }),
      );
      return { latencies, failures, seconds: (performance.now() - start) / 1000 };
    };
    await phase(opts.warmupMs, false);
    const cpu0 = opts.cpuMs?.() ?? Number.NaN;
    const { latencies, failures, seconds } = await phase(opts.durationMs, true);
    const cpuMsPerRequest = ((opts.cpuMs?.() ?? Number.NaN) - cpu0) / latencies.length;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0;
    return {
      requests: latencies.length,
      failures,
      seconds,
      perSecond: latencies.length / seconds,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      cpuMsPerRequest,
    };
  } finally {
    agent.destroy();
  }
}

/** The site's availability query as the booking page sends it: what the availability benchmarks load the servers with. */
const AVAILABILITY_QUERY = `query BookingAvailability($location: String!, $date: String!) {
  availability(location: $location, date: $date) {
    date today lastBookableDate hours
    bays { bay { id number name capacity } slots { hour state } }
  }
}`;

/** The demo data's three locations, in the order the load generators take turns on them. */
export const DEMO_LOCATIONS = ['tulsa', 'richardson', 'hudsonoaks'];

/** The i-th load request: the booking page's availability query for one location (in turn) and day, as JSON. */
export function availabilityBody(i: number, date: string): string {
  const variables = { location: DEMO_LOCATIONS[i % DEMO_LOCATIONS.length], date };
  return JSON.stringify({ operationName: 'BookingAvailability', query: AVAILABILITY_QUERY, variables });
}

/** An availability answer with data (the app's, or the baseline's same JSON). */
export const isAvailability = (r: Reply) => r.status === 200 && r.body.startsWith('{"data":{"availability":{');

/** Rounds added up: requests over seconds; the latency figures are the rounds' worst. */
export function combine(rounds: LoadResult[]): LoadResult {
  const sum = (f: (r: LoadResult) => number) => rounds.reduce((s, r) => s + f(r), 0);
  const requests = sum((r) => r.requests);
  const seconds = sum((r) => r.seconds);
  return {
    requests,
    seconds,
    failures: sum((r) => r.failures),
    perSecond: requests / seconds,
    p50Ms: Math.max(...rounds.map((r) => r.p50Ms)),
    p99Ms: Math.max(...rounds.map((r) => r.p99Ms)),
    cpuMsPerRequest: sum((r) => r.cpuMsPerRequest * r.requests) / requests,
  };
}
