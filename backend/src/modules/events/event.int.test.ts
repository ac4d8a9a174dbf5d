// Events through the API as a client sees them (registration, member-only, checkout, cancellation)
// and the waitlist's offers with a controllable clock: the same service, its clock moved by the test.
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createLogger } from '../../shared/logger.js';
import type { MailMessage } from '../mail/mailer.js';
import { attemptsOf, moneyOf } from '../../../test/support/money.js';
import { signedInUsers, type SignedInUser } from '../../../test/support/signed-in.js';
import { createTestApp, newCard, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';
import { EventNotifier } from './event-notifier.js';
import { EventRepository, type NewEvent } from './event.repository.js';
import { EVENT_MESSAGES } from './event.rules.js';
import { EventService } from './event.service.js';

const REGISTER = `mutation($e: ID!, $k: String!, $p: PaymentInput, $d: String) {
  registerForEvent(eventId: $e, idempotencyKey: $k, payment: $p, discountCode: $d) { id status totalCents discountCents } }`;
const JOIN = 'mutation($e: ID!) { joinEventWaitlist(eventId: $e) }';
const DAY = 86_400_000;

const LOCAL = '127.0.0.1'; // the client address the per-address sign-up cap counts

describe('events', () => {
  let t: TestApp;
  let repo: EventRepository;
  let tulsa: string;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    repo = new EventRepository(t.db.dataSource);
    [{ id: tulsa }] = await sql(`SELECT id FROM locations WHERE slug = 'tulsa'`);
  });
  afterAll(() => t?.close());

  const newEvent = (over: Partial<NewEvent> = {}) =>
    repo.insert({
      locationId: tulsa,
      title: `Event ${randomBytes(3).toString('hex')}`,
      description: 'Fun.',
      startsAt: new Date(Date.now() + 7 * DAY),
      endsAt: new Date(Date.now() + 7 * DAY + 7_200_000),
      priceCents: 0,
      capacity: 10,
      memberOnly: false,
      ...over,
    });
  const users = (n: number) => signedInUsers(t.db.dataSource, n, TEST_SESSION_SECRET);
  const key = () => `k-${randomBytes(8).toString('hex')}`;
  const call = (u: SignedInUser | null, query: string, variables: Record<string, unknown> = {}) => {
    // A fresh request each time (not the shared agent, whose cookie jar would mix the users up).
    const req = supertest(t.app.app).post('/graphql').set('Content-Type', 'application/json');
    if (u) req.set('Cookie', u.cookie);
    return req.send({ query, variables });
  };
  const seats = async (id: string) => (await sql(`SELECT seats_taken AS n FROM events WHERE id = $1`, [id]))[0].n as number;

  /** The same service as the app's, with a clock the test moves. */
  function clocked(start: Date) {
    const clock = { now: start };
    const s = t.app.services;
    const service = new EventService({
      dataSource: t.db.dataSource,
      repo,
      locations: s.locations,
      plans: s.plans,
      users: s.users,
      checkout: s.checkout,
      discounts: s.discounts,
      ops: s.bookingOperations,
      payments: s.payments,
      audit: { record: async () => {} },
      jobs: t.app.jobs,
      logger: createLogger('silent'),
      now: () => clock.now,
    });
    return { service, clock };
  }

  it('lists upcoming events publicly with spots left, filters by location, and reads one by id', async () => {
    const id = await newEvent({ capacity: 5, memberOnly: true, priceCents: 2500 });
    const [u] = await users(1);
    await sql(`UPDATE users SET membership_type = 'Birdie' WHERE id = $1`, [u!.userId]);
    expect((await call(u!, REGISTER, { e: id, k: key(), p: await newCard(t) })).body.data.registerForEvent.status).toBe('confirmed');
    const list = await call(
      null,
      '{ events(location: "tulsa") { id title location { slug } priceCents capacity spotsLeft memberOnly waitlistLength } }',
    );
    expect(list.body.data.events).toContainEqual(
      expect.objectContaining({
        id,
        location: { slug: 'tulsa' },
        priceCents: 2500,
        capacity: 5,
        spotsLeft: 4,
        memberOnly: true,
        waitlistLength: 0,
      }),
    );
    expect((await call(null, '{ events(location: "richardson") { id } }')).body.data.events.map((e: { id: string }) => e.id)).not.toContain(
      id,
    );
    expect((await call(null, '{ events(location: "nowhere") { id } }')).body.data.events).toEqual([]);
    const one = await call(null, 'query($id: ID!) { event(id: $id) { id startsAt endsAt viewer { onWaitlist } } }', { id });
    expect(one.body.data.event).toMatchObject({ id, viewer: null });
    expect((await call(null, '{ event(id: "00000000-0000-4000-8000-000000000000") { id } }')).body.data.event).toBeNull();
    expect((await call(null, '{ event(id: "not-a-uuid") { id } }')).body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('keeps a member-only event for Birdie members on every path, read from the database at once', async () => {
    const id = await newEvent({ memberOnly: true, capacity: 1 });
    const [player, birdie, other] = await users(3);
    const refused = await call(player!, REGISTER, { e: id, k: key() });
    expect(refused.status).toBeLessThan(500);
    expect(refused.body.errors[0]).toMatchObject({ message: EVENT_MESSAGES.member_only, extensions: { code: 'FORBIDDEN' } });
    expect(EVENT_MESSAGES.member_only).toContain('/memberships');
    await sql(`UPDATE users SET membership_type = 'Birdie' WHERE id = $1`, [birdie!.userId]);
    expect((await call(birdie!, REGISTER, { e: id, k: key() })).body.data.registerForEvent.status).toBe('confirmed');
    // Full now: the waitlist applies the same rule.
    expect((await call(player!, JOIN, { e: id })).body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    // An offer made while someone was a member is no way in once they are not.
    await sql(
      `INSERT INTO event_waitlist (event_id, user_id, status, offered_at, offer_expires_at) VALUES ($1, $2, 'offered', now(), now() + interval '1 hour')`,
      [id, other!.userId],
    );
    expect((await call(other!, REGISTER, { e: id, k: key() })).body.errors[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    expect(await sql(`SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1`, [id])).toEqual([{ n: 1 }]);
  });

  it('charges a paid spot once per key with an events code; a declined card keeps the seat held and another card pays it', async () => {
    const id = await newEvent({ priceCents: 4000, capacity: 2 });
    const code = `EV${randomBytes(3).toString('hex')}`.toUpperCase();
    await sql(
      `INSERT INTO discount_codes (code, kind, percent, amount_cents, applies_to, max_redemptions, per_user_limit)
       VALUES ($1, 'percent', 25, NULL, ARRAY['events'], 10, 1)`,
      [code],
    );
    const [a, b] = await users(2);
    const quote = await call(
      a!,
      'query($e: ID!, $d: String) { eventQuote(eventId: $e, discountCode: $d) { totalCents lines { label } } }',
      {
        e: id,
        d: code.toLowerCase(),
      },
    );
    expect(quote.body.data.eventQuote.totalCents).toBe(3000);
    const k = key();
    const card = await newCard(t);
    const first = await call(a!, REGISTER, { e: id, k, p: card, d: code });
    expect(first.body.data.registerForEvent).toMatchObject({ status: 'confirmed', totalCents: 3000, discountCents: 1000 });
    const again = await call(a!, REGISTER, { e: id, k, p: card, d: code });
    const registration = first.body.data.registerForEvent.id;
    expect(again.body.data.registerForEvent.id).toBe(registration);
    // One attempt, charged once at the processor, once in the ledger.
    expect(await attemptsOf(t, registration)).toHaveLength(1);
    expect(await moneyOf(t, registration)).toEqual([{ status: 'succeeded', amount: 3000, received: 3000, refunded: 0 }]);
    expect(await sql(`SELECT amount_cents AS a FROM payments WHERE event_registration_id = $1`, [registration])).toEqual([{ a: 3000 }]);
    expect(await seats(id)).toBe(1);

    const declined = await call(b!, REGISTER, { e: id, k: key(), p: await newCard(t, 'pm_card_chargeDeclined', { save: true }) });
    expect(declined.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    // "Save this card" was ticked: a card that did not pay is not kept.
    expect((await call(b!, '{ paymentMethods { id } }', {})).body.data.paymentMethods).toEqual([]);
    // The seat stays b's while the hold lasts (nothing charged): the event is full for anyone else.
    const [pending] = await sql(`SELECT id, status FROM event_registrations WHERE event_id = $1 AND user_id = $2`, [id, b!.userId]);
    expect(pending.status).toBe('pending');
    expect(await moneyOf(t, pending.id)).toEqual([]);
    expect(await seats(id)).toBe(2);
    const [c] = await users(1);
    expect((await call(c!, REGISTER, { e: id, k: key(), p: await newCard(t) })).body.errors[0].extensions.code).toBe('CONFLICT');
    // Another card (a new attempt, a new key) pays the same held seat.
    const paid = (await call(b!, REGISTER, { e: id, k: key(), p: await newCard(t) })).body.data.registerForEvent;
    expect(paid).toMatchObject({ id: pending.id, status: 'confirmed' });
    expect(await seats(id)).toBe(2);
    expect(await moneyOf(t, pending.id)).toEqual([{ status: 'succeeded', amount: 4000, received: 4000, refunded: 0 }]);
  });

  it('tells each waiting player their place in line, which moves up as those ahead leave or get an offer', async () => {
    const id = await newEvent({ capacity: 1 });
    const [a, b, c, d] = await users(4);
    expect((await call(a!, REGISTER, { e: id, k: key() })).body.data.registerForEvent.status).toBe('confirmed');
    for (const u of [b, c, d]) expect((await call(u!, JOIN, { e: id })).body.errors).toBeUndefined();
    const place = async (u: SignedInUser) =>
      (await call(u, 'query($id: ID!) { event(id: $id) { viewer { onWaitlist waitlistPlace } } }', { id })).body.data.event.viewer;
    expect(await place(b!)).toEqual({ onWaitlist: true, waitlistPlace: 1 });
    expect(await place(d!)).toEqual({ onWaitlist: true, waitlistPlace: 3 });
    expect(await place(a!)).toEqual({ onWaitlist: false, waitlistPlace: null });
    await call(c!, 'mutation($e: ID!) { leaveEventWaitlist(eventId: $e) }', { e: id });
    expect(await place(d!)).toEqual({ onWaitlist: true, waitlistPlace: 2 });
    // a's seat freed: b holds an offer (no longer waiting), d is next.
    const [reg] = await sql(`SELECT id FROM event_registrations WHERE event_id = $1 AND user_id = $2`, [id, a!.userId]);
    await call(a!, 'mutation($r: ID!) { cancelEventRegistration(registrationId: $r) { id } }', { r: reg.id });
    expect(await place(b!)).toEqual({ onWaitlist: false, waitlistPlace: null });
    expect(await place(d!)).toEqual({ onWaitlist: true, waitlistPlace: 1 });
  });

  it('offers a freed seat to the first in line, passes it on when the window closes, then opens it to everyone', async () => {
    const start = new Date();
    const { service, clock } = clocked(start);
    const id = await newEvent({ capacity: 1, claimWindowMinutes: 120 });
    const [a, b, c] = await users(3);
    const user = async (u: SignedInUser) => (await t.app.services.users.findAny(u.userId))!;
    const reg = await service.register(await user(a!), id, { idempotencyKey: key() }, LOCAL);
    await service.joinWaitlist(await user(b!), id, LOCAL);
    await service.joinWaitlist(await user(c!), id, LOCAL);

    await service.cancelRegistration(await user(a!), reg.id);
    const entryB = (await repo.liveWaitlistEntry(id, b!.userId))!;
    expect(entryB).toMatchObject({ status: 'offered', offerExpiresAt: new Date(start.getTime() + 120 * 60_000) });
    expect(await seats(id)).toBe(1); // the open offer holds the seat
    const jobs = await sql(`SELECT start_after AS at FROM pgboss.job WHERE name = 'event-offer-expiry' AND data->>'waitlistId' = $1`, [
      entryB.id,
    ]);
    expect(jobs.map((j: { at: Date }) => new Date(j.at).getTime())).toEqual([entryB.offerExpiresAt!.getTime()]);
    // Nobody else gets in meanwhile.
    await expect(service.register(await user(a!), id, { idempotencyKey: key() }, LOCAL)).rejects.toMatchObject({ code: 'CONFLICT' });

    clock.now = new Date(start.getTime() + 119 * 60_000);
    expect(await service.expireOffer(entryB.id)).toBe(false); // not yet
    clock.now = new Date(start.getTime() + 120 * 60_000);
    expect(await service.expireOffer(entryB.id)).toBe(true);
    expect(await service.expireOffer(entryB.id)).toBe(false); // a second run (another instance) does nothing
    expect((await repo.waitlistEntry(entryB.id))!.status).toBe('expired');
    const entryC = (await repo.liveWaitlistEntry(id, c!.userId))!;
    expect(entryC.status).toBe('offered');
    await expect(service.register(await user(b!), id, { idempotencyKey: key() }, LOCAL)).rejects.toMatchObject({ code: 'CONFLICT' });

    clock.now = new Date(entryC.offerExpiresAt!.getTime());
    expect(await service.expireDueOffers()).toBeGreaterThanOrEqual(1); // the sweep behind the offers' own jobs
    expect((await repo.waitlistEntry(entryC.id))!.status).toBe('expired');
    expect(await seats(id)).toBe(0); // nobody left in line: the seat is everyone's again
    expect((await service.register(await user(b!), id, { idempotencyKey: key() }, LOCAL)).status).toBe('confirmed');
  });

  it('never lets the last seat go twice when a claim meets its expiry', async () => {
    for (let round = 0; round < 5; round++) {
      const start = new Date();
      const id = await newEvent({ capacity: 1, claimWindowMinutes: 30 });
      const [a, b, c] = await users(3);
      const { service } = clocked(start);
      const user = async (u: SignedInUser) => (await t.app.services.users.findAny(u.userId))!;
      const reg = await service.register(await user(a!), id, { idempotencyKey: key() }, LOCAL);
      await service.joinWaitlist(await user(b!), id, LOCAL);
      await service.joinWaitlist(await user(c!), id, LOCAL);
      await service.cancelRegistration(await user(a!), reg.id);
      const offer = (await repo.liveWaitlistEntry(id, b!.userId))!;
      // The claim a millisecond before the end, the expiry at the end, and a stranger, all at once.
      const claimer = clocked(new Date(offer.offerExpiresAt!.getTime() - 1)).service;
      const expirer = clocked(offer.offerExpiresAt!).service;
      const [claim, expired, stranger] = await Promise.allSettled([
        claimer.register(await user(b!), id, { idempotencyKey: key() }, LOCAL),
        expirer.expireOffer(offer.id),
        claimer.register(await user(a!), id, { idempotencyKey: key() }, LOCAL),
      ]);
      expect(stranger.status).toBe('rejected');
      const claimed = claim.status === 'fulfilled';
      expect(claimed).toBe(!(expired.status === 'fulfilled' && expired.value));
      const live = await sql(`SELECT count(*)::int AS n FROM event_registrations WHERE event_id = $1 AND status = 'confirmed'`, [id]);
      const offers = await sql(`SELECT count(*)::int AS n FROM event_waitlist WHERE event_id = $1 AND status = 'offered'`, [id]);
      expect(live[0].n + offers[0].n).toBe(1);
      expect(await seats(id)).toBe(1);
      expect(live[0].n).toBe(claimed ? 1 : 0);
    }
  });

  it('cancelling an event refunds each paid registration once and tells everyone with a calendar update', async () => {
    const id = await newEvent({ priceCents: 2000, capacity: 5 });
    const [a, b] = await users(2);
    const regs: string[] = [];
    for (const u of [a!, b!]) regs.push((await call(u, REGISTER, { e: id, k: key(), p: await newCard(t) })).body.data.registerForEvent.id);
    const first = await t.app.services.events.cancelEvent(id);
    const second = await t.app.services.events.cancelEvent(id);
    expect(first).toEqual({ cancelled: 2, refundedCents: 4000 });
    expect(second).toEqual({ cancelled: 0, refundedCents: 0 });
    // One refund each, in the ledger and at the processor.
    const refunds = await sql(
      `SELECT f.amount_cents AS a FROM payment_refunds f JOIN payments p ON p.id = f.payment_id
       JOIN event_registrations r ON r.id = p.event_registration_id WHERE r.event_id = $1`,
      [id],
    );
    expect(refunds).toEqual([{ a: 2000 }, { a: 2000 }]);
    for (const r of regs) expect(await moneyOf(t, r)).toEqual([{ status: 'succeeded', amount: 2000, received: 2000, refunded: 2000 }]);
    expect(await sql(`SELECT status, refunded_cents AS r FROM event_registrations WHERE event_id = $1`, [id])).toEqual([
      { status: 'cancelled', r: 2000 },
      { status: 'cancelled', r: 2000 },
    ]);
    expect((await call(a!, REGISTER, { e: id, k: key(), p: await newCard(t) })).body.errors[0].message).toBe(EVENT_MESSAGES.cancelled);

    const sent: MailMessage[] = [];
    const notifier = new EventNotifier({
      repo,
      users: t.app.services.users,
      locations: t.app.services.locations,
      mailer: { send: async (m) => void sent.push(m), verify: async () => true, close: () => undefined },
      logger: createLogger('silent'),
      appOrigin: 'http://localhost',
    });
    await sql(`UPDATE event_registrations SET cancellation_sent_at = NULL WHERE id = $1`, [regs[0]]);
    expect(await notifier.send({ kind: 'cancellation', registrationId: regs[0]! })).toBe(true);
    expect(await notifier.send({ kind: 'cancellation', registrationId: regs[0]! })).toBe(false); // once
    expect(sent[0]!.subject).toMatch(/^Event cancelled: /);
    expect(sent[0]!.text).toContain('$20.00 is refunded');
    expect(sent[0]!.attachments![0]!.content).toContain('METHOD:CANCEL');
  });

  it('sends the confirmation once with an .ics and shows the registration in the user’s list', async () => {
    const id = await newEvent({ priceCents: 0 });
    const [a] = await users(1);
    const r = (await call(a!, REGISTER, { e: id, k: key() })).body.data.registerForEvent;
    const mine = await call(a!, '{ myEventRegistrations { id status event { id title } } }');
    expect(mine.body.data.myEventRegistrations).toEqual([expect.objectContaining({ id: r.id, status: 'confirmed' })]);
    const sent: MailMessage[] = [];
    const notifier = new EventNotifier({
      repo,
      users: t.app.services.users,
      locations: t.app.services.locations,
      mailer: { send: async (m) => void sent.push(m), verify: async () => true, close: () => undefined },
      logger: createLogger('silent'),
      appOrigin: 'http://localhost',
    });
    await sql(`UPDATE event_registrations SET confirmation_sent_at = NULL WHERE id = $1`, [r.id]);
    expect(await notifier.send({ kind: 'confirmation', registrationId: r.id })).toBe(true);
    expect(await notifier.send({ kind: 'confirmation', registrationId: r.id })).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.attachments![0]!.content).toContain('BEGIN:VCALENDAR');
    expect(sent[0]!.text).toContain('Free');
  });

  it('lets an admin create, edit (never below the spots taken) and list events, and nobody else', async () => {
    const [admin, player] = await users(2);
    await sql(`UPDATE users SET is_admin = true WHERE id = $1`, [admin!.userId]);
    const date = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const input = { title: 'Demo Day', location: 'richardson', date, startTime: '18:00', endTime: '20:00', priceCents: 0, capacity: 2 };
    const CREATE = 'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id title capacity startsAt location { slug } } }';
    expect((await call(player!, CREATE, { i: input })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await call(admin!, CREATE, { i: { ...input, endTime: '17:00' } });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'The event must end after it starts (on the same day).',
      extensions: { code: 'VALIDATION' },
    });
    const created = (await call(admin!, CREATE, { i: input })).body.data.adminCreateEvent;
    // 18:00 at Richardson (America/Chicago) is never 18:00 UTC.
    expect(created).toMatchObject({ title: 'Demo Day', capacity: 2, location: { slug: 'richardson' } });
    expect(new Date(created.startsAt).getUTCHours()).not.toBe(18);
    await call(player!, REGISTER, { e: created.id, k: key() });
    const [other] = await users(1);
    await call(other!, REGISTER, { e: created.id, k: key() });
    const UPDATE = 'mutation($id: ID!, $i: EventInputType!) { adminUpdateEvent(id: $id, input: $i) { capacity } }';
    const lower = await call(admin!, UPDATE, { id: created.id, i: { ...input, capacity: 1 } });
    expect(lower.body.errors[0]).toMatchObject({
      message: '2 spots are taken: the capacity cannot be lower.',
      extensions: { code: 'VALIDATION' },
    });
    expect((await call(admin!, UPDATE, { id: created.id, i: { ...input, capacity: 3 } })).body.data.adminUpdateEvent.capacity).toBe(3);
    const regs = await call(admin!, 'query($e: ID!) { adminEventRegistrations(eventId: $e) { email status paymentState } }', {
      e: created.id,
    });
    expect(regs.body.data.adminEventRegistrations).toHaveLength(2);
    expect(regs.body.data.adminEventRegistrations[0]).toMatchObject({ status: 'confirmed', paymentState: 'free' });
    const list = await call(admin!, '{ adminEvents { id } }');
    expect(list.body.data.adminEvents.map((e: { id: string }) => e.id)).toContain(created.id);
  });
});
