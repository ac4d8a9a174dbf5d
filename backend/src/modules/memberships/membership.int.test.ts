import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, instantAt, localDateOf } from '../../shared/time.js';
import { startSmtpServer, type ReceivedMail } from '../../../test/support/smtp.js';
import { attemptsOf, moneyOf } from '../../../test/support/money.js';
import { registeredCustomer } from '../../../test/support/accounts.js';
import { cardToken, createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { QUEUES } from '../jobs/job-queue.js';
import { createSmtpMailer, type Mailer } from '../mail/mailer.js';
import { MembershipNotifier } from '../notifications/membership-notifier.js';

const SUBSCRIBE = `mutation($p: PaymentInput!, $k: String!) { subscribeMembership(plan: "Birdie", payment: $p, idempotencyKey: $k) {
  planCode membershipStatus renewsAt endsAt currentPeriodEnd } }`;
const ADD_CARD = `mutation($t: String!, $k: String!) { addPaymentMethod(confirmationToken: $t, idempotencyKey: $k, makeDefault: true) {
  id isDefault } }`;

const until = async (what: string, ok: () => Promise<boolean> | boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

describe('Birdie memberships', () => {
  let t: TestApp;
  let second: TestApp; // another app instance on the same database
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let n = 0;
  const key = () => `membership-key-${++n}-${Date.now()}`;
  const customer = () => registeredCustomer(t, 'Mem');
  /** A "cancelled" then a "back on" e-mail recorded for the membership, with no queue job: the test sends them itself. */
  async function cancelledThenResumed(membershipId: string): Promise<{ cancelledId: string; resumedId: string }> {
    const record = async (kind: string, details: object) =>
      (
        await t.db.dataSource.query(`INSERT INTO membership_emails (membership_id, kind, details) VALUES ($1, $2, $3) RETURNING id`, [
          membershipId,
          kind,
          details,
        ])
      )[0].id as string;
    const cancelledId = await record('cancelled', { planName: 'Birdie', endsAt: '2031-01-01T00:00:00.000Z' });
    return { cancelledId, resumedId: await record('resumed', { planName: 'Birdie', renewsAt: '2031-01-01T00:00:00.000Z' }) };
  }
  /** The mails a person received so far, oldest first. */
  const inbox = (email: string) => smtp.inbox.filter((m) => m.to.includes(email));
  /** Waits until the person has `count` mails, then until no membership e-mail job is left to run, and answers them all. */
  async function mails(email: string, count: number): Promise<ReceivedMail[]> {
    await until(`${count} mails to ${email}`, () => inbox(email).length >= count);
    await until('the membership e-mail queue to drain', async () => {
      const due = await t.db.dataSource.query(
        `SELECT 1 FROM pgboss.job WHERE name = $1 AND state IN ('created', 'active', 'retry') AND start_after <= now()`,
        [QUEUES.membershipEmail],
      );
      return due.length === 0;
    });
    // No sleep for stragglers: a job is done only once its send resolved, and the test SMTP server
    // files a mail in the inbox before it acknowledges it, so a duplicate would already be here.
    return inbox(email);
  }
  /** Each recorded membership e-mail with the state of the queue job that carries it: proof it went through the queue. */
  const recorded = (membershipId: string) =>
    t.db.dataSource.query(
      `SELECT e.kind, e.sent_at IS NOT NULL AS sent, (SELECT array_agg(j.state::text) FROM pgboss.job j WHERE j.name = $2 AND j.data->>'emailId' = e.id::text) AS jobs
       FROM membership_emails e WHERE e.membership_id = $1 ORDER BY e.created_at, e.id`,
      [membershipId, QUEUES.membershipEmail],
    );
  /** The first month is paid with a new card, kept for renewals (the checkout saves it, as the browser asks). */
  const firstMonthCard = (testCard = 'pm_card_visa') => newCard(t, testCard, { save: true });
  async function subscribed(
    testCard = 'pm_card_visa',
  ): Promise<{ agent: supertest.Agent; id: string; email: string; membershipId: string }> {
    const c = await customer();
    const res = await gql(c.agent, SUBSCRIBE, { p: await firstMonthCard(testCard), k: key() });
    expect(res.body.data.subscribeMembership.membershipStatus).toBe('active');
    const [m] = await t.db.dataSource.query(`SELECT id, period_index, failed_attempts FROM memberships WHERE user_id = $1`, [c.id]);
    // The welcome mail is sent by a job: wait for it, so a test's next mails (a renewal sent straight
    // after, say) cannot overtake it in the inbox, and the tests may read their mails in order.
    await mails(c.email, 1);
    return { ...c, membershipId: m.id as string };
  }
  const membership = (id: string) =>
    t.db.dataSource
      .query(`SELECT status, period_index, failed_attempts, cancel_at_period_end FROM memberships WHERE id = $1`, [id])
      .then((r) => r[0]);
  const charges = (userId: string) =>
    t.db.dataSource.query(`SELECT amount_cents FROM payments WHERE user_id = $1 AND purpose = 'membership' ORDER BY created_at`, [userId]);
  /** A card that saves fine and whose every charge is declined becomes the member's default: the next renewal fails. */
  async function cardOnFileNowDeclines(agent: supertest.Agent): Promise<void> {
    const res = await gql(agent, ADD_CARD, { t: await cardToken(t, 'pm_card_chargeCustomerFail'), k: key() });
    expect(res.body.data.addPaymentMethod).toMatchObject({ isDefault: true });
  }

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({ SMTP_URL: smtp.url });
    second = await createTestApp({ SMTP_URL: smtp.url }, t.db);
    await seedDemoData(t.db.dataSource);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.stop();
  });

  it('lists the plans from the table: None $0 and Birdie $89', async () => {
    const res = await gql(
      supertest(t.app.app),
      '{ membershipPlans { code priceCents freeHoursPerMonth hourlyRateCents bookingWindowDays memberEvents } }',
    );
    expect(res.body.data.membershipPlans).toEqual([
      { code: 'None', priceCents: 0, freeHoursPerMonth: 0, hourlyRateCents: 6000, bookingWindowDays: 2, memberEvents: false },
      { code: 'Birdie', priceCents: 8900, freeHoursPerMonth: 2, hourlyRateCents: 4000, bookingWindowDays: 5, memberEvents: true },
    ]);
  });

  it('each paid plan says when a subscription bought now would first renew: the date the subscription gets', async () => {
    const plans = (await gql(supertest(t.app.app), '{ membershipPlans { code firstRenewalAt } }')).body.data.membershipPlans;
    expect(plans.find((p: { code: string }) => p.code === 'None').firstRenewalAt).toBeNull();
    const offered = new Date(plans.find((p: { code: string }) => p.code === 'Birdie').firstRenewalAt).getTime();
    const c = await customer();
    const res = (await gql(c.agent, SUBSCRIBE, { p: await firstMonthCard(), k: key() })).body.data.subscribeMembership;
    const renews = new Date(res.renewsAt).getTime();
    expect(renews).toBeGreaterThanOrEqual(offered);
    expect(renews - offered).toBeLessThan(60_000); // the same rule, a few moments later
  });

  it('a Birdie sees the free hours left in this venue-local month, as the bookings ledger counts them', async () => {
    const c = await subscribed();
    const FREE_LEFT = '{ myMembership { planCode freeHoursLeft } }';
    expect((await gql(c.agent, FREE_LEFT)).body.data.myMembership).toEqual({ planCode: 'Birdie', freeHoursLeft: 2 });

    const [bay] = await t.db.dataSource.query(
      `SELECT b.id AS "bayId", l.id AS "locationId" FROM bays b JOIN locations l ON l.id = b.location_id WHERE l.slug = 'tulsa' AND b.number = 1`,
    );
    const zone = await t.app.services.memberships.timeZoneFor({ preferredLocation: null });
    const today = localDateOf(new Date(), zone);
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -1);
    // Past-tense rows (completed or cancelled) take no bay, so they cannot collide with other tests' bookings.
    const book = (date: string, status: string, freeHours: number, cancelReason: string | null = null) =>
      t.db.dataSource.query(
        `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status, free_hours_used, cancel_reason)
         VALUES ('M-' || substr(md5(random()::text), 1, 8), $1, $2, $3, $4, $5, $6, 2, $7, $8, $9)`,
        [
          bay.locationId,
          bay.bayId,
          c.id,
          date,
          instantAt(date, 6 * 60, zone),
          instantAt(date, 7 * 60, zone),
          status,
          freeHours,
          cancelReason,
        ],
      );
    await book(lastMonth, 'completed', 2); // last month's hours do not count
    await book(today, 'cancelled', 1, 'customer'); // cancelled in time: the hour came back
    expect((await gql(c.agent, FREE_LEFT)).body.data.myMembership.freeHoursLeft).toBe(2);
    await book(today, 'completed', 1);
    expect((await gql(c.agent, FREE_LEFT)).body.data.myMembership.freeHoursLeft).toBe(1);
    await book(today, 'cancelled', 2, 'customer_late'); // cancelled too late: its hours stay used
    expect((await gql(c.agent, FREE_LEFT)).body.data.myMembership.freeHoursLeft).toBe(0);
  });

  it('subscribing pays the first month and makes the user Birdie at once, renewing a month later', async () => {
    const c = await customer();
    const res = (await gql(c.agent, SUBSCRIBE, { p: await firstMonthCard(), k: key() })).body.data.subscribeMembership;
    expect(res).toMatchObject({ planCode: 'Birdie', membershipStatus: 'active', endsAt: null });
    const days = (new Date(res.renewsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    const user = (await c.agent.get('/api/user').expect(200)).body;
    expect(user).toMatchObject({
      membershipType: 'Birdie',
      membershipStatus: 'active',
      membershipRenewsAt: res.renewsAt,
      membershipEndsAt: null,
    });
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }]);
    // At the processor: the first month's intent (its purchase is the member), captured once.
    expect(await moneyOf(t, c.id)).toEqual([{ status: 'succeeded', amount: 8900, received: 8900, refunded: 0 }]);
    expect((await gql(c.agent, '{ paymentMethods { last4 isDefault } }')).body.data.paymentMethods).toEqual([
      { last4: '4242', isDefault: true },
    ]);
    const jobs = await t.db.dataSource.query(
      `SELECT start_after FROM pgboss.job WHERE name = 'membership-renewal' AND data->>'membershipId' = (SELECT id::text FROM memberships WHERE user_id = $1)`,
      [c.id],
    );
    expect(new Date(jobs[0].start_after).toISOString()).toBe(new Date(res.renewsAt).toISOString());
    // Booking window follows at once: 5 days.
    const a = await gql(c.agent, '{ availability(location: "tulsa", date: "2026-01-01") { today lastBookableDate } }');
    const { today, lastBookableDate } = a.body.data.availability;
    expect((new Date(lastBookableDate).getTime() - new Date(today).getTime()) / 86_400_000).toBe(5);
    // The welcome e-mail, sent by a queue job.
    const [welcome] = await mails(c.email, 1);
    expect(welcome!.subject).toBe('Welcome to Birdie!');
    expect(welcome!.text).toContain('Hi Mem,');
    expect(welcome!.text).toMatch(/Your Birdie membership is active\. \$89\.00 paid for the month to [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(welcome!.text).toContain('You now get 2 free bay hours each month, $40.00 per hour after that, booking up to 5 days ahead');
    const [m] = await t.db.dataSource.query(`SELECT id FROM memberships WHERE user_id = $1`, [c.id]);
    expect(await recorded(m.id)).toEqual([{ kind: 'subscribed', sent: true, jobs: ['completed'] }]);
  });

  it("the spec's calls: cancel keeps benefits to the period end; update resumes, None cancels, Birdie needs payment", async () => {
    const c = await subscribed();
    const cancelled = (await c.agent.post('/api/cancel-subscription').expect(200)).body;
    expect(cancelled).toMatchObject({ success: true, membershipStatus: 'cancelling', renewsAt: null, endsAt: expect.any(String) });
    expect((await c.agent.get('/api/user')).body).toMatchObject({ membershipType: 'Birdie', membershipStatus: 'cancelling' });
    const resumed = (await c.agent.post('/api/update-membership').send({ membershipType: 'Birdie' }).expect(200)).body;
    expect(resumed.membershipStatus).toBe('active');
    expect((await c.agent.post('/api/update-membership').send({ membershipType: 'None' }).expect(200)).body.membershipStatus).toBe(
      'cancelling',
    );
    const unknown = await c.agent.post('/api/update-membership').send({ membershipType: 'Eagle' }).expect(400);
    expect(unknown.text).toBe('Unknown membership plan. Choose None or Birdie.');
    // Cancelling what is already cancelling changes nothing and sends nothing more.
    await Promise.all([c.agent.post('/api/cancel-subscription').expect(200), c.agent.post('/api/cancel-subscription').expect(200)]);
    const received = await mails(c.email, 4);
    expect(received.map((m) => m.subject)).toEqual([
      'Welcome to Birdie!',
      'Your membership is cancelled',
      'Your membership is back on',
      'Your membership is cancelled',
    ]);
    expect(received[1]!.text).toMatch(/Your Birdie membership will not renew\. You keep its benefits until [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(received[2]!.text).toMatch(/Your Birdie membership will renew on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect((await recorded(c.membershipId)).map((r: { kind: string; jobs: string[] }) => [r.kind, r.jobs])).toEqual([
      ['subscribed', ['completed']],
      ['cancelled', ['completed']],
      ['resumed', ['completed']],
      ['cancelled', ['completed']],
    ]);

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
    const reg = await supertest(t.app.app)
      .post('/api/register')
      .send({
        firstName: 'S',
        lastName: 'N',
        email: `sneaky${Date.now()}@example.com`,
        password: 'let me in please',
        membershipType: 'Birdie',
        isAdmin: true,
      })
      .expect(201);
    expect(reg.body).toMatchObject({ membershipType: 'None', isAdmin: false });
    expect((await c.agent.get('/api/user')).body.membershipType).toBe('None');
    const declined = await gql(c.agent, SUBSCRIBE, { p: await firstMonthCard('pm_card_chargeDeclined'), k: key() });
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
    // One renewal attempt, one intent captured once at the processor.
    const renewals = (await attemptsOf(t, c.membershipId)).filter((a) => a.purpose === 'renewal');
    expect(renewals.map((a) => a.status)).toEqual(['succeeded']);
    expect(await moneyOf(t, c.membershipId)).toEqual([{ status: 'succeeded', amount: 8900, received: 8900, refunded: 0 }]);
    expect(await membership(c.membershipId)).toMatchObject({ status: 'active', period_index: 1 });
    const received = await mails(c.email, 2);
    expect(received.map((m) => m.subject)).toEqual(['Welcome to Birdie!', 'Your Birdie membership renewed']);
    expect(received[1]!.text).toContain('$89.00 was charged to your card.');
    expect(received[1]!.text).toMatch(/Your next renewal is on [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
  });

  it('a membership e-mail job run twice, on two instances and by hand, sends once; a failed send is retried', async () => {
    const c = await subscribed();
    await mails(c.email, 1);
    await c.agent.post('/api/cancel-subscription').expect(200);
    await mails(c.email, 2);
    const [cancelled] = await t.db.dataSource.query(`SELECT id FROM membership_emails WHERE membership_id = $1 AND kind = 'cancelled'`, [
      c.membershipId,
    ]);
    const job = { emailId: cancelled.id as string };
    await Promise.all([
      t.app.jobs.send(QUEUES.membershipEmail, job),
      second.app.jobs.send(QUEUES.membershipEmail, job),
      t.app.services.membershipNotifier.send(job),
      second.app.services.membershipNotifier.send(job),
    ]);
    expect((await mails(c.email, 2)).map((m) => m.subject)).toEqual(['Welcome to Birdie!', 'Your membership is cancelled']);

    // A send that fails gives its claim back: the retried job sends it, once.
    await c.agent.post('/api/update-membership').send({ membershipType: 'Birdie' }).expect(200);
    await mails(c.email, 3);
    await t.db.dataSource.query(`UPDATE membership_emails SET sent_at = NULL WHERE membership_id = $1 AND kind = 'resumed'`, [
      c.membershipId,
    ]);
    const [resumed] = await t.db.dataSource.query(`SELECT id FROM membership_emails WHERE membership_id = $1 AND kind = 'resumed'`, [
      c.membershipId,
    ]);
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP down')), verify: async () => false, close: () => undefined };
    const failing = new MembershipNotifier({
      memberships: t.app.services.memberships,
      mailer: down,
      timeZoneFor: async () => 'America/Chicago',
    });
    await expect(failing.send({ emailId: resumed.id })).rejects.toThrow('SMTP down');
    expect(await t.app.services.membershipNotifier.send({ emailId: resumed.id })).toBe(true);
    expect(await t.app.services.membershipNotifier.send({ emailId: resumed.id })).toBe(false);
    expect((await mails(c.email, 4)).map((m) => m.subject)).toEqual([
      'Welcome to Birdie!',
      'Your membership is cancelled',
      'Your membership is back on',
      'Your membership is back on',
    ]);
  });

  it("one member's e-mails leave in the order they were recorded, even when two instances send them at once", async () => {
    const c = await subscribed();
    // Two steps recorded back to back (no queue jobs: this test plays the two workers itself).
    const { cancelledId, resumedId } = await cancelledThenResumed(c.membershipId);
    // The first instance's SMTP round trip is slow; the second's is quick. Without the per-member
    // order the second instance's "back on" lands before the first's "cancelled".
    const smtpMailer = createSmtpMailer(smtp.url, 'Back Nine <hello@backnine.golf>');
    const slow: Mailer = { ...smtpMailer, send: async (m) => (await new Promise((r) => setTimeout(r, 400)), smtpMailer.send(m)) };
    const notifier = (mailer: Mailer, app: TestApp) =>
      new MembershipNotifier({ memberships: app.app.services.memberships, mailer, timeZoneFor: async () => 'America/Chicago' });
    const sent = await Promise.all([
      notifier(slow, t).send({ emailId: cancelledId }),
      notifier(smtpMailer, second).send({ emailId: resumedId }),
    ]);
    smtpMailer.close();
    // Whichever took the member's lock first sent both; the other found nothing left to send.
    expect(sent.filter(Boolean)).toHaveLength(1);
    expect((await mails(c.email, 3)).map((m) => m.subject)).toEqual([
      'Welcome to Birdie!',
      'Your membership is cancelled',
      'Your membership is back on',
    ]);
  });

  it("an e-mail that keeps failing holds back the member's later ones for 6 sends, then is set aside and sent by its own job", async () => {
    const c = await subscribed();
    await mails(c.email, 1);
    const { cancelledId, resumedId } = await cancelledThenResumed(c.membershipId);
    const smtpMailer = createSmtpMailer(smtp.url, 'Back Nine <hello@backnine.golf>');
    // The SMTP server refuses the "cancelled" e-mail every time (say, a message it rejects); the rest go through.
    const picky: Mailer = {
      ...smtpMailer,
      send: (m) => (/cancelled/.test(m.subject) ? Promise.reject(new Error('554 rejected')) : smtpMailer.send(m)),
    };
    const notifier = (mailer: Mailer) =>
      new MembershipNotifier({ memberships: t.app.services.memberships, mailer, timeZoneFor: async () => 'America/Chicago' });
    const state = async (id: string) =>
      (await t.db.dataSource.query(`SELECT sent_at, failed_attempts, given_up_at FROM membership_emails WHERE id = $1`, [id]))[0];

    // The later e-mail's job meets the failing one first, every time: five failed sends hold it back.
    for (let i = 0; i < 5; i++) await expect(notifier(picky).send({ emailId: resumedId })).rejects.toThrow('554 rejected');
    expect(await state(cancelledId)).toMatchObject({ sent_at: null, failed_attempts: 5, given_up_at: null });
    expect(await state(resumedId)).toMatchObject({ sent_at: null });
    // The sixth sets it aside. The same job's next run sends the later one, then tries the set-aside one out of turn (refused again).
    await expect(notifier(picky).send({ emailId: resumedId })).rejects.toThrow('554 rejected');
    expect((await state(cancelledId)).given_up_at).not.toBeNull();
    await expect(notifier(picky).send({ emailId: resumedId })).resolves.toBe(true);
    expect((await state(resumedId)).sent_at).not.toBeNull();
    // Its own job (a retry, or an admin's once the mail is fixed) sends it, late but once.
    await expect(notifier(smtpMailer).send({ emailId: cancelledId })).resolves.toBe(true);
    await expect(notifier(smtpMailer).send({ emailId: cancelledId })).resolves.toBe(false);
    smtpMailer.close();
    expect((await mails(c.email, 3)).map((m) => m.subject)).toEqual([
      'Welcome to Birdie!',
      'Your membership is back on',
      'Your membership is cancelled',
    ]);
    expect(await state(cancelledId)).toMatchObject({ failed_attempts: 6 });
  });

  it('a failed renewal makes it past due, retries 3 times over 7 days, then ends and the plan becomes None', async () => {
    const c = await subscribed();
    await cardOnFileNowDeclines(c.agent);
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
    // Four renewal attempts, each declined at the processor: nothing taken.
    expect((await attemptsOf(t, c.membershipId)).map((a) => a.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(await moneyOf(t, c.membershipId)).toEqual([]);
    // Each step e-mailed the member: three failures with the next try, then the end.
    const received = await mails(c.email, 5);
    expect(received.map((m) => m.subject)).toEqual([
      'Welcome to Birdie!',
      'We could not renew your membership',
      'We could not renew your membership',
      'We could not renew your membership',
      'Your membership has ended',
    ]);
    const [row] = await t.db.dataSource.query(`SELECT current_period_end FROM memberships WHERE id = $1`, [c.membershipId]);
    const day = (days: number) =>
      new Date(new Date(row.current_period_end).getTime() + days * 86_400_000).toLocaleDateString('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'America/Chicago',
      });
    expect(received[1]!.text).toContain('Renewing your Birdie membership failed: ');
    expect(received.slice(1, 4).map((m) => /We will try again on ([^.]+)\./.exec(m.text)?.[1])).toEqual([day(1), day(3), day(7)]);
    expect(received[4]!.text).toContain('It has ended after three tries.');
  });

  it('cancelling a past-due membership ends it at once and says so', async () => {
    const c = await subscribed();
    await cardOnFileNowDeclines(c.agent);
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 })).toBe('past_due');
    expect((await c.agent.post('/api/cancel-subscription').expect(200)).body).toMatchObject({ membershipStatus: 'none' });
    // Each mail is its own job: under load they may arrive in any order.
    const received = await mails(c.email, 3);
    expect(received.map((m) => m.subject).sort()).toEqual([
      'We could not renew your membership',
      'Welcome to Birdie!',
      'Your membership has ended',
    ]);
    expect(received.find((m) => m.subject === 'Your membership has ended')!.text).toContain('is cancelled as you asked and has ended now');
    // The queued retry finds nothing to do and sends nothing.
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 1 })).toBe('stale');
    expect(await mails(c.email, 3)).toHaveLength(3);
  });

  it('a cancelled membership ends at its period end instead of renewing', async () => {
    const c = await subscribed();
    await c.agent.post('/api/cancel-subscription').expect(200);
    expect(await t.app.services.memberships.renew({ membershipId: c.membershipId, periodIndex: 0, attempt: 0 })).toBe('ended');
    expect((await c.agent.get('/api/user')).body.membershipType).toBe('None');
    expect(await charges(c.id)).toEqual([{ amount_cents: 8900 }]);
    const received = await mails(c.email, 3); // in any order, as above
    expect(received.map((m) => m.subject).sort()).toEqual([
      'Welcome to Birdie!',
      'Your membership has ended',
      'Your membership is cancelled',
    ]);
    expect(received.find((m) => m.subject === 'Your membership has ended')!.text).toContain(
      'Your Birdie membership has ended as you asked.',
    );
  });

  it('the sweep renews a seeded complimentary membership that has no job', async () => {
    const [birdie] = await t.db.dataSource.query(
      `SELECT m.id FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'birdie@backnine.golf'`,
    );
    await t.db.dataSource.query(
      `UPDATE memberships SET current_period_start = now() - interval '1 month 1 minute', current_period_end = now() - interval '1 minute' WHERE id = $1`,
      [birdie.id],
    );
    await t.app.services.memberships.sweepDueRenewals();
    expect(await membership(birdie.id)).toMatchObject({ status: 'active', period_index: 1 });
    const [renewed] = await mails('birdie@backnine.golf', 1);
    expect(renewed!.subject).toBe('Your Birdie membership renewed');
    expect(renewed!.text).toContain('Your complimentary membership continues.');
  });
});
