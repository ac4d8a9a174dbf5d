import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { startSmtpServer, type ReceivedMail } from '../../../test/support/smtp.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { QUEUES } from '../jobs/job-queue.js';
import { createSmtpMailer } from '../mail/mailer.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'reminder-test-secret-reminder-test-secret';

describe('weekly reminders: scheduled through the job queue, sent once, over real SMTP', () => {
  let a: TestApp;
  let b: TestApp; // a second app instance (its own queue workers) on the same database
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const bouncing = new Set<string>();
  let tulsaId: string;
  let n = 0;

  const db = () => a.db.dataSource;

  async function user(email: string, firstName = 'Pat') {
    return a.app.services.users.create({ firstName, lastName: 'Tester', email, passwordHash: 'not-a-hash' });
  }

  /** A reminder with a subject no other test uses, to all users unless told otherwise. */
  async function reminder(audience = 'all_users') {
    const subject = `Week ${++n} at {location}: hi {firstName}`;
    const r = await a.app.services.reminders.create({
      name: `Test reminder ${n}`,
      audience,
      locationId: tulsaId,
      weekday: 4,
      time: '09:00',
      subject,
      body: 'Hi {firstName},\n\nYour next bay: {nextBooking}.\n\nSee you at {location}!',
    });
    return { ...r, subjectPrefix: `Week ${n} at ` };
  }

  const mailsFor = (to: string, prefix: string) => smtp.inbox.filter((m) => m.to.includes(to) && m.subject.startsWith(prefix));

  async function recipients(reminderId: string) {
    return db().query(
      `SELECT x.email, x.status, x.attempts, x.last_error AS "lastError", x.next_attempt_at AS "nextAttemptAt", x.run_id AS "runId"
       FROM weekly_reminder_recipients x WHERE x.reminder_id = $1 ORDER BY x.email`,
      [reminderId],
    ) as Promise<
      { email: string; status: string; attempts: number; lastError: string | null; nextAttemptAt: Date | null; runId: string }[]
    >;
  }

  /** Waits until no recipient of the reminder is pending or being sent. */
  async function settled(reminderId: string) {
    await expect
      .poll(async () => (await recipients(reminderId)).filter((r) => r.status === 'pending' || r.status === 'sending').length, {
        timeout: 15_000,
      })
      .toBe(0);
    return recipients(reminderId);
  }

  /** Proof that nothing more arrives: a sentinel sent after every worker had its chance must arrive after any duplicate. */
  async function sentinel(): Promise<ReceivedMail[]> {
    await Promise.all([a.app.services.reminders.tick(), b.app.services.reminders.tick()]);
    const to = `sentinel-${++n}@example.com`;
    const before = smtp.inbox.length;
    const mailer = createSmtpMailer(smtp.url, 'test@example.com');
    await mailer.send({ to, subject: 'sentinel', text: 'x' });
    mailer.close();
    await smtp.waitFor(to, 5000, before);
    return smtp.inbox;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer({ rejectRecipient: (address) => bouncing.has(address) });
    const env = { SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example', UNSUBSCRIBE_SECRET: SECRET };
    a = await createTestApp(env);
    b = await createTestApp(env, a.db);
    await seedDemoData(a.db.dataSource);
    [{ id: tulsaId }] = await db().query(`SELECT id FROM locations WHERE slug = 'tulsa'`);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await smtp?.stop();
  });

  it('sends a due reminder exactly once, with two instances ticking at once', async () => {
    const named = await user('script-kiddie@example.com', '<script>alert(1)</script>');
    const r = await reminder();
    expect(r.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
    // Make it due a minute ago, as the clock would.
    await db().query(`UPDATE weekly_reminders SET next_run_at = now() - interval '1 minute' WHERE id = $1`, [r.id]);

    // Both instances start the due run at the same moment, directly and through their queue workers.
    const started = await Promise.all([
      a.app.services.reminders.startDueRuns(),
      b.app.services.reminders.startDueRuns(),
      a.app.services.reminders.startDueRuns(),
      b.app.services.reminders.startDueRuns(),
    ]);
    expect(started.flat()).toHaveLength(1);
    await Promise.all([a.app.jobs.send(QUEUES.weeklyRemindersTick, {}), b.app.jobs.send(QUEUES.weeklyRemindersTick, {})]);
    await Promise.all([a.app.jobs.send(QUEUES.weeklyRemindersDeliver, {}), b.app.jobs.send(QUEUES.weeklyRemindersDeliver, {})]);

    const rows = await settled(r.id);
    const users: { email: string }[] = await db().query(
      `SELECT email FROM users WHERE disabled_at IS NULL AND reminders_opted_out_at IS NULL`,
    );
    expect(rows.map((x) => x.email).sort()).toEqual(users.map((u) => u.email).sort());
    expect(rows.every((x) => x.status === 'sent' && x.attempts === 1)).toBe(true);
    const [{ runs }] = await db().query(`SELECT count(*)::int AS runs FROM weekly_reminder_runs WHERE reminder_id = $1`, [r.id]);
    expect(runs).toBe(1);

    await sentinel();
    for (const u of users) expect(mailsFor(u.email, r.subjectPrefix)).toHaveLength(1);

    // The next run moved on a week, to Thursday 09:00 in Tulsa's zone.
    const [{ next }] = await db().query(`SELECT next_run_at AS next FROM weekly_reminders WHERE id = $1`, [r.id]);
    expect(new Date(next).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(next).toLocaleString('en-US', { timeZone: 'America/Chicago', weekday: 'long', hour: 'numeric' })).toBe('Thursday 9 AM');

    // Placeholders filled, escaped in HTML, with the unsubscribe headers and link.
    const mail = mailsFor(named.email, r.subjectPrefix)[0]!;
    expect(mail.subject).toBe(`${r.subjectPrefix}Tulsa: hi <script>alert(1)</script>`);
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    expect(mail.text).toContain('Your next bay: no bay booked yet.');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');
    const token = unsubscribeToken(named.id, SECRET);
    const url = `https://golf.example/unsubscribe?token=${token}`;
    expect(mail.headers['list-unsubscribe']).toBe(`<mailto:no-reply@backnine.golf?subject=unsubscribe%20${token}>, <${url}>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(url);
    expect(mail.html).toContain(`href="${url}"`);

    // Send now in the same week reaches nobody twice.
    const again = await a.app.services.reminders.sendNow(r.id, null);
    expect(again.recipientCount).toBe(0);
  });

  it('sends nothing to people who unsubscribed (one-click link) or whose account is disabled', async () => {
    const out = await user('unsubscribed@example.com');
    const disabled = await user('disabled@example.com');
    const stays = await user('stays@example.com');
    await a.app.services.users.disable(disabled.id);

    // GET only shows the confirm page; a forged token is refused; the one-click POST unsubscribes.
    const page = await a.http.get(`/unsubscribe?token=${unsubscribeToken(out.id, SECRET)}`).expect(200);
    expect(page.text).toContain('Unsubscribe from weekly reminders?');
    expect((await a.app.services.users.findAny(out.id))!.remindersOptedOutAt).toBeNull();
    await a.http
      .post(`/unsubscribe?token=${unsubscribeToken(out.id, 'another-secret-another-secret-another')}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    expect((await a.app.services.users.findAny(out.id))!.remindersOptedOutAt).toBeNull();
    await a.http
      .post(`/unsubscribe?token=${unsubscribeToken(out.id, SECRET)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect((await a.app.services.users.findAny(out.id))!.remindersOptedOutAt).not.toBeNull();

    const r = await reminder();
    await a.app.services.reminders.sendNow(r.id, null);
    const rows = await settled(r.id);
    expect(rows.map((x) => x.email)).toContain(stays.email);
    expect(rows.map((x) => x.email)).not.toContain(out.email);
    expect(rows.map((x) => x.email)).not.toContain(disabled.email);
    await smtp.waitFor(stays.email, 5000);
    await sentinel();
    expect(mailsFor(out.email, r.subjectPrefix)).toHaveLength(0);
    expect(mailsFor(disabled.email, r.subjectPrefix)).toHaveLength(0);

    // Transactional mail is unaffected: a password reset still reaches the unsubscribed account.
    const before = smtp.inbox.length;
    await a.app.services.auth.requestPasswordReset(out.email, '127.0.0.1');
    await expect(smtp.waitFor(out.email, 5000, before)).resolves.toMatchObject({ to: [out.email] });
  });

  it('retries a recipient the SMTP server refused, logging the error, and sends it once it is accepted', async () => {
    const bounce = await user('bounce@example.com');
    bouncing.add(bounce.email);
    const r = await reminder();
    await a.app.services.reminders.sendNow(r.id, null);
    const first = (await settled(r.id)).find((x) => x.email === bounce.email)!;
    expect(first).toMatchObject({ status: 'failed', attempts: 1 });
    expect(first.lastError).toMatch(/Mailbox unavailable/);
    const delay = new Date(first.nextAttemptAt!).getTime() - Date.now();
    expect(delay).toBeGreaterThan(3 * 60_000);
    expect(delay).toBeLessThanOrEqual(5 * 60_000);
    // The others of the batch went out.
    expect((await recipients(r.id)).filter((x) => x.email !== bounce.email).every((x) => x.status === 'sent')).toBe(true);

    // Not before its time: a delivery now leaves it alone.
    await a.app.services.reminders.deliver();
    expect((await recipients(r.id)).find((x) => x.email === bounce.email)!.status).toBe('failed');

    // The server accepts it again and the retry time comes (a second ago: the database's clock has
    // microseconds and the app's milliseconds, so "now" on both could be the same instant rounded apart).
    bouncing.delete(bounce.email);
    await db().query(
      `UPDATE weekly_reminder_recipients SET next_attempt_at = now() - interval '1 second' WHERE reminder_id = $1 AND email = $2`,
      [r.id, bounce.email],
    );
    await Promise.all([a.app.services.reminders.deliver(), b.app.services.reminders.deliver()]);
    const after = (await recipients(r.id)).find((x) => x.email === bounce.email)!;
    expect(after).toMatchObject({ status: 'sent', attempts: 2 });
    expect(after.lastError).toMatch(/Mailbox unavailable/); // the log keeps what went wrong first
    await sentinel();
    expect(mailsFor(bounce.email, r.subjectPrefix)).toHaveLength(1);

    // The send log counts it.
    const [run] = await a.app.services.reminders.runs(r.id);
    expect(run).toMatchObject({ trigger: 'manual', sent: run!.recipientCount, failed: 0, pending: 0 });
  });

  it('gives up after the last attempt and keeps the error', async () => {
    const bounce = await user('always-bounces@example.com');
    bouncing.add(bounce.email);
    const r = await reminder();
    await a.app.services.reminders.sendNow(r.id, null);
    await settled(r.id);
    // Its retry time comes, again and again, until it is given up on (it then has none). The app's own
    // job workers may make an attempt between these (one CI run did): count rounds, not calls.
    let row = (await recipients(r.id)).find((x) => x.email === bounce.email)!;
    for (let round = 0; round < 10 && row.nextAttemptAt !== null; round++) {
      await db().query(
        `UPDATE weekly_reminder_recipients SET next_attempt_at = now() - interval '1 second'
           WHERE reminder_id = $1 AND email = $2 AND next_attempt_at IS NOT NULL`,
        [r.id, bounce.email],
      );
      await a.app.services.reminders.deliver();
      await settled(r.id);
      row = (await recipients(r.id)).find((x) => x.email === bounce.email)!;
    }
    expect(row).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null });
    expect(row.lastError).toMatch(/Mailbox unavailable/);
  });

  it('pauses and resumes: a paused reminder has no next run and is never started', async () => {
    const r = await reminder();
    const paused = await a.app.services.reminders.setActive(r.id, false);
    expect(paused.nextRunAt).toBeNull();
    expect(await a.app.services.reminders.startDueRuns()).toEqual([]);
    const resumed = await a.app.services.reminders.setActive(r.id, true);
    expect(resumed.nextRunAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses an unknown placeholder when saving, naming it', async () => {
    await expect(
      a.app.services.reminders.create({
        name: 'Bad',
        audience: 'all_users',
        locationId: tulsaId,
        weekday: 1,
        time: '10:00',
        subject: 'Hi {first_name}',
        body: 'x',
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Unknown placeholder {first_name}. Use only {firstName}, {location}, {nextBooking}.',
    });
  });

  it("league players: exactly the league's active players in paid entries (not one who withdrew or only holds a place)", async () => {
    const admin = (await a.app.services.users.findActive(
      (await db().query(`SELECT id FROM users WHERE email = 'admin@backnine.golf'`))[0].id,
    ))!;
    let firstNight = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    while (new Date(`${firstNight}T12:00:00Z`).getUTCDay() !== 2)
      firstNight = new Date(Date.parse(firstNight) + 86_400_000).toISOString().slice(0, 10);
    const league = await a.app.services.leagues.create(admin, {
      name: 'Reminder Test League',
      location: 'tulsa',
      format: 'individual',
      firstNight,
      startTime: '19:00',
      hoursPerNight: 2,
      weeks: 4,
      capacity: 8,
      baysPerNight: 1,
      entryFeeCents: 1000,
      tieBreakers: ['low_round'],
    });
    const players = [];
    for (const name of ['Ada', 'Ben', 'Cy', 'Dee']) players.push(await user(`league-${name.toLowerCase()}@example.com`, name));
    const entries = [];
    for (const p of players.slice(0, 3)) {
      const held = await a.app.services.leagues.join(league.id, p, {}, '127.0.0.1');
      entries.push(await a.app.services.leagues.pay(held.id, p, await newCard(a), `reminder-${held.id}`));
    }
    await a.app.services.leagues.join(league.id, players[3]!, {}, '127.0.0.1'); // holds a place, has not paid
    await a.app.services.leagues.withdraw(entries[1]!.id, players[1]!); // left the league

    const subject = `League night ${++n}: hi {firstName}`;
    const r = await a.app.services.reminders.create({
      name: `League reminder ${n}`,
      audience: 'league_players',
      leagueId: league.id,
      locationId: tulsaId,
      weekday: 4,
      time: '09:00',
      subject,
      body: 'See you at {location}.',
    });
    const run = await a.app.services.reminders.sendNow(r.id, null);
    expect(run.recipientCount).toBe(2);
    expect((await recipients(r.id)).map((x) => x.email)).toEqual(['league-ada@example.com', 'league-cy@example.com']);
  });

  it('GraphQL: admins write, list, preview and send; others are refused; anyone signed in sets their own opt-out', async () => {
    const admin = await signInDemo(a, 'admin');
    const player = await signInDemo(a, 'player');
    const input = {
      name: 'Tee time nudge',
      audience: 'upcoming_bookings',
      locationId: tulsaId,
      weekday: 7,
      time: '18:30',
      subject: 'Hi {firstName}',
      body: 'Next: {nextBooking}',
    };
    const CREATE =
      'mutation($i: WeeklyReminderInput!) { createWeeklyReminder(input: $i) { id time timeZone locationName active nextRunAt } }';

    const refused = await gql(player, CREATE, { i: input });
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await gql(admin, CREATE, { i: { ...input, body: 'Use {promo}' } });
    expect(bad.body.errors[0]).toMatchObject({
      message: 'Unknown placeholder {promo}. Use only {firstName}, {location}, {nextBooking}.',
      extensions: { code: 'VALIDATION', field: 'body' },
    });

    const created = (await gql(admin, CREATE, { i: input })).body.data.createWeeklyReminder;
    expect(created).toMatchObject({ time: '18:30', timeZone: 'America/Chicago', locationName: 'Tulsa', active: true });
    const list = (await gql(admin, '{ adminWeeklyReminders { id name lastRun { id } } }')).body.data.adminWeeklyReminders;
    expect(list.find((r: { id: string }) => r.id === created.id)).toMatchObject({ name: 'Tee time nudge', lastRun: null });

    const [{ id: playerId }] = await db().query(`SELECT id FROM users WHERE email = 'player@backnine.golf'`);
    const preview = await gql(
      admin,
      'query($u: ID!, $l: ID!) { adminReminderPreviewValues(userId: $u, locationId: $l) { email firstName location } }',
      {
        u: playerId,
        l: tulsaId,
      },
    );
    expect(preview.body.data.adminReminderPreviewValues).toEqual({ email: 'player@backnine.golf', firstName: 'Riley', location: 'Tulsa' });

    const sent = await gql(admin, 'mutation($id: ID!) { sendWeeklyReminderNow(id: $id) { trigger recipientCount } }', { id: created.id });
    expect(sent.body.data.sendWeeklyReminderNow).toMatchObject({ trigger: 'manual', recipientCount: 0 }); // nobody has a booking this week

    const off = await gql(player, 'mutation { setWeeklyReminders(subscribed: false) { weeklyReminders } }');
    expect(off.body.data.setWeeklyReminders.weeklyReminders).toBe(false);
    const on = await gql(player, 'mutation { setWeeklyReminders(subscribed: true) { weeklyReminders } }');
    expect(on.body.data.setWeeklyReminders.weeklyReminders).toBe(true);
  });
});
