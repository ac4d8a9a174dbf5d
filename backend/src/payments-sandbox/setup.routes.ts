// SetupIntents: a card saved for later. Success attaches it to the customer; the 3155 and 3184
// cards ask for 3-D Secure first, and a 3155 card authenticated for off-session use may then be
// charged off session without asking again (3184 always asks).
import type Stripe from 'stripe';
import { cardError, invalidParam, invalidState, type ApiError } from './api.errors.js';
import { AUTHENTICATION_FAILED, needsAuthentication, setupFailure } from './cards.rules.js';
import { attach } from './customers.routes.js';
import type { Engine, Route, RouteRequest } from './engine.state.js';
import { checkClientSecret, clientView, methodToConfirm } from './intents.routes.js';
import { buildSetupIntent, newId } from './objects.builders.js';
import { mergeMetadata, ParamReader } from './params.rules.js';
import type { Entry } from './store.state.js';

type Setup = Stripe.SetupIntent;
type Method = Stripe.PaymentMethod;

const CONFIRMABLE: Stripe.SetupIntent.Status[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];
const IGNORED = [
  'mandate_data',
  'payment_method_options',
  'use_stripe_sdk',
  'single_use',
  'attach_to_self',
  'flow_directions',
  'on_behalf_of',
];
const SOURCES = ['payment_method', 'confirmation_token', 'payment_method_data', 'return_url'];

function stateError(action: 'confirm' | 'cancel', setup: Setup, allowed: Stripe.SetupIntent.Status[]): ApiError {
  const message =
    action === 'confirm' && setup.status === 'succeeded'
      ? 'You cannot confirm this SetupIntent because it has already succeeded after being previously confirmed.'
      : `You cannot ${action} this SetupIntent because it has a status of ${setup.status}. ` +
        `Only a SetupIntent with one of the following statuses may be ${action === 'confirm' ? 'confirmed' : 'canceled'}: ` +
        `${allowed.join(', ')}.`;
  return invalidState('setup_intent_unexpected_state', message, { setup_intent: setup });
}

/** The card is saved: attached to the customer, and set up for off-session use when authenticated for it. */
function succeed(engine: Engine, setup: Setup, pm: Entry<Method>, authenticated: boolean): Setup {
  const customer = setup.customer as string | null;
  let kept = customer ? attach(engine, pm, customer) : pm;
  if (setup.usage === 'off_session' && authenticated)
    kept = engine.put('payment_method', kept.data, { ...kept.sandbox, setUpOffSession: true });
  const done = engine.put<Setup>('setup_intent', {
    ...setup,
    status: 'succeeded',
    payment_method: kept.id,
    next_action: null,
    last_setup_error: null,
  });
  engine.emit('setup_intent.succeeded', done.data);
  return done.data;
}

function confirm(engine: Engine, setup: Setup, pm: Entry<Method>): Setup {
  const behaviour = pm.sandbox.behaviour ?? 'succeed';
  const failure = setupFailure(behaviour);
  if (failure) {
    const failed = engine.put<Setup>('setup_intent', {
      ...setup,
      status: 'requires_payment_method',
      payment_method: null,
      next_action: null,
      last_setup_error: {
        type: 'card_error',
        code: failure.code,
        ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
        message: failure.message,
        payment_method: pm.data,
      },
    });
    engine.emit('setup_intent.setup_failed', failed.data);
    throw cardError(failure, { setup_intent: failed.data, payment_method: pm.data });
  }
  if (needsAuthentication(behaviour, !!pm.sandbox.setUpOffSession)) {
    const waiting = engine.put<Setup>('setup_intent', {
      ...setup,
      status: 'requires_action',
      payment_method: pm.id,
      last_setup_error: null,
      next_action: {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {
          type: 'three_d_secure_redirect',
          stripe_js: `${engine.origin}/sandbox/3ds/${setup.id}?client_secret=${encodeURIComponent(setup.client_secret!)}`,
          source: setup.id,
        },
      },
    });
    engine.emit('setup_intent.requires_action', waiting.data);
    return waiting.data;
  }
  return succeed(engine, setup, pm, false);
}

/** The 3-D Secure test page's answer for a SetupIntent (see intents.routes.ts, `/sandbox/3ds/:id`). */
export function completeSetupAuthentication(engine: Engine, setup: Setup, complete: boolean): Setup {
  if (setup.status !== 'requires_action')
    throw invalidState('setup_intent_unexpected_state', `This SetupIntent is not waiting for 3-D Secure (its status is ${setup.status}).`, {
      setup_intent: clientView(setup),
    });
  const pm = engine.mustFind<Method>('payment_method', setup.payment_method as string, 'payment_method');
  if (complete) return succeed(engine, setup, pm, true);
  const failed = engine.put<Setup>('setup_intent', {
    ...setup,
    status: 'requires_payment_method',
    payment_method: null,
    next_action: null,
    last_setup_error: {
      type: 'invalid_request_error',
      code: 'setup_intent_authentication_failure',
      doc_url: 'https://docs.stripe.com/error-codes/setup-intent-authentication-failure',
      message: AUTHENTICATION_FAILED,
      payment_method: pm.data,
    },
  });
  engine.emit('setup_intent.setup_failed', failed.data);
  return failed.data;
}

function create({ engine, params }: RouteRequest): Setup {
  const p = new ParamReader(params, [
    'customer',
    'confirm',
    'description',
    'metadata',
    'usage',
    'payment_method_types',
    'allowed_payment_method_types',
    'excluded_payment_method_types',
    'automatic_payment_methods',
    'payment_method_configuration',
    ...SOURCES,
    ...IGNORED,
  ]);
  const customer = p.string('customer');
  engine.customer(customer);
  const allowed = p.strings('allowed_payment_method_types');
  for (const t of [...allowed, ...p.strings('payment_method_types')])
    if (t !== 'card')
      throw invalidParam(`The payment method type "${t}" is not available in the payments sandbox, which takes cards only.`);
  const confirmNow = p.boolean('confirm') ?? false;
  const id = newId('seti');
  const source = methodToConfirm(engine, p, customer, { setup_intent: id });
  if (confirmNow && !source)
    throw invalidParam(
      "You cannot confirm this SetupIntent because it's missing a payment method. Specify a payment_method or a confirmation_token.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  const setup = buildSetupIntent(id, engine.now(), {
    customer,
    description: p.string('description'),
    metadata: mergeMetadata({}, p.metadata()),
    usage: p.oneOf('usage', ['off_session', 'on_session']) ?? 'off_session',
    paymentMethodTypes: ['card'],
    allowedPaymentMethodTypes: allowed.length ? allowed : null,
  });
  if (source && !confirmNow) {
    setup.payment_method = source.pm.id;
    setup.status = 'requires_confirmation';
  }
  const created = engine.put('setup_intent', setup);
  engine.emit('setup_intent.created', created.data);
  return confirmNow ? confirm(engine, created.data, source!.pm) : created.data;
}

function confirmSetup({ engine, params, path }: RouteRequest): Setup {
  const p = new ParamReader(params, [...SOURCES, ...IGNORED, 'client_secret']);
  const setup = engine.mustGet<Setup>('setup_intent', path.id!, 'intent').data;
  if (!CONFIRMABLE.includes(setup.status)) throw stateError('confirm', setup, CONFIRMABLE);
  const source = methodToConfirm(engine, p, setup.customer as string | null, { setup_intent: setup.id });
  const pm =
    source?.pm ??
    (setup.payment_method ? engine.mustFind<Method>('payment_method', setup.payment_method as string, 'payment_method') : null);
  if (!pm)
    throw invalidParam(
      "You cannot confirm this SetupIntent because it's missing a payment method. Specify a payment_method or a confirmation_token.",
      'payment_method',
      'setup_intent_unexpected_state',
    );
  return confirm(engine, setup, pm);
}

function cancel({ engine, params, path }: RouteRequest): Setup {
  const p = new ParamReader(params, ['cancellation_reason']);
  const reason = p.oneOf('cancellation_reason', ['abandoned', 'requested_by_customer', 'duplicate']);
  const setup = engine.mustGet<Setup>('setup_intent', path.id!, 'intent').data;
  if (!CONFIRMABLE.includes(setup.status)) throw stateError('cancel', setup, CONFIRMABLE);
  const canceled = engine.put<Setup>('setup_intent', { ...setup, status: 'canceled', cancellation_reason: reason, next_action: null });
  engine.emit('setup_intent.canceled', canceled.data);
  return canceled.data;
}

function update({ engine, params, path }: RouteRequest): Setup {
  const p = new ParamReader(params, [
    'metadata',
    'description',
    'customer',
    'payment_method',
    'payment_method_types',
    'payment_method_options',
  ]);
  const setup = engine.mustGet<Setup>('setup_intent', path.id!, 'intent').data;
  const next: Setup = { ...setup, metadata: mergeMetadata(setup.metadata ?? {}, p.metadata()) };
  if (p.has('description')) next.description = p.string('description');
  if (p.has('customer')) next.customer = engine.customer(p.string('customer'))?.id ?? null;
  return engine.put('setup_intent', next).data;
}

function retrieve({ engine, params, path, publishable }: RouteRequest) {
  const p = new ParamReader(params, publishable ? ['client_secret', 'key', '_stripe_version'] : ['client_secret']);
  const setup = engine.mustGet<Setup>('setup_intent', path.id!, 'intent').data;
  if (!publishable) return setup;
  checkClientSecret(p, setup);
  return clientView(setup);
}

function list({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [
    'limit',
    'starting_after',
    'ending_before',
    'customer',
    'payment_method',
    'created',
    'attach_to_self',
  ]);
  const customer = p.string('customer');
  const pm = p.string('payment_method');
  return engine.page(
    engine.listOf<Setup>(
      'setup_intent',
      p,
      (s) => (customer === null || s.customer === customer) && (pm === null || s.payment_method === pm),
    ),
    p,
    url,
  );
}

export const setupRoutes: Route[] = [
  { method: 'POST', path: '/v1/setup_intents', access: 'secret', handler: create },
  { method: 'GET', path: '/v1/setup_intents', access: 'secret', handler: list },
  { method: 'GET', path: '/v1/setup_intents/:id', access: 'browser', handler: retrieve },
  { method: 'POST', path: '/v1/setup_intents/:id', access: 'secret', handler: update },
  { method: 'POST', path: '/v1/setup_intents/:id/confirm', access: 'secret', handler: confirmSetup },
  { method: 'POST', path: '/v1/setup_intents/:id/cancel', access: 'secret', handler: cancel },
];
