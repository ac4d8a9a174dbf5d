// PaymentIntents as Stripe runs them: requires_payment_method → (confirm) requires_action (3-D
// Secure) | requires_capture (manual capture) | succeeded, a decline back to requires_payment_method
// with a failed Charge and a 402, capture, cancel (an authorization released), and the sandbox's
// 3-D Secure test page's answer (`POST /sandbox/3ds/:intentId`).
import type Stripe from 'stripe';
import { ApiError, cardError, invalidParam, invalidState, missingParam } from './api.errors.js';
import { AUTHENTICATION_FAILED, CARD_FAILURES, chargeFailure, needsAuthentication, type CardFailure } from './cards.rules.js';
import { attach, cardOfParams, checkUsable, methodOfToken } from './customers.routes.js';
import type { Engine, Route, RouteRequest } from './engine.state.js';
import { buildCharge, buildDispute, buildPaymentIntent, buildPaymentMethod, faceOfMethod, newId, seconds } from './objects.builders.js';
import { mergeMetadata, ParamReader } from './params.rules.js';
import type { Entry } from './store.state.js';

type Intent = Stripe.PaymentIntent;
type Method = Stripe.PaymentMethod;

/** Stripe's smallest charge in US dollars (50 cents), and its largest. */
const MIN_AMOUNT = 50;
const MAX_AMOUNT = 99_999_999;

const CONFIRMABLE: Stripe.PaymentIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const CANCELABLE: Stripe.PaymentIntent.Status[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];

/** Parameters Stripe takes on create and confirm that the sandbox accepts without modelling. */
const IGNORED = [
  'error_on_requires_action',
  'mandate',
  'mandate_data',
  'payment_method_options',
  'radar_options',
  'shipping',
  'use_stripe_sdk',
  'payment_details',
  'hooks',
];
const CONFIRM_SOURCES = ['payment_method', 'confirmation_token', 'payment_method_data', 'off_session', 'return_url', 'setup_future_usage'];

/** The card a confirmation pays with: a PaymentMethod (or Stripe's test id), a confirmation token, or raw card data. */
export function methodToConfirm(
  engine: Engine,
  p: ParamReader,
  customer: string | null,
  by: { payment_intent?: string; setup_intent?: string },
): { pm: Entry<Method>; token: Entry<Stripe.ConfirmationToken> | null } | null {
  const pmId = p.string('payment_method');
  const tokenId = p.string('confirmation_token');
  const data = p.object('payment_method_data', ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  if ([pmId, tokenId, data].filter((x) => x !== null).length > 1)
    throw invalidParam(
      'You may only specify one of these parameters: confirmation_token, payment_method, payment_method_data.',
      'confirmation_token',
      'parameters_exclusive',
    );
  if (tokenId) {
    const token = engine.useToken(tokenId, 'confirmation_token', by);
    const pm = methodOfToken(engine, token);
    checkUsable(pm, customer, 'confirmation_token');
    return { pm, token };
  }
  if (pmId) {
    const pm = engine.paymentMethod(pmId);
    checkUsable(pm, customer, 'payment_method');
    return { pm, token: null };
  }
  if (data) {
    const { face, behaviour } = cardOfParams(engine, data, 'payment_method_data');
    return { pm: engine.put('payment_method', buildPaymentMethod(newId('pm'), engine.now(), face), { behaviour }), token: null };
  }
  return null;
}

/** The token's `setup_future_usage` becomes the intent's; the two must not disagree. */
function futureUsageWith(
  intent: Stripe.PaymentIntent.SetupFutureUsage | null,
  token: Entry<Stripe.ConfirmationToken> | null,
): Stripe.PaymentIntent.SetupFutureUsage | null {
  const fromToken = token?.data.setup_future_usage ?? null;
  if (intent && fromToken && intent !== fromToken)
    throw invalidParam(
      `The PaymentIntent's setup_future_usage (${intent}) does not match the ConfirmationToken's (${fromToken}).`,
      'confirmation_token',
    );
  return intent ?? fromToken;
}

function nextAction(engine: Engine, id: string, secret: string): Stripe.PaymentIntent.NextAction {
  return {
    type: 'use_stripe_sdk',
    use_stripe_sdk: {
      type: 'three_d_secure_redirect',
      // The sandbox's 3-D Secure test page for this intent (the stand-in Stripe.js shows it in a dialog).
      stripe_js: `${engine.origin}/sandbox/3ds/${id}?client_secret=${encodeURIComponent(secret)}`,
      source: id,
    },
  };
}

function stateError(action: 'confirm' | 'capture' | 'cancel', intent: Intent, allowed: Stripe.PaymentIntent.Status[]): ApiError {
  const only = `Only a PaymentIntent with one of the following statuses may be`;
  const message =
    action === 'capture'
      ? `This PaymentIntent could not be captured because it has a status of ${intent.status}. ${only} captured: ${allowed.join(', ')}.`
      : `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}. ` +
        `${only} ${action === 'confirm' ? 'confirmed' : 'canceled'}: ${allowed.join(', ')}.`;
  return invalidState('payment_intent_unexpected_state', message, { payment_intent: intent });
}

/** The intent's Charge for one try of its card: refused, authorized or captured. */
function chargeFor(
  engine: Engine,
  intent: Intent,
  pm: Entry<Method>,
  outcome: Parameters<typeof buildCharge>[2]['outcome'],
  threeDSecure: boolean,
): Entry<Stripe.Charge> {
  const chargeId = newId('ch');
  return engine.put(
    'charge',
    buildCharge(chargeId, engine.now(), {
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer as string | null,
      description: intent.description,
      metadata: intent.metadata,
      paymentIntent: intent.id,
      paymentMethod: pm.id,
      face: faceOfMethod(pm.data),
      receiptUrl: `${engine.origin}/receipts/${chargeId}`,
      outcome,
      threeDSecure,
    }),
  );
}

/** A refused charge: a failed Charge recorded, the intent back to requires_payment_method, and the 402. */
function decline(engine: Engine, intent: Intent, pm: Entry<Method>, failure: CardFailure, charge = true): ApiError {
  let chargeId: string | undefined;
  if (charge) {
    const ch = chargeFor(engine, intent, pm, failure, false);
    chargeId = ch.data.id;
    engine.emit('charge.failed', ch.data);
  }
  const failed = engine.put<Intent>('payment_intent', {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    latest_charge: chargeId ?? intent.latest_charge,
    last_payment_error: {
      type: 'card_error',
      code: failure.code,
      ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
      doc_url: `https://docs.stripe.com/error-codes/${failure.code.replace(/_/g, '-')}`,
      message: failure.message,
      ...(chargeId ? { charge: chargeId } : {}),
      payment_method: pm.data,
    },
  });
  engine.emit('payment_intent.payment_failed', failed.data);
  return cardError(failure, { payment_intent: failed.data, payment_method: pm.data, ...(chargeId ? { charge: chargeId } : {}) });
}

/** The bank's answer to an authorization it needs nothing more for: approved (authorized or taken) or declined. */
function authorize(engine: Engine, intent: Intent, pm: Entry<Method>, authenticated: boolean): Intent {
  const behaviour = pm.sandbox.behaviour ?? 'succeed';
  const failure = chargeFailure(behaviour);
  if (failure) throw decline(engine, intent, pm, failure);
  const manual = intent.capture_method === 'manual';
  const charge = chargeFor(engine, intent, pm, manual ? 'authorized' : 'captured', authenticated);
  const done = engine.put<Intent>('payment_intent', {
    ...intent,
    status: manual ? 'requires_capture' : 'succeeded',
    amount_capturable: manual ? intent.amount : 0,
    amount_received: manual ? 0 : intent.amount,
    payment_method: pm.id,
    next_action: null,
    last_payment_error: null,
    latest_charge: charge.id,
  });
  engine.emit('charge.succeeded', charge.data);
  engine.emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', done.data);
  if (!manual && behaviour === 'dispute') disputeLater(engine, charge.id);
  // Saved for later only once the payment went through ("a declined card saves nothing").
  const customer = intent.customer as string | null;
  if (intent.setup_future_usage && customer) {
    const kept = attach(engine, pm, customer);
    if (intent.setup_future_usage === 'off_session' && authenticated)
      engine.put('payment_method', kept.data, { ...kept.sandbox, setUpOffSession: true });
  } else if (!pm.data.customer) {
    // A card used without a customer is single-use, as in Stripe.
    engine.put('payment_method', pm.data, { ...pm.sandbox, consumed: true });
  }
  return done.data;
}

/** 4000 0000 0000 0259: the bank disputes the charge once its money is taken (a moment later, as in test mode). */
function disputeLater(engine: Engine, chargeId: string): void {
  engine.later((e) => {
    const charge = e.get<Stripe.Charge>('charge', chargeId);
    if (!charge || charge.data.disputed) return;
    const disputed = e.put('charge', { ...charge.data, disputed: true });
    const dispute = e.put('dispute', buildDispute(newId('dp'), e.now(), disputed.data));
    e.emit('charge.dispute.created', dispute.data);
  });
}

/** Confirms an intent with a card: 3-D Secure asked for, declined, or authorized. */
function confirm(
  engine: Engine,
  intent: Intent,
  source: { pm: Entry<Method>; token: Entry<Stripe.ConfirmationToken> | null },
  offSession: boolean,
): Intent {
  const pm = source.pm;
  const setupFutureUsage = futureUsageWith(intent.setup_future_usage, source.token);
  const current: Intent = { ...intent, setup_future_usage: setupFutureUsage, payment_method: pm.id, last_payment_error: null };
  if (needsAuthentication(pm.sandbox.behaviour ?? 'succeed', !!pm.sandbox.setUpOffSession)) {
    if (offSession) throw decline(engine, current, pm, CARD_FAILURES.authentication_required);
    const waiting = engine.put<Intent>('payment_intent', {
      ...current,
      status: 'requires_action',
      next_action: nextAction(engine, intent.id, intent.client_secret!),
    });
    engine.emit('payment_intent.requires_action', waiting.data);
    return waiting.data;
  }
  return authorize(engine, current, pm, false);
}

function create({ engine, params }: RouteRequest): Intent {
  const p = new ParamReader(params, [
    'amount',
    'currency',
    'customer',
    'description',
    'metadata',
    'capture_method',
    'confirm',
    'confirmation_method',
    'payment_method_types',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'automatic_payment_methods',
    'payment_method_configuration',
    'receipt_email',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'application_fee_amount',
    'on_behalf_of',
    'transfer_data',
    'transfer_group',
    ...CONFIRM_SOURCES,
    ...IGNORED,
  ]);
  const amount = p.requiredInteger('amount');
  if (amount < MIN_AMOUNT) throw invalidParam('Amount must be at least $0.50 usd', 'amount', 'amount_too_small');
  if (amount > MAX_AMOUNT) throw invalidParam('Amount must be no more than $999,999.99', 'amount', 'amount_too_large');
  const currency = p.requiredString('currency').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw invalidParam(`Invalid currency: ${currency}.`, 'currency');
  const customer = p.string('customer');
  engine.customer(customer);
  const types = paymentMethodTypes(p);
  const confirmNow = p.boolean('confirm') ?? false;
  const offSession = p.boolean('off_session') ?? false;
  if (p.has('off_session') && !confirmNow)
    throw invalidParam('You can only pass `off_session` when confirming a PaymentIntent (`confirm=true`).', 'off_session');
  const id = newId('pi');
  const source = methodToConfirm(engine, p, customer, { payment_intent: id });
  if (confirmNow && !source)
    throw invalidParam(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Specify a payment_method or a confirmation_token.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  const intent = buildPaymentIntent(id, engine.now(), {
    amount,
    currency,
    customer,
    description: p.string('description'),
    metadata: mergeMetadata({}, p.metadata()),
    captureMethod: p.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']) ?? 'automatic_async',
    paymentMethodTypes: types.paymentMethodTypes,
    allowedPaymentMethodTypes: types.allowed,
    setupFutureUsage: p.oneOf('setup_future_usage', ['off_session', 'on_session']),
    receiptEmail: p.string('receipt_email'),
    statementDescriptor: p.string('statement_descriptor'),
  });
  if (source && !confirmNow) {
    intent.payment_method = source.pm.id;
    intent.status = 'requires_confirmation';
    intent.setup_future_usage = futureUsageWith(intent.setup_future_usage, source.token);
  }
  const created = engine.put('payment_intent', intent);
  engine.emit('payment_intent.created', created.data);
  return confirmNow ? confirm(engine, created.data, source!, offSession) : created.data;
}

/** Cards only (the sandbox has no other way to pay); `allowed_payment_method_types` as Stripe's newer versions take it. */
function paymentMethodTypes(p: ParamReader): { paymentMethodTypes: string[]; allowed: string[] | null } {
  const allowed = p.strings('allowed_payment_method_types');
  const types = p.strings('payment_method_types');
  for (const [param, list] of [
    ['allowed_payment_method_types', allowed],
    ['payment_method_types', types],
  ] as const) {
    const other = list.find((t) => t !== 'card');
    if (other)
      throw invalidParam(`The payment method type "${other}" is not available in the payments sandbox, which takes cards only.`, param);
  }
  return { paymentMethodTypes: ['card'], allowed: allowed.length ? allowed : null };
}

function confirmIntent({ engine, params, path }: RouteRequest): Intent {
  const p = new ParamReader(params, [
    ...CONFIRM_SOURCES,
    ...IGNORED,
    'capture_method',
    'payment_method_types',
    'receipt_email',
    'client_secret',
  ]);
  const entry = engine.mustGet<Intent>('payment_intent', path.id!, 'intent');
  const intent = entry.data;
  if (!CONFIRMABLE.includes(intent.status)) throw stateError('confirm', intent, CONFIRMABLE);
  const customer = intent.customer as string | null;
  let source = methodToConfirm(engine, p, customer, { payment_intent: intent.id });
  if (!source && intent.payment_method) {
    const pm = engine.mustFind<Method>('payment_method', intent.payment_method as string, 'payment_method');
    source = { pm, token: null };
  }
  if (!source)
    throw invalidParam(
      "You cannot confirm this PaymentIntent because it's missing a payment method. Specify a payment_method or a confirmation_token.",
      'payment_method',
      'payment_intent_unexpected_state',
    );
  const sfu = p.oneOf('setup_future_usage', ['off_session', 'on_session']);
  const capture = p.oneOf('capture_method', ['automatic', 'automatic_async', 'manual']);
  const updated: Intent = {
    ...intent,
    ...(p.has('setup_future_usage') ? { setup_future_usage: sfu } : {}),
    ...(capture ? { capture_method: capture } : {}),
  };
  return confirm(engine, updated, source, p.boolean('off_session') ?? false);
}

function capture({ engine, params, path }: RouteRequest): Intent {
  const p = new ParamReader(params, [
    'amount_to_capture',
    'metadata',
    'application_fee_amount',
    'final_capture',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'transfer_data',
    'payment_details',
    'hooks',
  ]);
  const intent = engine.mustGet<Intent>('payment_intent', path.id!, 'intent').data;
  const amount = p.integer('amount_to_capture') ?? intent.amount_capturable;
  if (intent.status !== 'requires_capture') throw stateError('capture', intent, ['requires_capture']);
  if (amount < 1 || amount > intent.amount_capturable)
    throw invalidParam(
      `The amount to capture (${amount}) must be a positive integer no greater than the amount capturable (${intent.amount_capturable}).`,
      'amount_to_capture',
      amount > intent.amount_capturable ? 'amount_too_large' : undefined,
    );
  const charge = engine.mustFind<Stripe.Charge>('charge', intent.latest_charge as string, 'latest_charge');
  // A partial capture releases the rest of the authorization, which Stripe shows as refunded.
  const captured = engine.put('charge', {
    ...charge.data,
    captured: true,
    amount_captured: amount,
    amount_refunded: intent.amount - amount,
    metadata: mergeMetadata(charge.data.metadata, p.metadata()),
  });
  const done = engine.put<Intent>('payment_intent', {
    ...intent,
    status: 'succeeded',
    amount_capturable: 0,
    amount_received: amount,
    metadata: mergeMetadata(intent.metadata, p.metadata()),
  });
  engine.emit('charge.captured', captured.data, { captured: false, amount_captured: 0 });
  engine.emit('payment_intent.succeeded', done.data);
  const pm = engine.get<Method>('payment_method', charge.data.payment_method ?? '');
  if (pm?.sandbox.behaviour === 'dispute') disputeLater(engine, charge.id);
  return done.data;
}

function cancel({ engine, params, path }: RouteRequest): Intent {
  const p = new ParamReader(params, ['cancellation_reason']);
  const reason = p.oneOf('cancellation_reason', ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned']);
  const intent = engine.mustGet<Intent>('payment_intent', path.id!, 'intent').data;
  if (!CANCELABLE.includes(intent.status)) throw stateError('cancel', intent, CANCELABLE);
  if (intent.status === 'requires_capture') {
    // The authorization is released: the uncaptured charge shows as refunded in full.
    const charge = engine.mustFind<Stripe.Charge>('charge', intent.latest_charge as string, 'latest_charge');
    const released = engine.put('charge', { ...charge.data, refunded: true, amount_refunded: charge.data.amount });
    engine.emit('charge.refunded', released.data, { refunded: false, amount_refunded: charge.data.amount_refunded });
  }
  const canceled = engine.put<Intent>('payment_intent', {
    ...intent,
    status: 'canceled',
    canceled_at: seconds(engine.now()),
    cancellation_reason: reason,
    amount_capturable: 0,
    next_action: null,
  });
  engine.emit('payment_intent.canceled', canceled.data);
  return canceled.data;
}

function update({ engine, params, path }: RouteRequest): Intent {
  const p = new ParamReader(params, [
    'amount',
    'currency',
    'customer',
    'description',
    'metadata',
    'receipt_email',
    'setup_future_usage',
    'payment_method',
    'statement_descriptor',
    'statement_descriptor_suffix',
    'capture_method',
    'shipping',
    'payment_method_options',
    'payment_method_types',
    'transfer_group',
  ]);
  const intent = engine.mustGet<Intent>('payment_intent', path.id!, 'intent').data;
  const next: Intent = { ...intent, metadata: mergeMetadata(intent.metadata, p.metadata()) };
  if (p.has('description')) next.description = p.string('description');
  if (p.has('receipt_email')) next.receipt_email = p.string('receipt_email');
  const money = ['amount', 'currency', 'customer', 'payment_method', 'capture_method', 'setup_future_usage'].filter((k) => p.has(k));
  if (money.length > 0) {
    if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status))
      throw invalidState(
        'payment_intent_unexpected_state',
        `You cannot update ${money.join(', ')} on a PaymentIntent with a status of ${intent.status}.`,
        { payment_intent: intent },
      );
    if (p.has('amount')) next.amount = p.requiredInteger('amount');
    if (p.has('currency')) next.currency = p.requiredString('currency').toLowerCase();
    if (p.has('customer')) next.customer = engine.customer(p.string('customer'))?.id ?? null;
    if (p.has('capture_method')) next.capture_method = p.oneOf('capture_method', ['automatic', 'automatic_async', 'manual'])!;
    if (p.has('setup_future_usage')) next.setup_future_usage = p.oneOf('setup_future_usage', ['off_session', 'on_session']);
    if (p.has('payment_method')) {
      const pmId = p.string('payment_method');
      next.payment_method = pmId ? engine.paymentMethod(pmId).id : null;
      next.status = next.payment_method ? 'requires_confirmation' : 'requires_payment_method';
    }
  }
  return engine.put('payment_intent', next).data;
}

/** What a browser sees of an intent with its client secret (Stripe leaves out the customer, metadata and charges). */
const CLIENT_FIELDS = [
  'id',
  'object',
  'amount',
  'amount_details',
  'automatic_payment_methods',
  'canceled_at',
  'cancellation_reason',
  'capture_method',
  'client_secret',
  'confirmation_method',
  'created',
  'currency',
  'description',
  'last_payment_error',
  'livemode',
  'next_action',
  'payment_method',
  'payment_method_configuration_details',
  'payment_method_types',
  'processing',
  'receipt_email',
  'setup_future_usage',
  'shipping',
  'source',
  'status',
  // SetupIntents
  'last_setup_error',
  'usage',
];

export function clientView<T extends object>(intent: T): Partial<T> {
  return Object.fromEntries(Object.entries(intent).filter(([k]) => CLIENT_FIELDS.includes(k))) as Partial<T>;
}

/** A browser reads an intent with its client secret. */
export function checkClientSecret(p: ParamReader, intent: { client_secret: string | null }, param = 'client_secret'): void {
  const secret = p.string('client_secret');
  if (!secret) throw missingParam(param);
  if (secret !== intent.client_secret)
    throw invalidParam('The client_secret provided does not match the client_secret associated with this intent.', param);
}

function retrieve({ engine, params, path, publishable }: RouteRequest) {
  const p = new ParamReader(params, publishable ? ['client_secret', 'key', '_stripe_version'] : ['client_secret']);
  const intent = engine.mustGet<Intent>('payment_intent', path.id!, 'intent').data;
  if (!publishable) return intent;
  checkClientSecret(p, intent);
  return clientView(intent);
}

function list({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, ['limit', 'starting_after', 'ending_before', 'customer', 'created', 'customer_account']);
  const customer = p.string('customer');
  return engine.page(
    engine.listOf<Intent>('payment_intent', p, (i) => customer === null || i.customer === customer),
    p,
    url,
  );
}

/** The 3-D Secure test page's answer for a PaymentIntent (three-ds.routes.ts): authorized, or failed. */
export function completePaymentAuthentication(engine: Engine, intent: Intent, complete: boolean): Intent {
  if (intent.status !== 'requires_action')
    throw invalidState(
      'payment_intent_unexpected_state',
      `This PaymentIntent is not waiting for 3-D Secure (its status is ${intent.status}).`,
      {
        payment_intent: clientView(intent),
      },
    );
  const pm = engine.mustFind<Method>('payment_method', intent.payment_method as string, 'payment_method');
  if (complete) {
    try {
      return authorize(engine, intent, pm, true);
    } catch (e) {
      // Declined after all: the intent says so (the page only needs to know it is done).
      if (e instanceof ApiError) return engine.get<Intent>('payment_intent', intent.id)!.data;
      throw e;
    }
  }
  const failed = engine.put<Intent>('payment_intent', {
    ...intent,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_payment_error: {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      doc_url: 'https://docs.stripe.com/error-codes/payment-intent-authentication-failure',
      message: AUTHENTICATION_FAILED,
      payment_method: pm.data,
    },
  });
  engine.emit('payment_intent.payment_failed', failed.data);
  return failed.data;
}

export const intentRoutes: Route[] = [
  { method: 'POST', path: '/v1/payment_intents', access: 'secret', handler: create },
  { method: 'GET', path: '/v1/payment_intents', access: 'secret', handler: list },
  { method: 'GET', path: '/v1/payment_intents/:id', access: 'browser', handler: retrieve },
  { method: 'POST', path: '/v1/payment_intents/:id', access: 'secret', handler: update },
  { method: 'POST', path: '/v1/payment_intents/:id/confirm', access: 'secret', handler: confirmIntent },
  { method: 'POST', path: '/v1/payment_intents/:id/capture', access: 'secret', handler: capture },
  { method: 'POST', path: '/v1/payment_intents/:id/cancel', access: 'secret', handler: cancel },
];
