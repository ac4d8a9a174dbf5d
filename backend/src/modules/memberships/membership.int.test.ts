import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const SUBSCRIBE = `mutation($p: PaymentInput!, $k: String!) { subscribeMembership(plan: "Birdie", payment: $p, idempotencyKey: $k) {
  planCode membershipStatus renewsAt endsAt currentPeriodEnd } }`;
const card = (number: string) => ({ card: { number, expMonth: 12, expYear: 2031, cvc: '123' } });

describe('Birdie memberships', () => {
  let t: TestApp;
  let n = 0;
  const key = () => `membership-key-${++n}-${Date.now()}`;
  async function customer(): Promise<{ agent: supertest.Agent; id: string }> {
    const agent = supertest.agent(t.app.app);
    const res = await agent.post('/api/register').send({ firstName: 'Mem', lastName: `B${++n}`, email: `m${n}-${Date.now()}@example.com`, password: 'birdie all day' }).expect(201);
    return { agent, id: res.body.id };
  }
  async function subscribed(cardNumber = '4242424242424242') {
    const c = await customer();
    const res = await gql(c.agent, SUBSCRIBE, { p: card(cardNumber), k: key() });
    expect(res.body.data.subscribeMembership.membershipStatus).toBe('active');
    const [m] = await t.db.dataSource.query(`SELECT id, period_index, failed_attempts FROM memberships WHERE user_id = $1`, [c.id]);
    return { ...c, membershipId: m.id as string };
  }
  const membership = (id: string) => t.db.dataSource.query(`SELECT status, period_index, failed_attempts, cancel_at_period_end FROM memberships WHERE id = $1`, [id]).then((r) => r[0]);
  const charges = (userId: string) => t.db.dataSource.query(`SELECT amount_cents FROM payments WHERE user_id = $1 AND purpose = 'membership'`, [userId]);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('lists the plans from the table: None $0 and Birdie $89', async () => {
    const res = await gql(supertest(t.app.app), '{ membershipPlans { code priceCents freeHoursPerMonth hourlyRateCents bookingWindowDays memberEvents } }');
    expect(res.body.data.membershipPlans).toEqual([
      { code: 'None', priceCents: 0, freeHoursPerMonth: 0, hourlyRateCents: 6000, bookingWindowDays: 2, memberEvents: false },
      { code: 'Birdie', priceCents: 8900, freeHoursPerMonth: 2, hourlyRateCents: 4000, bookingWindowDays: 5, memberEvents: true },
    ]);
  });

  it('subscribing pays the first month and makes the user Birdie at once, renewing a month later', async () => {
    const c = await customer();
    const res = (await gql(c.agent, SUBSCRIBE, { p: card('4242 4242 4242 4242'), k: key() })).body.data.subscribeMembership;
    expect(res).toMatchObject({ planCode: 'Birdie', membershipStatus: 'active', endsAt: null });
    const days = (new Date(res.renewsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const user = (await c.agent.get('/api/user').expect(200)).body;
    expect(user).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'active', membershipRenewsAt: res.renewsAt, membershipEndsAt: null });
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }]);
    const jobs = await t.db.dataSource.query(`SELECT start_after FROM pgboss.job WHERE name = 'membership-renewal' AND data->>'membershipId' = (SELECT id::text FROM memberships WHERE user_id = $1)`, [c.id]);
    expect(new Date(jobs[0].start_after).toISOString()).toBe(new Date(res.renewsAt).toISOString());
    // Booking window follows at once: 5 days.
    const a = await gql(c.agent, '{ availability(location: "tulsa", date: "2026-01-01") { today lastBookableDate } }');
    const { today, lastBookableDate } = a.body.data.availability;
    expect((new Date(lastBookableDate).getTime() - new Date(today).getTime()) / 86_400_000).toBe(5);
  });

  it('the spec\'s calls: cancel keeps benefits to the period end; update resumes, None cancels, Birdie needs payment', async () => {
    const c = await subscribed();
    const cancelled = (await c.agent.post('/api/cancel-subscription').expect(200)).body;
    expect(cancelled).toMatchObject({ success: true, membershipStatus: 'cancelling', renewsAt: null, endsAt: expect.any(String) });
    expect((await c.agent.get('/api/user')).body).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'cancelling' });
    const resumed = (await c.agent.post('/api/update-membership').send({ membershipType: 'Birdie' }).expect(200)).body;
    expect(resumed.membershipStatus).toBe('active');
    expect((await c.agent.post('/api/update-membership').send({ membershipType: 'None' }).expect(200)).body.membershipStatus).toBe('cancelling');
    const unknown = await c.agent.post('/api/update-membership').send({ membershipType: 'Eagle' }).expect(400);
    expect(unknown.text).toBe('Unknown membership plan. Choose None or Birdie.');

    const plain = await customer();
    const needsPayment = await plain.agent.post('/api/update-membership').send({ membershipType: 'Birdie' }).expect(402);
    expect(needsPayment.text).toBe('Birdie membership needs a payment first. Please subscribe at /subscribe.');
    await plain.agent.post('/api/cancel-subscription').expect(409);
    await supertest(t.app.app).post('/api/cancel-subscription').expect(401);
  });

  it('a non-member cannot grant themselves Birdie by any call', async () => {
    const c = await customer();
    await c.agent.post('/api/update-membership').send({ membershipType: 'Birdie' }).expect(402);
    await gql(c.agent, 'mutation { updateMembership(membershipType: "Birdie") { id } }');
    await gql(c.agent, 'mutation { updateProfile(input: { firstName: "Sneaky" }) { id } }');
    const reg = await supertest(t.app.app).post('/api/register').send({ firstName: 'S', lastName: 'N', email: `sneaky${Date.now()}@example.com`, password: 'let me in please', membershipType: 'Birdie', isAdmin: true }).expect(201);
    expect(reg.body).toMatchObject({ membershipType: 'None', isAdmin: false });
    expect((await c.agent.get('/api/user')).body.membershipType).toBe('None');
    const declined = await gql(c.agent, SUBSCRIBE, { p: card('4000000000000002'), k: key() });
    expect(declined.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    expect((await c.agent.get('/api/user')).body.membershipType).toBe('None');
  });

  it('renews at period end: charged once even when the job runs twice at once', async () => {
    const c = await subscribed();
    const results = await Promise.all([
      t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 }),
      t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 }),
    ]);
    expect(results.sort()).toEqual(['renewed', 'stale']);
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 })).toBe('stale');
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }, { amount_cents: 8900 }]);
    expect(await membership(c.membershipId)).toMatchObject({ status: 'active', period_index: 1 });
  });

  it('a failed renewal makes it past due, retries 3 times over 7 days, then ends and the plan becomes None', async () => {
    const c = await subscribed();
    // The card on file now declines.
    await gql(c.agent, 'mutation($c: CardInput!) { addPaymentMethod(card: $c, makeDefault: true) { id } }', { c: card('4000000000000002').card });
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 })).toBe('past_due');
    expect(await membership(c.membershipId)).toMatchObject({ status: 'past_due', failed_attempts: 1 });
    expect((await c.agent.get('/api/user')).body).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'past_due' });
    const retry = await t.db.dataSource.query(
      `SELECT start_after FROM pgboss.job WHERE name = 'membership-renewal' AND data->>'membershipId' = $1 AND (data->>'attempt')::int = 1`,
      [c.membershipId],
    );
    expect(retry).toHaveLength(1);
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 1 })).toBe('past_due');
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 2 })).toBe('past_due');
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 3 })).toBe('ended');
    expect(await membership(c.membershipId)).toMatchObject({ status: 'ended' });
    expect((await c.agent.get('/api/user')).body).toMatchObject({ membershipType: 'None', membershipStatus: 'none' });
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }]);
  });

  it('a cancelled membership ends at its period end instead of renewing', async () => {
    const c = await subscribed();
    await c.agent.post('/api/cancel-subscription').expect(200);
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 })).toBe('ended');
    expect((await c.agent.get('/api/user')).body.membershipType).toBe('None');
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }]);
  });

  it('the sweep renews a seeded complimentary membership that has no job', async () => {
    const [birdie] = await t.db.dataSource.query(`SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'birdie@backnine.golf'`);
    await t.db.dataSource.query(`UPDATE memberships SET current_period_start = now() - interval '1 month 1 minute', current_period_end = now() - interval '1 minute' WHERE id = $1`, [birdie.id]);
    await t.app.services.memberships.sweepDueRenewals();
    expect(await membership(birdie.id)).toMatchObject({ status: 'active', period_index: 1 });
  });
});
