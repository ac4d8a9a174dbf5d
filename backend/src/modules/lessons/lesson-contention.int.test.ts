// Issue #15: one coach, one hour, 100 customers at once, spread over two locations and several bays
// of each, through two app instances on one database. The coach's exclusion constraint must let exactly
// one lesson through (no bay constraint stands in the way: the bays differ); everyone else hears a
// CONFLICT, nobody a server error. Real HTTP to two listening servers.
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
import { CoachRepository } from './coach.repository.js';
import { COACH_REFUSALS } from './lesson.rules.js';

const ATTEMPTS = 100;
const POOL_SIZE = 10; // DATABASE_POOL_SIZE's default
const LOCATIONS = ['tulsa', 'richardson'];
const BAYS = 4; // bays 1–4 of each location
const HOUR = 15;
const HOLD = 'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id status bayNumber } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';

interface Reply {
  status: number;
  body: {
    data?: Record<string, { id: string; status: string } | null> | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('one coach-hour, 100 customers at once over two locations and eight bays, two app instances', () => {
  let db: TestDatabase;
  const pools: DataSource[] = [];
  const apps: TestApp[] = [];
  const servers: http.Server[] = [];
  const urls: string[] = [];
  let coachId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
    const locs: { id: string; slug: string }[] = await db.dataSource.query(`SELECT id, slug FROM locations WHERE slug = ANY($1)`, [
      LOCATIONS,
    ]);
    const repo = new CoachRepository(db.dataSource);
    coachId = await repo.create({
      name: 'Robin Vega',
      bio: '',
      email: 'robin@coaches.example',
      photoUrl: null,
      hourlyRateCents: 7500,
      bufferMinutes: 15,
      locationIds: locs.map((l) => l.id),
    });
    // The same hours at both venues, so every attempt passes the hours check and only the constraint decides.
    for (const l of locs) {
      for (let weekday = 1; weekday <= 7; weekday++)
        await repo.addHours({
          coachId,
          locationId: l.id,
          weekday: weekday,
          startsMinute: (l.slug === 'tulsa' ? 10 : 11) * 60,
          endsMinute: 20 * 60,
        });
    }
    for (let i = 0; i < 2; i++) {
      const pool = createDataSource(db.url, POOL_SIZE);
      await pool.initialize();
      pools.push(pool);
      const t = await createTestApp({}, { url: db.url, dataSource: pool, drop: async () => undefined });
      apps.push(t);
      const server = http.createServer(t.app.app);
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

  it('holds exactly one lesson, tells every other attempt a CONFLICT, never fails, and frees nothing else', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    const cookies = (await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET)).map((u) => u.cookie);
    const started = Date.now();

    // Every attempt is created in the same tick: 50 through each instance, all in flight together.
    const attempts = cookies.map(async (cookie, i) => {
      const url = urls[i % 2]!;
      const input = {
        location: LOCATIONS[Math.floor(i / 2) % 2],
        date,
        startHour: HOUR,
        coachId,
        bayNumber: 1 + (Math.floor(i / 4) % BAYS),
      };
      const hold = await post(url, cookie, HOLD, { i: input });
      const held = hold.body.data?.holdLesson;
      const pay = held
        ? await post(url, cookie, PAY, {
            id: held.id,
            p: await newCard(apps[i % 2]!), // made at the processor of the instance it pays through
            k: `lesson-contention-${i}-${randomBytes(6).toString('hex')}`,
          })
        : null;
      return { input, hold, pay };
    });
    const results = await Promise.all(attempts);
    // The attempts really were spread: both locations, every bay number.
    expect(new Set(results.map((r) => `${r.input.location}:${r.input.bayNumber}`)).size).toBe(LOCATIONS.length * BAYS);

    const replies = results.flatMap((r) => (r.pay ? [r.hold, r.pay] : [r.hold]));
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    expect(replies.flatMap((r) => r.body.errors ?? []).filter((e) => e.extensions?.code !== 'CONFLICT')).toEqual([]);

    const winners = results.filter((r) => r.pay);
    expect(winners).toHaveLength(1);
    expect(winners[0]!.pay!.body.data?.payForBooking?.status).toBe('CONFIRMED');
    const losers = results.filter((r) => !r.pay).map((r) => r.hold.body.errors?.[0]);
    expect(losers).toHaveLength(ATTEMPTS - 1);
    for (const e of losers) expect(e).toMatchObject({ message: COACH_REFUSALS.busy, extensions: { code: 'CONFLICT' } });

    const sql = (query: string, params?: unknown[]) => db.dataSource.query(query, params);
    const lessons = await sql(`SELECT status, count(*)::int AS n FROM bookings WHERE coach_id = $1 GROUP BY status`, [coachId]);
    expect(lessons).toEqual([{ status: 'confirmed', n: 1 }]);
    // No bay holds were left behind by the losers: the only booking of the hour is the lesson.
    const [{ n }] = await sql(`SELECT count(*)::int AS n FROM bookings WHERE local_date = $1 AND status IN ('held', 'confirmed')`, [date]);
    expect(n).toBe(1);
    // Charged once: one attempt, one ledger row, and at the processors (one per instance) exactly one charge, the ledger's.
    const checkouts = await sql(`SELECT a.status FROM payment_attempts a JOIN bookings b ON b.id = a.purchase_id WHERE b.coach_id = $1`, [
      coachId,
    ]);
    expect(checkouts).toEqual([{ status: 'succeeded' }]);
    const ledger = await sql(
      `SELECT p.gateway_charge_id AS id FROM payments p JOIN bookings b ON b.id = p.booking_id WHERE b.coach_id = $1`,
      [coachId],
    );
    expect(ledger).toHaveLength(1);
    const charges = (await Promise.all(apps.map((a) => chargesAtProcessor(a, started)))).flat();
    expect(charges.filter(standing).map((c) => c.id)).toEqual([ledger[0].id]);
    expect(unaccounted(charges)).toEqual([]);
  });

  it('the database itself refuses a second lesson of the coach at another venue, buffers included, whatever the app checks', async () => {
    const insert = (slug: string, start: string, end: string, coachStart: string, coachEnd: string) =>
      db.dataSource.query(
        `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status,
           kind, coach_id, coach_starts_at, coach_ends_at, guest_name)
         SELECT 'BN-' || substr(md5(random()::text), 1, 6), l.id, y.id, NULL, '2030-01-07', $2, $3, 1, 'confirmed',
           'lesson', $4, $5, $6, 'Guest'
         FROM locations l JOIN bays y ON y.location_id = l.id AND y.number = 1 WHERE l.slug = $1`,
        [slug, start, end, coachId, coachStart, coachEnd],
      );
    await insert('tulsa', '2030-01-07T16:00Z', '2030-01-07T17:00Z', '2030-01-07T15:45Z', '2030-01-07T17:15Z');
    // Richardson 17:00–18:00 on its own is free (bay and hour), but its buffer meets Tulsa's.
    await expect(insert('richardson', '2030-01-07T17:00Z', '2030-01-07T18:00Z', '2030-01-07T16:45Z', '2030-01-07T18:15Z')).rejects.toThrow(
      /bookings_no_double_coaching/,
    );
    await insert('richardson', '2030-01-07T17:30Z', '2030-01-07T18:30Z', '2030-01-07T17:15Z', '2030-01-07T18:45Z');
  });
});
