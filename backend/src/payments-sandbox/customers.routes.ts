// Customers, their saved cards (PaymentMethods) and ConfirmationTokens (card details collected by
// the card fields, or made by a test helper), as Stripe's API has them.
import type Stripe from 'stripe';
import { cardError, invalidParam, invalidRequest, missingParam } from './api.errors.js';
import { behaviourOf, checkCardParams, digitsOf, setupFailure, type CardBehaviour } from './cards.rules.js';
import type { Engine, Route, RouteRequest } from './engine.state.js';
import {
  buildConfirmationToken,
  buildCustomer,
  buildPaymentMethod,
  faceOf,
  faceOfMethod,
  newId,
  type CardFace,
} from './objects.builders.js';
import { mergeMetadata, ParamReader } from './params.rules.js';
import type { Entry } from './store.state.js';

const LIST = ['limit', 'starting_after', 'ending_before'] as const;
const CUSTOMER_FIELDS = [
  'email',
  'name',
  'description',
  'metadata',
  'phone',
  'address',
  'shipping',
  'invoice_settings',
  'preferred_locales',
  'tax_exempt',
  'invoice_prefix',
  'next_invoice_sequence',
] as const;

/** A card PaymentMethod to a customer (a saved card), with Stripe's refusals. */
export function attach(engine: Engine, pm: Entry<Stripe.PaymentMethod>, customerId: string): Entry<Stripe.PaymentMethod> {
  if (pm.data.customer === customerId) return pm;
  if (pm.data.customer)
    throw invalidRequest('The payment method you provided has already been attached to a customer.', { param: 'customer' });
  if (pm.sandbox.consumed)
    throw invalidRequest(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account ' +
        'without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, ' +
        'you must attach it to a Customer first.',
      { param: 'payment_method' },
    );
  const attached = engine.put('payment_method', { ...pm.data, customer: customerId });
  engine.emit('payment_method.attached', attached.data);
  return attached;
}

/** A PaymentMethod may be used for a customer's payment: attached to them, or to nobody and unused. */
export function checkUsable(pm: Entry<Stripe.PaymentMethod>, customerId: string | null, param: string): void {
  if (pm.sandbox.consumed)
    throw invalidParam(
      'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, shared with a connected account ' +
        'without Customer attachment, or was detached from a Customer. It may not be used again. To use a PaymentMethod multiple times, ' +
        'you must attach it to a Customer first.',
      param,
    );
  if (pm.data.customer && pm.data.customer !== customerId)
    throw invalidParam(
      customerId
        ? `The provided PaymentMethod (${pm.id}) belongs to another Customer than this one (${customerId}).`
        : `The provided PaymentMethod (${pm.id}) is attached to a Customer. To use it, also provide the Customer's id.`,
      param,
    );
}

/** The PaymentMethod a used confirmation token stands for: the one it was made from, or a new one of its card. */
export function methodOfToken(engine: Engine, token: Entry<Stripe.ConfirmationToken>): Entry<Stripe.PaymentMethod> {
  if (token.sandbox.paymentMethod)
    return engine.mustFind<Stripe.PaymentMethod>('payment_method', token.sandbox.paymentMethod, 'payment_method');
  const card = token.data.payment_method_preview!.card!;
  const face: CardFace = {
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
    funding: card.funding,
    fingerprint: card.fingerprint ?? '',
  };
  return engine.put('payment_method', buildPaymentMethod(newId('pm'), engine.now(), face), { behaviour: token.sandbox.behaviour });
}

/** Raw card details (`payment_method_data[card][number]`, …): checked as Stripe checks them (402 card_error). */
export function cardOfParams(engine: Engine, data: ParamReader, prefix: string): { face: CardFace; behaviour: CardBehaviour } {
  const name = (field: string) => (prefix ? `${prefix}[${field}]` : field);
  if (data.oneOf('type', ['card']) === null) throw missingParam(name('type'));
  const card = data.object('card', ['number', 'exp_month', 'exp_year', 'cvc', 'networks']);
  if (!card) throw missingParam(name('card'));
  const number = card.requiredString('number');
  const expMonth = card.requiredInteger('exp_month');
  const expYear = card.requiredInteger('exp_year');
  const cvc = card.string('cvc') ?? undefined;
  const failure = checkCardParams({ number, expMonth, expYear, cvc }, engine.now());
  if (failure) {
    const field = failure.code.includes('month')
      ? 'exp_month'
      : failure.code.includes('year') || failure.code === 'expired_card'
        ? 'exp_year'
        : failure.code.includes('cvc')
          ? 'cvc'
          : 'number';
    throw cardError(failure, {}, `${name('card')}[${field}]`);
  }
  const digits = digitsOf(number);
  return { face: faceOf(digits, expMonth, expYear < 100 ? 2000 + expYear : expYear), behaviour: behaviourOf(digits) };
}

function createCustomer({ engine, params }: RouteRequest) {
  const p = new ParamReader(params, [...CUSTOMER_FIELDS, 'payment_method', 'test_clock', 'balance', 'source', 'tax', 'tax_id_data']);
  const customer = buildCustomer(newId('cus'), engine.now(), {
    email: p.string('email'),
    name: p.string('name'),
    description: p.string('description'),
    metadata: mergeMetadata({}, p.metadata()),
  });
  let entry = engine.put('customer', customer);
  engine.emit('customer.created', entry.data);
  const pmId = p.string('payment_method');
  if (pmId) attach(engine, engine.paymentMethod(pmId), customer.id);
  const settings = p.object('invoice_settings', ['default_payment_method', 'custom_fields', 'footer', 'rendering_options']);
  const defaultPm = settings?.string('default_payment_method');
  if (defaultPm) {
    entry = engine.put('customer', {
      ...entry.data,
      invoice_settings: { ...entry.data.invoice_settings, default_payment_method: defaultPm },
    });
  }
  return entry.data;
}

function retrieveCustomer({ engine, params, path }: RouteRequest) {
  new ParamReader(params, []);
  return engine.mustGet<Stripe.Customer>('customer', path.id!).data;
}

function updateCustomer({ engine, params, path }: RouteRequest) {
  const p = new ParamReader(params, [...CUSTOMER_FIELDS, 'default_source', 'source', 'balance', 'tax']);
  const current = engine.mustGet<Stripe.Customer>('customer', path.id!);
  const next: Stripe.Customer = structuredClone(current.data);
  if (p.has('email')) next.email = p.string('email');
  if (p.has('name')) next.name = p.string('name');
  if (p.has('description')) next.description = p.string('description');
  next.metadata = mergeMetadata(next.metadata, p.metadata());
  const settings = p.object('invoice_settings', ['default_payment_method', 'custom_fields', 'footer', 'rendering_options']);
  if (settings?.has('default_payment_method')) {
    const pmId = settings.string('default_payment_method');
    if (pmId) {
      const pm = engine.get<Stripe.PaymentMethod>('payment_method', pmId);
      if (!pm || pm.data.customer !== current.id)
        throw invalidParam(
          `The customer does not have a payment method with the ID ${pmId}. The payment method must be attached to the customer.`,
          'invoice_settings[default_payment_method]',
        );
    }
    next.invoice_settings = { ...next.invoice_settings, default_payment_method: pmId };
  }
  const previous: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Stripe.Customer)[]) {
    if (JSON.stringify(next[key]) !== JSON.stringify(current.data[key])) previous[key] = current.data[key] ?? null;
  }
  const entry = engine.put('customer', next);
  if (Object.keys(previous).length > 0) engine.emit('customer.updated', entry.data, previous);
  return entry.data;
}

function listCustomers({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'email', 'created', 'test_clock']);
  const email = p.string('email');
  return engine.page(
    engine.listOf<Stripe.Customer>('customer', p, (c) => email === null || c.email === email),
    p,
    url,
  );
}

function customerMethods({ engine, params, path, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'type', 'allow_redisplay']);
  p.oneOf('type', ['card']);
  engine.mustGet<Stripe.Customer>('customer', path.id!, 'customer');
  return engine.page(
    engine.store.all<Stripe.PaymentMethod>('payment_method').filter((e) => e.data.customer === path.id),
    p,
    url,
  );
}

function customerMethod({ engine, params, path }: RouteRequest) {
  new ParamReader(params, []);
  engine.mustGet<Stripe.Customer>('customer', path.id!, 'customer');
  const pm = engine.mustGet<Stripe.PaymentMethod>('payment_method', path.pm!, 'payment_method');
  if (pm.data.customer !== path.id) throw invalidParam(`No such PaymentMethod: '${path.pm}'`, 'payment_method', 'resource_missing');
  return pm.data;
}

function createMethod({ engine, params }: RouteRequest) {
  const p = new ParamReader(params, ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  const { face, behaviour } = cardOfParams(engine, p, '');
  const pm = buildPaymentMethod(newId('pm'), engine.now(), face);
  pm.metadata = mergeMetadata({}, p.metadata());
  return engine.put('payment_method', pm, { behaviour }).data;
}

function retrieveMethod({ engine, params, path }: RouteRequest) {
  new ParamReader(params, []);
  return engine.peekTestMethod(path.id!) ?? engine.mustGet<Stripe.PaymentMethod>('payment_method', path.id!, 'payment_method').data;
}

function listMethods({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'customer', 'type', 'allow_redisplay', 'customer_account']);
  p.oneOf('type', ['card']);
  const customer = p.string('customer');
  if (customer) engine.customer(customer);
  return engine.page(
    engine.store.all<Stripe.PaymentMethod>('payment_method').filter((e) => (customer ? e.data.customer === customer : true)),
    p,
    url,
  );
}

function attachMethod({ engine, params, path }: RouteRequest) {
  const p = new ParamReader(params, ['customer', 'customer_account']);
  const customerId = p.requiredString('customer');
  engine.customer(customerId);
  const pm = engine.paymentMethod(path.id!, 'payment_method');
  if (pm.data.customer === null) {
    // Saving a card checks it with its bank: cards that decline fail here (0341 saves fine).
    const failure = setupFailure(pm.sandbox.behaviour ?? 'succeed');
    if (failure) throw cardError(failure, { payment_method: pm.data });
  }
  return attach(engine, pm, customerId).data;
}

function detachMethod({ engine, params, path }: RouteRequest) {
  new ParamReader(params, []);
  const pm = engine.mustGet<Stripe.PaymentMethod>('payment_method', path.id!, 'payment_method');
  const customerId = pm.data.customer as string | null;
  if (!customerId)
    throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', {
      param: 'payment_method',
    });
  const detached = engine.put('payment_method', { ...pm.data, customer: null }, { ...pm.sandbox, consumed: true });
  const customer = engine.get<Stripe.Customer>('customer', customerId);
  if (customer && customer.data.invoice_settings.default_payment_method === pm.id) {
    const previous = { invoice_settings: customer.data.invoice_settings };
    const updated = engine.put('customer', {
      ...customer.data,
      invoice_settings: { ...customer.data.invoice_settings, default_payment_method: null },
    });
    engine.emit('customer.updated', updated.data, previous);
  }
  engine.emit('payment_method.detached', detached.data, { customer: customerId });
  return detached.data;
}

const TOKEN_PARAMS = ['payment_method', 'payment_method_data', 'payment_method_options', 'return_url', 'setup_future_usage', 'shipping'];
/** What Stripe.js sends along with a browser's token besides the card (accepted, not modelled). */
const BROWSER_EXTRAS = ['key', 'client_context', 'payment_user_agent', 'time_on_page', 'guid', 'muid', 'sid', 'referrer', 'mode'];

function createToken({ engine, params, publishable }: RouteRequest) {
  const p = new ParamReader(params, publishable ? [...TOKEN_PARAMS, ...BROWSER_EXTRAS] : TOKEN_PARAMS);
  const setupFutureUsage = p.oneOf('setup_future_usage', ['off_session', 'on_session']);
  const returnUrl = p.string('return_url');
  const pmId = p.string('payment_method');
  const data = p.object('payment_method_data', ['type', 'card', 'billing_details', 'metadata', 'allow_redisplay']);
  if (pmId && data)
    throw invalidParam('You may only specify one of these parameters: payment_method, payment_method_data.', 'payment_method');
  let face: CardFace;
  let behaviour: CardBehaviour;
  let fromMethod: Entry<Stripe.PaymentMethod> | null = null;
  if (pmId) {
    // A browser can only hand over what its customer typed, never another card on file.
    if (publishable) throw invalidParam('A publishable key cannot make a ConfirmationToken from a saved PaymentMethod.', 'payment_method');
    fromMethod = engine.paymentMethod(pmId);
    face = faceOfMethod(fromMethod.data);
    behaviour = fromMethod.sandbox.behaviour ?? 'succeed';
  } else if (data) {
    ({ face, behaviour } = cardOfParams(engine, data, 'payment_method_data'));
  } else throw missingParam('payment_method_data');
  const token = buildConfirmationToken(newId('ctoken'), engine.now(), {
    face,
    customer: (fromMethod?.data.customer as string | null) ?? null,
    setupFutureUsage,
    returnUrl,
  });
  return engine.put('confirmation_token', token, { behaviour, fingerprint: face.fingerprint, paymentMethod: fromMethod?.id }).data;
}

function retrieveToken({ engine, params, path }: RouteRequest) {
  new ParamReader(params, []);
  return engine.mustGet<Stripe.ConfirmationToken>('confirmation_token', path.id!, 'confirmation_token').data;
}

export const customerRoutes: Route[] = [
  { method: 'POST', path: '/v1/customers', access: 'secret', handler: createCustomer },
  { method: 'GET', path: '/v1/customers', access: 'secret', handler: listCustomers },
  { method: 'GET', path: '/v1/customers/:id', access: 'secret', handler: retrieveCustomer },
  { method: 'POST', path: '/v1/customers/:id', access: 'secret', handler: updateCustomer },
  { method: 'GET', path: '/v1/customers/:id/payment_methods', access: 'secret', handler: customerMethods },
  { method: 'GET', path: '/v1/customers/:id/payment_methods/:pm', access: 'secret', handler: customerMethod },
  { method: 'POST', path: '/v1/payment_methods', access: 'secret', handler: createMethod },
  { method: 'GET', path: '/v1/payment_methods', access: 'secret', handler: listMethods },
  { method: 'GET', path: '/v1/payment_methods/:id', access: 'secret', handler: retrieveMethod },
  { method: 'POST', path: '/v1/payment_methods/:id/attach', access: 'secret', handler: attachMethod },
  { method: 'POST', path: '/v1/payment_methods/:id/detach', access: 'secret', handler: detachMethod },
  { method: 'POST', path: '/v1/test_helpers/confirmation_tokens', access: 'secret', handler: createToken },
  { method: 'POST', path: '/v1/confirmation_tokens', access: 'browser', handler: createToken },
  { method: 'GET', path: '/v1/confirmation_tokens/:id', access: 'secret', handler: retrieveToken },
];
