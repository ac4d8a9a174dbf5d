// Where the money went: refunds (partial ones add up, never past what was taken), charges and
// disputes to read back (the app's daily reconciliation lists charges), and events.
import type Stripe from 'stripe';
import { invalidParam, invalidState, missingParam } from './api.errors.js';
import type { Route, RouteRequest } from './engine.state.js';
import { buildRefund, newId } from './objects.builders.js';
import { mergeMetadata, ParamReader } from './params.rules.js';

const LIST = ['limit', 'starting_after', 'ending_before', 'created'];

/** Money as Stripe's messages write it ($60.00). */
export function formatAmount(cents: number, currency: string): string {
  const value = (cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return currency === 'usd' ? `$${value}` : `${value} ${currency.toUpperCase()}`;
}

function createRefund({ engine, params }: RouteRequest): Stripe.Refund {
  const p = new ParamReader(params, [
    'charge',
    'payment_intent',
    'amount',
    'reason',
    'metadata',
    'instructions_email',
    'refund_application_fee',
    'reverse_transfer',
    'origin',
    'currency',
    'customer',
  ]);
  const intentId = p.string('payment_intent');
  const chargeId = p.string('charge');
  if (!intentId && !chargeId) throw missingParam('charge');
  let charge: Stripe.Charge;
  if (intentId) {
    const intent = engine.mustFind<Stripe.PaymentIntent>('payment_intent', intentId, 'payment_intent').data;
    if (intent.status === 'requires_capture')
      throw invalidState(
        'payment_intent_unexpected_state',
        `This PaymentIntent (${intent.id}) has not been captured: cancel it to release the authorization instead.`,
        { param: 'payment_intent', payment_intent: intent },
      );
    if (intent.status !== 'succeeded' || !intent.latest_charge)
      throw invalidState(
        'payment_intent_unexpected_state',
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        {
          param: 'payment_intent',
          payment_intent: intent,
        },
      );
    charge = engine.mustFind<Stripe.Charge>('charge', intent.latest_charge as string, 'payment_intent').data;
    if (chargeId && chargeId !== charge.id)
      throw invalidParam(`The charge ${chargeId} does not belong to the PaymentIntent ${intent.id}.`, 'charge');
  } else {
    charge = engine.mustFind<Stripe.Charge>('charge', chargeId!, 'charge').data;
  }
  if (charge.status !== 'succeeded')
    throw invalidState('charge_not_refundable', `Charge ${charge.id} did not succeed, so there is nothing to refund.`, { param: 'charge' });
  if (!charge.captured)
    throw invalidState(
      'charge_not_refundable',
      `Charge ${charge.id} has not been captured: cancel its PaymentIntent to release the authorization instead.`,
      { param: 'charge' },
    );
  if (charge.disputed)
    throw invalidState('charge_disputed', `Charge ${charge.id} has been charged back; cannot issue a refund.`, { charge: charge.id });
  // What is left to give back (a partial capture already released the rest of the authorization).
  const left = charge.amount - charge.amount_refunded;
  if (left <= 0) throw invalidState('charge_already_refunded', `Charge ${charge.id} has already been refunded.`, { charge: charge.id });
  const amount = p.integer('amount') ?? left;
  if (amount < 1) throw invalidParam('Invalid positive integer', 'amount');
  if (amount > left)
    throw invalidParam(
      `Refund amount (${formatAmount(amount, charge.currency)}) is greater than ` +
        `unrefunded amount on charge (${formatAmount(left, charge.currency)})`,
      'amount',
      'amount_too_large',
    );
  const refund = engine.put(
    'refund',
    buildRefund(newId('re'), engine.now(), {
      amount,
      charge,
      reason: p.oneOf('reason', ['duplicate', 'fraudulent', 'requested_by_customer']),
      metadata: mergeMetadata({}, p.metadata()),
    }),
  );
  const refunded = engine.put<Stripe.Charge>('charge', {
    ...charge,
    amount_refunded: charge.amount_refunded + amount,
    refunded: charge.amount_refunded + amount >= charge.amount,
  });
  engine.emit('refund.created', refund.data);
  engine.emit('charge.refunded', refunded.data, { amount_refunded: charge.amount_refunded, refunded: charge.refunded });
  return refund.data;
}

function listRefunds({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'charge', 'payment_intent']);
  const charge = p.string('charge');
  const intent = p.string('payment_intent');
  return engine.page(
    engine.listOf<Stripe.Refund>(
      'refund',
      p,
      (r) => (charge === null || r.charge === charge) && (intent === null || r.payment_intent === intent),
    ),
    p,
    url,
  );
}

function listCharges({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'customer', 'payment_intent', 'transfer_group']);
  const customer = p.string('customer');
  const intent = p.string('payment_intent');
  return engine.page(
    engine.listOf<Stripe.Charge>(
      'charge',
      p,
      (c) => (customer === null || c.customer === customer) && (intent === null || c.payment_intent === intent),
    ),
    p,
    url,
  );
}

function listDisputes({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'charge', 'payment_intent']);
  const charge = p.string('charge');
  const intent = p.string('payment_intent');
  return engine.page(
    engine.listOf<Stripe.Dispute>(
      'dispute',
      p,
      (d) => (charge === null || d.charge === charge) && (intent === null || d.payment_intent === intent),
    ),
    p,
    url,
  );
}

function listEvents({ engine, params, url }: RouteRequest) {
  const p = new ParamReader(params, [...LIST, 'type', 'types', 'delivery_success']);
  const type = p.string('type');
  const types = p.strings('types');
  // `type` may end in `*` (`charge.*`), as in Stripe.
  const matches = (t: string) =>
    (type === null || (type.endsWith('*') ? t.startsWith(type.slice(0, -1)) : t === type)) && (types.length === 0 || types.includes(t));
  return engine.page(
    engine.listOf<Stripe.Event>('event', p, (e) => matches(e.type)),
    p,
    url,
  );
}

/** `GET /v1/<objects>/:id` for objects that are only read. */
function retrieve(type: 'refund' | 'charge' | 'dispute' | 'event') {
  return ({ engine, params, path }: RouteRequest) => {
    new ParamReader(params, []);
    return engine.mustGet(type, path.id!, type).data;
  };
}

export const moneyRoutes: Route[] = [
  { method: 'POST', path: '/v1/refunds', access: 'secret', handler: createRefund },
  { method: 'GET', path: '/v1/refunds', access: 'secret', handler: listRefunds },
  { method: 'GET', path: '/v1/refunds/:id', access: 'secret', handler: retrieve('refund') },
  { method: 'GET', path: '/v1/charges', access: 'secret', handler: listCharges },
  { method: 'GET', path: '/v1/charges/:id', access: 'secret', handler: retrieve('charge') },
  { method: 'GET', path: '/v1/disputes', access: 'secret', handler: listDisputes },
  { method: 'GET', path: '/v1/disputes/:id', access: 'secret', handler: retrieve('dispute') },
  { method: 'GET', path: '/v1/events', access: 'secret', handler: listEvents },
  { method: 'GET', path: '/v1/events/:id', access: 'secret', handler: retrieve('event') },
];
