import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { RESYNC, type AvailabilityChange } from './availability-feed.js';

/** Polls until `check` holds (at most `ms`): outages and reconnects take real, variable time. */
async function eventually(check: () => Promise<boolean> | boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('the live availability feed through a database outage', () => {
  let t: TestApp;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);
  const readyz = () => supertest(t.app.app).get('/readyz');

  let db: string;
  let admin: pg.Client; // on another database: a database cannot close its doors from inside
  const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE "${db}" ALLOW_CONNECTIONS ${allow}`);

  beforeAll(async () => {
    t = await createTestApp();
    [{ db }] = await sql('SELECT current_database() AS db');
    const url = new URL(t.db.url);
    url.pathname = '/postgres';
    admin = new pg.Client({ connectionString: url.toString() });
    await admin.connect();
  });
  afterAll(async () => {
    await allowConnections(true).catch(() => undefined);
    await admin?.end();
    await t.close();
  });

  it('says not ready while its connection is down for seconds, reconnects, and tells subscribers to refetch', async () => {
    const feed = t.app.availabilityFeed;
    const abort = new AbortController();
    const seen: AvailabilityChange[] = [];
    const watching = (async () => {
      for await (const change of feed.changes('some-location', '2030-01-01', abort.signal)) seen.push(change);
    })();
    await readyz().expect(200);

    // The outage: the feed's connection is cut and no new connection is accepted for 2.5 s (the app's
    // pool keeps its open connections, so the database itself still answers /readyz's query).
    await allowConnections(false);
    await sql(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'venue-availability' AND datname = $1`, [
      db,
    ]);
    await eventually(() => !feed.connected, 5000);
    const down = await readyz().expect(503);
    expect(down.body).toEqual({ status: 'unavailable', database: 'up', liveUpdates: 'reconnecting' });
    await new Promise((r) => setTimeout(r, 2500)); // several reconnect attempts fail meanwhile
    expect(feed.connected).toBe(false);

    await allowConnections(true);
    await eventually(() => feed.connected, 10_000);
    await readyz().expect(200);
    await eventually(() => seen.includes(RESYNC), 2000); // open pages refetch what they missed

    // And it listens again: a change made now reaches the subscriber.
    await sql(`SELECT pg_notify('availability', $1)`, [JSON.stringify({ locationId: 'some-location', date: '2030-01-01' })]);
    await eventually(() => seen.some((c) => c !== RESYNC && c.locationId === 'some-location'), 5000);
    abort.abort();
    await watching;
  });
});
