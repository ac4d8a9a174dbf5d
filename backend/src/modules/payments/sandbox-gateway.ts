import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import { brandOf, DECLINE_MESSAGES, digitsOf, isExpired, passesLuhn, sandboxOutcome, type TestOutcome } from './card.rules.js';
import { SandboxGatewayRepository } from './sandbox-gateway.repository.js';
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
  const store = new SandboxGatewayRepository(dataSource);
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
      await store.insertCard(customerId, result, sandboxOutcome(number));
      return result;
    },

    detachCard: (customerId: string, token: string) => store.detachCard(customerId, token),

    async charge(req: ChargeRequest): Promise<Charge> {
      const outcome: TestOutcome | 'no_card' = (await store.cardOutcome(req.customerId, req.token)) ?? 'no_card';
      const status = outcome === 'succeeds' ? 'succeeded' : 'failed';
      // The key decides: the first request with it is the one that happens, retries replay it.
      const inserted = await store.insertChargeOnce({
        id: id('ch'),
        idempotencyKey: req.idempotencyKey,
        customerId: req.customerId,
        token: req.token,
        amountCents: req.amountCents,
        currency: req.currency,
        status,
        failureCode: status === 'failed' ? outcome : null,
      });
      const charge = await store.chargeByKey(req.idempotencyKey);
      // A retry may carry a new token for the same card (the app tokenizes the details it is sent on
      // every attempt): like a processor's card fingerprint, the card itself decides, not its token.
      if (!inserted && (charge.amount_cents !== req.amountCents || !(await store.sameCard(charge.token, req.token)))) {
        throw new AppError('CONFLICT', 'This payment was already attempted with different details. Please start the checkout again.');
      }
      if (charge.status === 'failed') {
        if (charge.failure_code === 'no_card')
          throw new PaymentDeclinedError('That card is no longer on file. Please choose another card.', 'no_card');
        throw new PaymentDeclinedError(DECLINE_MESSAGES[charge.failure_code as keyof typeof DECLINE_MESSAGES], charge.failure_code!);
      }
      return { id: charge.id, amountCents: charge.amount_cents };
    },

    listCharges: (q: { createdAfter: Date; createdBefore: Date; keyPrefix: string }): Promise<ListedCharge[]> =>
      store.listSucceeded(q.createdAfter, q.createdBefore, q.keyPrefix),

    async refund(req: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }> {
      const refundId = await store.refundOnce({ refundId: id('re'), ...req });
      if (!refundId) throw new AppError('CONFLICT', 'That charge cannot be refunded by that amount.');
      return { id: refundId };
    },
  };
}
