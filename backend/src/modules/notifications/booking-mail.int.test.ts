import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { startSmtpServer, type ReceivedMail } from '../../../test/support/smtp.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, newCard, type TestApp } from '../../../test/support/test-app.js';
import { QUEUES } from '../jobs/job-queue.js';

const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id reference } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }';

describe('booking e-mails through the PostgreSQL job queue (real SMTP)', () => {
  let t: TestApp;
  let second: TestApp; // another app instance on the same database
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let agent: supertest.Agent;
  let day: string;
  let n = 0;
  let holdBack: ((mail: ReceivedMail) => Promise<void>) | null = null; // a slow SMTP server, for one test

  async function book(startHour: number, bay = 1): Promise<{ id: string; reference: string }> {
    const held = (await gql(agent, HOLD, { i: { location: 'tulsa', date: day, startHour, hours: 1, partySize: 2, bayNumber: bay } })).body
      .data.holdBooking;
    const paid = await gql(agent, PAY, { id: held.id, p: await newCard(t), k: `mail-test-${++n}-${Date.now()}` });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    return held;
  }

  beforeAll(async () => {
    smtp = await startSmtpServer({ holdBack: (mail) => holdBack?.(mail) ?? Promise.resolve() });
    t = await createTestApp({ SMTP_URL: smtp.url, APP_ORIGIN: 'https://golf.example' });
    second = await createTestApp({ SMTP_URL: smtp.url }, t.db);
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    agent = await signInDemo(t, 'player');
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.stop();
  });

  it('confirms by e-mail with an .ics calendar file, and queues the reminder for 24 h before start', async () => {
    const b = await book(12);
    const mail = await smtp.waitFor('player@backnine.golf', 10_000);
    expect(mail.subject).toMatch(new RegExp(`^Your bay is booked: .* at Tulsa \\(${b.reference}\\)$`));
    expect(mail.text).toContain('Total paid: $60.00');
    expect(mail.text).toContain('Free cancellation up to 24 hours before your start time');
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(ics.filename).toBe(`back-nine-tulsa-${day}.ics`); // the name the download gives it too
    expect(ics.contentType).toBe('text/calendar');
    expect(ics.content).toContain('BEGIN:VEVENT');
    expect(ics.content).toContain(`UID:${b.id}@backnine.golf`);
    const jobs = await t.db.dataSource.query(`SELECT start_after, data FROM pgboss.job WHERE name = $1 AND data->>'bookingId' = $2`, [
      QUEUES.bookingReminder,
      b.id,
    ]);
    expect(jobs).toHaveLength(1);
    const [row] = await t.db.dataSource.query(`SELECT starts_at FROM bookings WHERE id = $1`, [b.id]);
    expect(new Date(row.starts_at).getTime() - new Date(jobs[0].start_after).getTime()).toBe(24 * 3600_000);
  });

  it('sends a reminder exactly once, however often and wherever its job runs', async () => {
    const b = await book(14);
    await smtp.waitFor('player@backnine.golf');
    const before = smtp.inbox.length;
    // The same reminder job four times at once, on two app instances, plus direct calls.
    await Promise.all([
      t.app.jobs.send(QUEUES.bookingReminder, { bookingId: b.id }),
      second.app.jobs.send(QUEUES.bookingReminder, { bookingId: b.id }),
      t.app.services.bookingNotifier.sendReminder({ bookingId: b.id }),
      second.app.services.bookingNotifier.sendReminder({ bookingId: b.id }),
    ]);
    const deadline = Date.now() + 8000;
    const due = `SELECT 1 FROM pgboss.job WHERE name = $1 AND state IN ('created', 'active', 'retry') AND start_after <= now()`;
    while (Date.now() < deadline && (await t.db.dataSource.query(due, [QUEUES.bookingReminder])).length > 0) {
      await new Promise((r) => setTimeout(r, 200));
    }
    // No sleep for stragglers: a job is done only once its send resolved, and the test SMTP server
    // files a mail in the inbox before it acknowledges it, so a duplicate would already be here.
    const reminders = smtp.inbox.slice(before).filter((m) => m.subject.startsWith('Tomorrow:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(b.reference);
  });

  it('e-mails the cancellation with the refund it made', async () => {
    const b = await book(16);
    const before = smtp.inbox.length;
    await gql(agent, 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: b.id }).expect(200);
    const deadline = Date.now() + 10_000;
    let mail;
    while (!(mail = smtp.inbox.slice(before).find((m) => m.subject.startsWith('Booking cancelled'))) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(mail?.text).toContain('We have refunded $60.00 to your card');
    // The cancelling calendar file removes the event the confirmation added (same UID).
    const ics = mail!.attachments.find((a) => a.filename.endsWith('.ics'))!;
    expect(ics.content).toContain('METHOD:CANCEL');
    expect(ics.content).toContain(`UID:${b.id}@backnine.golf`);
    expect(ics.content).toContain('STATUS:CANCELLED');
  });

  it('a reminder for a cancelled booking is not sent', async () => {
    const b = await book(18);
    await gql(agent, 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: b.id }).expect(200);
    expect(await t.app.services.bookingNotifier.sendReminder({ bookingId: b.id })).toBe(false);
  });
  it("keeps a booking's e-mails in order across instances: the cancellation waits while its confirmation is still being sent", async () => {
    let confirmationAtServer!: () => void;
    const atServer = new Promise<void>((resolve) => (confirmationAtServer = resolve));
    let acknowledge!: () => void;
    const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
    holdBack = async (mail) => {
      if (!mail.subject.startsWith('Your bay is booked')) return;
      confirmationAtServer();
      await acknowledged;
    };
    try {
      const b = await book(20);
      await atServer; // one instance is sending the confirmation; the server has not acknowledged it
      const before = smtp.inbox.length;
      await gql(agent, 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status } }', { id: b.id }).expect(200);
      // Both instances work the queue; sent at once, the cancellation would arrive first.
      await smtp.waitFor('player@backnine.golf', 1500, before).catch(() => undefined);
      acknowledge();
      const deadline = Date.now() + 10_000;
      const mine = () =>
        smtp.inbox
          .slice(before)
          .filter((m) => m.subject.includes(b.reference))
          .map((m) => m.subject.split(':')[0]);
      while (mine().length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(mine()).toEqual(['Your bay is booked', 'Booking cancelled']);
    } finally {
      holdBack = null;
    }
  });
});
