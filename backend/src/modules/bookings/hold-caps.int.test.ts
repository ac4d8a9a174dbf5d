import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { race } from '../../../test/support/racing.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestApp, gql, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';

const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }';
const RELEASE = 'mutation($id: ID!) { releaseHold(bookingId: $id) }';

const JOIN = 'mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { id status } }';
const WAITLIST = 'mutation($e: ID!) { joinEventWaitlist(eventId: $e) }';
const REGISTER = 'mutation($e: ID!, $k: String!) { registerForEvent(eventId: $e, idempotencyKey: $k) { id status } }';

/** One unpaid account once held 63 of Hudson Oaks' 64 slots for a day: holds are capped per account and per address. */
describe('caps on unpaid holds', () => {
  let t: TestApp;
  let day: string;
  const hold = (cookie: string, startHour: number, bayNumber?: number) =>
    gql(supertest(t.app.app) as never, HOLD, {
      i: { location: 'hudsonoaks', date: day, startHour, hours: 1, partySize: 2, ...(bayNumber ? { bayNumber } : {}) },
    }).set('Cookie', cookie);
  const codes = (replies: { body: { errors?: { extensions: { code: string } }[] } }[]) =>
    replies.map((r) => r.body.errors?.[0]?.extensions.code ?? 'OK');

  beforeAll(async () => {
    t = await createTestApp({ HOLDS_PER_ADDRESS_PER_HOUR: '21', REGISTRATIONS_PER_ADDRESS_PER_HOUR: '3' });
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
  });
  afterAll(() => t.close());

  it('one account racing 20 holds on 20 free slots gets exactly 5; releasing one lets another through', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const replies = await race(20, (i) => hold(cookie, 10 + (i % 10), 1 + Math.floor(i / 10)));
    const answer = codes(replies);
    expect(answer.filter((c) => c === 'OK')).toHaveLength(5);
    expect(answer.filter((c) => c === 'RATE_LIMITED')).toHaveLength(15);
    const refused = replies.find((r) => r.body.errors)!;
    expect(refused.body.errors![0]!.message).toBe(
      'You already hold 5 unpaid bookings. Pay for one or release it, or wait for a hold to end, before holding another.',
    );
    const [held] = replies.filter((r) => !r.body.errors);
    await gql(supertest(t.app.app) as never, RELEASE, { id: held!.body.data.holdBooking.id })
      .set('Cookie', cookie)
      .expect(200);
    // 19:00 is open every day (the day is two days out, a Sunday on a Friday: 10:00-20:00).
    expect(codes([await hold(cookie, 19, 4)])).toEqual(['OK']);
  });

  it('one address holding for many accounts stops at its hourly limit, with Retry-After', async () => {
    // 21 attempts so far from this address (the limit counts attempts, held or refused), its limit: every account is refused now.
    const others = await signedInUsers(t.db.dataSource, 3, TEST_SESSION_SECRET);
    const replies = await Promise.all(others.map((o, i) => hold(o.cookie, 12 + i, 3)));
    expect(codes(replies)).toEqual(['RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(replies[0]!.body.errors![0]!.message).toMatch(
      /^Too many holds from your network in the last hour\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('one address signing many accounts up for events and leagues stops at its hourly limit, with Retry-After', async () => {
    const [admin, ...players] = await signedInUsers(t.db.dataSource, 5, TEST_SESSION_SECRET);
    await t.db.dataSource.query(`UPDATE users SET is_admin = true WHERE id = $1`, [admin!.userId]);
    const call = (cookie: string, query: string, variables: Record<string, unknown>) =>
      gql(supertest(t.app.app) as never, query, variables).set('Cookie', cookie);
    const input = {
      title: 'Demo Night',
      location: 'tulsa',
      date: addDays(day, 1),
      startTime: '18:00',
      endTime: '20:00',
      priceCents: 0,
      capacity: 2,
    };
    const CREATE = 'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id } }';
    const event = (await call(admin!.cookie, CREATE, { i: input })).body.data.adminCreateEvent.id as string;
    const replies = [
      await call(players[0]!.cookie, REGISTER, { e: event, k: `k-${Date.now()}-1` }),
      await call(players[1]!.cookie, REGISTER, { e: event, k: `k-${Date.now()}-2` }),
      await call(players[2]!.cookie, WAITLIST, { e: event }),
    ];
    expect(codes(replies)).toEqual(['OK', 'OK', 'OK']);
    const refused = await call(players[3]!.cookie, WAITLIST, { e: event });
    expect(codes([refused])).toEqual(['RATE_LIMITED']);
    expect(refused.body.errors![0]!.message).toMatch(
      /^Too many sign-ups from your network in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    // League places count against the same limit (refused before the league is even looked up).
    const join = await call(players[3]!.cookie, JOIN, { i: { leagueId: randomUUID() } });
    expect(codes([join])).toEqual(['RATE_LIMITED']);

    // A member of more than a day is not behind the address's limit: the same address, spent by the
    // new accounts above, still lets them sign up, against a budget of their own of the same size.
    const [member] = await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET);
    await t.db.dataSource.query(`UPDATE users SET created_at = now() - interval '2 days' WHERE id = $1`, [member!.userId]);
    const open = (await call(admin!.cookie, CREATE, { i: { ...input, title: 'Members Night', capacity: 10 } })).body.data.adminCreateEvent
      .id as string;
    const mine = [
      await call(member!.cookie, REGISTER, { e: open, k: `k-${Date.now()}-m1` }),
      await call(member!.cookie, WAITLIST, { e: event }),
      await call(member!.cookie, JOIN, { i: { leagueId: randomUUID() } }),
    ];
    expect(codes(mine)).toEqual(['OK', 'OK', 'NOT_FOUND']);
    const fourth = await call(member!.cookie, WAITLIST, { e: event });
    expect(codes([fourth])).toEqual(['RATE_LIMITED']);
    expect(fourth.body.errors![0]!.message).toMatch(
      /^Too many sign-ups from your account in the last hour\. Please try again in \d+ minutes?\.$/,
    );
    // And the new accounts stay limited by the address.
    expect(codes([await call(players[3]!.cookie, WAITLIST, { e: event })])).toEqual(['RATE_LIMITED']);
  });
});
