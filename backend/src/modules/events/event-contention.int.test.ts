// Issue #16: 200 people register at once for an event with 20 spots, through two app instances on
// one database. The conditional seat UPDATE must let exactly 20 through; everyone else hears the
// event is full (a CONFLICT), nobody a server error. Real HTTP to two listening servers.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataSource } from '../../db/data-source.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestApp, createTestDatabase, TEST_SESSION_SECRET, type TestApp, type TestDatabase } from '../../../test/support/test-app.js';
import { EventRepository } from './event.repository.js';
import { EVENT_MESSAGES } from './event.rules.js';

const ATTEMPTS = 200;
const SEATS = 20;
const REGISTER = 'mutation($e: ID!, $k: String!) { registerForEvent(eventId: $e, idempotencyKey: $k) { id status } }';

interface Reply {
  status: number;
  body: {
    data?: { registerForEvent: { id: string; status: string } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('200 registrations at once for 20 seats, two app instances', () => {
  let db: TestDatabase;
  const pools: DataSource[] = [];
  const apps: TestApp[] = [];
  const servers: http.Server[] = [];
  const urls: string[] = [];
  let eventId: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
    const [loc] = await db.dataSource.query(`SELECT id FROM locations WHERE slug = 'tulsa'`);
    eventId = await new EventRepository(db.dataSource).insert({
      locationId: loc.id,
      title: 'Rush Night',
      description: '',
      startsAt: new Date(Date.now() + 7 * 86_400_000),
      endsAt: new Date(Date.now() + 7 * 86_400_000 + 7_200_000),
      priceCents: 0,
      capacity: SEATS,
      memberOnly: false,
    });
    for (let i = 0; i < 2; i++) {
      const pool = createDataSource(db.url, 10);
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

  async function post(url: string, cookie: string, variables: Record<string, unknown>): Promise<Reply> {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie },
      body: JSON.stringify({ query: REGISTER, variables }),
    });
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      return { status: res.status, body: { errors: [{ message: text }] } };
    }
  }

  it('confirms exactly 20, tells the other 180 the event is full, and never fails', async () => {
    const users = await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET);
    const replies = await Promise.all(
      users.map((u, i) => post(urls[i % 2]!, u.cookie, { e: eventId, k: `rush-${i}-${randomBytes(6).toString('hex')}` })),
    );
    expect(replies.filter((r) => r.status >= 500)).toEqual([]);
    const confirmed = replies.filter((r) => r.body.data?.registerForEvent?.status === 'confirmed');
    expect(confirmed).toHaveLength(SEATS);
    const refusals = replies.flatMap((r) => r.body.errors ?? []);
    expect(refusals).toHaveLength(ATTEMPTS - SEATS);
    for (const e of refusals) expect(e).toMatchObject({ message: EVENT_MESSAGES.full, extensions: { code: 'CONFLICT' } });

    const sql = (q: string, p?: unknown[]) => db.dataSource.query(q, p);
    expect(await sql(`SELECT status, count(*)::int AS n FROM event_registrations WHERE event_id = $1 GROUP BY status`, [eventId])).toEqual([
      { status: 'confirmed', n: SEATS },
    ]);
    expect(await sql(`SELECT seats_taken AS "seatsTaken" FROM events WHERE id = $1`, [eventId])).toEqual([{ seatsTaken: SEATS }]);
  });

  it('the database itself refuses a seat past the capacity, whatever the app checks', async () => {
    await expect(db.dataSource.query(`UPDATE events SET seats_taken = capacity + 1 WHERE id = $1`, [eventId])).rejects.toThrow(
      /events_check|check constraint/,
    );
  });
});
