import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

/**
 * Availability answered from memory: instance B keeps a day's answer; each kind of change made through
 * instance A (or straight in the database, where the app has no screen for it) makes B's next read fresh
 * as soon as the notification arrives. Each test first sees B answer from its cache, so a change that
 * did not notify would leave B's answer stale for up to an hour and the poll would time out.
 */
describe('availability cache across two instances', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;
  const sql = (q: string, p: unknown[] = []) => a.db.dataSource.query(q, p);
  const tulsa = 'tulsa';
  // Each test its own day, so their answers and changes never meet.
  let days = 2;
  const nextDay = () => addDays(localDateOf(new Date(), 'America/Chicago'), days++);
  // Players hold at most 2 days ahead: the hold tests share tomorrow, on bays of their own.
  const tomorrow = () => addDays(localDateOf(new Date(), 'America/Chicago'), 1);

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, a.db);
    await seedDemoData(a.db.dataSource);
    admin = await signInDemo(a, 'admin');
    player = await signInDemo(a, 'player');
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /** B's grid of a day as an admin sees it (no booking window): bay number → states by hour. */
  async function gridOnB(date: string): Promise<Record<number, string[]>> {
    const answer = await b.app.services.availability.forDay(tulsa, date, { isAdmin: true } as never);
    return Object.fromEntries(answer.bays.map((x) => [x.bay.number, x.slots.map((s) => s.state)]));
  }

  /** Reads the day on B until it answers from memory, and returns that answer. */
  async function warm(date: string): Promise<Record<number, string[]>> {
    let grid: Record<number, string[]> = {};
    // Notifications of earlier writes (the demo seed's thousands) may still be arriving: read until one is a hit.
    await expect
      .poll(async () => {
        const hits = b.app.services.availabilityCache.lookups.hit;
        grid = await gridOnB(date);
        return b.app.services.availabilityCache.lookups.hit - hits;
      })
      .toBe(1);
    return grid;
  }

  async function hoursOf(date: string): Promise<number[]> {
    return (await b.app.services.availability.forDay(tulsa, date, null)).hours;
  }

  it('a bay booked at the desk on A', async () => {
    const date = nextDay();
    const [first] = await hoursOf(date);
    expect((await warm(date))[1]![0]).toBe('free');
    const res = await gql(admin, 'mutation($i: AdminBookingInput!) { adminCreateBooking(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: first, hours: 1, partySize: 2, bayNumber: 1, guestName: 'Desk Guest' },
    });
    expect(res.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[1]![0]).toBe('taken');
  });

  it('a hold placed on A, and released', async () => {
    const date = tomorrow();
    const [first] = await hoursOf(date);
    await warm(date);
    const held = await gql(player, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: first, hours: 1, partySize: 2, bayNumber: 2 },
    });
    expect(held.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[2]![0]).toBe('taken');
    await warm(date);
    const released = await gql(player, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id: held.body.data.holdBooking.id });
    expect(released.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[2]![0]).toBe('free');
  });

  it('a hold running out: free again on B when it expires, before any write says so', async () => {
    const date = tomorrow();
    const [first] = await hoursOf(date);
    const held = await gql(player, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: first, hours: 1, partySize: 2, bayNumber: 3 },
    });
    // Its time nearly up (moving the expiry notifies too), then B keeps the answer with the hold in it.
    await sql(`UPDATE bookings SET hold_expires_at = now() + interval '3 seconds' WHERE id = $1`, [held.body.data.holdBooking.id]);
    await expect.poll(async () => (await gridOnB(date))[3]![0]).toBe('taken');
    expect((await warm(date))[3]![0]).toBe('taken');
    await expect.poll(async () => (await gridOnB(date))[3]![0], { timeout: 8000 }).toBe('free');
    expect(await sql(`SELECT status FROM bookings WHERE id = $1`, [held.body.data.holdBooking.id])).toEqual([{ status: 'held' }]);
  });

  it('a closure added on A, and removed', async () => {
    const date = nextDay();
    const [first] = await hoursOf(date);
    await warm(date);
    const closed = await gql(admin, 'mutation($i: ClosureInput!) { adminCreateClosure(input: $i) }', {
      i: { location: tulsa, bayNumber: 4, date, startHour: first, endHour: first! + 2, reason: 'Maintenance' },
    });
    expect(closed.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[4]!.slice(0, 2)).toEqual(['closed', 'closed']);
    await warm(date);
    await gql(admin, 'mutation($id: ID!) { adminRemoveClosure(id: $id) }', { id: closed.body.data.adminCreateClosure });
    await expect.poll(async () => (await gridOnB(date))[4]![0]).toBe('free');
  });

  it('an event taking a bay', async () => {
    const date = nextDay();
    const [first] = await hoursOf(date);
    await warm(date);
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    const created = await gql(admin, 'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id } }', {
      i: {
        title: 'Cache Night',
        location: tulsa,
        date,
        startTime: hh(first!),
        endTime: hh(first! + 1),
        priceCents: 0,
        capacity: 4,
        bayMode: 'bays',
        bayNumbers: [5],
      },
    });
    expect(created.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[5]![0]).toBe('taken');
  });

  it('a lesson held on A takes its bay', async () => {
    // A day within the player's window on which some coach teaches at Tulsa.
    const LESSON_SLOTS = 'query($l: String!, $d: String!) { lessonAvailability(location: $l, date: $d) { startHour coach { id } } }';
    let date = '';
    let slot: { startHour: number; coach: { id: string } } | undefined;
    for (const ahead of [1, 2]) {
      date = addDays(localDateOf(new Date(), 'America/Chicago'), ahead);
      slot = (await gql(player, LESSON_SLOTS, { l: tulsa, d: date })).body.data.lessonAvailability.at(-1);
      if (slot) break;
    }
    expect(slot).toBeDefined();
    const column = (await hoursOf(date)).indexOf(slot!.startHour);
    expect((await warm(date))[4]![column]).toBe('free');
    const lesson = await gql(player, 'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: slot!.startHour, coachId: slot!.coach.id, bayNumber: 4 },
    });
    expect(lesson.body.errors).toBeUndefined();
    await expect.poll(async () => (await gridOnB(date))[4]![column]).toBe('taken');
  });

  it("reads its own writes: a mutation's answer comes after this instance heard of the change", async () => {
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const hours = await hoursOf(date);
    const grid = 'query($l: String!, $d: String!) { availability(location: $l, date: $d) { bays { bay { number } slots { state } } } }';
    const stateOnA = async (column: number) =>
      (await gql(player, grid, { l: tulsa, d: date })).body.data.availability.bays[4].slots[column].state as string;
    for (let column = 0; column < Math.min(hours.length, 5); column++) {
      expect(await stateOnA(column)).toBe('FREE'); // now in A's memory
      const held = await gql(player, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
        i: { location: tulsa, date, startHour: hours[column], hours: 1, partySize: 2, bayNumber: 5 },
      });
      expect(await stateOnA(column)).toBe('TAKEN'); // no waiting: the very next read
      await gql(player, 'mutation($id: ID!) { releaseHold(bookingId: $id) }', { id: held.body.data.holdBooking.id });
      expect(await stateOnA(column)).toBe('FREE');
    }
  });

  it('opening hours changed (no screen: straight in the database)', async () => {
    const date = nextDay();
    const before = await hoursOf(date);
    await warm(date);
    const [{ id }] = await sql(`SELECT id FROM locations WHERE slug = $1`, [tulsa]);
    await sql(`UPDATE opening_hours SET opens_minute = opens_minute + 60 WHERE location_id = $1`, [id]);
    try {
      await expect.poll(() => hoursOf(date)).toEqual(before.slice(1));
    } finally {
      await sql(`UPDATE opening_hours SET opens_minute = opens_minute - 60 WHERE location_id = $1`, [id]);
    }
    await expect.poll(() => hoursOf(date)).toEqual(before);
  });

  it('a bay taken out of service (straight in the database)', async () => {
    const date = nextDay();
    expect(Object.keys(await warm(date))).toContain('6');
    const [{ id }] = await sql(`SELECT id FROM locations WHERE slug = $1`, [tulsa]);
    await sql(`UPDATE bays SET active = false WHERE location_id = $1 AND number = 6`, [id]);
    try {
      await expect.poll(async () => Object.keys(await gridOnB(date))).not.toContain('6');
    } finally {
      await sql(`UPDATE bays SET active = true WHERE location_id = $1 AND number = 6`, [id]);
    }
  });

  it('a booking row deleted (straight in the database)', async () => {
    const date = nextDay();
    const [first] = await hoursOf(date);
    const res = await gql(admin, 'mutation($i: AdminBookingInput!) { adminCreateBooking(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: first, hours: 1, partySize: 2, bayNumber: 1, guestName: 'Gone Guest' },
    });
    await expect.poll(async () => (await gridOnB(date))[1]![0]).toBe('taken');
    await warm(date);
    const id = res.body.data.adminCreateBooking.id as string;
    await sql(`DELETE FROM booking_events WHERE booking_id = $1`, [id]).catch(() => undefined);
    await sql(`DELETE FROM bookings WHERE id = $1`, [id]);
    await expect.poll(async () => (await gridOnB(date))[1]![0]).toBe('free');
  });

  it('is bypassed while the notification connection is down, and used again once it is back', async () => {
    const date = nextDay();
    const [first] = await hoursOf(date);
    expect((await warm(date))[2]![0]).toBe('free');
    const feed = b.app.availabilityFeed;
    const epoch = feed.epoch;
    await sql(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE application_name = 'venue-availability' AND datname = current_database()`,
    );
    await expect.poll(() => feed.connected, { interval: 10 }).toBe(false);
    const bypassed = b.app.services.availabilityCache.lookups.bypass;
    await gridOnB(date); // reconnecting takes 250 ms at least: this read finds the feed down
    expect(b.app.services.availabilityCache.lookups.bypass).toBe(bypassed + 1);
    // A change whose notification B may not hear: what B kept before the drop is never served again.
    await gql(admin, 'mutation($i: AdminBookingInput!) { adminCreateBooking(input: $i) { id } }', {
      i: { location: tulsa, date, startHour: first, hours: 1, partySize: 2, bayNumber: 2, guestName: 'Outage Guest' },
    });
    await expect.poll(() => feed.connected && feed.epoch > epoch, { timeout: 10_000 }).toBe(true);
    expect((await warm(date))[2]![0]).toBe('taken');
  });
});
