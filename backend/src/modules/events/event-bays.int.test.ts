// Issue #16: an event that takes bays holds them as rows of the one bookings table (kind 'event'),
// through the same exclusion constraint as everything else. A bay booking and an event racing for
// one bay-hour: exactly one wins. Availability shows the event's bays as taken; cancelling frees them.
// Also: event charges and refunds in the payments ledger, and the sweep of registrations left pending.
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { signedInUsers, type SignedInUser } from '../../../test/support/signed-in.js';
import { moneyOf } from '../../../test/support/money.js';
import { createTestApp, newCard, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';
import { EventRepository } from './event.repository.js';

const TZ = 'America/Chicago';
const AVAILABILITY = `query($l: String!, $d: String!) { availability(location: $l, date: $d) {
  bays { bay { number } slots { hour state } } } }`;
const CREATE = 'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id bayNumbers wholeVenue } }';
const UPDATE = 'mutation($id: ID!, $i: EventInputType!) { adminUpdateEvent(id: $id, input: $i) { id bayNumbers } }';
const CANCEL = 'mutation($id: ID!) { adminCancelEvent(id: $id) { cancelled refundedCents } }';
const PREVIEW = `query($i: EventInputType!, $e: ID) { adminEventBayPreview(input: $i, eventId: $e) { bayNumber state conflict } }`;
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status bayNumber } }';
const REGISTER = `mutation($e: ID!, $k: String!, $p: PaymentInput) {
  registerForEvent(eventId: $e, idempotencyKey: $k, payment: $p) { id status } }`;

type Reply = {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] };
};

describe('events take bays in the one calendar of bay time', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let date: string;
  const sql = (q: string, p: unknown[] = []) => t.db.dataSource.query(q, p);
  const key = () => randomBytes(12).toString('hex');
  const call = async (u: SignedInUser | null, query: string, variables: Record<string, unknown> = {}): Promise<Reply> => {
    const req = supertest(t.app.app).post('/graphql').set('Content-Type', 'application/json');
    if (u) req.set('Cookie', u.cookie);
    return req.send({ query, variables });
  };
  const input = (title: string, hour: number, bays: { bayMode: string; bayNumbers?: number[] }, extra: Record<string, unknown> = {}) => ({
    title,
    location: 'tulsa',
    date,
    startTime: `${String(hour).padStart(2, '0')}:00`,
    endTime: `${String(hour + 1).padStart(2, '0')}:00`,
    priceCents: 0,
    capacity: 10,
    ...bays,
    ...extra,
  });
  const slots = async (): Promise<(bay: number, hour: number) => string> => {
    const r = await call(null, AVAILABILITY, { l: 'tulsa', d: date });
    const a = r.body.data!.availability as { bays: { bay: { number: number }; slots: { hour: number; state: string }[] }[] };
    return (bay, hour) => a.bays.find((b) => b.bay.number === bay)!.slots.find((s) => s.hour === hour)!.state;
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    [admin] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    await sql(`UPDATE users SET is_admin = true WHERE id = $1`, [admin!.userId]);
    date = addDays(localDateOf(new Date(), TZ), 2);
    // A clean day at Tulsa for these tests (the demo's own bookings stay on the other days).
    await sql(`UPDATE bookings SET status = 'cancelled' WHERE local_date = $1 AND status IN ('held', 'confirmed')`, [date]);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('previews conflicts, refuses all or none, then shows the bays taken; moving and cancelling give them back', async () => {
    const [customer] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    const held = await call(customer!, HOLD, { i: { location: 'tulsa', date, startHour: 14, hours: 1, partySize: 2, bayNumber: 2 } });
    const reference = (await sql(`SELECT reference FROM bookings WHERE id = $1`, [(held.body.data!.holdBooking as { id: string }).id]))[0]
      .reference;

    const preview = await call(admin, PREVIEW, { i: input('Clinic', 14, { bayMode: 'bays', bayNumbers: [1, 2] }) });
    expect(preview.body.data!.adminEventBayPreview).toEqual([
      { bayNumber: 1, state: 'free', conflict: null },
      { bayNumber: 2, state: 'taken', conflict: `Bay 2 is taken by booking ${reference}.` },
    ]);

    const refused = await call(admin, CREATE, { i: input('Clinic', 14, { bayMode: 'bays', bayNumbers: [1, 2] }) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(refused.body.errors?.[0]?.message).toContain(reference);
    // All or none: neither the event nor its bay 1 was written.
    expect(await sql(`SELECT id FROM events WHERE title = 'Clinic'`)).toEqual([]);
    expect((await slots())(1, 14)).toBe('FREE');

    const made = await call(admin, CREATE, { i: input('Clinic', 14, { bayMode: 'bays', bayNumbers: [1, 3] }) });
    const event = made.body.data!.adminCreateEvent as { id: string; bayNumbers: number[] };
    expect(event.bayNumbers).toEqual([1, 3]);
    let state = await slots();
    expect([state(1, 14), state(2, 14), state(3, 14), state(4, 14)]).toEqual(['TAKEN', 'TAKEN', 'TAKEN', 'FREE']);
    expect([state(1, 15), state(3, 15)]).toEqual(['FREE', 'FREE']);

    // Its own bays are never in its way when it is edited; moving it frees the old hour.
    const again = await call(admin, PREVIEW, { i: input('Clinic', 15, { bayMode: 'bays', bayNumbers: [1, 3] }), e: event.id });
    expect((again.body.data!.adminEventBayPreview as { state: string }[]).map((p) => p.state)).toEqual(['free', 'free']);
    const moved = await call(admin, UPDATE, { id: event.id, i: input('Clinic', 15, { bayMode: 'bays', bayNumbers: [3] }) });
    expect((moved.body.data!.adminUpdateEvent as { bayNumbers: number[] }).bayNumbers).toEqual([3]);
    state = await slots();
    expect([state(1, 14), state(3, 14), state(1, 15), state(3, 15)]).toEqual(['FREE', 'FREE', 'FREE', 'TAKEN']);

    // An edit that keeps the bays and the time (a new title) keeps their bookings as they are.
    const before = await sql(`SELECT id, reference FROM bookings WHERE event_id = $1 AND status = 'confirmed'`, [event.id]);
    await call(admin, UPDATE, { id: event.id, i: input('Clinic (full swing)', 15, { bayMode: 'bays', bayNumbers: [3] }) });
    expect(
      await sql(`SELECT id, reference, guest_name AS "guestName" FROM bookings WHERE event_id = $1 AND status = 'confirmed'`, [event.id]),
    ).toEqual(before.map((b: { id: string; reference: string }) => ({ ...b, guestName: 'Clinic (full swing)' })));
    // Bays 1 and 3 at 14:00 (given back when it moved), bay 3 at 15:00: no booking made again.
    expect(await sql(`SELECT count(*)::int AS n FROM bookings WHERE event_id = $1`, [event.id])).toEqual([{ n: 3 }]);

    // Cancelling the event gives its bays back; the audit log has each admin action.
    await call(admin, CANCEL, { id: event.id });
    expect((await slots())(3, 15)).toBe('FREE');
    const audit = await sql(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [event.id]);
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['event.create', 'event.update', 'event.update', 'event.cancel']);
  });

  it('takes every bay for a whole-venue event, and refuses when any is taken', async () => {
    const made = await call(admin, CREATE, { i: input('Shootout', 18, { bayMode: 'venue' }) });
    const event = made.body.data!.adminCreateEvent as { id: string; bayNumbers: number[]; wholeVenue: boolean };
    expect(event.wholeVenue).toBe(true);
    const state = await slots();
    expect(event.bayNumbers.length).toBeGreaterThan(1);
    for (const n of event.bayNumbers) expect(state(n, 18)).toBe('TAKEN');
    const second = await call(admin, CREATE, { i: input('Overlap', 18, { bayMode: 'venue' }) });
    expect(second.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('an event and a bay booking racing for one bay-hour: exactly one wins, every round', async () => {
    const customers = await signedInUsers(t.db.dataSource, 5, TEST_SESSION_SECRET);
    for (let round = 0; round < 5; round++) {
      const hour = 10 + round; // inside every day's hours (Sunday opens at 10:00)
      const [event, hold] = await Promise.all([
        call(admin, CREATE, { i: input(`Race ${round}`, hour, { bayMode: 'bays', bayNumbers: [4] }) }),
        call(customers[round]!, HOLD, { i: { location: 'tulsa', date, startHour: hour, hours: 1, partySize: 2, bayNumber: 4 } }),
      ]);
      const eventWon = !!event.body.data?.adminCreateEvent;
      const holdWon = !!hold.body.data?.holdBooking;
      expect(eventWon !== holdWon, `round ${round}: exactly one of the two wins`).toBe(true);
      // The loser hears a conflict, never a server error.
      expect((eventWon ? hold : event).body.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const rows = await sql(
        `SELECT kind FROM bookings b JOIN bays y ON y.id = b.bay_id
         WHERE b.local_date = $1 AND y.number = 4 AND b.location_id = (SELECT id FROM locations WHERE slug = 'tulsa')
           AND extract(hour FROM b.starts_at AT TIME ZONE $3) = $2 AND b.status IN ('held', 'confirmed')`,
        [date, hour, TZ],
      );
      expect(rows).toEqual([{ kind: eventWon ? 'event' : 'bay' }]);
      expect((await slots())(4, hour)).toBe('TAKEN');
    }
  });

  it('records a paid registration in the payments ledger and its refund when the event is cancelled', async () => {
    const made = await call(admin, CREATE, { i: input('Paid party', 20, { bayMode: 'none' }, { priceCents: 3500 }) });
    const id = (made.body.data!.adminCreateEvent as { id: string }).id;
    const [u] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    const reg = await call(u!, REGISTER, { e: id, k: key(), p: await newCard(t) });
    const regId = (reg.body.data!.registerForEvent as { id: string }).id;
    const ledger = () =>
      sql(`SELECT purpose, amount_cents AS amount, refunded_cents AS refunded, status FROM payments WHERE event_registration_id = $1`, [
        regId,
      ]);
    expect(await ledger()).toEqual([{ purpose: 'event', amount: 3500, refunded: 0, status: 'succeeded' }]);
    await call(admin, CANCEL, { id });
    expect(await ledger()).toEqual([{ purpose: 'event', amount: 3500, refunded: 3500, status: 'refunded' }]);
    const refunds = await sql(
      `SELECT r.amount_cents AS amount FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.event_registration_id = $1`,
      [regId],
    );
    expect(refunds).toEqual([{ amount: 3500 }]);
    expect(await moneyOf(t, regId)).toEqual([{ status: 'succeeded', amount: 3500, received: 3500, refunded: 3500 }]);
  });

  it('the sweep releases a registration a crash left pending, and frees its seat', async () => {
    const made = await call(admin, CREATE, { i: input('Crash test', 21, { bayMode: 'none' }, { priceCents: 2000, capacity: 1 }) });
    const id = (made.body.data!.adminCreateEvent as { id: string }).id;
    const [u, other] = await signedInUsers(t.db.dataSource, 2, TEST_SESSION_SECRET);
    const repo = new EventRepository(t.db.dataSource);
    // What a crash between taking the seat and charging the card leaves: a pending registration holding the only seat.
    const regId = await t.db.dataSource.transaction(async (em) => {
      expect(await repo.takeSeat(em, id, new Date())).toBe(true);
      return repo.insertRegistration(em, { eventId: id, userId: u!.userId, status: 'pending', priceCents: 2000, idempotencyKey: key() });
    });
    const full = await call(other!, REGISTER, { e: id, k: key(), p: await newCard(t) });
    expect(full.body.errors?.[0]?.extensions?.code).toBe('CONFLICT');

    // A fresh one is left alone (its charge may be under way) ...
    expect(await t.app.services.events.releaseStalePending()).toBe(0);
    // ... a stale one is released and its seat opens.
    await sql(`UPDATE event_registrations SET created_at = now() - interval '20 minutes' WHERE id = $1`, [regId]);
    expect(await t.app.services.events.releaseStalePending()).toBe(1);
    expect(await t.app.services.events.releaseStalePending()).toBe(0);
    expect((await sql(`SELECT status FROM event_registrations WHERE id = $1`, [regId]))[0].status).toBe('cancelled');
    expect((await sql(`SELECT seats_taken AS n FROM events WHERE id = $1`, [id]))[0].n).toBe(0);
    const now = await call(other!, REGISTER, { e: id, k: key(), p: await newCard(t) });
    expect((now.body.data?.registerForEvent as { status: string }).status).toBe('confirmed');
  });

  it("pages, sorts and filters the admin's events grid on the server", async () => {
    const PAGE = `query($l: String, $s: String, $q: String, $o: String, $d: String, $p: Int, $n: Int) {
      adminEventsPage(location: $l, status: $s, search: $q, sort: $o, direction: $d, page: $p, pageSize: $n) { total rows { title } } }`;
    for (const n of [1, 2, 3]) await call(admin, CREATE, { i: input(`Grid Cup ${n}`, 8, { bayMode: 'none' }) });
    const page = async (v: Record<string, unknown>) =>
      (await call(admin, PAGE, v)).body.data!.adminEventsPage as { total: number; rows: { title: string }[] };
    expect(await page({ q: 'grid cup', o: 'title', d: 'desc', n: 2, p: 0 })).toEqual({
      total: 3,
      rows: [{ title: 'Grid Cup 3' }, { title: 'Grid Cup 2' }],
    });
    expect(await page({ q: 'grid cup', o: 'title', d: 'desc', n: 2, p: 1 })).toEqual({ total: 3, rows: [{ title: 'Grid Cup 1' }] });
    expect((await page({ q: 'grid cup', l: 'richardson' })).total).toBe(0);
    expect((await page({ q: 'grid cup', s: 'cancelled' })).total).toBe(0);
    const bad = await call(admin, PAGE, { o: 'id; DROP TABLE events' });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    const [customer] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    expect((await call(customer!, PAGE, {})).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
