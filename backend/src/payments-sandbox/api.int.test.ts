// The sandbox's API surface through the official SDK: keys, idempotency as Stripe applies it, list
// pages (auto-pagination, `created` ranges), errors, CORS on the browser endpoints, and what it
// serves to browsers.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsSandbox, type PaymentsSandbox } from './sandbox.js';
import { failure, sdkFor } from './sdk.testing.js';

let sandbox: PaymentsSandbox;
let stripe: Stripe;
/** The sandbox's clock, moved by the tests (`created` and the `created[…]` filters follow it). */
let now = new Date('2026-11-20T10:00:00Z');

beforeAll(async () => {
  sandbox = await startPaymentsSandbox({ port: 0, now: () => now, secretKey: 'sk_test_api', publishableKey: 'pk_test_api' });
  stripe = sdkFor(sandbox, sandbox.secretKey);
});
afterAll(() => sandbox.close());

const post = (path: string, body: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${sandbox.apiUrl}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sandbox.secretKey}`, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  });

describe('keys', () => {
  it('refuses a missing or wrong key, and the publishable key on server endpoints', async () => {
    expect(await failure(sdkFor(sandbox, 'sk_test_wrong_key_1234').customers.create({}))).toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
      message: expect.stringMatching(/^Invalid API Key provided: sk_test_\*+1234$/),
    });
    const none = await fetch(`${sandbox.apiUrl}/v1/customers`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { type: string } }).error.type).toBe('invalid_request_error');
    const publishable = await failure(sdkFor(sandbox, sandbox.publishableKey).paymentIntents.create({ amount: 100, currency: 'usd' }));
    expect(publishable).toMatchObject({
      statusCode: 401,
      message: expect.stringMatching(/^This API call cannot be made with a publishable API key/),
    });
    expect(await failure(sdkFor(sandbox, sandbox.publishableKey).charges.list())).toMatchObject({ statusCode: 401 });
  });

  it('lets a browser read an intent with its client secret only (CORS, no customer or metadata)', async () => {
    const cus = await stripe.customers.create({ email: 'a@example.com' });
    const intent = await stripe.paymentIntents.create({ amount: 700, currency: 'usd', customer: cus.id, metadata: { secret: 'x' } });
    const read = (secret: string) =>
      fetch(
        `${sandbox.origin}/v1/payment_intents/${intent.id}?${new URLSearchParams({ client_secret: secret, key: sandbox.publishableKey })}`,
        {
          headers: { Origin: 'https://shop.example' },
        },
      );
    const ok = await read(intent.client_secret!);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await ok.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: intent.id, status: 'requires_payment_method', client_secret: intent.client_secret });
    expect(body.metadata).toBeUndefined();
    expect(body.customer).toBeUndefined();
    expect((await read(`${intent.id}_secret_nope`)).status).toBe(400);
    const preflight = await fetch(`${sandbox.origin}/v1/confirmation_tokens`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    // Server endpoints answer no browser.
    const server = await fetch(`${sandbox.apiUrl}/v1/charges`, { headers: { Authorization: `Bearer ${sandbox.secretKey}` } });
    expect(server.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('idempotency', () => {
  it('replays the first answer for the same key and parameters', async () => {
    const params = { amount: 2500, currency: 'usd', confirm: true, payment_method: 'pm_card_visa', metadata: { purchase: 'p1' } };
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: 'checkout-1' });
    const again = await stripe.paymentIntents.create(params, { idempotencyKey: 'checkout-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect((await stripe.paymentIntents.list({ limit: 100 })).data.filter((i) => i.metadata.purchase === 'p1')).toHaveLength(1);
  });

  it('replays a decline too (the request ran), status and body', async () => {
    const params = { amount: 2500, currency: 'usd', confirm: true, payment_method: 'pm_card_chargeDeclined' };
    const first = await failure(stripe.paymentIntents.create(params, { idempotencyKey: 'declined-1' }));
    const again = await failure(stripe.paymentIntents.create(params, { idempotencyKey: 'declined-1' }));
    expect(again).toMatchObject({ type: 'StripeCardError', statusCode: 402 });
    expect(again.payment_intent?.id).toBe(first.payment_intent?.id);
    expect(again.headers?.['idempotent-replayed']).toBe('true');
  });

  it('refuses the same key with other parameters or another endpoint', async () => {
    await stripe.customers.create({ email: 'one@example.com' }, { idempotencyKey: 'cust-1' });
    const other = await failure(stripe.customers.create({ email: 'two@example.com' }, { idempotencyKey: 'cust-1' }));
    expect(other).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(other.message).toBe(
      'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
        "Try using a key other than 'cust-1' if you meant to execute a different request.",
    );
    expect(await failure(stripe.paymentIntents.create({ amount: 100, currency: 'usd' }, { idempotencyKey: 'cust-1' }))).toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('keeps nothing for a request its parameters refused', async () => {
    const bad = await failure(stripe.paymentIntents.create({ amount: 10, currency: 'usd' }, { idempotencyKey: 'too-small' }));
    expect(bad).toMatchObject({ type: 'StripeInvalidRequestError', code: 'amount_too_small', param: 'amount' });
    // The same key with fixed parameters runs (it would be an idempotency error had the refusal been kept).
    await expect(stripe.paymentIntents.create({ amount: 1000, currency: 'usd' }, { idempotencyKey: 'too-small' })).resolves.toMatchObject({
      amount: 1000,
    });
    const unknown = await failure(
      stripe.paymentIntents.create({ amount: 1000, currency: 'usd', colour: 'red' } as never, { idempotencyKey: 'k2' }),
    );
    expect(unknown).toMatchObject({ code: 'parameter_unknown', param: 'colour' });
  });

  it('scopes keys to the API key, and compares parameters whatever their order', async () => {
    const a = await post('/v1/customers', { email: 'x@example.com', name: 'X' }, { 'Idempotency-Key': 'order-1' });
    const b = await post('/v1/customers', { name: 'X', email: 'x@example.com' }, { 'Idempotency-Key': 'order-1' });
    expect(((await b.json()) as { id: string }).id).toBe(((await a.json()) as { id: string }).id);
    expect(b.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('lists', () => {
  it('pages newest first, with created ranges, starting_after, ending_before and auto-pagination', async () => {
    const cus = await stripe.customers.create({ email: 'lists@example.com' });
    const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));
    const made: string[] = [];
    for (let i = 0; i < 25; i++) {
      now = day(1 + Math.floor(i / 5)); // five charges a day, from November 1st to 5th
      const intent = await stripe.paymentIntents.create({
        amount: 1000 + i,
        currency: 'usd',
        customer: cus.id,
        confirm: true,
        payment_method: 'pm_card_visa',
      });
      made.push(intent.latest_charge as string);
    }
    now = new Date('2026-11-20T10:00:00Z');
    const page = await stripe.charges.list({ customer: cus.id, limit: 10 });
    expect(page).toMatchObject({ object: 'list', has_more: true, url: '/v1/charges' });
    expect(page.data.map((c) => c.id)).toEqual(made.slice(-10).reverse());
    const next = await stripe.charges.list({ customer: cus.id, limit: 10, starting_after: page.data[9]!.id });
    expect(next.data.map((c) => c.id)).toEqual(made.slice(5, 15).reverse());
    const before = await stripe.charges.list({ customer: cus.id, limit: 3, ending_before: next.data[0]!.id });
    expect(before.data.map((c) => c.id)).toEqual(made.slice(15, 18).reverse());

    const all = await stripe.charges.list({ customer: cus.id, limit: 4 }).autoPagingToArray({ limit: 100 });
    expect(all.map((c) => c.id)).toEqual([...made].reverse());
    // November 2nd to 4th, [gte, lt): 15 charges.
    const range = await stripe.charges
      .list({ created: { gte: Math.floor(day(2).getTime() / 1000) - 3600, lt: Math.floor(day(5).getTime() / 1000) - 3600 }, limit: 100 })
      .autoPagingToArray({ limit: 1000 });
    expect(range.map((c) => c.id)).toEqual(made.slice(5, 20).reverse());
    expect(await stripe.paymentIntents.list({ customer: cus.id, limit: 100 }).autoPagingToArray({ limit: 100 })).toHaveLength(25);
    expect(await failure(stripe.charges.list({ limit: 101 }))).toMatchObject({ param: 'limit' });
  });

  it('lists events by type and time, and reads one', async () => {
    now = new Date('2026-11-21T10:00:00Z');
    const since = Math.floor(now.getTime() / 1000);
    const cus = await stripe.customers.create({ email: 'events@example.com' });
    const events = await stripe.events.list({ type: 'customer.created', created: { gte: since } });
    expect(events.data).toHaveLength(1);
    const [event] = events.data;
    expect(event).toMatchObject({ type: 'customer.created', api_version: Stripe.API_VERSION, livemode: false, object: 'event' });
    expect((event!.data.object as Stripe.Customer).id).toBe(cus.id);
    expect(event!.request?.idempotency_key).toMatch(/^stripe-node-retry-/);
    expect((await stripe.events.retrieve(event!.id)).id).toBe(event!.id);
    expect(await failure(stripe.events.retrieve('evt_missing'))).toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('errors and expansion', () => {
  it('answers Stripe’s 404 for a missing object and an unknown path', async () => {
    const missing = await failure(stripe.paymentIntents.retrieve('pi_missing'));
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing', message: "No such payment_intent: 'pi_missing'" });
    const res = await fetch(`${sandbox.apiUrl}/v1/nothing`, { headers: { Authorization: `Bearer ${sandbox.secretKey}` } });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /^Unrecognized request URL \(GET: \/v1\/nothing\)/,
    );
  });

  it('expands along paths, and refuses what cannot be', async () => {
    const cus = await stripe.customers.create({ email: 'expand@example.com' });
    const intent = await stripe.paymentIntents.create({
      amount: 900,
      currency: 'usd',
      customer: cus.id,
      confirm: true,
      payment_method: 'pm_card_visa',
    });
    const read = await stripe.paymentIntents.retrieve(intent.id, { expand: ['customer', 'latest_charge.payment_intent'] });
    expect((read.customer as Stripe.Customer).email).toBe('expand@example.com');
    expect(((read.latest_charge as Stripe.Charge).payment_intent as Stripe.PaymentIntent).id).toBe(intent.id);
    const list = await stripe.charges.list({ customer: cus.id, expand: ['data.payment_intent'] });
    expect((list.data[0]!.payment_intent as Stripe.PaymentIntent).id).toBe(intent.id);
    expect(await failure(stripe.paymentIntents.retrieve(intent.id, { expand: ['amount'] }))).toMatchObject({ param: 'expand' });
  });
});

describe('what browsers load', () => {
  it('serves the stand-in Stripe.js with its origin, and the card fields and 3-D Secure pages', async () => {
    for (const path of ['/v3/', '/v3']) {
      const res = await fetch(`${sandbox.origin}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
      const text = await res.text();
      expect(text).toContain(JSON.stringify(sandbox.origin));
      expect(text).not.toContain('__PAYMENTS_SANDBOX_CONFIG__');
      expect(text).not.toMatch(/^\s*(import|export)\s/m);
    }
    const frame = await fetch(`${sandbox.origin}/elements/card-frame.html`);
    expect(frame.headers.get('content-security-policy')).toContain('frame-ancestors *');
    const html = await frame.text();
    for (const text of ['Card number', 'Expiration date', 'Security code', 'autocomplete="cc-number"', 'placeholder="MM / YY"'])
      expect(html).toContain(text);
    for (const script of ['browser/card-frame.js', 'browser/three-ds.js', 'cards.rules.js']) {
      const res = await fetch(`${sandbox.origin}/js/${script}`);
      expect(res.status, script).toBe(200);
      expect(await res.text()).not.toMatch(/:\s*(string|number|boolean)\b[),;=]/);
    }
    expect((await fetch(`${sandbox.origin}/js/sandbox.server.js`)).status).toBe(404);
    expect((await fetch(`${sandbox.origin}/js/../sandbox.server.ts`)).status).toBe(404);
    expect(await (await fetch(`${sandbox.origin}/`)).text()).toContain('Payments sandbox — test mode, no real money');
  });

  it('shows a charge’s receipt, and the 3-D Secure page only with the intent’s client secret', async () => {
    const paid = await stripe.paymentIntents.create({
      amount: 6000,
      currency: 'usd',
      confirm: true,
      payment_method: 'pm_card_visa',
      description: 'Bay 3',
    });
    const charge = await stripe.charges.retrieve(paid.latest_charge as string);
    const receipt = await fetch(charge.receipt_url!);
    expect(receipt.status).toBe(200);
    expect(await receipt.text()).toMatch(/\$60\.00[\s\S]*Bay 3[\s\S]*Visa •••• 4242/);
    expect((await fetch(`${sandbox.origin}/receipts/ch_nothing`)).status).toBe(404);

    const waiting = await stripe.paymentIntents.create({
      amount: 6000,
      currency: 'usd',
      confirm: true,
      payment_method: 'pm_card_authenticationRequired',
    });
    const page = await fetch(`${sandbox.origin}/sandbox/3ds/${waiting.id}?client_secret=${encodeURIComponent(waiting.client_secret!)}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of ['<title>3D Secure 2 Test Page</title>', 'Complete authentication', 'Fail authentication', '$60.00', '•••• 3184'])
      expect(html).toContain(text);
    expect((await fetch(`${sandbox.origin}/sandbox/3ds/${waiting.id}?client_secret=wrong`)).status).toBe(404);
  });
});
