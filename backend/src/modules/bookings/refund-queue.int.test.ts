import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { AppError } from '../../shared/app-error.js';
import { CheckoutService } from '../payments/checkout.service.js';
import { Processor } from '../payments/processor.js';
import { attemptsOf, moneyOf } from '../../../test/support/money.js';
import { signedInUsers } from '../../../test/support/signed-in.js';
import { createTestApp, gql, newCard, TEST_SESSION_SECRET, type TestApp } from '../../../test/support/test-app.js';

const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';
const CANCEL = 'mutation($id: ID!) { cancelBooking(bookingId: $id) { status refundedCents } }';

async function eventually(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** #19: a refund used to run after the cancel committed, once: a processor failure left a cancelled, unrefunded booking. */
describe('money back after faults: the refund queue and charge reconciliation', () => {
  let t: TestApp;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);
  /** The booking's refunds as the ledger has them (rows of `payment_refunds`) and as the processor has them. */
  const refundsOf = async (bookingId: string) => {
    const rows = await sql(
      `SELECT count(*)::int AS n, coalesce(sum(r.amount_cents), 0)::int AS cents FROM payment_refunds r
       JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = $1`,
      [bookingId],
    );
    const [attempt] = (await attemptsOf(t, bookingId)).filter((a) => a.status === 'succeeded');
    const atProcessor = await t.stripe.refunds.list({ payment_intent: attempt!.intentId!, limit: 100 });
    return {
      ledger: rows[0] as { n: number; cents: number },
      processor: { n: atProcessor.data.length, cents: atProcessor.data.reduce((s, r) => s + r.amount, 0) },
    };
  };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('a cancel the processor cannot refund at once is refunded later by the queue, exactly once', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const held = await call(HOLD, { i: { location: 'tulsa', date, startHour: 17, hours: 1, partySize: 2 } });
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data.holdBooking.id as string;
    expect((await call(PAY, { id, p: await newCard(t), k: `refund-queue-${id}` })).body.data.payForBooking.status).toBe('CONFIRMED');

    // The processor cannot be reached for the refund: the cancel still commits, and its answer says nothing came back yet.
    const unreachable = new AppError('SERVICE_UNAVAILABLE', 'We cannot reach our card processor right now.');
    const refund = vi.spyOn(Processor.prototype, 'refund').mockRejectedValueOnce(unreachable);
    const cancelled = await call(CANCEL, { id });
    expect(refund).toHaveBeenCalledTimes(1);
    refund.mockRestore();
    expect(cancelled.body.data.cancelBooking).toEqual({ status: 'CANCELLED', refundedCents: 0 });
    expect((await refundsOf(id)).processor).toEqual({ n: 0, cents: 0 });

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

    // Run again (a retry after a lost acknowledgement): nothing more leaves the processor or the books.
    await t.app.services.bookingRefunds.refund(job && (await sql(`SELECT data FROM pgboss.job WHERE id = $1`, [job.id]))[0].data);
    expect(await refundsOf(id)).toEqual({ ledger: { n: 1, cents: p.amount_cents }, processor: { n: 1, cents: p.amount_cents } });
    expect(await moneyOf(t, id)).toEqual([
      { status: 'succeeded', amount: p.amount_cents, received: p.amount_cents, refunded: p.amount_cents },
    ]);
    expect((await payment()).refunded_cents).toBe(p.amount_cents);
  });

  it('a cancel the processor refunds at once says so, and the queued check later changes nothing', async () => {
    const { cookie } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const held = await call(HOLD, { i: { location: 'tulsa', date, startHour: 18, hours: 1, partySize: 2 } });
    expect(held.body.errors).toBeUndefined();
    const id = held.body.data.holdBooking.id as string;
    await call(PAY, { id, p: await newCard(t), k: `refund-queue-${id}` });
    const cancelled = await call(CANCEL, { id });
    expect(cancelled.body.data.cancelBooking.refundedCents).toBeGreaterThan(0);
    const [job] = await sql(`SELECT id FROM pgboss.job WHERE name = 'booking-refund' AND data ->> 'bookingId' = $1`, [id]);
    await sql(`UPDATE pgboss.job SET start_after = now() WHERE id = $1`, [job.id]);
    await eventually(async () => (await sql(`SELECT state FROM pgboss.job WHERE id = $1`, [job.id]))[0].state === 'completed', 15_000);
    const cents = cancelled.body.data.cancelBooking.refundedCents;
    expect(await refundsOf(id)).toEqual({ ledger: { n: 1, cents }, processor: { n: 1, cents } });
  });

  it('reconciliation gives back, once, a charge nobody recorded; a recorded one and one still settling stay', async () => {
    const { cookie, userId } = (await signedInUsers(t.db.dataSource, 1, TEST_SESSION_SECRET))[0]!;
    const call = (q: string, v: Record<string, unknown>) => gql(supertest(t.app.app) as never, q, v).set('Cookie', cookie);
    const date = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    const hold = async (startHour: number) =>
      (await call(HOLD, { i: { location: 'richardson', date, startHour, hours: 1, partySize: 2 } })).body.data.holdBooking.id as string;
    const [lost, settling, paid] = [await hold(12), await hold(13), await hold(14)];
    await call(PAY, { id: paid, p: await newCard(t), k: `reconcile-${paid}` });
    const [paidAttempt] = await attemptsOf(t, paid);
    // Money at the processor for a booking, as the checkout engine makes it (its metadata names the purchase).
    const intent = (booking: string, capture: 'automatic' | 'manual') =>
      t.stripe.paymentIntents.create({
        amount: 4500,
        currency: 'usd',
        payment_method: 'pm_card_visa',
        confirm: true,
        capture_method: capture,
        allowed_payment_method_types: ['card'],
        metadata: { purpose: 'booking', purchase: booking, user: userId },
      });
    // The state an outage between the charge and the confirmation leaves: money at the processor, nothing in the ledger, no attempt.
    const orphan = await intent(lost, 'automatic');
    expect(orphan.status).toBe('succeeded');
    // An authorization whose attempt is still open and whose webhook has not come yet: the webhook, the sweeper or the
    // customer's retry settles it, not reconciliation. (Its webhook is held back here, or it would settle it at once.)
    const webhookLate = vi.spyOn(CheckoutService.prototype, 'onIntentEvent').mockResolvedValue(undefined);
    const open = await intent(settling, 'manual');
    expect(open.status).toBe('requires_capture');
    await sql(
      `INSERT INTO payment_attempts (user_id, purpose, purchase_id, processor_key, intent_id, amount_cents, status)
       VALUES ($1, 'booking', $2, $3, $4, 4500, 'authorized')`,
      [userId, settling, `booking:${settling}:settling:4500`, open.id],
    );
    const refundsOf = async (intentId: string) => (await t.stripe.refunds.list({ payment_intent: intentId, limit: 100 })).data;

    // Charges of the last minutes are left to checkouts still settling.
    expect(await t.app.services.checkout.reconcile()).toBe(0);
    const later = new Date(Date.now() + 20 * 60_000);
    expect(await t.app.services.checkout.reconcile(later)).toBe(1);
    expect((await refundsOf(orphan.id)).map((r) => r.amount)).toEqual([4500]);
    expect((await t.stripe.paymentIntents.retrieve(open.id)).status).toBe('requires_capture'); // its attempt is still open
    expect(await refundsOf(paidAttempt!.intentId!)).toEqual([]); // recorded: its booking's
    expect(await t.app.services.checkout.reconcile(later)).toBe(0); // nothing twice
    expect(await refundsOf(orphan.id)).toHaveLength(1);
    await t.stripe.paymentIntents.cancel(open.id); // leave nothing held for the app's own sweeper
    webhookLate.mockRestore();
  });
});
