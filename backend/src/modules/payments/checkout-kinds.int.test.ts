// Issue 32: one checkout behaviour for every kind of purchase (PRODUCT.md "Payments"): a declined card
// charges nothing, saves nothing and keeps the hold, and the next card pays the same held purchase.
// Then memberships: renewals charged off session with the saved card, and a renewal the bank wants
// confirmed giving a grace period, confirmed later by the member (3-D Secure) or ended when it runs out.
import { randomBytes } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, isoWeekday, localDateOf } from '../../shared/time.js';
import { approve3ds, realStripe } from '../../../test/support/payments.js';
import { registeredCustomer, signInDemo } from '../../../test/support/accounts.js';
import { cardToken, createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';

const TZ = 'America/Chicago';
const DECLINE = { code: 'PAYMENT_FAILED' };
const SUBSCRIBE = `mutation($p: PaymentInput!, $k: String!) { subscribeMembership(plan: "Birdie", payment: $p, idempotencyKey: $k) {
  id membershipStatus endsAt } }`;

describe('every checkout keeps the hold after a decline', () => {
  let t: TestApp;
  let n = 0;
  const key = () => `kind-key-${++n}-${randomBytes(4).toString('hex')}`;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);

  const customer = () => registeredCustomer(t);
  const admin = () => signInDemo(t, 'admin');
  const savedCards = async (c: supertest.Agent) => (await gql(c, '{ paymentMethods { last4 } }')).body.data.paymentMethods;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t?.close());

  it('a lesson', async () => {
    const { agent } = await customer();
    const [coach] = (await gql(agent, '{ coaches(location: "tulsa") { id } }')).body.data.coaches;
    let day = addDays(localDateOf(new Date(), TZ), 2);
    let held: { id: string; status: string } | null = null;
    for (let i = 0; i < 7 && !held; i++, day = addDays(day, 1)) {
      const slots = (
        await gql(agent, `query($l: String!, $d: String!) { lessonAvailability(location: $l, date: $d) { startHour coach { id } } }`, {
          l: 'tulsa',
          d: day,
        })
      ).body.data?.lessonAvailability as { startHour: number; coach: { id: string } }[] | undefined;
      const slot = slots?.find((s) => s.coach.id === coach.id) ?? slots?.[0];
      if (!slot) continue;
      const res = await gql(agent, 'mutation($i: LessonRequestInput!) { holdLesson(input: $i) { id status } }', {
        i: { location: 'tulsa', date: day, startHour: slot.startHour, coachId: slot.coach.id },
      });
      held = res.body.data?.holdLesson ?? null;
    }
    expect(held?.status).toBe('HELD');
    const PAY =
      'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }';
    const declined = await gql(agent, PAY, { id: held!.id, p: await newCard(t, 'pm_card_chargeDeclined', { save: true }), k: key() });
    expect(declined.body.errors[0].extensions).toMatchObject(DECLINE);
    expect((await sql(`SELECT status FROM bookings WHERE id = $1`, [held!.id]))[0].status).toBe('held');
    expect(await savedCards(agent)).toEqual([]);
    expect((await gql(agent, PAY, { id: held!.id, p: await newCard(t), k: key() })).body.data.payForBooking.status).toBe('CONFIRMED');
  });

  it('a league place', async () => {
    let first = addDays(localDateOf(new Date(), TZ), 12);
    while (isoWeekday(first) !== 3) first = addDays(first, 1);
    const created = await gql(await admin(), 'mutation($i: AdminLeagueInput!) { adminCreateLeague(input: $i) { id } }', {
      i: {
        location: 'tulsa',
        name: `Decline League ${randomBytes(3).toString('hex')}`,
        format: 'INDIVIDUAL',
        firstNight: first,
        startTime: '18:00',
        hoursPerNight: 2,
        weeks: 2,
        capacity: 2,
        baysPerNight: 1,
        entryFeeCents: 9000,
        tieBreakers: ['HEAD_TO_HEAD'],
      },
    });
    expect(created.body.errors).toBeUndefined();
    const leagueId = created.body.data.adminCreateLeague.id as string;
    const { agent } = await customer();
    const entry = (await gql(agent, 'mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { id status } }', { i: { leagueId } })).body
      .data.joinLeague;
    const PAY =
      'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payLeagueEntry(entryId: $id, payment: $p, idempotencyKey: $k) { status } }';
    const declined = await gql(agent, PAY, { id: entry.id, p: await newCard(t, 'pm_card_chargeDeclined'), k: key() });
    expect(declined.body.errors[0].extensions).toMatchObject(DECLINE);
    // The place stays this player's: with the other place taken, a third player is told the league is full.
    const second = await customer();
    expect(
      (await gql(second.agent, 'mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { status } }', { i: { leagueId } })).body.data
        .joinLeague,
    ).toEqual({
      status: 'HELD',
    });
    const third = await customer();
    const refused = await gql(third.agent, 'mutation($i: JoinLeagueInput!) { joinLeague(input: $i) { id } }', { i: { leagueId } });
    expect(refused.body.errors[0].message).toBe('This league is full.');
    const paid = await gql(agent, PAY, { id: entry.id, p: await newCard(t), k: key() });
    expect(paid.body.data.payLeagueEntry.status).toBe('PAID');
    expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE league_entry_id = $1`, [entry.id])).toEqual([{ n: 1 }]);
  });

  it('an event seat', async () => {
    const created = await gql(await admin(), 'mutation($i: EventInputType!) { adminCreateEvent(input: $i) { id } }', {
      i: {
        location: 'tulsa',
        title: `Decline Night ${randomBytes(3).toString('hex')}`,
        date: addDays(localDateOf(new Date(), TZ), 6),
        startTime: '19:00',
        endTime: '21:00',
        priceCents: 2500,
        capacity: 1,
      },
    });
    const eventId = created.body.data.adminCreateEvent.id as string;
    const REGISTER =
      'mutation($e: ID!, $k: String!, $p: PaymentInput) { registerForEvent(eventId: $e, idempotencyKey: $k, payment: $p) { id status } }';
    const { agent } = await customer();
    const declined = await gql(agent, REGISTER, { e: eventId, k: key(), p: await newCard(t, 'pm_card_chargeDeclinedInsufficientFunds') });
    expect(declined.body.errors[0].extensions).toMatchObject(DECLINE);
    expect(await sql(`SELECT seats_taken FROM events WHERE id = $1`, [eventId])).toEqual([{ seats_taken: 1 }]);
    const other = await customer();
    const full = await gql(other.agent, REGISTER, { e: eventId, k: key(), p: await newCard(t) });
    expect(full.body.errors[0].extensions.code).toBe('CONFLICT');
    const paid = await gql(agent, REGISTER, { e: eventId, k: key(), p: await newCard(t) });
    expect(paid.body.data.registerForEvent.status).toBe('confirmed');
    expect(await sql(`SELECT seats_taken FROM events WHERE id = $1`, [eventId])).toEqual([{ seats_taken: 1 }]);
    expect(
      await sql(
        `SELECT count(*)::int AS n FROM payments p JOIN event_registrations r ON r.id = p.event_registration_id WHERE r.event_id = $1`,
        [eventId],
      ),
    ).toEqual([{ n: 1 }]);
  });

  it("a membership's first month (no hold: nothing starts, nothing is saved)", async () => {
    const { agent, id } = await customer();
    const declined = await gql(agent, SUBSCRIBE, { p: await newCard(t, 'pm_card_chargeDeclined', { save: true }), k: key() });
    expect(declined.body.errors[0].extensions).toMatchObject(DECLINE);
    expect(await sql(`SELECT count(*)::int AS n FROM memberships WHERE user_id = $1`, [id])).toEqual([{ n: 0 }]);
    expect(await savedCards(agent)).toEqual([]);
    const paid = await gql(agent, SUBSCRIBE, { p: await newCard(t, 'pm_card_visa', { save: true }), k: key() });
    expect(paid.body.data.subscribeMembership.membershipStatus).toBe('active');
    expect(await savedCards(agent)).toEqual([{ last4: '4242' }]);
  });
});

describe('membership renewals through the processor', () => {
  let t: TestApp;
  let n = 0;
  const key = () => `renew-key-${++n}-${randomBytes(4).toString('hex')}`;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);

  async function member(testCard: string): Promise<{ agent: supertest.Agent; id: string; membershipId: string }> {
    const agent = supertest.agent(t.app.app);
    const res = await agent
      .post('/api/register')
      .send({ firstName: 'Ren', lastName: `Ewal${++n}`, email: `renew-${n}-${Date.now()}@example.com`, password: 'a long enough secret' })
      .expect(201);
    const payment = await newCard(t, testCard, { save: true });
    const k = key();
    let sub = await gql(agent, SUBSCRIBE, { p: payment, k });
    if (sub.body.errors?.[0]?.extensions.code === 'PAYMENT_ACTION_REQUIRED') {
      await approve3ds(t, sub.body.errors[0].extensions.clientSecret, 'complete');
      sub = await gql(agent, SUBSCRIBE, { p: payment, k });
    }
    expect(sub.body.data.subscribeMembership.membershipStatus).toBe('active');
    // The period ends now: the renewal is due.
    await sql(
      `UPDATE memberships SET current_period_start = now() - interval '1 month', current_period_end = now() - interval '1 minute' WHERE user_id = $1`,
      [res.body.id],
    );
    return { agent, id: res.body.id, membershipId: sub.body.data.subscribeMembership.id };
  }
  const renew = (membershipId: string) => t.app.services.memberships.renew({ membershipId, periodIndex: 0, attempt: 0 });

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t?.close());

  it('charges the saved card off session at renewal', async () => {
    const m = await member('pm_card_visa');
    expect(await renew(m.membershipId)).toBe('renewed');
    const charges = await sql(`SELECT amount_cents, gateway_intent_id FROM payments WHERE membership_id = $1 ORDER BY created_at`, [
      m.membershipId,
    ]);
    expect(charges).toHaveLength(2);
    const intent = await t.stripe.paymentIntents.retrieve(charges[1].gateway_intent_id);
    expect(intent).toMatchObject({ status: 'succeeded', amount: 8900, capture_method: 'automatic' });
    expect(await sql(`SELECT period_index, status FROM memberships WHERE id = $1`, [m.membershipId])).toEqual([
      { period_index: 1, status: 'active' },
    ]);
  });

  it.skipIf(realStripe)(
    'a renewal the bank wants confirmed starts a 7-day grace period; the member confirms it later through 3-D Secure',
    async () => {
      const m = await member('pm_card_authenticationRequired');
      expect(await renew(m.membershipId)).toBe('action_required');
      const [row] = await sql(`SELECT status, grace_ends_at FROM memberships WHERE id = $1`, [m.membershipId]);
      expect(row.status).toBe('action_required');
      expect(new Date(row.grace_ends_at).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      const user = (await gql(m.agent, '{ me { membershipType membershipStatus membershipEndsAt } }')).body.data.me;
      expect(user).toMatchObject({
        membershipType: 'Birdie',
        membershipStatus: 'action_required',
        membershipEndsAt: new Date(row.grace_ends_at).toISOString(),
      });
      expect(
        await sql(`SELECT kind FROM membership_emails WHERE membership_id = $1 AND kind = 'payment_action_required'`, [m.membershipId]),
      ).toHaveLength(1);
      expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE membership_id = $1`, [m.membershipId])).toEqual([{ n: 1 }]);

      const CONFIRM = 'mutation { confirmMembershipRenewal { membershipStatus } }';
      const first = await gql(m.agent, CONFIRM);
      expect(first.body.errors[0].extensions).toMatchObject({ code: 'PAYMENT_ACTION_REQUIRED', clientSecret: expect.any(String) });
      await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'complete');
      expect((await gql(m.agent, CONFIRM)).body.data.confirmMembershipRenewal.membershipStatus).toBe('active');
      expect(await sql(`SELECT period_index, status, grace_ends_at FROM memberships WHERE id = $1`, [m.membershipId])).toEqual([
        { period_index: 1, status: 'active', grace_ends_at: null },
      ]);
      expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE membership_id = $1`, [m.membershipId])).toEqual([{ n: 2 }]);
    },
  );

  it.skipIf(realStripe)(
    'unconfirmed at the end of the grace period, the membership ends (nothing charged) and the member is told',
    async () => {
      const m = await member('pm_card_authenticationRequired');
      expect(await renew(m.membershipId)).toBe('action_required');
      await sql(`UPDATE memberships SET grace_ends_at = now() - interval '1 minute' WHERE id = $1`, [m.membershipId]);
      expect(await t.app.services.memberships.endGrace({ membershipId: m.membershipId, periodIndex: 0 })).toBe(true);
      expect(await sql(`SELECT status FROM memberships WHERE id = $1`, [m.membershipId])).toEqual([{ status: 'ended' }]);
      expect(await sql(`SELECT membership_type FROM users WHERE id = $1`, [m.id])).toEqual([{ membership_type: 'None' }]);
      const ended = await sql(`SELECT details->>'reason' AS reason FROM membership_emails WHERE membership_id = $1 AND kind = 'ended'`, [
        m.membershipId,
      ]);
      expect(ended).toEqual([{ reason: 'payment_not_confirmed' }]);
      // The renewal's intent is abandoned by the sweeper once nothing waits for it.
      await sql(`UPDATE payment_attempts SET created_at = now() - interval '1 hour' WHERE purchase_id = $1`, [m.membershipId]);
      await t.app.services.checkout.sweep();
      const [attempt] = await sql(`SELECT status, intent_id FROM payment_attempts WHERE purpose = 'renewal' AND purchase_id = $1`, [
        m.membershipId,
      ]);
      expect(attempt.status).toBe('canceled');
      expect((await t.stripe.paymentIntents.retrieve(attempt.intent_id)).status).toBe('canceled');
    },
  );

  it('a renewal declined outright is past due and retried, as before', async () => {
    const m = await member('pm_card_visa');
    // The member's default card is now one the bank saves but never lets charge.
    const ADD =
      'mutation($t: String!, $k: String!) { addPaymentMethod(confirmationToken: $t, idempotencyKey: $k, makeDefault: true) { last4 isDefault } }';
    const added = await gql(m.agent, ADD, { t: await cardToken(t, 'pm_card_chargeCustomerFail'), k: key() });
    expect(added.body.data.addPaymentMethod).toEqual({ last4: '0341', isDefault: true });
    expect(await renew(m.membershipId)).toBe('past_due');
    expect(await sql(`SELECT status, failed_attempts FROM memberships WHERE id = $1`, [m.membershipId])).toEqual([
      { status: 'past_due', failed_attempts: 1 },
    ]);
  });
});
