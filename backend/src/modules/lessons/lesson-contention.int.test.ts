// Issue #15: one coach, one hour, 100 customers at once, spread over two locations and several bays
// of each, through two app instances on one database. The coach's exclusion constraint must let exactly
// one lesson through (no bay constraint stands in the way: the bays differ); everyone else hears a
// CONFLICT, nobody a server error. Real HTTP to two listening servers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { expectChargedOnce, expectOneConfirmed, holdThenPay, race, startInstances, type Instance } from '../../../test/support/racing.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../../../test/support/test-app.js';
import { CoachRepository } from './coach.repository.js';
import { COACH_REFUSALS } from './lesson.rules.js';

const ATTEMPTS = 100;
const LOCATIONS = ['tulsa', 'richardson'];
const BAYS = 4; // bays 1–4 of each location
const HOUR = 15;
const HOLD = 'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id status bayNumber } }';

describe('one coach-hour, 100 customers at once over two locations and eight bays, two app instances', () => {
  let db: TestDatabase;
  let instances: Instance[];
  let close = async () => {};
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
    ({ instances, close } = await startInstances(db));
  });
  afterAll(async () => {
    await close();
    await db?.drop();
  });

  it('holds exactly one lesson, tells every other attempt a CONFLICT, never fails, and frees nothing else', async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    const cookies = (await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET)).map((u) => u.cookie);
    const started = Date.now();

    // 50 through each instance, all in flight together.
    const results = await race(ATTEMPTS, async (i) => {
      const input = {
        location: LOCATIONS[Math.floor(i / 2) % 2],
        date,
        startHour: HOUR,
        coachId,
        bayNumber: 1 + (Math.floor(i / 4) % BAYS),
      };
      const key = `lesson-contention-${i}-${randomBytes(6).toString('hex')}`;
      return { input, ...(await holdThenPay(instances[i % 2]!, cookies[i]!, { query: HOLD, field: 'holdLesson', input }, key)) };
    });
    // The attempts really were spread: both locations, every bay number.
    expect(new Set(results.map((r) => `${r.input.location}:${r.input.bayNumber}`)).size).toBe(LOCATIONS.length * BAYS);
    expectOneConfirmed(results, COACH_REFUSALS.busy);

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
    await expectChargedOnce(instances, started, ledger[0].id);
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
