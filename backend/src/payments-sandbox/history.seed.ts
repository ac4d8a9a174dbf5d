// Past payments written straight into the sandbox's tables (the demo seed runs in its own
// transaction before any sandbox starts): customers, their saved cards, succeeded PaymentIntents
// with their captured Charges, and refunds, exactly as the sandbox would have made them, so that the
// app can read them back and refund them through the API later.
import type Stripe from 'stripe';
import { behaviourOfFace } from './cards.rules.js';
import {
  buildCharge,
  buildCustomer,
  buildPaymentIntent,
  buildPaymentMethod,
  buildRefund,
  fingerprintOf,
  type CardFace,
} from './objects.builders.js';
import { CREATE_TABLES, insertObjects, objectRows } from './persistence.store.js';
import type { Entry, ObjectType, SandboxState } from './store.state.js';

export interface SandboxHistory {
  customers: { id: string; email: string; name?: string | null; created: Date; defaultPaymentMethod?: string | null }[];
  /** Saved cards (attached to their customer; set up for off-session use). */
  cards: { id: string; customer: string; brand: string; last4: string; expMonth: number; expYear: number; created: Date }[];
  /** Succeeded payments: each a captured PaymentIntent and its Charge, on one of the cards above, perhaps refunded (in part). */
  payments: {
    intentId: string;
    chargeId: string;
    customer: string;
    paymentMethod: string;
    amountCents: number;
    description: string;
    metadata: Record<string, string>;
    created: Date;
    refund?: { id: string; amountCents: number; created: Date };
  }[];
  /** The sandbox's origin as browsers reach it (receipt links); default http://localhost:3001. */
  origin?: string;
}

/** A query in the caller's transaction (TypeORM's `queryRunner.query`, pg's `client.query`). */
export type Query = (sql: string, params?: unknown[]) => Promise<unknown>;

/** A time as a Date (a query may hand back strings). */
const at = (d: Date | string): Date => (d instanceof Date ? d : new Date(d));

function expectId(id: string, prefix: string, what: string): void {
  if (!id.startsWith(`${prefix}_`)) throw new Error(`payments sandbox history: ${what} id ${id} must start with ${prefix}_`);
}

/** The Stripe objects a history stands for, in the order they were made. */
function historyEntries(history: SandboxHistory): Omit<Entry, 'seq'>[] {
  const origin = history.origin ?? 'http://localhost:3001';
  const rows: Omit<Entry, 'seq'>[] = [];
  const add = (type: ObjectType, data: { id: string }, created: Date, sandbox: SandboxState = {}) =>
    rows.push({ id: data.id, type, data, sandbox, created: at(created) });

  for (const c of history.customers) {
    expectId(c.id, 'cus', 'customer');
    const customer = buildCustomer(c.id, at(c.created), { email: c.email, name: c.name ?? null, metadata: {} });
    if (c.defaultPaymentMethod) customer.invoice_settings.default_payment_method = c.defaultPaymentMethod;
    add('customer', customer, c.created);
  }
  const faces = new Map<string, CardFace>();
  for (const card of history.cards) {
    expectId(card.id, 'pm', 'card');
    const face: CardFace = {
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      funding: 'credit',
      fingerprint: fingerprintOf(`${card.brand}:${card.last4}:${card.expMonth}/${card.expYear}:${card.customer}`),
    };
    faces.set(card.id, face);
    add('payment_method', buildPaymentMethod(card.id, at(card.created), face, card.customer), card.created, {
      behaviour: behaviourOfFace(card.brand, card.last4),
      setUpOffSession: true,
    });
  }
  for (const p of history.payments) {
    expectId(p.intentId, 'pi', 'payment');
    expectId(p.chargeId, 'ch', 'charge');
    const face = faces.get(p.paymentMethod);
    if (!face)
      throw new Error(`payments sandbox history: payment ${p.intentId} names card ${p.paymentMethod}, which is not among the cards`);
    const intent: Stripe.PaymentIntent = {
      ...buildPaymentIntent(p.intentId, at(p.created), {
        amount: p.amountCents,
        currency: 'usd',
        customer: p.customer,
        description: p.description,
        metadata: p.metadata,
        captureMethod: 'manual',
        paymentMethodTypes: ['card'],
        allowedPaymentMethodTypes: ['card'],
        setupFutureUsage: null,
        receiptEmail: null,
        statementDescriptor: null,
      }),
      status: 'succeeded',
      amount_received: p.amountCents,
      payment_method: p.paymentMethod,
      latest_charge: p.chargeId,
    };
    const charge = buildCharge(p.chargeId, at(p.created), {
      amount: p.amountCents,
      currency: 'usd',
      customer: p.customer,
      description: p.description,
      metadata: p.metadata,
      paymentIntent: p.intentId,
      paymentMethod: p.paymentMethod,
      face,
      receiptUrl: `${origin}/receipts/${p.chargeId}`,
      outcome: 'captured',
      threeDSecure: false,
    });
    add('payment_intent', intent, p.created);
    if (p.refund) {
      expectId(p.refund.id, 're', 'refund');
      if (p.refund.amountCents < 1 || p.refund.amountCents > p.amountCents)
        throw new Error(
          `payments sandbox history: refund ${p.refund.id} of ${p.refund.amountCents} cents on a payment of ${p.amountCents}`,
        );
      charge.amount_refunded = p.refund.amountCents;
      charge.refunded = p.refund.amountCents === p.amountCents;
      add('charge', charge, p.created);
      add(
        'refund',
        buildRefund(p.refund.id, at(p.refund.created), {
          amount: p.refund.amountCents,
          charge,
          reason: 'requested_by_customer',
          metadata: {},
        }),
        p.refund.created,
      );
    } else add('charge', charge, p.created);
  }
  return rows.sort((a, b) => a.created.getTime() - b.created.getTime());
}

/**
 * Writes past sandbox objects with the caller's query (inside its transaction), making the tables
 * when they are missing. Objects already there are left as they are, so a seed may run again.
 */
export async function writeSandboxHistory(query: Query, history: SandboxHistory): Promise<void> {
  for (const sql of CREATE_TABLES) await query(sql);
  const rows = historyEntries(history);
  if (rows.length > 0) await query(insertObjects('keep'), objectRows(rows));
}
