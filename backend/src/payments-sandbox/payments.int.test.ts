// The sandbox's payments through the official SDK, as the app and Stripe's test mode run them:
// manual capture, declines, saved cards, confirmation tokens, 3-D Secure, off-session charges,
// SetupIntents, refunds, disputes, and one winner among concurrent captures.
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentsSandbox, type PaymentsSandbox } from './sandbox.js';
import { answer3ds, browserToken, failure, sdkFor } from './sdk.testing.js';

type TokenParams = NonNullable<Parameters<Stripe['testHelpers']['confirmationTokens']['create']>[0]>;

let sandbox: PaymentsSandbox;
let stripe: Stripe;

beforeAll(async () => {
  sandbox = await startPaymentsSandbox({ port: 0 });
  stripe = sdkFor(sandbox, sandbox.secretKey);
});
afterAll(() => sandbox.close());

const customer = () => stripe.customers.create({ email: `c${Math.random()}@example.com`, name: 'Pat Golfer', metadata: { user: 'u1' } });
const token = (pm = 'pm_card_visa', extra: Partial<TokenParams> = {}) =>
  stripe.testHelpers.confirmationTokens.create({ payment_method: pm, ...extra });

/** An intent's charge id, expanded or not. */
const chargeOf = (intent: Stripe.PaymentIntent) =>
  typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.latest_charge!.id;

/** A checkout as the app makes one: authorize only (manual capture), confirmed on the server. */
async function authorize(p: Partial<Stripe.PaymentIntentCreateParams> & { customer?: string }) {
  return stripe.paymentIntents.create({
    amount: 6000,
    currency: 'usd',
    capture_method: 'manual',
    confirm: true,
    allowed_payment_method_types: ['card'],
    metadata: { purpose: 'booking', purchase: 'b1' },
    description: 'Bay 1',
    expand: ['payment_method', 'latest_charge'],
    ...p,
  });
}

describe('manual capture', () => {
  it('authorizes, captures, then refunds in part and in full', async () => {
    const cus = await customer();
    const intent = await authorize({ customer: cus.id, confirmation_token: (await token()).id });
    expect(intent.status).toBe('requires_capture');
    expect(intent.amount_capturable).toBe(6000);
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const pm = intent.payment_method as Stripe.PaymentMethod;
    expect(pm.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const charge = intent.latest_charge as Stripe.Charge;
    expect(charge).toMatchObject({ captured: false, amount_captured: 0, paid: true, status: 'succeeded', payment_intent: intent.id });
    expect(charge.metadata).toEqual({ purpose: 'booking', purchase: 'b1' });
    expect(charge.payment_method_details?.card).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 12 });
    expect(charge.receipt_url).toBe(`${sandbox.origin}/receipts/${charge.id}`);

    const captured = await stripe.paymentIntents.capture(intent.id, { expand: ['latest_charge'] });
    expect(captured).toMatchObject({ status: 'succeeded', amount_received: 6000, amount_capturable: 0 });
    expect(captured.latest_charge).toMatchObject({ captured: true, amount_captured: 6000 });

    const partial = await stripe.refunds.create({ payment_intent: intent.id, amount: 2000, metadata: { why: 'late' } });
    expect(partial).toMatchObject({
      status: 'succeeded',
      amount: 2000,
      charge: charge.id,
      payment_intent: intent.id,
      metadata: { why: 'late' },
    });
    const rest = await stripe.refunds.create({ charge: charge.id });
    expect(rest.amount).toBe(4000);
    expect(await stripe.charges.retrieve(charge.id)).toMatchObject({ amount_refunded: 6000, refunded: true });
    expect((await stripe.refunds.list({ payment_intent: intent.id })).data.map((r) => r.amount)).toEqual([4000, 2000]);

    const again = await failure(stripe.refunds.create({ payment_intent: intent.id, amount: 1 }));
    expect(again).toBeInstanceOf(Error);
    expect(again).toMatchObject({ type: 'StripeInvalidRequestError', code: 'charge_already_refunded', statusCode: 400 });
    await expect(stripe.refunds.retrieve(rest.id)).resolves.toMatchObject({ id: rest.id, amount: 4000 });
  });

  it('refuses a refund of more than is left, and of an authorization not captured', async () => {
    const intent = await authorize({ payment_method: 'pm_card_visa' });
    expect(await failure(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'payment_intent_unexpected_state',
    });
    await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5000 });
    // The 10 dollars never captured were released: 50 can come back, not 51.
    expect(await failure(stripe.refunds.create({ payment_intent: intent.id, amount: 5100 }))).toMatchObject({
      code: 'amount_too_large',
      param: 'amount',
    });
    await expect(stripe.refunds.create({ payment_intent: intent.id, amount: 5000 })).resolves.toMatchObject({ amount: 5000 });
  });

  it('releases the authorization when cancelled, once', async () => {
    const intent = await authorize({ payment_method: 'pm_card_mastercard' });
    const canceled = await stripe.paymentIntents.cancel(
      intent.id,
      { cancellation_reason: 'abandoned' },
      { idempotencyKey: `cancel:${intent.id}` },
    );
    expect(canceled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned', amount_capturable: 0 });
    expect(await stripe.charges.retrieve(chargeOf(intent))).toMatchObject({ refunded: true, amount_refunded: 6000, captured: false });
    const err = await failure(stripe.paymentIntents.capture(intent.id));
    expect(err).toMatchObject({ code: 'payment_intent_unexpected_state', statusCode: 400 });
    expect((err.raw as { payment_intent?: { id: string } }).payment_intent?.id).toBe(intent.id);
    expect(await failure(stripe.paymentIntents.cancel(intent.id))).toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('takes the money at once with automatic capture', async () => {
    const intent = await stripe.paymentIntents.create({
      amount: 1500,
      currency: 'usd',
      confirm: true,
      payment_method: 'pm_card_amex',
      capture_method: 'automatic',
    });
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1500 });
    expect(await stripe.charges.retrieve(chargeOf(intent))).toMatchObject({ captured: true, amount_captured: 1500 });
  });

  it('lets exactly one of twenty concurrent captures win', async () => {
    const intent = await authorize({ payment_method: 'pm_card_visa' });
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => stripe.paymentIntents.capture(intent.id)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: 'payment_intent_unexpected_state' });
    expect(await stripe.charges.retrieve(chargeOf(intent))).toMatchObject({ amount_captured: 6000 });
  });
});

describe('declines', () => {
  const cases = [
    ['pm_card_chargeDeclined', '4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.'],
    [
      'pm_card_chargeDeclinedInsufficientFunds',
      '4000000000009995',
      'card_declined',
      'insufficient_funds',
      'Your card has insufficient funds.',
    ],
    ['pm_card_chargeCustomerFail', '4000000000000341', 'card_declined', 'generic_decline', 'Your card was declined.'],
  ] as const;

  for (const [pm, number, code, declineCode, message] of cases) {
    it(`${number}: 402, the intent back to requires_payment_method, a failed charge, nothing saved`, async () => {
      const cus = await customer();
      for (const confirmation_token of [
        (await token(pm)).id,
        (await browserToken(sandbox, number, { setup_future_usage: 'off_session' })).body.id!,
      ]) {
        const err = await failure(authorize({ customer: cus.id, confirmation_token, setup_future_usage: 'off_session' }));
        expect(err).toBeInstanceOf(Error);
        expect(err).toMatchObject({ type: 'StripeCardError', statusCode: 402, code, decline_code: declineCode, message });
        const raw = err.raw as { payment_intent: Stripe.PaymentIntent; charge: string };
        expect(raw.payment_intent.status).toBe('requires_payment_method');
        expect(raw.payment_intent.last_payment_error).toMatchObject({ type: 'card_error', code, decline_code: declineCode });
        expect(raw.payment_intent.last_payment_error?.payment_method?.card?.last4).toBe(number.slice(-4));
        const intent = await stripe.paymentIntents.retrieve(raw.payment_intent.id);
        expect(intent.status).toBe('requires_payment_method');
        expect(await stripe.charges.retrieve(raw.charge)).toMatchObject({ status: 'failed', paid: false, failure_code: code });
      }
      expect((await stripe.customers.listPaymentMethods(cus.id)).data).toHaveLength(0);
    });
  }

  it('0341 saves fine, then every charge on it is declined', async () => {
    const cus = await customer();
    const pm = await stripe.paymentMethods.attach('pm_card_chargeCustomerFail', { customer: cus.id });
    expect(pm.customer).toBe(cus.id);
    const err = await failure(authorize({ customer: cus.id, payment_method: pm.id, off_session: true }));
    expect(err).toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    // The generic decline card fails when saved already.
    expect(await failure(stripe.paymentMethods.attach('pm_card_chargeDeclined', { customer: cus.id }))).toMatchObject({
      type: 'StripeCardError',
      code: 'card_declined',
    });
  });
});

describe('cards saved for later', () => {
  it('setup_future_usage attaches the card to the customer on success', async () => {
    const cus = await customer();
    const intent = await authorize({
      customer: cus.id,
      confirmation_token: (await token('pm_card_visa', { setup_future_usage: 'off_session' })).id,
    });
    expect(intent.setup_future_usage).toBe('off_session');
    const saved = await stripe.paymentMethods.list({ customer: cus.id, type: 'card' });
    expect(saved.data.map((p) => p.id)).toEqual([(intent.payment_method as Stripe.PaymentMethod).id]);
    await stripe.customers.update(cus.id, { invoice_settings: { default_payment_method: saved.data[0]!.id } });
    // Charged again off session, as a renewal is.
    const renewal = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: cus.id,
      payment_method: saved.data[0]!.id,
      off_session: true,
      confirm: true,
      capture_method: 'automatic',
    });
    expect(renewal.status).toBe('succeeded');
    const detached = await stripe.paymentMethods.detach(saved.data[0]!.id);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.retrieve(cus.id)) as Stripe.Customer).toMatchObject({
      invoice_settings: { default_payment_method: null },
    });
    expect(await failure(stripe.paymentMethods.detach(saved.data[0]!.id))).toMatchObject({
      message: expect.stringMatching(/not attached/),
    });
  });

  it('refuses another customer’s card, and a default card not on file', async () => {
    const [a, b] = [await customer(), await customer()];
    const pm = await stripe.paymentMethods.attach('pm_card_visa', { customer: a.id });
    expect(await failure(authorize({ customer: b.id, payment_method: pm.id }))).toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'payment_method',
    });
    expect(await failure(stripe.customers.update(b.id, { invoice_settings: { default_payment_method: pm.id } }))).toMatchObject({
      param: 'invoice_settings[default_payment_method]',
    });
  });
});

describe('confirmation tokens', () => {
  it('are made from a test PaymentMethod or raw card data, and used once', async () => {
    const fromPm = await token('pm_card_mastercard', { setup_future_usage: 'off_session' });
    expect(fromPm).toMatchObject({ object: 'confirmation_token', setup_future_usage: 'off_session', use_stripe_sdk: true });
    expect(fromPm.id).toMatch(/^ctoken_/);
    expect(fromPm.payment_method_preview?.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(fromPm.expires_at! - fromPm.created).toBe(12 * 3600);

    const raw = await stripe.testHelpers.confirmationTokens.create({
      payment_method_data: { type: 'card', card: { number: '6011111111111117', exp_month: 3, exp_year: 2031, cvc: '314' } },
    } as unknown as TokenParams);
    expect(raw.payment_method_preview?.card).toMatchObject({ brand: 'discover', last4: '1117', exp_month: 3, exp_year: 2031 });
    expect(await stripe.confirmationTokens.retrieve(raw.id)).toMatchObject({ id: raw.id, payment_intent: null });

    const intent = await authorize({ confirmation_token: raw.id });
    expect(intent.status).toBe('requires_capture');
    expect(await stripe.confirmationTokens.retrieve(raw.id)).toMatchObject({ payment_intent: intent.id });
    const reused = await failure(authorize({ confirmation_token: raw.id }));
    expect(reused).toMatchObject({ type: 'StripeInvalidRequestError', param: 'confirmation_token', statusCode: 400 });
    expect(await failure(authorize({ confirmation_token: 'ctoken_nope' }))).toMatchObject({ code: 'resource_missing', statusCode: 400 });
  });

  it('the browser endpoint checks the card as Stripe does', async () => {
    expect(await browserToken(sandbox, '4242424242424241')).toMatchObject({
      status: 402,
      body: { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' } },
    });
    expect(await browserToken(sandbox, '4242424242424242', { 'payment_method_data[card][exp_year]': '2020' })).toMatchObject({
      status: 402,
      body: { error: { code: 'expired_card' } },
    });
    expect(await browserToken(sandbox, '4242424242424242', { 'payment_method_data[card][cvc]': '12' })).toMatchObject({
      status: 402,
      body: { error: { code: 'incorrect_cvc' } },
    });
    const made = await browserToken(sandbox, '4000 0025 0000 3155');
    expect(made.status).toBe(200);
    expect(made.body.id).toMatch(/^ctoken_/);
  });
});

describe('3-D Secure', () => {
  it('3155 on session: requires_action, completed at the bank → authorized, and saved for off-session use', async () => {
    const cus = await customer();
    const made = await browserToken(sandbox, '4000002500003155', { setup_future_usage: 'off_session' });
    const intent = await authorize({ customer: cus.id, confirmation_token: made.body.id!, setup_future_usage: 'off_session' });
    expect(intent.status).toBe('requires_action');
    expect(intent.next_action).toMatchObject({ type: 'use_stripe_sdk' });
    expect(intent.latest_charge).toBeNull();
    const res = await answer3ds(sandbox, intent.client_secret!, 'complete');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const done = await stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect(done.status).toBe('requires_capture');
    expect((done.latest_charge as Stripe.Charge).payment_method_details?.card?.three_d_secure).toMatchObject({ result: 'authenticated' });
    const [saved] = (await stripe.customers.listPaymentMethods(cus.id)).data;
    expect(saved?.card?.last4).toBe('3155');
    // Set up for off-session use: a renewal goes through without the card holder, and so does a payment on session.
    const offSession = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: cus.id,
      payment_method: saved!.id,
      off_session: true,
      confirm: true,
    });
    expect(offSession.status).toBe('succeeded');
    expect((await authorize({ customer: cus.id, payment_method: saved!.id })).status).toBe('requires_capture');
  });

  it('a failed challenge leaves the intent requiring a payment method, with nothing saved', async () => {
    const cus = await customer();
    const intent = await authorize({
      customer: cus.id,
      confirmation_token: (await token('pm_card_authenticationRequired')).id,
      setup_future_usage: 'off_session',
    });
    expect(intent.status).toBe('requires_action');
    expect((await answer3ds(sandbox, intent.client_secret!, 'fail')).status).toBe(200);
    const failed = await stripe.paymentIntents.retrieve(intent.id);
    expect(failed.status).toBe('requires_payment_method');
    expect(failed.last_payment_error).toMatchObject({
      code: 'payment_intent_authentication_failure',
      message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect((await stripe.customers.listPaymentMethods(cus.id)).data).toHaveLength(0);
    // Answering again, or with the wrong secret, is refused.
    expect((await answer3ds(sandbox, intent.client_secret!, 'complete')).status).toBe(400);
    expect((await answer3ds(sandbox, `${intent.id}_secret_wrong`, 'complete')).status).toBe(400);
  });

  it('3184 off session: authentication_required; the card holder confirms it later on session', async () => {
    const cus = await customer();
    const pm = await stripe.paymentMethods.attach('pm_card_authenticationRequired', { customer: cus.id });
    const err = await failure(
      stripe.paymentIntents.create({
        amount: 4900,
        currency: 'usd',
        customer: cus.id,
        payment_method: pm.id,
        off_session: true,
        confirm: true,
      }),
    );
    expect(err).toMatchObject({
      type: 'StripeCardError',
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
    const raw = err.raw as { payment_intent: Stripe.PaymentIntent };
    expect(raw.payment_intent.status).toBe('requires_payment_method');
    expect(raw.payment_intent.last_payment_error?.payment_method?.id).toBe(pm.id);
    const back = await stripe.paymentIntents.confirm(raw.payment_intent.id, { payment_method: pm.id, off_session: false });
    expect(back.status).toBe('requires_action');
    await answer3ds(sandbox, back.client_secret!, 'complete');
    expect((await stripe.paymentIntents.retrieve(back.id)).status).toBe('succeeded');
  });

  it('3155 saved without being set up is authentication_required off session', async () => {
    const cus = await customer();
    const pm = await stripe.paymentMethods.attach('pm_card_authenticationRequiredOnSetup', { customer: cus.id });
    expect(
      await failure(
        stripe.paymentIntents.create({
          amount: 4900,
          currency: 'usd',
          customer: cus.id,
          payment_method: pm.id,
          off_session: true,
          confirm: true,
        }),
      ),
    ).toMatchObject({ code: 'authentication_required' });
  });
});

describe('SetupIntents', () => {
  it('save a card (3155 through 3-D Secure, then fine off session; 3184 always asks)', async () => {
    const cus = await customer();
    const plain = await stripe.setupIntents.create(
      {
        customer: cus.id,
        confirm: true,
        confirmation_token: (await token('pm_card_visa')).id,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { user: 'u1' },
        expand: ['payment_method'],
      },
      { idempotencyKey: `setup:${cus.id}:1` },
    );
    expect(plain).toMatchObject({ status: 'succeeded', usage: 'off_session', metadata: { user: 'u1' } });
    expect((plain.payment_method as Stripe.PaymentMethod).customer).toBe(cus.id);

    const setup = await stripe.setupIntents.create({
      customer: cus.id,
      confirm: true,
      payment_method: 'pm_card_authenticationRequiredOnSetup',
    });
    expect(setup.status).toBe('requires_action');
    expect(setup.client_secret).toMatch(/^seti_.+_secret_/);
    await answer3ds(sandbox, setup.client_secret!, 'complete');
    const done = await stripe.setupIntents.retrieve(setup.id);
    expect(done.status).toBe('succeeded');
    const renewal = await stripe.paymentIntents.create({
      amount: 4900,
      currency: 'usd',
      customer: cus.id,
      payment_method: done.payment_method as string,
      off_session: true,
      confirm: true,
    });
    expect(renewal.status).toBe('succeeded');

    const always = await stripe.setupIntents.create({ customer: cus.id, confirm: true, payment_method: 'pm_card_authenticationRequired' });
    await answer3ds(sandbox, always.client_secret!, 'complete');
    const pm3184 = (await stripe.setupIntents.retrieve(always.id)).payment_method as string;
    expect(
      await failure(
        stripe.paymentIntents.create({
          amount: 4900,
          currency: 'usd',
          customer: cus.id,
          payment_method: pm3184,
          off_session: true,
          confirm: true,
        }),
      ),
    ).toMatchObject({ code: 'authentication_required' });
    expect((await stripe.customers.listPaymentMethods(cus.id)).data).toHaveLength(3);
  });

  it('a failed challenge, a declined card, and a cancel', async () => {
    const cus = await customer();
    const setup = await stripe.setupIntents.create({ customer: cus.id, confirm: true, payment_method: 'pm_card_authenticationRequired' });
    await answer3ds(sandbox, setup.client_secret!, 'fail');
    expect(await stripe.setupIntents.retrieve(setup.id)).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { code: 'setup_intent_authentication_failure' },
    });
    const declined = await failure(
      stripe.setupIntents.create({ customer: cus.id, confirm: true, confirmation_token: (await token('pm_card_chargeDeclined')).id }),
    );
    expect(declined).toMatchObject({ type: 'StripeCardError', code: 'card_declined' });
    expect((declined.raw as { setup_intent: Stripe.SetupIntent }).setup_intent.status).toBe('requires_payment_method');
    expect((await stripe.customers.listPaymentMethods(cus.id)).data).toHaveLength(0);
    const open = await stripe.setupIntents.create({ customer: cus.id });
    expect(await stripe.setupIntents.cancel(open.id)).toMatchObject({ status: 'canceled' });
    expect(await failure(stripe.setupIntents.confirm(open.id, { payment_method: 'pm_card_visa' }))).toMatchObject({
      code: 'setup_intent_unexpected_state',
    });
  });
});

describe('disputes', () => {
  it('0259 succeeds, then its charge is disputed (with its event)', async () => {
    const intent = await authorize({ payment_method: 'pm_card_createDispute' });
    await stripe.paymentIntents.capture(intent.id);
    let disputes: Stripe.Dispute[] = [];
    for (let i = 0; i < 50 && disputes.length === 0; i++) {
      disputes = (await stripe.disputes.list({ payment_intent: intent.id })).data;
      if (disputes.length === 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(disputes).toHaveLength(1);
    expect(disputes[0]).toMatchObject({ charge: chargeOf(intent), amount: 6000, reason: 'fraudulent', status: 'needs_response' });
    expect(await stripe.disputes.retrieve(disputes[0]!.id)).toMatchObject({ id: disputes[0]!.id });
    expect(await stripe.charges.retrieve(chargeOf(intent))).toMatchObject({ disputed: true });
    const events = await stripe.events.list({ type: 'charge.dispute.created' });
    expect(events.data.some((e) => (e.data.object as Stripe.Dispute).id === disputes[0]!.id)).toBe(true);
    expect(await failure(stripe.refunds.create({ payment_intent: intent.id }))).toMatchObject({ code: 'charge_disputed' });
  });
});
