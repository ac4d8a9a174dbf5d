import type Stripe from 'stripe';
import type { TestApp } from './test-app.js';

/**
 * Where a test checks the money: the app's checkout attempts (`payment_attempts`) and the card
 * processor itself through the SDK (the payments sandbox, or Stripe's test mode), never the app's
 * own word for it. The ledger (`payments`, `payment_refunds`) is read with SQL next to these.
 */
type Money = Pick<TestApp, 'db' | 'stripe'>;

export interface AttemptRow {
  id: string;
  purpose: string;
  intentId: string | null;
  status: string;
  amountCents: number;
}

/** A purchase's checkout attempts, oldest first (a declined card, then the card that paid, …). */
export function attemptsOf(t: Pick<TestApp, 'db'>, purchaseId: string): Promise<AttemptRow[]> {
  return t.db.dataSource.query(
    `SELECT id, purpose, intent_id AS "intentId", status, amount_cents AS "amountCents"
       FROM payment_attempts WHERE purchase_id = $1 ORDER BY created_at, id`,
    [purchaseId],
  );
}

/** One PaymentIntent as the processor has it now. */
export interface IntentMoney {
  status: Stripe.PaymentIntent.Status;
  /** What was asked for. */
  amount: number;
  /** What was captured (0 for an authorization released, a decline, or one still only authorized). */
  received: number;
  /** How much of the captured money was refunded since. */
  refunded: number;
}

async function intentMoney(t: Pick<TestApp, 'stripe'>, intentId: string): Promise<IntentMoney> {
  const intent = await t.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] });
  const charge = intent.latest_charge && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  return {
    status: intent.status,
    amount: intent.amount,
    received: intent.amount_received ?? 0,
    refunded: charge?.captured ? charge.amount_refunded : 0,
  };
}

/** Every intent a purchase's attempts made, oldest first, as the processor has it now. */
export async function intentsOf(t: Money, purchaseId: string): Promise<IntentMoney[]> {
  const attempts = (await attemptsOf(t, purchaseId)).filter((a) => a.intentId);
  return Promise.all(attempts.map((a) => intentMoney(t, a.intentId!)));
}

/**
 * The money a purchase took at the processor: its intents that captured money or still hold an
 * authorization (declines, and authorizations released, took nothing and are left out).
 */
export async function moneyOf(t: Money, purchaseId: string): Promise<IntentMoney[]> {
  return (await intentsOf(t, purchaseId)).filter((i) => i.received > 0 || i.status === 'requires_capture');
}

/** A charge at the processor, with whether the app's ledger recorded it. */
export interface ProcessorCharge {
  id: string;
  intentId: string | null;
  /** The purchase the intent's metadata names (the checkout engine puts it there). */
  purchase: string | null;
  amount: number;
  captured: boolean;
  refunded: number;
  /** A `payments` row holds this charge. */
  recorded: boolean;
  /** Not captured, and its intent still holds the card's money (neither captured nor released). */
  authorizationHeld: boolean;
}

/**
 * Every successful charge (captured or only authorized) the processor made since `sinceMs`
 * (declined ones are left out), each with whether the ledger recorded it. A test app has a
 * processor of its own, so these are its checkouts' charges.
 */
export async function chargesAtProcessor(t: Money, sinceMs: number): Promise<ProcessorCharge[]> {
  const charges = await t.stripe.charges
    .list({ created: { gte: Math.floor(sinceMs / 1000) - 1 }, limit: 100 })
    .autoPagingToArray({ limit: 10_000 });
  const ok = charges.filter((c) => c.status === 'succeeded');
  const rows: { id: string }[] = await t.db.dataSource.query(
    `SELECT gateway_charge_id AS id FROM payments WHERE gateway_charge_id = ANY($1)`,
    [ok.map((c) => c.id)],
  );
  const recorded = new Set(rows.map((r) => r.id));
  return Promise.all(
    ok.map(async (c) => {
      const intentId = typeof c.payment_intent === 'string' ? c.payment_intent : (c.payment_intent?.id ?? null);
      const held = !c.captured && !!intentId && (await t.stripe.paymentIntents.retrieve(intentId)).status === 'requires_capture';
      return {
        id: c.id,
        intentId,
        purchase: c.metadata?.purchase ?? null,
        amount: c.amount,
        captured: c.captured,
        refunded: c.amount_refunded,
        recorded: recorded.has(c.id),
        authorizationHeld: held,
      };
    }),
  );
}

/** A charge whose money stays with the venue: captured and not refunded in full. */
export const standing = (c: ProcessorCharge): boolean => c.captured && c.refunded < c.amount;

/** Money at the processor the books cannot account for: a standing charge without its ledger row, or an authorization left held. */
export const unaccounted = (charges: ProcessorCharge[]): ProcessorCharge[] =>
  charges.filter((c) => (standing(c) && !c.recorded) || c.authorizationHeld);
