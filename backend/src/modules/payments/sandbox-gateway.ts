import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { brandOf, DECLINE_MESSAGES, digitsOf, isExpired, passesLuhn, sandboxOutcome, type TestOutcome } from './card.rules.js';
import {
  PaymentDeclinedError,
  type CardDetails,
  type Charge,
  type ChargeRequest,
  type ListedCharge,
  type PaymentGateway,
  type TokenizedCard,
} from './gateway.js';

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/**
 * The built-in sandbox: behaves like a card processor's test mode (4242… succeeds, 4000…0002 is
 * declined, 4000…9995 has insufficient funds; Luhn and expiry are checked). Its records live in
 * sandbox_gateway_* tables, standing in for the processor's side; the card number is never stored.
 */
export function createSandboxGateway(dataSource: DataSource, now: () => Date = () => new Date()): PaymentGateway {
  return {
    name: 'sandbox',
    testMode: true,

    createCustomer: async () => id('cus'),

    async tokenizeCard(customerId: string, card: CardDetails): Promise<TokenizedCard> {
      const number = digitsOf(card.number ?? '');
      if (!passesLuhn(number)) throw new AppError('VALIDATION', 'That card number is not valid. Please check it.', { field: 'number' });
      if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
        throw new AppError('VALIDATION', 'Please enter the expiry month (1–12).', { field: 'expMonth' });
      }
      const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
      if (!Number.isInteger(expYear) || expYear > 2100)
        throw new AppError('VALIDATION', 'Please enter the expiry year.', { field: 'expYear' });
      if (isExpired(card.expMonth, expYear, now()))
        throw new AppError('VALIDATION', 'That card has expired. Please use another card.', { field: 'expYear' });
      if (!/^\d{3,4}$/.test(card.cvc ?? ''))
        throw new AppError('VALIDATION', 'Please enter the 3 or 4 digit security code.', { field: 'cvc' });
      const result: TokenizedCard = { token: id('tok'), brand: brandOf(number), last4: number.slice(-4), expMonth: card.expMonth, expYear };
      await dataSource.query(
        `INSERT INTO sandbox_gateway_cards (token, customer_id, brand, last4, exp_month, exp_year, outcome) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [result.token, customerId, result.brand, result.last4, result.expMonth, result.expYear, sandboxOutcome(number)],
      );
      return result;
    },

    async detachCard(customerId: string, token: string): Promise<void> {
      await dataSource.query(`UPDATE sandbox_gateway_cards SET detached_at = now() WHERE token = $1 AND customer_id = $2`, [
        token,
        customerId,
      ]);
    },

    async charge(req: ChargeRequest): Promise<Charge> {
      // A retry may carry a new token for the same card (the app tokenizes the details it is sent on
      // every attempt): like a processor's card fingerprint, the card itself decides, not its token.
      const sameCard = async (a: string, b: string) =>
        a === b ||
        (
          await dataSource.query(
            `SELECT 1 FROM sandbox_gateway_cards x JOIN sandbox_gateway_cards y
               ON (x.customer_id, x.brand, x.last4, x.exp_month, x.exp_year) = (y.customer_id, y.brand, y.last4, y.exp_month, y.exp_year)
             WHERE x.token = $1 AND y.token = $2`,
            [a, b],
          )
        ).length > 0;
      const [card] = await dataSource.query(
        `SELECT outcome FROM sandbox_gateway_cards WHERE token = $1 AND customer_id = $2 AND detached_at IS NULL`,
        [req.token, req.customerId],
      );
      const outcome: TestOutcome | 'no_card' = card ? card.outcome : 'no_card';
      const status = outcome === 'succeeds' ? 'succeeded' : 'failed';
      // The key decides: the first request with it is the one that happens, retries replay it.
      const inserted = await dataSource.query(
        `INSERT INTO sandbox_gateway_charges (id, idempotency_key, customer_id, token, amount_cents, currency, status, failure_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
        [
          id('ch'),
          req.idempotencyKey,
          req.customerId,
          req.token,
          req.amountCents,
          req.currency,
          status,
          status === 'failed' ? outcome : null,
        ],
      );
      const [charge] = await dataSource.query(`SELECT * FROM sandbox_gateway_charges WHERE idempotency_key = $1`, [req.idempotencyKey]);
      if (!inserted.length && (charge.amount_cents !== req.amountCents || !(await sameCard(charge.token, req.token)))) {
        throw new AppError('CONFLICT', 'This payment was already attempted with different details. Please start the checkout again.');
      }
      if (charge.status === 'failed') {
        if (charge.failure_code === 'no_card')
          throw new PaymentDeclinedError('That card is no longer on file. Please choose another card.', 'no_card');
        throw new PaymentDeclinedError(DECLINE_MESSAGES[charge.failure_code as keyof typeof DECLINE_MESSAGES], charge.failure_code);
      }
      return { id: charge.id, amountCents: charge.amount_cents };
    },

    async listCharges(q: { createdAfter: Date; createdBefore: Date; keyPrefix: string }): Promise<ListedCharge[]> {
      return dataSource.query(
        `SELECT id, amount_cents AS "amountCents", refunded_cents AS "refundedCents", idempotency_key AS "idempotencyKey"
         FROM sandbox_gateway_charges
         WHERE status = 'succeeded' AND created_at >= $1 AND created_at < $2 AND starts_with(idempotency_key, $3)
         ORDER BY created_at LIMIT 1000`,
        [q.createdAfter, q.createdBefore, q.keyPrefix],
      );
    },

    async refund(req: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
      return dataSource.transaction(async (em) => {
        const [existing] = await em.query(`SELECT id FROM sandbox_gateway_refunds WHERE idempotency_key = $1`, [req.idempotencyKey]);
        if (existing) return { id: existing.id };
        const [, updated] = await em.query(
          `UPDATE sandbox_gateway_charges SET refunded_cents = refunded_cents + $2
           WHERE id = $1 AND status = 'succeeded' AND refunded_cents + $2 <= amount_cents`,
          [req.chargeId, req.amountCents],
        );
        if (!updated) throw new AppError('CONFLICT', 'That charge cannot be refunded by that amount.');
        const refundId = id('re');
        await em.query(`INSERT INTO sandbox_gateway_refunds (id, idempotency_key, charge_id, amount_cents) VALUES ($1, $2, $3, $4)`, [
          refundId,
          req.idempotencyKey,
          req.chargeId,
          req.amountCents,
        ]);
        return { id: refundId };
      });
    },
  };
}
