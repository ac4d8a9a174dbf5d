// `npm run test:reliability`: two app instances on one PostgreSQL behind nginx (a real reverse proxy,
// WebSockets included), under steady booking and payment load. One instance is killed; later
// PostgreSQL stops for 10 s and starts again. Then it checks, in the database, that every
// acknowledged booking and charge is still there, that no bay is booked twice, that no charge is
// without its booking, that nothing was refunded twice, that the service answered again within 5 s
// of PostgreSQL's return, and that live updates flow again. Exit code 1 on any failure.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import pg from 'pg';
import WebSocket from 'ws';
import { createDataSource } from '../backend/src/db/data-source.js';
import { startEmbeddedPostgres } from '../backend/src/db/embedded-postgres.js';
import { seedDemoData } from '../backend/src/db/seed/demo-seed.js';
import { addDays, localDateOf } from '../backend/src/shared/time.js';
import { signedInUsers } from '../backend/test/support/signed-in.js';
import { freePort, makeTempDir } from '../backend/test/support/throwaway-database.js';
import { BENCH_SESSION_SECRET, benchProcessor, postJson, startServer, DEMO_LOCATIONS } from './support.js';

const WORKERS = 12;
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(bookingId: $id) { id status refundedCents } }';
// Answers that mean "not now" (the instance or the database is away): the client tries again with the same key.
const TRANSIENT = new Set([0, 502, 503, 504]);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
if (!nginx) {
  console.error('nginx is not installed. On Debian: apt-get install nginx (the reliability suite runs a real reverse proxy).');
  process.exit(2);
}

const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${what}`);
  if (!ok) failures.push(what);
};

// One PostgreSQL whose process this script can stop and start again on the same folder and port.
const dir = await makeTempDir('venue-reliability-');
const dataDir = path.join(dir, 'pg');
const pgPort = await freePort();
let database = await startEmbeddedPostgres({ dataDir, port: pgPort });
await database.createDatabase('venue');
const url = database.url('venue');
const seeding = createDataSource(url, 4);
await seeding.initialize();
await seeding.runMigrations({ transaction: 'each' });
await seedDemoData(seeding);
const users = await signedInUsers(seeding, WORKERS + 1, BENCH_SESSION_SECRET);
await seeding.destroy();

// The card processor: one for both instances, up through the faults (as Stripe is), its events sent through the proxy.
const proxyPort = await freePort();
const processor = await benchProcessor(`http://127.0.0.1:${proxyPort}/webhooks/stripe`);
const appEnv = {
  TRUST_PROXY: 'loopback',
  HOLDS_PER_ADDRESS_PER_HOUR: '1000000',
  LOG_LEVEL: 'warn',
  GRAPHQL_TRUSTED_DOCUMENTS: 'off',
  // Each worker is one account sending its operations as text, so budgeted per account: the budget would measure itself.
  PUBLIC_API_ANONYMOUS_BUDGET: '2000000000',
  ...processor.env,
};
// RELIABILITY_LOGS=1 shows the instances' warnings and errors.
const logs = process.env.RELIABILITY_LOGS ? 'inherit' : 'ignore';
const instances = [await startServer('app', url, appEnv, logs), await startServer('app', url, appEnv, logs)];
const conf = path.join(dir, 'nginx.conf');
writeFileSync(
  conf,
  `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  upstream app {
    ${instances.map((i) => `server ${new URL(i.url).host} max_fails=1 fail_timeout=5s;`).join('\n    ')}
    keepalive 32;
  }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${proxyPort};
    location / {
      include ${fileURLToPath(new URL('../deploy/nginx/app-proxy.conf', import.meta.url))}; # the shipped settings (docker-compose)
    }
  }
}
`,
);
const proxy: ChildProcess = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'nginx-error.log')], { stdio: 'inherit' });
const base = `http://127.0.0.1:${proxyPort}`;
// Whatever ends the run (a failed step, Ctrl-C, a timeout), nginx and the instances go with it.
process.once('exit', () => proxy.kill('SIGTERM')); // nginx's master stops its workers
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(1));

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
interface Answer {
  status: number;
  data?: Record<string, { id: string; status: string; refundedCents?: number } | null> | null;
  code?: string;
}
async function gql(cookie: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  try {
    const r = await postJson(agent, `${base}/graphql`, JSON.stringify({ query, variables }), { Cookie: cookie });
    const body = JSON.parse(r.body) as { data?: Answer['data']; errors?: { extensions?: { code?: string } }[] };
    return { status: r.status, data: body.data, code: body.errors?.[0]?.extensions?.code };
  } catch {
    return { status: 0 }; // the connection broke, or the answer was not JSON (the proxy's own error page)
  }
}
const ready = async () => {
  try {
    return (await fetch(`${base}/readyz`)).status === 200;
  } catch {
    return false;
  }
};
while (!(await ready())) await sleep(100);

// The load: each customer holds a random hour and pays for it, retrying through outages with the same
// idempotency key as a real client does, and cancels some (refunds) of what was confirmed.
const today = localDateOf(new Date(), 'America/Chicago');
const dates = [1, 2].map((d) => addDays(today, d));
const confirmed = new Set<string>();
const cancelTried = new Set<string>();
/** Acknowledged cancellations and the refund each answer promised (0 when the policy keeps the money). */
const cancelled = new Map<string, number>();
const stats = { requests: 0, transient: 0, conflicts: 0, refused: new Set<string>() };
let loading = true;

async function retrying(cookie: string, query: string, variables: Record<string, unknown>, done: (a: Answer) => boolean) {
  const until = Date.now() + 40_000;
  for (;;) {
    const a = await gql(cookie, query, variables);
    stats.requests++;
    if (done(a)) return a;
    if (!TRANSIENT.has(a.status) && a.code !== 'SERVICE_UNAVAILABLE') return a; // a real refusal
    stats.transient++;
    if (Date.now() > until) return a;
    await sleep(250);
  }
}

async function customer(cookie: string, n: number) {
  let i = 0;
  while (loading) {
    const location = DEMO_LOCATIONS[(n + i++) % DEMO_LOCATIONS.length]!;
    const input = {
      location,
      date: dates[Math.floor(Math.random() * dates.length)],
      startHour: 12 + Math.floor(Math.random() * 8),
      hours: 1,
      partySize: 2,
    };
    const hold = await gql(cookie, HOLD, { i: input });
    stats.requests++;
    const id = hold.data?.holdBooking?.id;
    if (!id) {
      if (hold.code === 'CONFLICT') stats.conflicts++;
      else if (TRANSIENT.has(hold.status) || hold.code === 'SERVICE_UNAVAILABLE') stats.transient++;
      else stats.refused.add(hold.code ?? String(hold.status));
      await sleep(100);
      continue;
    }
    // A retry sends the same request: the same new card's token and the same idempotency key.
    const card = { confirmationToken: await processor.cardToken() };
    const pay = await retrying(cookie, PAY, { id, p: card, k: `reliability-${id}` }, (a) => a.data?.payForBooking?.status === 'CONFIRMED');
    if (pay.data?.payForBooking?.status !== 'CONFIRMED') continue;
    confirmed.add(id);
    if (Math.random() < 0.25) {
      // A cancel whose answer was lost may have happened: its retry is refused as already cancelled.
      cancelTried.add(id);
      const c = await retrying(cookie, CANCEL, { id }, (a) => a.data?.cancelBooking?.status === 'CANCELLED');
      const refund = c.data?.cancelBooking?.refundedCents;
      if (refund !== undefined) cancelled.set(id, refund);
    }
  }
}

// A third party watching one day of one venue over the proxy's WebSocket, resubscribing whenever
// its subscription ends (an instance killed, the database away).
const watched = { location: 'hudsonoaks', date: dates[0]! };
let changes = 0;
const ws = createClient({
  url: `ws://127.0.0.1:${proxyPort}/graphql`,
  webSocketImpl: WebSocket,
  retryAttempts: Infinity,
  retryWait: async () => void (await sleep(250)),
  shouldRetry: () => true,
});
let watching = true;
void (async () => {
  while (watching) {
    await new Promise<void>((resolve) =>
      ws.subscribe(
        {
          query: 'subscription($l: String!, $d: String!) { availabilityChanged(location: $l, date: $d) { date } }',
          variables: { l: watched.location, d: watched.date },
        },
        { next: () => void changes++, error: () => resolve(), complete: () => resolve() },
      ),
    );
    await sleep(250);
  }
})();

/** An instance's venue_bookings_confirmed_total (/metrics, served to loopback), summed over its channels. */
async function confirmedCounter(instance: { url: string }): Promise<number> {
  const text = await (await fetch(`${instance.url}/metrics`)).text();
  return [...text.matchAll(/^venue_bookings_confirmed_total(?:\{[^}]*\})? (\d+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}
const countersAtStart = await Promise.all(instances.map(confirmedCounter));

const started = Date.now();
const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const load = Array.from({ length: WORKERS }, (_, n) => customer(users[n]!.cookie, n));

await sleep(6000);
console.log(`${at()}  killing one instance (SIGKILL)`);
// Its counter just before it dies: what it confirmed after this scrape dies with it.
const lastScrapeOfKilled = new Date();
const killedCounter = await confirmedCounter(instances[0]!);
await instances[0]!.kill();
const killedAt = new Date();
const confirmedBeforeOutage = confirmed.size;

await sleep(6000);
console.log(`${at()}  stopping PostgreSQL for 10 s`);
const postmasterPid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
process.kill(postmasterPid, 'SIGINT'); // a fast shutdown: every connection is cut, as in a crash or failover
while (existsSync(path.join(dataDir, 'postmaster.pid'))) await sleep(50);
await sleep(10_000);
database = await startEmbeddedPostgres({ dataDir, port: pgPort });
const back = Date.now();
console.log(`${at()}  PostgreSQL is back`);
const admin = users[WORKERS]!.cookie;
while (!((await ready()) && (await gql(admin, '{ locations { slug } }', {})).status === 200)) await sleep(50);
const recoveredMs = Date.now() - back;
console.log(`${at()}  the service answers again, ${recoveredMs} ms after PostgreSQL's return`);

// Live updates again: a change on the watched day reaches the watcher.
const before = changes;
const liveHold = await retrying(admin, HOLD, { i: { ...watched, startHour: 11, hours: 1, partySize: 1 } }, (a) => !!a.data?.holdBooking);
const liveUntil = Date.now() + 5000;
while (changes === before && Date.now() < liveUntil) await sleep(50);

await sleep(6000);
loading = false;
await Promise.all(load);
watching = false;
await ws.dispose();
console.log(`${at()}  load stopped\n`);
const survivorCounter = await confirmedCounter(instances[1]!);

// The verdict, read from the database itself and from the processor's own books, copied into two
// temporary tables so that one query can hold them against each other.
const db = new pg.Client({ connectionString: url });
await db.connect();
const charges = await processor.stripe.charges.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
const refunds = await processor.stripe.refunds.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 });
await db.query(
  `CREATE TEMP TABLE processor_charges (id text PRIMARY KEY, amount_cents int, refunded_cents int, taken boolean, intent_id text)`,
);
await db.query(`CREATE TEMP TABLE processor_refunds (id text PRIMARY KEY, charge_id text, amount_cents int)`);
await db.query(`INSERT INTO processor_charges SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::boolean[], $5::text[])`, [
  charges.map((c) => c.id),
  charges.map((c) => c.amount),
  charges.map((c) => c.amount_refunded),
  // Money taken: a captured charge. An authorization whose hold ran out was cancelled, and moved nothing.
  charges.map((c) => c.captured && c.status === 'succeeded'),
  charges.map((c) => (typeof c.payment_intent === 'string' ? c.payment_intent : (c.payment_intent?.id ?? null))),
]);
await db.query(`INSERT INTO processor_refunds SELECT * FROM unnest($1::text[], $2::text[], $3::int[])`, [
  refunds.map((r) => r.id),
  refunds.map((r) => (typeof r.charge === 'string' ? r.charge : (r.charge?.id ?? null))),
  refunds.map((r) => r.amount),
]);
const ids = [...confirmed];
const one = async (sql: string, params: unknown[] = []) => Number((await db.query<{ n: string }>(sql, params)).rows[0]!.n);
const kept = await one(`SELECT count(*) AS n FROM bookings WHERE id = ANY($1) AND status IN ('confirmed', 'completed')`, [
  ids.filter((id) => !cancelTried.has(id)),
]);
// A cancelled booking keeps its charge, refunded by what the cancellation promised (all of it, or none by the
// policy); or, when the processor's answer could not be recorded at once (the database went away), with that
// refund still on the queue, which finishes it (refund-queue.int.test.ts): the books agree either way.
const REFUND_QUEUED = `EXISTS (SELECT 1 FROM pgboss.job j WHERE j.name = 'booking-refund'
                        AND j.data ->> 'bookingId' = b.id::text AND j.state IN ('created', 'retry', 'active'))`;
const refundsAsPromised = await one(
  `SELECT count(*) AS n FROM bookings b JOIN payments p ON p.booking_id = b.id
     JOIN processor_charges c ON c.id = p.gateway_charge_id
   WHERE b.id = ANY($1) AND b.status = 'cancelled'
     AND (p.refunded_cents = c.refunded_cents AND p.refunded_cents = (($2::jsonb) ->> b.id::text)::int OR ${REFUND_QUEUED})`,
  [[...cancelled.keys()], JSON.stringify(Object.fromEntries(cancelled))],
);
if (refundsAsPromised < cancelled.size) {
  const { rows } = await db.query(
    `SELECT b.id, b.status, p.refunded_cents AS "ledger", c.refunded_cents AS "processor", (($2::jsonb) ->> b.id::text)::int AS promised,
            (SELECT string_agg(j.state, ',') FROM pgboss.job j
             WHERE j.name = 'booking-refund' AND j.data ->> 'bookingId' = b.id::text) AS jobs
     FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id LEFT JOIN processor_charges c ON c.id = p.gateway_charge_id
     WHERE b.id = ANY($1) AND (b.status <> 'cancelled' OR p.refunded_cents IS DISTINCT FROM c.refunded_cents
                               OR p.refunded_cents IS DISTINCT FROM (($2::jsonb) ->> b.id::text)::int)`,
    [[...cancelled.keys()], JSON.stringify(Object.fromEntries(cancelled))],
  );
  console.log('cancellations not refunded as promised:', rows);
}
// A cancel whose answer was lost: either it did not happen, or it happened with its refund.
const unknownCancels = ids.filter((id) => cancelTried.has(id) && !cancelled.has(id));
const unknownSettled = await one(
  `SELECT count(*) AS n FROM bookings b JOIN payments p ON p.booking_id = b.id
     JOIN processor_charges c ON c.id = p.gateway_charge_id
   WHERE b.id = ANY($1) AND p.refunded_cents = c.refunded_cents
     AND (b.status = 'confirmed' AND p.refunded_cents = 0 OR b.status = 'cancelled' AND p.refunded_cents IN (0, p.amount_cents)
          OR b.status = 'cancelled' AND ${REFUND_QUEUED})`,
  [unknownCancels],
);
const charged = await one(`SELECT count(*) AS n FROM payments WHERE booking_id = ANY($1) AND purpose = 'booking'`, [ids]);
const doubleBooked = await one(
  `SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.bay_id = b.bay_id AND a.id < b.id
     AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
   WHERE a.status IN ('held', 'confirmed') AND b.status IN ('held', 'confirmed')`,
);
// Money the gateway kept that the app has no record of: a charge without its payment row, or whose booking is gone or unpaid.
const orphanCharges = await one(
  `SELECT count(*) AS n FROM processor_charges c
   WHERE c.taken AND c.refunded_cents < c.amount_cents
     AND NOT EXISTS (SELECT 1 FROM payments p LEFT JOIN bookings b ON b.id = p.booking_id
                     WHERE p.gateway_charge_id = c.id AND (p.purpose <> 'booking' OR b.status IN ('confirmed', 'completed', 'cancelled')))`,
);
if (orphanCharges > 0) {
  const { rows } = await db.query(
    `SELECT c.id, a.purpose, a.purchase_id AS "bookingId", a.status AS attempt, b.status, b.cancel_reason,
            (SELECT string_agg(e.event || '@' || e.at::time, ', ' ORDER BY e.id) FROM booking_events e WHERE e.booking_id = b.id) AS events
     FROM processor_charges c LEFT JOIN payment_attempts a ON a.intent_id = c.intent_id
       LEFT JOIN bookings b ON b.id = a.purchase_id
     WHERE c.taken AND c.refunded_cents < c.amount_cents
       AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.gateway_charge_id = c.id)`,
  );
  console.log('charges without their booking:', rows);
}
// What the metrics said against what the database holds: every confirmation of the run is counted once
// by the instance that made it, except the killed instance's last ones after its final scrape (a window
// widened by 2 s on the left, for a transaction whose timestamp is its start).
const confirmedInRun = await one(`SELECT count(*) AS n FROM booking_events WHERE event = 'confirmed' AND at >= $1`, [new Date(started)]);
const confirmedNearKill = await one(`SELECT count(*) AS n FROM booking_events WHERE event = 'confirmed' AND at > $1 AND at <= $2`, [
  new Date(lastScrapeOfKilled.getTime() - 2000),
  killedAt,
]);
const counted = killedCounter + survivorCounter;
const refundedTwice = await one(
  `SELECT count(*) AS n FROM (SELECT r.charge_id FROM processor_refunds r JOIN processor_charges c ON c.id = r.charge_id
   GROUP BY r.charge_id, c.amount_cents HAVING sum(r.amount_cents) > c.amount_cents OR count(*) > 1) twice`,
);
await db.end();

console.log(
  `${stats.requests} requests, ${confirmed.size} bookings confirmed (${confirmedBeforeOutage} before the outage), ` +
    `${cancelled.size} cancelled (${[...cancelled.values()].filter((c) => c > 0).length} with a refund), ` +
    `${stats.conflicts} slots already taken, ${stats.transient} answers "not now" retried\n`,
);
check(
  stats.refused.size === 0,
  `no hold refused for another reason than a taken slot or an outage (${[...stats.refused].join(', ') || 'none'})`,
);
check(confirmed.size > 20, `the load made bookings (${confirmed.size} confirmed)`);
const notCancelled = confirmed.size - cancelTried.size;
check(kept === notCancelled, `every acknowledged booking is still confirmed (${kept} of ${notCancelled})`);
check(
  refundsAsPromised === cancelled.size,
  `every acknowledged cancellation is refunded as promised (${refundsAsPromised} of ${cancelled.size})`,
);
check(
  unknownSettled === unknownCancels.length,
  `cancels whose answer was lost did all or nothing, or have their refund queued (${unknownSettled} of ${unknownCancels.length})`,
);
check(charged === confirmed.size, `every acknowledged booking has exactly its one charge (${charged} of ${confirmed.size})`);
check(doubleBooked === 0, `no bay is booked twice (${doubleBooked} overlaps)`);
check(orphanCharges === 0, `no charge without its booking (${orphanCharges})`);
check(refundedTwice === 0, `nothing refunded twice (${refundedTwice})`);
check(recoveredMs <= 5000, `the service answered within 5 s of PostgreSQL's return (${recoveredMs} ms)`);
check(!!liveHold.data?.holdBooking && changes > before, 'live updates flow again after the outage');
check(
  countersAtStart.every((c) => c === 0),
  `the instances' confirmed counters start at 0 (${countersAtStart.join(', ')})`,
);
check(
  counted <= confirmedInRun && confirmedInRun - counted <= confirmedNearKill,
  `/metrics counted the run's confirmations: ${counted} (${killedCounter} + ${survivorCounter}) of ${confirmedInRun}, ` +
    `${confirmedNearKill} of them made around the kill`,
);

proxy.kill('SIGQUIT');
await instances[1]!.stop();
await processor.close();
await database.stop();
await rm(dir, { recursive: true, force: true });
console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nall checks passed');
process.exit(failures.length ? 1 : 0);
