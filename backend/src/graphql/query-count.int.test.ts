import supertest from 'supertest';
import type { EntitySubscriberInterface } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { signInDemo } from '../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';

/**
 * A page of rows must cost the same few queries whatever its length: per-row fields are batched
 * (DataLoader) or joined, never one query per row. Each page is read at 5 and at 50 rows and the
 * SQL statements behind the one GraphQL request are counted on the app's DataSource.
 */
describe('queries per GraphQL page', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;
  let counting = false;
  let count = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const ds = t.db.dataSource;
    await seedDemoData(ds);
    // 55 more accounts, each with one booking of its own on bay 2; the player has 50 bookings on
    // bay 1 and the admin 5 on bay 3 (a day apart each, so none overlaps).
    await ds.query(
      `INSERT INTO users (first_name, last_name, email, password_hash)
       SELECT 'Count', 'Tester ' || g, 'count-' || g || '@example.com', 'x' FROM generate_series(1, 55) g`,
    );
    const book = (who: string, bayNumber: number, n: number) =>
      ds.query(
        `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status)
         SELECT 'QC-' || $2::int || '-' || row_number() OVER (), l.id, y.id, u.id, (s.at AT TIME ZONE l.time_zone)::date,
           s.at, s.at + interval '1 hour', 2, 'confirmed'
         FROM (SELECT id, row_number() OVER (ORDER BY email) AS i FROM users WHERE ${who}) u
           CROSS JOIN generate_series(1, $1::int) k
           CROSS JOIN LATERAL (SELECT timestamptz '2027-03-01 18:00Z' + ((u.i * $1 + k) * interval '1 day') AS at) s
           JOIN locations l ON l.slug = 'tulsa' JOIN bays y ON y.location_id = l.id AND y.number = $2::int`,
        [n, bayNumber],
      );
    await book(`email LIKE 'count-%'`, 2, 1);
    await book(`email = 'player@backnine.golf'`, 1, 50);
    await book(`email = 'admin@backnine.golf'`, 3, 5);

    const counter: EntitySubscriberInterface = {
      beforeQuery: () => {
        if (counting) count++;
      },
    };
    ds.subscribers.push(counter);

    admin = await signInDemo(t, 'admin');
    player = await signInDemo(t, 'player');
  });
  afterAll(() => t.close());

  /**
   * Statements behind one request, and its data. The fewest of three runs: the app's background
   * jobs share the DataSource and may add a statement to one run, never to all three.
   */
  async function measure(agent: supertest.Agent, query: string, variables?: Record<string, unknown>) {
    let fewest = Infinity;
    let data: Record<string, unknown> = {};
    for (let run = 0; run < 3; run++) {
      count = 0;
      counting = true;
      const res = await gql(agent, query, variables).expect(200);
      counting = false;
      expect(res.body.errors).toBeUndefined();
      data = res.body.data;
      fewest = Math.min(fewest, count);
    }
    return { queries: fewest, data };
  }

  it('admin users: the same few queries for 5 rows and for 50, booking counts included', async () => {
    const USERS = `query($n: Int!) { adminUsers(pageSize: $n, sort: "email", direction: "asc") { total rows { id email bookingCount } } }`;
    const small = await measure(admin, USERS, { n: 5 });
    const large = await measure(admin, USERS, { n: 50 });
    const rows = (large.data.adminUsers as { rows: { email: string; bookingCount: number }[] }).rows;
    expect(rows).toHaveLength(50);
    // The counts are right, not just cheap: every generated account has its one booking.
    expect(rows.filter((r) => r.email.startsWith('count-')).every((r) => r.bookingCount === 1)).toBe(true);
    expect(rows.find((r) => r.email === 'admin@backnine.golf')?.bookingCount).toBe(5);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it('admin booking history: the same few queries for 5 rows and for 50', async () => {
    const BOOKINGS = `query($n: Int!) { adminBookings(pageSize: $n, sort: "reference", direction: "asc") {
      total rows { id reference locationName bayNumber customerName customerEmail locationTimeZone } } }`;
    const small = await measure(admin, BOOKINGS, { n: 5 });
    const large = await measure(admin, BOOKINGS, { n: 50 });
    expect((large.data.adminBookings as { rows: unknown[] }).rows).toHaveLength(50);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it("a customer's bookings: the same queries for 5 bookings and for 50, location and bay included", async () => {
    const MINE = `{ myBookings { id reference locationSlug locationName bayNumber bayName startHour discountCode refundedCents } }`;
    const five = await measure(admin, MINE);
    const fifty = await measure(player, MINE);
    expect(five.data.myBookings).toHaveLength(5);
    expect(fifty.data.myBookings).toHaveLength(50);
    expect((fifty.data.myBookings as { locationSlug: string; bayNumber: number }[])[0]).toMatchObject({
      locationSlug: 'tulsa',
      bayNumber: 1,
    });
    expect(fifty.queries).toBe(five.queries);
    expect(fifty.queries).toBeLessThanOrEqual(3);
  });
});
