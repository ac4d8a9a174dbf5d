// A server for the benchmarks, run in a child process by bench/support.ts (never on its own):
//   app       the real application (createApp) with production settings on DATABASE_URL
//   baseline  bare node:http + pg answering POST /graphql's availability query with the same JSON
import 'reflect-metadata';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../backend/src/app.js';
import { startPaymentsSandbox } from '../backend/src/payments-sandbox/sandbox.js';
import { loadConfig } from '../backend/src/config/config.js';
import { createDataSource } from '../backend/src/db/data-source.js';
import { bookingWindowDays, lastBookableDate, slotState, slotsOf, type DayHours } from '../backend/src/modules/bookings/booking.rules.js';
import { createLogger } from '../backend/src/shared/logger.js';
import { surviveDatabaseOutages } from '../backend/src/shared/process-guards.js';
import type { BenchPayments } from './support.js';
import { isValidLocalDate, localDateOf } from '../backend/src/shared/time.js';

const kind = process.argv[2];
const databaseUrl = process.env.DATABASE_URL!;
const POOL_SIZE = 10; // the app's default DATABASE_POOL_SIZE

async function serveApp(): Promise<http.Server> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    SEED_DEMO_DATA: 'false',
    MAIL_OUTBOX_DIR: path.join(os.tmpdir(), 'venue-bench-outbox'),
    HOLDS_PER_ADDRESS_PER_HOUR: '1000000', // the load generator is one address: the cap would measure itself
    REGISTRATIONS_PER_ADDRESS_PER_HOUR: '1000000',
    GRAPHQL_TRUSTED_DOCUMENTS: 'off', // the load generators send their operations as text
  });
  const logger = createLogger(config.LOG_LEVEL, config.LOG_FORMAT); // stdout is /dev/null: the cost stays, the noise goes
  surviveDatabaseOutages(logger); // as main.ts does
  const dataSource = createDataSource(databaseUrl, config.DATABASE_POOL_SIZE);
  await dataSource.initialize();
  const publicApiLimits = process.env.BENCH_PUBLIC_API_LIMITS !== 'off'; // bench/public-api.ts compares both
  // The card processor: one the caller runs (BENCH_PAYMENTS, JSON: shared by the reliability run's instances and
  // read by the load generators, which make the test cards' confirmation tokens), or a sandbox of this instance's own.
  const shared = process.env.BENCH_PAYMENTS ? (JSON.parse(process.env.BENCH_PAYMENTS) as BenchPayments) : null;
  const sandbox = shared ? null : await startPaymentsSandbox({ port: 0 });
  const payments = {
    name: 'sandbox' as const,
    ...(shared ?? {
      secretKey: sandbox!.secretKey,
      publishableKey: sandbox!.publishableKey,
      webhookSecret: 'whsec_bench',
      apiUrl: sandbox!.apiUrl,
      scriptUrl: sandbox!.scriptUrl,
    }),
  };
  const app = await createApp({
    config,
    dataSource,
    databaseUrl,
    logger,
    sessionSecret: config.SESSION_SECRET!,
    publicApiLimits,
    availabilityCache: process.env.BENCH_AVAILABILITY_CACHE !== 'off', // bench/availability-cache.ts: the cold figure
    payments,
  });
  const server = http.createServer(app.app);
  app.attachSubscriptions(server); // graphql-ws, for the reliability suite's watcher
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    void app
      .close()
      .then(() => sandbox?.close())
      .then(() => dataSource.destroy())
      .finally(() => process.exit(0));
  });
  return server;
}

const STATE_NAMES = { free: 'FREE', taken: 'TAKEN', closed: 'CLOSED', past: 'PAST', beyond_window: 'BEYOND_WINDOW' } as const;

/** The same rows and the same answer as the availability query, with nothing in between. */
async function serveBaseline(): Promise<http.Server> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  // A visitor's window comes from the None plan's row, read once (the app caches its plans too).
  const {
    rows: [visitorPlan],
  } = await pool.query<{ bookingWindowDays: number }>(
    `SELECT booking_window_days AS "bookingWindowDays" FROM membership_plans WHERE code = 'None'`,
  );
  const availability = async (slug: string, date: string) => {
    const {
      rows: [location],
    } = await pool.query<{
      id: string;
      time_zone: string;
      bays: { id: string; number: number; name: string; capacity: number }[] | null;
      hours: DayHours[] | null;
    }>(
      `SELECT l.id, l.time_zone,
         (SELECT json_agg(json_build_object('id', y.id, 'number', y.number, 'name', y.name, 'capacity', y.capacity) ORDER BY y.number) FROM bays y WHERE y.location_id = l.id AND y.active) AS bays,
         (SELECT json_agg(json_build_object('weekday', h.weekday, 'opensMinute', h.opens_minute, 'closesMinute', h.closes_minute)) FROM opening_hours h WHERE h.location_id = l.id) AS hours
       FROM locations l WHERE l.slug = $1`,
      [slug],
    );
    if (!location || !isValidLocalDate(date)) return null;
    const now = new Date();
    const today = localDateOf(now, location.time_zone);
    const windowDays = bookingWindowDays(null, visitorPlan!);
    const slots = slotsOf(date, location.hours ?? [], location.time_zone);
    const range = slots.length ? [slots[0]!.start, slots.at(-1)!.end] : null;
    type Row = { bay_id: string | null; starts_at: Date; ends_at: Date };
    const [taken, closures] = range
      ? await Promise.all([
          pool.query<Row>(
            `SELECT bay_id, starts_at, ends_at FROM bookings
             WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
               AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
            [location.id, ...range],
          ),
          pool.query<Row>(
            `SELECT bay_id, starts_at, ends_at FROM closures WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)`,
            [location.id, ...range],
          ),
        ]).then((rs) => rs.map((r) => r.rows.map((x) => ({ bayId: x.bay_id, start: x.starts_at, end: x.ends_at }))))
      : [[], []];
    return {
      date,
      today,
      lastBookableDate: lastBookableDate(today, windowDays),
      hours: slots.map((s) => s.hour),
      bays: (location.bays ?? []).map((bay) => ({
        bay,
        slots: slots.map((slot) => ({
          hour: slot.hour,
          state:
            STATE_NAMES[
              slotState(slot, {
                localDate: date,
                today,
                now,
                windowDays,
                closures: closures!.filter((c) => c.bayId === null || c.bayId === bay.id),
                taken: taken!.filter((b) => b.bayId === bay.id),
              })
            ],
        })),
      })),
    };
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        try {
          const { variables } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { variables: { location: string; date: string } };
          const body = JSON.stringify({ data: { availability: await availability(variables.location, variables.date) } });
          res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
          res.end(body);
        } catch (e) {
          res.writeHead(500).end(String(e));
        }
      })();
    });
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close();
    void pool.end().finally(() => process.exit(0));
  });
  return server;
}

const server = kind === 'app' ? await serveApp() : kind === 'baseline' ? await serveBaseline() : null;
if (!server) throw new Error(`unknown server kind ${kind}: app or baseline`);
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as AddressInfo).port }));
