import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { instantAt, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const CHICAGO = 'America/Chicago';
const KIRITIMATI = 'Pacific/Kiritimati'; // UTC+14: its day is never Chicago's day

describe("the admin dashboard's days come from each location's time zone", () => {
  let t: TestApp;
  let admin: supertest.Agent;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
  });
  afterAll(() => t.close());

  it("counts a booking in its own location's today, and labels today in the zone most locations share", async () => {
    const ds = t.db.dataSource;
    await ds.query(`UPDATE locations SET time_zone = $1 WHERE slug = 'tulsa'`, [KIRITIMATI]);
    const now = new Date();
    const tulsaToday = localDateOf(now, KIRITIMATI);
    const chicagoToday = localDateOf(now, CHICAGO);
    // A time of Tulsa's local today that is not in Chicago's today (20:00–24:00 there when Chicago is
    // a date behind, 00:00–20:00 when both share the date).
    const tulsaAt = instantAt(tulsaToday, tulsaToday > chicagoToday ? 22 * 60 : 2 * 60, KIRITIMATI);
    expect(localDateOf(tulsaAt, CHICAGO)).not.toBe(chicagoToday);
    const chicagoAt = instantAt(chicagoToday, 12 * 60, CHICAGO);
    const book = (slug: string, at: Date, ref: string, date: string) =>
      ds.query(
        `INSERT INTO bookings (reference, location_id, bay_id, guest_name, local_date, starts_at, ends_at, party_size, status)
         SELECT $2, l.id, y.id, 'Walk-in', $4, $3, $3::timestamptz + interval '1 hour', 2, 'confirmed'
         FROM locations l JOIN bays y ON y.location_id = l.id AND y.number = 1 WHERE l.slug = $1`,
        [slug, ref, at, date],
      );
    await book('tulsa', tulsaAt, 'TZ-TULSA', tulsaToday);
    await book('hudsonoaks', chicagoAt, 'TZ-HUDSON', chicagoToday);

    const dash = (await gql(admin, '{ adminDashboard { today weekStart todayByLocation { slug bookings } occupancy } }').expect(200)).body
      .data.adminDashboard;
    expect(dash.today).toBe(chicagoToday); // two of the three locations are in Chicago
    expect(dash.todayByLocation).toEqual([
      { slug: 'hudsonoaks', bookings: 1 },
      { slug: 'richardson', bookings: 0 },
      { slug: 'tulsa', bookings: 1 },
    ]);
    expect(dash.occupancy).toBeGreaterThan(0);
  });
});
