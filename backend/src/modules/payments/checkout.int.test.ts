// Issue 32: money through the processor's intents, against the payments sandbox (the stateful fake of
// Stripe's HTTP API) through the official SDK, or Stripe's own test mode (`npm run test:stripe`).
// Authorized while held, captured by the confirming transaction; a decline keeps the hold; 3-D Secure
// through PAYMENT_ACTION_REQUIRED; an expired hold releases its authorization; money arriving late
// is kept only when the bay is still free; webhooks signed and applied once; reconciliation.
import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { approve3ds, deliverEvents, realStripe, waitFor } from '../../../test/support/payments.js';
import { registeredCustomer } from '../../../test/support/accounts.js';
import { cardToken, createTestApp, gql, newCard, TEST_WEBHOOK_SECRET, type TestApp } from '../../../test/support/test-app.js';

const TZ = 'America/Chicago';
const BOOKING = 'id status totalCents holdExpiresAt refundedCents';
const HOLD = `mutation($i: BookingRequestInput!) { holdBooking(input: $i) { ${BOOKING} } }`;
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { ${BOOKING} } }`;
const CANCEL = `mutation($id: ID!) { cancelBooking(bookingId: $id) { ${BOOKING} } }`;
const HISTORY = '{ myPayments { kind description amountCents refundedCents status cardBrand cardLast4 refunds { amountCents } } }';

describe('checkout through the card processor', () => {
  let t: TestApp;
  let day: string;
  let n = 0;
  const key = () => `pay-key-${++n}-${Date.now()}`;
  const sql = (q: string, p?: unknown[]) => t.db.dataSource.query(q, p);
  const req = (over: Record<string, unknown> = {}) => ({
    location: 'hudsonoaks',
    date: day,
    startHour: 10,
    hours: 1,
    partySize: 2,
    bayNumber: 1,
    ...over,
  });

  const customer = async () => (await registeredCustomer(t)).agent;
  const hold = async (c: supertest.Agent, over: Record<string, unknown>) => (await gql(c, HOLD, { i: req(over) })).body.data.holdBooking;
  const attemptOf = async (bookingId: string) =>
    (
      await sql(`SELECT id, intent_id AS "intentId", status FROM payment_attempts WHERE purchase_id = $1 ORDER BY created_at DESC`, [
        bookingId,
      ])
    )[0];

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), TZ), 2);
  });
  afterAll(() => t?.close());

  it('authorizes while the bay is held and captures in the confirming transaction; a retry charges once', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 9 });
    const k = key();
    const payment = await newCard(t, 'pm_card_visa');
    const paid = (await gql(c, PAY, { id: held.id, p: payment, k }).expect(200)).body.data.payForBooking;
    expect(paid).toMatchObject({ status: 'CONFIRMED', holdExpiresAt: null });
    const attempt = await attemptOf(held.id);
    const intent = await t.stripe.paymentIntents.retrieve(attempt.intentId);
    expect(intent).toMatchObject({
      capture_method: 'manual',
      status: 'succeeded',
      amount: held.totalCents,
      amount_received: held.totalCents,
    });
    // The same key again: the same answer, no second intent.
    expect((await gql(c, PAY, { id: held.id, p: payment, k })).body.data.payForBooking.status).toBe('CONFIRMED');
    expect(await sql(`SELECT count(*)::int AS n FROM payment_attempts WHERE purchase_id = $1`, [held.id])).toEqual([{ n: 1 }]);
    const ledger = await sql(`SELECT amount_cents, gateway_intent_id, card_last4 FROM payments WHERE booking_id = $1`, [held.id]);
    expect(ledger).toEqual([{ amount_cents: held.totalCents, gateway_intent_id: attempt.intentId, card_last4: '4242' }]);
    const history = (await gql(c, HISTORY)).body.data.myPayments;
    expect(history).toEqual([
      expect.objectContaining({ kind: 'booking', amountCents: held.totalCents, status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' }),
    ]);
  });

  it('keeps the hold after a decline, saves nothing, and takes another card at once', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 11 });
    const declined = await gql(c, PAY, {
      id: held.id,
      p: await newCard(t, 'pm_card_chargeDeclinedInsufficientFunds', { save: true }),
      k: key(),
    });
    expect(declined.body.errors[0]).toMatchObject({
      message: 'Your card has insufficient funds. Please use another card.',
      extensions: { code: 'PAYMENT_FAILED' },
    });
    const after = (await gql(c, `query($id: ID!) { booking(id: $id) { status holdExpiresAt } }`, { id: held.id })).body.data.booking;
    expect(after).toEqual({ status: 'HELD', holdExpiresAt: held.holdExpiresAt });
    expect((await gql(c, '{ paymentMethods { id } }')).body.data.paymentMethods).toEqual([]);
    expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE booking_id = $1`, [held.id])).toEqual([{ n: 0 }]);
    const paid = await gql(c, PAY, { id: held.id, p: await newCard(t, 'pm_card_mastercard', { save: true }), k: key() });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    expect((await gql(c, '{ paymentMethods { last4 isDefault } }')).body.data.paymentMethods).toEqual([{ last4: '4444', isDefault: true }]);
  });

  it('pays with a saved card through the processor (no card details sent again)', async () => {
    const c = await customer();
    const first = await hold(c, { startHour: 12 });
    await gql(c, PAY, { id: first.id, p: await newCard(t, 'pm_card_visa', { save: true }), k: key() }).expect(200);
    const [saved] = (await gql(c, '{ paymentMethods { id last4 } }')).body.data.paymentMethods;
    const second = await hold(c, { startHour: 13 });
    const paid = await gql(c, PAY, { id: second.id, p: { paymentMethodId: saved.id }, k: key() });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    const intent = await t.stripe.paymentIntents.retrieve((await attemptOf(second.id)).intentId);
    expect(intent.payment_method).toBe((await sql(`SELECT gateway_token FROM payment_methods WHERE id = $1`, [saved.id]))[0].gateway_token);
  });

  it("refuses anything but the processor's references: no card-number input exists, a forged token is a clear 400-class error", async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 14 });
    const withNumber = await gql(c, PAY, { id: held.id, p: { card: { number: '4242424242424242' } }, k: key() });
    expect(withNumber.body.errors[0].extensions.code).toBe('VALIDATION'); // PaymentInput has no card field at all
    const forged = await gql(c, PAY, { id: held.id, p: { confirmationToken: 'ctoken_forged123' }, k: key() });
    expect(forged.body.errors[0]).toMatchObject({ extensions: { code: 'VALIDATION', field: 'payment' } });
    const both = await gql(c, PAY, { id: held.id, p: { confirmationToken: await cardToken(t), paymentMethodId: randomUUID() }, k: key() });
    expect(both.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'payment' });
    expect((await gql(c, `query($id: ID!) { booking(id: $id) { status } }`, { id: held.id })).body.data.booking.status).toBe('HELD');
    // A token already used for another payment is refused as the client's mistake, not a server error.
    const used = await newCard(t);
    await gql(c, PAY, { id: held.id, p: used, k: key() }).expect(200);
    const other = await hold(c, { startHour: 15, bayNumber: 4 });
    const reused = await gql(c, PAY, { id: other.id, p: used, k: key() });
    expect(reused.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'payment' });
  });

  it.skipIf(realStripe)('asks for 3-D Secure through PAYMENT_ACTION_REQUIRED and confirms once the bank agrees', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 15 });
    const k = key();
    const payment = await newCard(t, 'pm_card_authenticationRequiredOnSetup');
    const first = await gql(c, PAY, { id: held.id, p: payment, k });
    expect(first.body.errors[0].extensions).toMatchObject({
      code: 'PAYMENT_ACTION_REQUIRED',
      clientSecret: expect.stringMatching(/_secret_/),
    });
    await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'complete');
    const paid = await gql(c, PAY, { id: held.id, p: payment, k });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
  });

  it.skipIf(realStripe)('a failed 3-D Secure is a decline: nothing charged, the bay still held', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 16 });
    const k = key();
    const payment = await newCard(t, 'pm_card_authenticationRequired');
    const first = await gql(c, PAY, { id: held.id, p: payment, k });
    await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'fail');
    const again = await gql(c, PAY, { id: held.id, p: payment, k });
    expect(again.body.errors[0]).toMatchObject({
      extensions: { code: 'PAYMENT_FAILED' },
      message: expect.stringMatching(/bank couldn't confirm/),
    });
    expect((await gql(c, `query($id: ID!) { booking(id: $id) { status } }`, { id: held.id })).body.data.booking.status).toBe('HELD');
  });

  it.skipIf(realStripe)('an expired hold releases its authorization: the sweeper cancels the intent, nothing to refund', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 17 });
    await gql(c, PAY, { id: held.id, p: await newCard(t, 'pm_card_authenticationRequiredOnSetup'), k: key() });
    const attempt = await attemptOf(held.id);
    await sql(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [held.id]);
    await sql(`UPDATE payment_attempts SET created_at = now() - interval '11 minutes' WHERE id = $1`, [attempt.id]);
    await t.app.services.bookings.releaseExpiredHolds();
    await t.app.services.checkout.sweep();
    expect((await t.stripe.paymentIntents.retrieve(attempt.intentId)).status).toBe('canceled');
    expect((await attemptOf(held.id)).status).toBe('canceled');
  });

  it.skipIf(realStripe)(
    'money that arrives after the hold ended confirms the booking while its bay is still free (by webhook)',
    async () => {
      const c = await customer();
      const held = await hold(c, { startHour: 18 });
      const first = await gql(c, PAY, { id: held.id, p: await newCard(t, 'pm_card_authenticationRequiredOnSetup'), k: key() });
      await sql(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [held.id]);
      await t.app.services.bookings.releaseExpiredHolds();
      // The customer finishes at their bank after the hold ended; the processor's webhook brings the money.
      await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'complete');
      await waitFor(async () => (await sql(`SELECT status FROM bookings WHERE id = $1`, [held.id]))[0].status === 'confirmed');
      const intent = await t.stripe.paymentIntents.retrieve((await attemptOf(held.id)).intentId);
      expect(intent.status).toBe('succeeded');
      expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE booking_id = $1`, [held.id])).toEqual([{ n: 1 }]);
    },
  );

  it.skipIf(realStripe)('money that arrives after the bay went to someone else is released automatically', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 19, bayNumber: 2 });
    const first = await gql(c, PAY, { id: held.id, p: await newCard(t, 'pm_card_authenticationRequiredOnSetup'), k: key() });
    await sql(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [held.id]);
    const other = await customer();
    const taken = await hold(other, { startHour: 19, bayNumber: 2 });
    expect(taken.status).toBe('HELD');
    await approve3ds(t, first.body.errors[0].extensions.clientSecret, 'complete');
    const attempt = await attemptOf(held.id);
    await waitFor(async () => (await attemptOf(held.id)).status === 'canceled');
    expect((await t.stripe.paymentIntents.retrieve(attempt.intentId)).status).toBe('canceled');
    expect((await sql(`SELECT status FROM bookings WHERE id = $1`, [held.id]))[0].status).toBe('expired');
    expect(await sql(`SELECT count(*)::int AS n FROM payments WHERE booking_id = $1`, [held.id])).toEqual([{ n: 0 }]);
  });

  it('refunds a cancellation through the processor, once, and records the refund row', async () => {
    const c = await customer();
    const held = await hold(c, { startHour: 20 });
    await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() }).expect(200);
    const cancelled = (await gql(c, CANCEL, { id: held.id })).body.data.cancelBooking;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', refundedCents: held.totalCents });
    const intent = await t.stripe.paymentIntents.retrieve((await attemptOf(held.id)).intentId, { expand: ['latest_charge'] });
    expect(intent.latest_charge).toMatchObject({ amount_refunded: held.totalCents, refunded: true });
    await deliverEvents(t, { since: Date.now() - 60_000 }); // the refund's own webhook changes nothing more
    const rows = await sql(`SELECT r.amount_cents FROM payment_refunds r JOIN payments p ON p.id = r.payment_id WHERE p.booking_id = $1`, [
      held.id,
    ]);
    expect(rows).toEqual([{ amount_cents: held.totalCents }]);
    const history = (await gql(c, HISTORY)).body.data.myPayments;
    expect(history[0]).toMatchObject({ status: 'refunded', refundedCents: held.totalCents, refunds: [{ amountCents: held.totalCents }] });
  });

  it('refuses a webhook without a valid signature (400, nothing applied) and applies an event delivered twice once', async () => {
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'refund.created',
      data: { object: {} },
    });
    const bad = await supertest(t.app.app)
      .post('/webhooks/stripe')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', t.stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_endpoints' }))
      .send(payload);
    expect(bad.status).toBe(400);
    expect(await sql(`SELECT count(*)::int AS n FROM processor_events WHERE id = $1`, [JSON.parse(payload).id])).toEqual([{ n: 0 }]);
    const unsigned = await supertest(t.app.app).post('/webhooks/stripe').set('Content-Type', 'application/json').send(payload);
    expect(unsigned.status).toBe(400);

    // A refund made in the processor's dashboard, delivered twice: recorded once.
    const c = await customer();
    const held = await hold(c, { startHour: 21 });
    await gql(c, PAY, { id: held.id, p: await newCard(t), k: key() }).expect(200);
    const intentId = (await attemptOf(held.id)).intentId;
    const refund = await t.stripe.refunds.create({ payment_intent: intentId, amount: 1000 });
    const event = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'refund.created',
      api_version: null,
      created: Math.floor(Date.now() / 1000),
      data: { object: refund },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    const body = JSON.stringify(event);
    const post = () =>
      supertest(t.app.app)
        .post('/webhooks/stripe')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', t.stripe.webhooks.generateTestHeaderString({ payload: body, secret: TEST_WEBHOOK_SECRET }))
        .send(body);
    expect((await post()).body).toEqual({ received: true, duplicate: false });
    expect((await post()).body).toEqual({ received: true, duplicate: true });
    const payment = await sql(`SELECT refunded_cents, status FROM payments WHERE booking_id = $1`, [held.id]);
    expect(payment).toEqual([{ refunded_cents: 1000, status: 'partially_refunded' }]);
  });

  it('reconciliation gives back a charge of ours that the ledger never recorded', async () => {
    const c = await customer();
    const orphan = await hold(c, { startHour: 8, bayNumber: 3 });
    const customerId = (
      await sql(`SELECT gateway_customer_id AS id FROM users u JOIN bookings b ON b.user_id = u.id WHERE b.id = $1`, [orphan.id])
    )[0]?.id;
    // Money the app never recorded: taken for a purchase, then nothing (a crash between the two).
    const intent = await t.stripe.paymentIntents.create({
      amount: 6000,
      currency: 'usd',
      customer: customerId ?? undefined,
      payment_method: 'pm_card_visa',
      confirm: true,
      allowed_payment_method_types: ['card'],
      metadata: { purpose: 'booking', purchase: orphan.id },
    });
    expect(intent.status).toBe('succeeded');
    const later = new Date(Date.now() + 20 * 60_000); // past the minutes reconciliation leaves to checkouts still settling
    expect(await t.app.services.checkout.reconcile(later)).toBeGreaterThanOrEqual(1);
    const charge = await t.stripe.charges.retrieve(intent.latest_charge as string);
    expect(charge).toMatchObject({ refunded: true, amount_refunded: 6000 });
    expect(await t.app.services.checkout.reconcile(later)).toBe(0); // once
  });
});
