// Issue #5: many customers, one bay-hour, two app instances on one database. The exclusion
// constraint must let exactly one through; everyone else hears "that slot was just taken" (CONFLICT),
// nobody gets a server error, and only the winner is charged (checked at each instance's processor
// as well as in the ledger). Real HTTP to two listening servers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import {
  expectChargedOnce,
  expectOneConfirmed,
  holdThenPay,
  post,
  race,
  startInstances,
  type Instance,
} from '../../../test/support/racing.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../../../test/support/test-app.js';
import { SLOT_TAKEN } from './booking.service.js';

const ATTEMPTS = 200;
const LOCATION = 'hudsonoaks';
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status bayNumber } }';

describe('one bay-hour, 200 customers at once, two app instances on one database', () => {
  let db: TestDatabase;
  let instances: Instance[];
  let close = async () => {};

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
    ({ instances, close } = await startInstances(db));
  });
  afterAll(async () => {
    await close();
    await db?.drop();
  });

  it('confirms exactly one, tells every other a CONFLICT, never fails, and charges once', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    const [{ id: bayId }] = await db.dataSource.query(
      `SELECT y.id FROM bays y JOIN locations l ON l.id = y.location_id WHERE l.slug = $1 AND y.number = 1`,
      [LOCATION],
    );
    const cookies = (await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET)).map((u) => u.cookie);
    const open = (
      await post<{ availability: { hours: number[] } }>(
        instances[0]!.url,
        cookies[0]!,
        'query($l: String!, $d: String!) { availability(location: $l, date: $d) { hours } }',
        { l: LOCATION, d: date },
      )
    ).body.data!.availability;
    const startHour = open.hours[Math.floor(open.hours.length / 2)]!;
    instances[0]!.served = 0;

    const input = { location: LOCATION, date, startHour, hours: 1, partySize: 2, bayNumber: 1 };
    const started = Date.now();
    // 100 through each instance, all in flight together.
    const results = await race(ATTEMPTS, (i) =>
      holdThenPay(
        instances[i % 2]!,
        cookies[i]!,
        { query: HOLD, field: 'holdBooking', input },
        `contention-${i}-${randomBytes(6).toString('hex')}`,
      ),
    );
    const winner = expectOneConfirmed(results, SLOT_TAKEN); // no INTERNAL_SERVER_ERROR, nothing else

    // Both instances took their half (plus the winner's payment on one of them).
    const served = instances.map((x) => x.served);
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
    const checkouts = await sql(
      `SELECT a.status FROM payment_attempts a JOIN bookings b ON b.id = a.purchase_id WHERE b.bay_id = $1 AND b.local_date = $2`,
      [bayId, date],
    );
    expect(checkouts).toEqual([{ status: 'succeeded' }]);
    const ledger = await sql(`SELECT gateway_charge_id AS id FROM payments WHERE booking_id = $1`, [winner]);
    expect(ledger).toHaveLength(1);
    await expectChargedOnce(instances, started, ledger[0].id);
  });
});
