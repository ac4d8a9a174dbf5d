// Issue #16: 200 people register at once for an event with 20 spots, through two app instances on
// one database. The conditional seat UPDATE must let exactly 20 through; everyone else hears the
// event is full (a CONFLICT), nobody a server error. Real HTTP to two listening servers.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { expectOnlyRefusals, post, race, startInstances, type Instance } from '../../../test/support/racing.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestDatabase, TEST_SESSION_SECRET, type TestDatabase } from '../../../test/support/test-app.js';
import { EventRepository } from './event.repository.js';
import { EVENT_MESSAGES } from './event.rules.js';

const ATTEMPTS = 200;
const SEATS = 20;
const REGISTER = 'mutation($e: ID!, $k: String!) { registerForEvent(eventId: $e, idempotencyKey: $k) { id status } }';

describe('200 registrations at once for 20 seats, two app instances', () => {
  let db: TestDatabase;
  let instances: Instance[];
  let close = async () => {};
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
    ({ instances, close } = await startInstances(db));
  });
  afterAll(async () => {
    await close();
    await db?.drop();
  });

  it('confirms exactly 20, tells the other 180 the event is full, and never fails', async () => {
    const users = await signedInUsers(db.dataSource, ATTEMPTS, TEST_SESSION_SECRET);
    const replies = await race(ATTEMPTS, (i) =>
      post(instances[i % 2]!.url, users[i]!.cookie, REGISTER, { e: eventId, k: `rush-${i}-${randomBytes(6).toString('hex')}` }),
    );
    const refusals = expectOnlyRefusals(replies, { message: EVENT_MESSAGES.full });
    expect(replies.filter((r) => r.body.data?.registerForEvent?.status === 'confirmed')).toHaveLength(SEATS);
    expect(refusals).toHaveLength(ATTEMPTS - SEATS);

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
