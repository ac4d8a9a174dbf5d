// A checkout whose card's bank wants the card holder (3-D Secure): the server answers
// PAYMENT_ACTION_REQUIRED with the intent's client secret, the browser shows the bank's step
// (Stripe.js handleNextAction), and the SAME mutation goes again with the SAME idempotency key, so the
// server reads the intent it already made instead of charging twice (docs/payments.md).
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { readGraphQLError, type ReadableError } from '../../lib/graphqlError';

/** The words for a bank that did not confirm: the server says the same for a failed 3-D Secure. */
export const BANK_DECLINED = "Your bank couldn't confirm this payment. Please try again or use another card.";

/** The same for a card being saved (a SetupIntent): the server's words for it. */
export const BANK_DECLINED_CARD = "Your bank couldn't confirm this card. Please try again or use another card.";

/** The processor's script could not be reached, so the bank's step could not be shown. */
export const PROCESSOR_UNAVAILABLE = "We couldn't reach our payment processor. Nothing was charged; check your connection and try again.";

/** How the bank's step ended: confirmed (send the mutation again), or refused with the reason to show. */
export type BankStepOutcome = { ok: true } | { ok: false; declined: boolean; message: string };

/** Shows the bank's step for a client secret (in the app: Stripe.js handleNextAction). */
export type BankStep = (clientSecret: string) => Promise<BankStepOutcome>;

/** A payment that ended in the browser (the bank's step), not in a server answer. */
export class BankStepError extends Error {
  override readonly name = 'BankStepError';
  constructor(
    message: string,
    /** True when the bank refused: it reads as a decline (PAYMENT_FAILED), and the next card is a new attempt. */
    readonly declined: boolean,
  ) {
    super(message);
  }
}

/** The client secret of a PAYMENT_ACTION_REQUIRED answer; null for anything else. */
export function bankStepSecret(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions;
  return extensions?.code === 'PAYMENT_ACTION_REQUIRED' && typeof extensions.clientSecret === 'string' ? extensions.clientSecret : null;
}

/**
 * Sends a checkout mutation; when the bank wants the card holder, shows its step and sends the same
 * mutation again. A bank that refuses (or a step that cannot be shown) throws BankStepError; any
 * other failure is the mutation's own. `maxSteps` keeps a bank that keeps asking from looping.
 */
export async function withBankStep<T>(send: () => Promise<T>, takeStep: BankStep, maxSteps = 3): Promise<T> {
  for (let steps = 0; ; steps++) {
    try {
      return await send();
    } catch (error) {
      const secret = bankStepSecret(error);
      if (secret === null) throw error;
      if (steps >= maxSteps) throw new BankStepError(BANK_DECLINED, true);
      const outcome = await takeStep(secret);
      if (!outcome.ok) throw new BankStepError(outcome.message, outcome.declined);
    }
  }
}

/** What a failed payment says: a bank's refusal reads as a decline (PAYMENT_FAILED), like the server's. */
export function readPaymentError(error: unknown): ReadableError {
  if (error instanceof BankStepError) return { message: error.message, code: error.declined ? 'PAYMENT_FAILED' : undefined };
  return readGraphQLError(error);
}
