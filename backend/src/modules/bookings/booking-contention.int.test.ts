// Issue #5: many customers, one bay-hour, two app instances on one database. The exclusion
// constraint must let exactly one through; everyone else hears "that slot was just taken" (CONFLICT),
// nobody gets a server error, and only the winner is charged (checked at each instance's processor
// as well as in the ledger). Real HTTP to two listening servers.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../../db/data-source.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { chargesAtProcessor, standing, unaccounted } from '../../../test/support/money.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import {
  createTestApp,
  createTestDatabase,
  newCard,
  TEST_SESSION_SECRET,
  type TestApp,
  type TestDatabase,
} from '../../../test/support/test-app.js';
import { SLOT_TAKEN } from './booking.service.js';

const ATTEMPTS = 200;
const POOL_SIZE = 10; // DATABASE_POOL_SIZE's default
const LOCATION = 'hudsonoaks';
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status bayNumber } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';

interface Reply {
  status: number;
  body: {
    data?: Record<string, { id: string; status: string } | null> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('one bay-hour, 200 customers at once, two app instances on one database', () => {
  let db: TestDatabase;
  const pools: DataSource[] = [];
  const apps: TestApp[] = [];
  const servers: http.Server[] = [];
  const served = [0, 0];
  const urls: string[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
    // Two instances as two processes would run them: each its own pool, of the production default size.
    for (let i = 0; i < 2; i++) {
      const pool = createDataSource(db.url, POOL_SIZE);
      await pool.initialize();
      pools.push(pool);
      const t = await createTestApp({}, { url: db.url, dataSource: pool, drop: async () => undefined });
      apps.push(t);
      const server = http.createServer(t.app.app);
      server.on('request', (req: http.IncomingMessage) => void (req.url === '/graphql' && served[i]!++));
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      servers.push(server);
      urls.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`);
    }
  });
  afterAll(async () => {
    for (const s of servers) await new Promise((r) => s.close(r));
    for (const t of apps) await t.close();
    for (const p of pools) if (p.isInitialized) await p.destroy();
    await db?.drop();
  });

  async function post(url: string, cookie: string, query: string, variables: Record<string, unknown>): Promise<Reply> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    let body: Reply['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text }] };
    }
    return { status: res.status, body };
  }

  it('confirms exactly one, tells every other a CONFLICT, never fails, and charges once', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    const [{ id: bayId }] = await db.dataSource.query(
      `SELECT y.id FROM bays y JOIN locations l ON l.id = y.location_id WHERE l.slug = $1 AND y.number = 1`,
      [LOCATION],
    );
    const cookies = (await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET)).map((u) => u.cookie);
    const open = (
      await post(urls[0]!, cookies[0]!, 'query($l: String!, $d: String!) { availability(location: $l, date: $d) { hours } }', {
        l: LOCATION,
        d: date,
      })
    ).body.data!.availability as unknown as { hours: number[] };
    const startHour = open.hours[Math.floor(open.hours.length / 2)]!;
    served[0] = 0;

    const input = { location: LOCATION, date, startHour, hours: 1, partySize: 2, bayNumber: 1 };
    const started = Date.now();
    // Every attempt is created in the same tick: 100 through each instance, all in flight together.
    const attempts = cookies.map(async (cookie, i) => {
      const url = urls[i % 2]!;
      const hold = await post(url, cookie, HOLD, { i: input });
      const held = hold.body.data?.holdBooking;
      // The winner's card fields make its token at the processor of the instance it pays through.
      const pay = held
        ? await post(url, cookie, PAY, {
            id: held.id,
            p: await newCard(apps[i % 2]!),
            k: `contention-${i}-${randomBytes(6).toString('hex')}`,
          })
        : null;
      return { hold, pay };
    });
    const results = await Promise.all(attempts);

    const replies = results.flatMap((r) => (r.pay ? [r.hold, r.pay] : [r.hold]));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.flatMap((r) => r.body.errors ?? []).filter((e) => e.extensions?.code !== 'CONFLICT')).toEqual([]); // no INTERNAL_SERVER_ERROR, nothing else

    const winners = results.filter((r) => r.pay);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.pay!.body.data?.payForBooking?.status).toBe('CONFIRMED');
    const losers = results.filter((r) => !r.pay).map((r) => r.hold.body.errors?.[0]);
    expect(losers).toHaveLength(ATTEMPTS - 1);
    for (const e of losers) expect(e).toMatchObject({ message: SLOT_TAKEN, extensions: { code: 'CONFLICT' } });

    // Both instances took their half (plus the winner's payment on one of them).
    expect(served[0]).toBeGreaterThanOrEqual(ATTEMPTS / 2);
    expect(served[1]).toBeGreaterThanOrEqual(ATTEMPTS / 2);
    expect(served[0]! + served[1]!).toBe(ATTEMPTS + 1);

    const sql = (query: string, params?: unknown[]) => db.dataSource.query(query, params);
    const slot = await sql(
      `SELECT b.status, count(*)::int AS n FROM bookings b JOIN locations l ON l.id = b.location_id
       WHERE l.slug = $1 AND b.bay_id = $2 AND b.local_date = $3 GROUP BY b.status`,
      [LOCATION, bayId, date],
    );
    expect(slot).toEqual([{ status: 'confirmed', n: 1 }]);
    const [{ overlaps }] = await sql(
      `SELECT count(*)::int AS overlaps FROM bookings x JOIN bookings y
         ON x.id < y.id AND x.bay_id = y.bay_id AND tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)
       WHERE x.status IN ('held', 'confirmed') AND y.status IN ('held', 'confirmed')`,
    );
    expect(overlaps).toBe(0);
    // Charged once: one attempt, one ledger row, and at the processors (one per instance) exactly one charge, the ledger's.
    const winner = winners[0]!.pay!.body.data!.payForBooking!.id;
    const checkouts = await sql(
      `SELECT a.status FROM payment_attempts a JOIN bookings b ON b.id = a.purchase_id WHERE b.bay_id = $1 AND b.local_date = $2`,
      [bayId, date],
    );
    expect(checkouts).toEqual([{ status: 'succeeded' }]);
    const ledger = await sql(`SELECT gateway_charge_id AS id FROM payments WHERE booking_id = $1`, [winner]);
    expect(ledger).toHaveLength(1);
    const charges = (await Promise.all(apps.map((a) => chargesAtProcessor(a, started)))).flat();
    expect(charges.filter(standing).map((c) => c.id)).toEqual([ledger[0].id]);
    expect(unaccounted(charges)).toEqual([]);
  });
});
