import { AppError } from '../../shared/app-error.js';
import type { CardBrand } from './card.rules.js';

/**
 * What the app needs from a card processor. The built-in sandbox implements it; a real processor
 * plugs in behind the same interface (PAYMENT_GATEWAY). Amounts are integer cents.
 */
export interface PaymentGateway {
  readonly name: string;
  /** A processor's test mode (the sandbox): no real money moves, the test cards work. */
  readonly testMode: boolean;
  createCustomer(ref: { userId: string; email: string }): Promise<string>;
  /** Turns card details into a reusable token; the number goes no further. */
  tokenizeCard(customerId: string, card: CardDetails): Promise<TokenizedCard>;
  detachCard(customerId: string, token: string): Promise<void>;
  /** Charges once per idempotency key: a retry with the same key returns the first result. */
  charge(req: ChargeRequest): Promise<Charge>;
  refund(req: { chargeId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /**
   * Succeeded charges created in [createdAfter, createdBefore) whose idempotency key starts with
   * `keyPrefix` (a real processor lists charges by date and filters on the metadata we sent), for
   * reconciliation: money taken that the app never recorded.
   */
  listCharges(q: { createdAfter: Date; createdBefore: Date; keyPrefix: string }): Promise<ListedCharge[]>;
}

export interface ListedCharge {
  id: string;
  amountCents: number;
  refundedCents: number;
  idempotencyKey: string;
}

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TokenizedCard {
  token: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  customerId: string;
  token: string;
  amountCents: number;
  currency: 'usd';
  idempotencyKey: string;
  description: string;
}

export interface Charge {
  id: string;
  amountCents: number;
}

/** A charge the card's issuer refused: a PAYMENT_FAILED the customer can act on (another card). */
export class PaymentDeclinedError extends AppError {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super('PAYMENT_FAILED', message);
  }
}
