// The sandbox on PostgreSQL: what it made survives a restart (objects, their order, idempotency
// keys, a challenge still waiting), a write that fails changes nothing, and history written by the
// demo seed's writer reads back as the sandbox's own objects.
import pg from 'pg';
import type Stripe from 'stripe';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestServer, uniqueName, type TestServer } from '../../test/support/throwaway-database.js';
import { startPaymentsSandbox, writeSandboxHistory, type PaymentsSandbox, type SandboxHistory } from './sandbox.js';
import { answer3ds, failure, sdkFor } from './sdk.testing.js';

let server: TestServer;
let name: string;
let url: string;
const open: PaymentsSandbox[] = [];

async function start(): Promise<{ sandbox: PaymentsSandbox; stripe: Stripe }> {
  const sandbox = await startPaymentsSandbox({ port: 0, databaseUrl: url });
  open.push(sandbox);
  return { sandbox, stripe: sdkFor(sandbox, sandbox.secretKey) };
}

async function sql<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  server = await startTestServer(inject('pgServerUrl'));
  name = uniqueName('sandbox_test');
  await server.createDatabase(name);
  url = server.url(name);
});
afterAll(async () => {
  for (const s of open) await s.close();
  await server.dropDatabase(name);
});

it('keeps its objects, their order and its idempotency keys across a restart', async () => {
  const first = await start();
  const cus = await first.stripe.customers.create({ email: 'kept@example.com' });
  const paid = await first.stripe.paymentIntents.create(
    {
      amount: 6000,
      currency: 'usd',
      customer: cus.id,
      capture_method: 'manual',
      confirm: true,
      payment_method: 'pm_card_visa',
      setup_future_usage: 'off_session',
    },
    { idempotencyKey: 'restart-1' },
  );
  await first.stripe.paymentIntents.capture(paid.id);
  await first.stripe.refunds.create({ payment_intent: paid.id, amount: 1000 });
  const waiting = await first.stripe.paymentIntents.create({
    amount: 3000,
    currency: 'usd',
    customer: cus.id,
    confirm: true,
    payment_method: 'pm_card_authenticationRequiredOnSetup',
  });
  expect(waiting.status).toBe('requires_action');
  const token = await first.stripe.testHelpers.confirmationTokens.create({ payment_method: 'pm_card_visa' });
  const before = (await first.stripe.events.list({ limit: 100 })).data.map((e) => e.id);
  await first.sandbox.close();

  const second = await start();
  expect(await second.stripe.paymentIntents.retrieve(paid.id)).toMatchObject({ status: 'succeeded', amount_received: 6000 });
  expect(await second.stripe.charges.retrieve(paid.latest_charge as string)).toMatchObject({ amount_refunded: 1000 });
  expect((await second.stripe.customers.listPaymentMethods(cus.id)).data).toHaveLength(1);
  expect((await second.stripe.events.list({ limit: 100 })).data.map((e) => e.id)).toEqual(before);
  // The same key answers what it answered before the restart; other parameters are refused.
  const replay = await second.stripe.paymentIntents.create(
    {
      amount: 6000,
      currency: 'usd',
      customer: cus.id,
      capture_method: 'manual',
      confirm: true,
      payment_method: 'pm_card_visa',
      setup_future_usage: 'off_session',
    },
    { idempotencyKey: 'restart-1' },
  );
  expect(replay.id).toBe(paid.id);
  expect(replay.status).toBe('requires_capture');
  expect(await failure(second.stripe.paymentIntents.create({ amount: 1, currency: 'usd' }, { idempotencyKey: 'restart-1' }))).toMatchObject(
    {
      type: 'StripeIdempotencyError',
    },
  );
  // The challenge still waits; the token is still good once.
  await answer3ds(second.sandbox, waiting.client_secret!, 'complete');
  expect((await second.stripe.paymentIntents.retrieve(waiting.id)).status).toBe('succeeded');
  expect(
    (await second.stripe.paymentIntents.create({ amount: 800, currency: 'usd', confirm: true, confirmation_token: token.id })).status,
  ).toBe('succeeded');
  await second.sandbox.close();
});

it('changes nothing when the database refuses a write', async () => {
  const { stripe, sandbox } = await start();
  const cus = await stripe.customers.create({ email: 'refused@example.com' });
  await sql(`ALTER TABLE payments_sandbox_objects ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
  try {
    const err = await failure(stripe.customers.update(cus.id, { name: 'Changed' }));
    expect(err).toMatchObject({ type: 'StripeAPIError', statusCode: 500 });
    expect(((await stripe.customers.retrieve(cus.id)) as Stripe.Customer).name).toBeNull();
  } finally {
    await sql(`ALTER TABLE payments_sandbox_objects DROP CONSTRAINT refuse_all`);
  }
  expect((await stripe.customers.update(cus.id, { name: 'Changed' })).name).toBe('Changed');
  await sandbox.close();
});

it('reads back the history the demo seed writes, and refunds through it', async () => {
  const created = new Date('2026-10-01T15:00:00Z');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('BEGIN');
  const history: SandboxHistory = {
    origin: 'http://localhost:3001',
    customers: [{ id: 'cus_demo1', email: 'demo@example.com', name: 'Demo Golfer', created, defaultPaymentMethod: 'pm_demo1' }],
    cards: [
      { id: 'pm_demo1', customer: 'cus_demo1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2031, created },
      { id: 'pm_demo3155', customer: 'cus_demo1', brand: 'visa', last4: '3155', expMonth: 12, expYear: 2031, created },
    ],
    payments: [
      {
        intentId: 'pi_demo1',
        chargeId: 'ch_demo1',
        customer: 'cus_demo1',
        paymentMethod: 'pm_demo1',
        amountCents: 6000,
        description: 'Hudson Oaks Bay 1',
        metadata: { purpose: 'booking', purchase: 'b-1' },
        created,
      },
      {
        intentId: 'pi_demo2',
        chargeId: 'ch_demo2',
        customer: 'cus_demo1',
        paymentMethod: 'pm_demo1',
        amountCents: 4000,
        description: 'Hudson Oaks Bay 2',
        metadata: {},
        created: new Date('2026-10-02T15:00:00Z'),
        refund: { id: 're_demo2', amountCents: 1500, created: new Date('2026-10-03T15:00:00Z') },
      },
    ],
  };
  await writeSandboxHistory((text, params) => client.query(text, params), history);
  // Again, in the same transaction (a seed run twice): nothing doubles.
  await writeSandboxHistory((text, params) => client.query(text, params), history);
  await client.query('COMMIT');
  await client.end();

  const { stripe, sandbox } = await start();
  expect(await stripe.paymentIntents.retrieve('pi_demo1', { expand: ['payment_method'] })).toMatchObject({
    status: 'succeeded',
    amount_received: 6000,
    customer: 'cus_demo1',
    latest_charge: 'ch_demo1',
    payment_method: { id: 'pm_demo1', customer: 'cus_demo1', card: { last4: '4242' } },
  });
  const charge = await stripe.charges.retrieve('ch_demo1');
  expect(charge).toMatchObject({ captured: true, amount_captured: 6000, payment_intent: 'pi_demo1', metadata: { purchase: 'b-1' } });
  expect(charge.receipt_url).toBe('http://localhost:3001/receipts/ch_demo1');
  expect(await stripe.charges.retrieve('ch_demo2')).toMatchObject({ amount_refunded: 1500, refunded: false });
  expect(await stripe.refunds.retrieve('re_demo2')).toMatchObject({ amount: 1500, charge: 'ch_demo2', status: 'succeeded' });
  expect((await stripe.customers.retrieve('cus_demo1')) as Stripe.Customer).toMatchObject({
    email: 'demo@example.com',
    invoice_settings: { default_payment_method: 'pm_demo1' },
  });
  const charges = await stripe.charges.list({ created: { gte: Math.floor(created.getTime() / 1000), lt: Date.UTC(2026, 9, 10) / 1000 } });
  expect(charges.data.map((c) => c.id)).toEqual(['ch_demo2', 'ch_demo1']);

  await expect(stripe.refunds.create({ payment_intent: 'pi_demo2' })).resolves.toMatchObject({ amount: 2500 });
  await expect(stripe.refunds.create({ charge: 'ch_demo1', amount: 6000 })).resolves.toMatchObject({ amount: 6000 });
  // Saved cards pay again; the 3155 card was set up for off-session use when it was saved.
  for (const pm of ['pm_demo1', 'pm_demo3155']) {
    const renewal = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: 'cus_demo1',
      payment_method: pm,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');
  }
  await sandbox.close();
});
