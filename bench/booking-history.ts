// Admin booking-history page query (filtered, sorted, paged): 100 000 bookings and 10 000 users
// against the same query on 1 000 bookings, on a throwaway PostgreSQL. Target: ratio within 2x.
import { performance } from 'node:perf_hooks';
import { AdminRepository } from '../backend/src/modules/admin/admin.repository.js';
import { benchDatabase, startTestServer, type TestServer } from './support.js';

const RUNS = 40;

async function database(server: TestServer, bookings: number, users: number) {
  const db = await benchDatabase(server);
  const { ds } = db;
  await ds.query(
    `INSERT INTO users (first_name, last_name, email, password_hash) SELECT 'First' || i, 'Last' || i, 'user' || i || '@bench.example', 'x' FROM generate_series(1, $1) i`,
    [users],
  );
  // One-hour bookings spread over every bay, 16 slots a day, going back in time: no overlaps.
  await ds.query(
    `WITH b AS (SELECT id, location_id, row_number() OVER (ORDER BY location_id, number) - 1 AS k FROM bays),
          u AS (SELECT id, row_number() OVER (ORDER BY created_at, id) - 1 AS k FROM users),
          nb AS (SELECT count(*) AS n FROM bays), nu AS (SELECT count(*) AS n FROM users)
     INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status, total_cents)
     SELECT 'BN-' || lpad(i::text, 7, '0'), b.location_id, b.id, u.id,
            (date '2026-11-01' - (slot / 16)), ((date '2026-11-01' - (slot / 16)) + make_interval(hours => 6 + slot % 16)) AT TIME ZONE 'America/Chicago',
            ((date '2026-11-01' - (slot / 16)) + make_interval(hours => 7 + slot % 16)) AT TIME ZONE 'America/Chicago',
            2, CASE WHEN i % 7 = 0 THEN 'cancelled' ELSE 'confirmed' END, 6000
     FROM generate_series(0, $1 - 1) i
     CROSS JOIN LATERAL (SELECT (i / (SELECT n FROM nb))::int AS slot, i % (SELECT n FROM nb) AS bk, i % (SELECT n FROM nu) AS uk) x
     JOIN b ON b.k = x.bk JOIN u ON u.k = x.uk`,
    [bookings],
  );
  await ds.query('VACUUM ANALYZE'); // what autovacuum does to a settled table
  return db;
}

async function measure(repo: AdminRepository): Promise<number> {
  const filter = { location: 'tulsa', status: 'confirmed', search: null, dateFrom: null, dateTo: null };
  for (let i = 0; i < 5; i++) await repo.bookingHistory(filter, 'startsAt', 'desc', 25, 50); // warm up
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await repo.bookingHistory(filter, 'startsAt', 'desc', 25, 50);
    times.push(performance.now() - t0);
    if (r.rows.length !== 25) throw new Error('the page query returned too few rows');
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const server = await startTestServer();
try {
  const small = await database(server, 1_000, 100);
  const large = await database(server, 100_000, 10_000);
  const base = await measure(new AdminRepository(small.ds, ''));
  const big = await measure(new AdminRepository(large.ds, ''));
  const ratio = big / base;
  console.log(
    `booking-history page (tulsa, confirmed, newest first, page 3): 1k bookings ${base.toFixed(2)} ms, 100k bookings ${big.toFixed(2)} ms (median of ${RUNS})`,
  );
  console.log(`ratio ${ratio.toFixed(2)} (target <= 2.00) ${ratio <= 2 ? 'OK' : 'OVER TARGET'}`);
  await small.drop();
  await large.drop();
  if (ratio > 2) process.exitCode = 1;
} finally {
  await server.stop();
}
