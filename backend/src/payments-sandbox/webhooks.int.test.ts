// Webhooks as Stripe sends them, to a small receiver: signed so that the SDK's constructEvent takes
// them with the endpoint's secret (and refuses another), after the API answered, and retried after a
// failure.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPaymentsSandbox, type PaymentsSandbox } from './sandbox.js';
import { sdkFor } from './sdk.testing.js';

const SECRET = 'whsec_test_sandbox_receiver';

interface Delivery {
  raw: string;
  signature: string;
  event: Stripe.Event;
}

let sandbox: PaymentsSandbox;
let stripe: Stripe;
let receiver: Server;
const received: Delivery[] = [];
/** How many deliveries of an event type the receiver refuses (500) before it takes one. */
const refuse = new Map<string, number>();
const refused: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const event = JSON.parse(raw) as Stripe.Event;
      const left = refuse.get(event.type) ?? 0;
      if (left > 0) {
        refuse.set(event.type, left - 1);
        refused.push(event.id);
        res.writeHead(500).end('not now');
        return;
      }
      received.push({ raw, signature: String(req.headers['stripe-signature']), event });
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  sandbox = await startPaymentsSandbox({ port: 0 });
  sandbox.addWebhookEndpoint({ url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`, secret: SECRET });
  stripe = sdkFor(sandbox, sandbox.secretKey);
});
afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

async function until<T>(find: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('never arrived');
    await new Promise((r) => setTimeout(r, 20));
  }
}

it('delivers signed events that constructEvent verifies, and a wrong secret does not', async () => {
  const intent = await stripe.paymentIntents.create(
    {
      amount: 6000,
      currency: 'usd',
      capture_method: 'manual',
      confirm: true,
      payment_method: 'pm_card_visa',
      metadata: { purchase: 'w1' },
    },
    { idempotencyKey: 'webhook-checkout' },
  );
  const delivery = await until(() =>
    received.find(
      (d) => d.event.type === 'payment_intent.amount_capturable_updated' && (d.event.data.object as Stripe.PaymentIntent).id === intent.id,
    ),
  );
  expect(delivery.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  const event = stripe.webhooks.constructEvent(delivery.raw, delivery.signature, SECRET);
  expect(event).toMatchObject({ type: 'payment_intent.amount_capturable_updated', livemode: false, api_version: Stripe.API_VERSION });
  expect(event.request).toMatchObject({ idempotency_key: 'webhook-checkout' });
  expect((event.data.object as Stripe.PaymentIntent).status).toBe('requires_capture');
  expect(() => stripe.webhooks.constructEvent(delivery.raw, delivery.signature, 'whsec_wrong')).toThrow(
    Stripe.errors.StripeSignatureVerificationError,
  );
  // Every state change, each as the object was then.
  const types = (
    await until(() => {
      const mine = received.filter(
        (d) =>
          (d.event.data.object as { id?: string; payment_intent?: string }).id === intent.id ||
          (d.event.data.object as { payment_intent?: string }).payment_intent === intent.id,
      );
      return mine.length >= 3 ? mine : undefined;
    })
  ).map((d) => d.event.type);
  expect(types.sort()).toEqual(['charge.succeeded', 'payment_intent.amount_capturable_updated', 'payment_intent.created']);
  const created = received.find(
    (d) => d.event.type === 'payment_intent.created' && (d.event.data.object as Stripe.PaymentIntent).id === intent.id,
  )!;
  expect((created.event.data.object as Stripe.PaymentIntent).status).toBe('requires_payment_method');
});

it('retries a delivery the endpoint refused', async () => {
  refuse.set('customer.created', 1);
  const cus = await stripe.customers.create({ email: 'retry@example.com' });
  const delivery = await until(() =>
    received.find((d) => d.event.type === 'customer.created' && (d.event.data.object as Stripe.Customer).id === cus.id),
  );
  expect(refused).toContain(delivery.event.id);
  expect(received.filter((d) => d.event.id === delivery.event.id)).toHaveLength(1);
});
