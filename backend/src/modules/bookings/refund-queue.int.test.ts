import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestApp, gql, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';

const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status refundedCents } }';
const CARD = { card: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' } };

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** #19: a refund used to run after the cancel committed, once: a gateway failure left a cancelled, unrefunded booking. */
describe('money back after faults: the refund queue and charge reconciliation', () => {
  let t: TestApp;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('a cancel the gateway cannot refund at once is refunded later by the queue, exactly once', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const held = await call(HOLD, { i: { location: 'tulsa', date, startHour: 17, hours: 1, partySize: 2 } });
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data.holdBooking.id as string;
    expect((await call(PAY, { id, p: CARD, k: `refund-queue-${id}` })).body.data.payForBooking.status).toBe('CONFIRMED');

    // The gateway's refund store is away: the cancel still commits, and its answer says nothing came back yet.
    await sql('ALTER TABLE sandbox_gateway_refunds RENAME TO sandbox_gateway_refunds_away');
    const cancelled = await call(CANCEL, { id });
    await sql('ALTER TABLE sandbox_gateway_refunds_away RENAME TO sandbox_gateway_refunds');
    expect(cancelled.body.data.cancelBooking).toEqual({ status: 'CANCELLED', refundedCents: 0 });

    // The refund was queued with the cancel (same transaction): made due now, the worker gives the money back.
    const [job] = await sql(`SELECT id FROM pgboss.job WHERE name = 'booking-refund' AND data ->> 'bookingId' = $1`, [id]);
    expect(job).toBeDefined();
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job.id]);
    const payment = async () =>
      (await sql(`SELECT amount_cents, refunded_cents, status FROM payments WHERE booking_id = $1`, [id]))[0] as {
        amount_cents: number;
        refunded_cents: number;
        status: string;
      };
    await eventually(async () => (await payment()).status === 'refunded', 15_000);
    const p = await payment();
    expect(p.refunded_cents).toBe(p.amount_cents);

    // Run again (a retry after a lost acknowledgement): nothing more leaves the gateway or the books.
    await t.app.services.bookingRefunds.refund(job && (await sql(`SELECT data FROM pgboss.job WHERE id = $1`, [job.id]))[0].data);
    const refunds = await sql(
      `SELECT count(*)::int AS n, sum(r.amount_cents)::int AS cents FROM sandbox_gateway_refunds r
       JOIN payments p ON p.gateway_charge_id = r.charge_id WHERE p.booking_id = $1`,
      [id],
    );
    expect(refunds[0]).toEqual({ n: 1, cents: p.amount_cents });
    expect((await payment()).refunded_cents).toBe(p.amount_cents);
  });

  it('a cancel the gateway refunds at once says so, and the queued check later changes nothing', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const held = await call(HOLD, { i: { location: 'tulsa', date, startHour: 18, hours: 1, partySize: 2 } });
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data.holdBooking.id as string;
    await call(PAY, { id, p: CARD, k: `refund-queue-${id}` });
    const cancelled = await call(CANCEL, { id });
    expect(cancelled.body.data.cancelBooking.refundedCents).toBeGreaterThan(0);
    const [job] = await sql(`SELECT id FROM pgboss.job WHERE name = 'booking-refund' AND data ->> 'bookingId' = $1`, [id]);
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job.id]);
    await eventually(async () => (await sql(`SELECT state FROM pgboss.job WHERE id = $1`, [job.id]))[0].state === 'completed', 15_000);
    const [row] = await sql(
      `SELECT count(*)::int AS n FROM sandbox_gateway_refunds r
       JOIN payments p ON p.gateway_charge_id = r.charge_id WHERE p.booking_id = $1`,
      [id],
    );
    expect(row.n).toBe(1);
  });

  it('reconciliation refunds a charge the ledger never recorded once its hold is over, and only that, once', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const hold = async (startHour: number) =>
      (await call(HOLD, { i: { location: 'richardson', date, startHour, hours: 1, partySize: 2 } })).body.data.holdBooking.id as string;
    const [lost, young, paid] = [await hold(12), await hold(13), await hold(14)];
    await call(PAY, { id: paid, p: CARD, k: `reconcile-${paid}` });
    // The state an outage between the charge and the confirmation leaves: money at the processor, nothing in the ledger.
    const orphan = (id: string, booking: string, age: string) =>
      sql(
        `INSERT INTO sandbox_gateway_charges (id, idempotency_key, customer_id, token, amount_cents, currency, status, created_at)
         VALUES ($1, $2, 'cus_outage', 'tok_outage', 4500, 'usd', 'succeeded', now() - $3::interval)`,
        [id, `booking:${booking}:checkout-key:4500`, age],
      );
    await orphan('ch_lost_in_outage', lost, '20 minutes');
    await orphan('ch_young', young, '1 minute');
    await sql(`UPDATE sandbox_gateway_charges SET created_at = now() - interval '20 minutes' WHERE idempotency_key LIKE $1`, [
      `booking:${paid}:%`,
    ]);
    const refunds = async (chargeId: string) =>
      (await sql(`SELECT count(*)::int AS n FROM sandbox_gateway_refunds WHERE charge_id = $1`, [chargeId]))[0].n as number;

    // While its hold lasts, a retried payment may still confirm the booking with that charge: left alone.
    expect(await t.app.services.bookingRefunds.reconcile()).toBe(0);
    for (const id of [lost, young]) await call('mutation($id: ID!) { releaseHold(bookingId: $id) }', { id });
    expect(await t.app.services.bookingRefunds.reconcile()).toBe(1);
    expect(await refunds('ch_lost_in_outage')).toBe(1);
    expect(await refunds('ch_young')).toBe(0); // its checkout may still be finishing
    const [paidCharge] = await sql(`SELECT gateway_charge_id AS id FROM payments WHERE booking_id = $1`, [paid]);
    expect(await refunds(paidCharge.id)).toBe(0); // recorded: its booking's
    expect(await t.app.services.bookingRefunds.reconcile()).toBe(0); // nothing twice
    expect(await refunds('ch_lost_in_outage')).toBe(1);
  });
});
