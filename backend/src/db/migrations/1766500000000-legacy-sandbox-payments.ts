import type { MigrationInterface, QueryRunner } from 'typeorm';
import { writeSandboxHistory } from '../../payments-sandbox/sandbox.js';

interface LegacyCharge {
  id: string;
  customer: string;
  token: string;
  amount: number;
  refunded: number;
  refundId: string | null;
  refundedAt: Date | null;
  created: Date;
  purpose: string | null;
  purchase: string | null;
  user: string | null;
}

/**
 * The old built-in gateway's records (sandbox_gateway_cards/charges/refunds) move into the payments
 * sandbox, which speaks Stripe's API (docs/payments.md), so that saved cards still pay and past charges
 * can still be refunded: each card becomes a PaymentMethod (`tok_…` → `pm_…`, the saved methods follow),
 * each succeeded charge a captured PaymentIntent with its Charge (and its refunds as one Refund), and
 * the ledger gains the intents and its refund rows. Then the old tables go. (It calls the sandbox's
 * own writer, so the objects are exactly what the sandbox reads; a database that never had any is
 * untouched but for the dropped tables.)
 */
export class LegacySandboxPayments1766500000000 implements MigrationInterface {
  name = 'LegacySandboxPayments1766500000000';

  async up(q: QueryRunner): Promise<void> {
    const pm = (token: string) => `pm_${token.replace(/^tok_/, '')}`;
    const cards: { token: string; customer: string; brand: string; last4: string; expMonth: number; expYear: number; created: Date }[] =
      await q.query(
        `SELECT token, customer_id AS customer, brand, last4, exp_month AS "expMonth", exp_year AS "expYear", created_at AS created
         FROM sandbox_gateway_cards ORDER BY created_at`,
      );
    const charges: LegacyCharge[] = await q.query(
      `SELECT c.id, c.customer_id AS customer, c.token, c.amount_cents AS amount, c.refunded_cents AS refunded, c.created_at AS created,
              (SELECT r.id FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id ORDER BY r.created_at LIMIT 1) AS "refundId",
              (SELECT max(r.created_at) FROM sandbox_gateway_refunds r WHERE r.charge_id = c.id) AS "refundedAt",
              p.purpose, coalesce(p.booking_id, p.league_entry_id, p.event_registration_id, p.membership_id)::text AS purchase, p.user_id::text AS user
       FROM sandbox_gateway_charges c LEFT JOIN payments p ON p.gateway_charge_id = c.id
       WHERE c.status = 'succeeded' ORDER BY c.created_at`,
    );
    if (cards.length > 0 || charges.length > 0) {
      const customers: { id: string; email: string; created: Date }[] = await q.query(
        `SELECT DISTINCT ON (c.customer_id) c.customer_id AS id, coalesce(u.email, 'unknown@example.com') AS email, c.created_at AS created
         FROM sandbox_gateway_cards c LEFT JOIN users u ON u.gateway_customer_id = c.customer_id ORDER BY c.customer_id, c.created_at`,
      );
      await writeSandboxHistory((sql, params) => q.query(sql, params as unknown[]), {
        customers,
        cards: cards.map((c) => ({
          id: pm(c.token),
          customer: c.customer,
          brand: c.brand,
          last4: c.last4,
          expMonth: c.expMonth,
          expYear: c.expYear,
          created: c.created,
        })),
        payments: charges.map((c) => ({
          intentId: `pi_${c.id.replace(/^ch_/, '')}`,
          chargeId: c.id,
          customer: c.customer,
          paymentMethod: pm(c.token),
          amountCents: c.amount,
          description: c.purpose ? `${c.purpose} payment` : 'payment',
          metadata: c.purpose && c.purchase ? { purpose: c.purpose, purchase: c.purchase, ...(c.user ? { user: c.user } : {}) } : {},
          created: c.created,
          ...(c.refunded > 0 && c.refundId
            ? { refund: { id: c.refundId, amountCents: c.refunded, created: c.refundedAt ?? c.created } }
            : {}),
        })),
      });
      await q.query(`UPDATE payment_methods SET gateway_token = 'pm_' || substr(gateway_token, 5) WHERE gateway_token LIKE 'tok\\_%'`);
      await q.query(
        `UPDATE payments p SET gateway_intent_id = 'pi_' || substr(p.gateway_charge_id, 4), card_brand = c.brand, card_last4 = c.last4
         FROM sandbox_gateway_charges ch JOIN sandbox_gateway_cards c ON c.token = ch.token
         WHERE ch.id = p.gateway_charge_id AND p.gateway = 'sandbox'`,
      );
      await q.query(
        `INSERT INTO payment_refunds (payment_id, processor_refund_id, amount_cents, created_at)
         SELECT p.id, r.id, p.refunded_cents, r.created_at
         FROM payments p JOIN LATERAL (SELECT id, created_at FROM sandbox_gateway_refunds WHERE charge_id = p.gateway_charge_id ORDER BY created_at LIMIT 1) r ON true
         WHERE p.refunded_cents > 0 ON CONFLICT DO NOTHING`,
      );
    }
    await q.query(`DROP TABLE sandbox_gateway_refunds`);
    await q.query(`DROP TABLE sandbox_gateway_charges`);
    await q.query(`DROP TABLE sandbox_gateway_cards`);
  }

  async down(): Promise<void> {
    throw new Error('The old gateway is gone: restore a backup taken before this migration to go back.');
  }
}
