import type { DataSource } from 'typeorm';
import type { TestOutcome } from './card.rules.js';
import type { ListedCharge, TokenizedCard } from './gateway.js';

/** A sandbox charge row as the gateway reads it back. */
export interface SandboxChargeRow {
  id: string;
  token: string;
  amount_cents: number;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
}

/**
 * The sandbox processor's own records (sandbox_gateway_*): the processor's side of the interface,
 * never the app's ledger. Plain SQL: these tables have no entities, as a real processor's would not.
 */
export class SandboxGatewayRepository {
  constructor(private readonly dataSource: DataSource) {}

  async insertCard(customerId: string, card: TokenizedCard, outcome: TestOutcome): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sandbox_gateway_cards (token, customer_id, brand, last4, exp_month, exp_year, outcome)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [card.token, customerId, card.brand, card.last4, card.expMonth, card.expYear, outcome],
    );
  }

  async detachCard(customerId: string, token: string): Promise<void> {
    await this.dataSource.query(`UPDATE sandbox_gateway_cards SET detached_at = now() WHERE token = $1 AND customer_id = $2`, [
      token,
      customerId,
    ]);
  }

  /** The test outcome of a customer's attached card, or null when there is no such card. */
  async cardOutcome(customerId: string, token: string): Promise<TestOutcome | null> {
    const [card] = await this.dataSource.query(
      `SELECT outcome FROM sandbox_gateway_cards WHERE token = $1 AND customer_id = $2 AND detached_at IS NULL`,
      [token, customerId],
    );
    return card ? card.outcome : null;
  }

  /** Whether two tokens are the same card (customer, brand, last four, expiry), like a processor's fingerprint. */
  async sameCard(a: string, b: string): Promise<boolean> {
    if (a === b) return true;
    const rows = await this.dataSource.query(
      `SELECT 1 FROM sandbox_gateway_cards x JOIN sandbox_gateway_cards y
         ON (x.customer_id, x.brand, x.last4, x.exp_month, x.exp_year) = (y.customer_id, y.brand, y.last4, y.exp_month, y.exp_year)
       WHERE x.token = $1 AND y.token = $2`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** Inserts the charge unless its idempotency key already has one; true when this call inserted it. */
  async insertChargeOnce(c: {
    id: string;
    idempotencyKey: string;
    customerId: string;
    token: string;
    amountCents: number;
    currency: string;
    status: 'succeeded' | 'failed';
    failureCode: string | null;
  }): Promise<boolean> {
    const inserted = await this.dataSource.query(
      `INSERT INTO sandbox_gateway_charges (id, idempotency_key, customer_id, token, amount_cents, currency, status, failure_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
      [c.id, c.idempotencyKey, c.customerId, c.token, c.amountCents, c.currency, c.status, c.failureCode],
    );
    return inserted.length > 0;
  }

  async chargeByKey(idempotencyKey: string): Promise<SandboxChargeRow> {
    const [charge] = await this.dataSource.query(
      `SELECT id, token, amount_cents, status, failure_code FROM sandbox_gateway_charges WHERE idempotency_key = $1`,
      [idempotencyKey],
    );
    return charge;
  }

  /** Succeeded charges created in [after, before) whose idempotency key starts with the prefix, oldest first. */
  listSucceeded(after: Date, before: Date, keyPrefix: string): Promise<ListedCharge[]> {
    return this.dataSource.query(
      `SELECT id, amount_cents AS "amountCents", refunded_cents AS "refundedCents", idempotency_key AS "idempotencyKey"
       FROM sandbox_gateway_charges
       WHERE status = 'succeeded' AND created_at >= $1 AND created_at < $2 AND starts_with(idempotency_key, $3)
       ORDER BY created_at LIMIT 1000`,
      [after, before, keyPrefix],
    );
  }

  /**
   * Refunds once per key in one transaction: the key's earlier refund is returned as it is; otherwise
   * the charge's refunded total grows only within what was charged. Null when the amount does not fit.
   */
  async refundOnce(r: { refundId: string; chargeId: string; amountCents: number; idempotencyKey: string }): Promise<string | null> {
    return this.dataSource.transaction(async (em) => {
      const [existing] = await em.query(`SELECT id FROM sandbox_gateway_refunds WHERE idempotency_key = $1`, [r.idempotencyKey]);
      if (existing) return existing.id as string;
      const [, updated] = await em.query(
        `UPDATE sandbox_gateway_charges SET refunded_cents = refunded_cents + $2
         WHERE id = $1 AND status = 'succeeded' AND refunded_cents + $2 <= amount_cents`,
        [r.chargeId, r.amountCents],
      );
      if (!updated) return null;
      await em.query(`INSERT INTO sandbox_gateway_refunds (id, idempotency_key, charge_id, amount_cents) VALUES ($1, $2, $3, $4)`, [
        r.refundId,
        r.idempotencyKey,
        r.chargeId,
        r.amountCents,
      ]);
      return r.refundId;
    });
  }
}
