// For the sandbox's integration tests: the official SDK pointed at a sandbox, and the test helpers
// a test would otherwise repeat (the 3-D Secure page's answer, a card's confirmation token).
import Stripe from 'stripe';
import type { PaymentsSandbox } from './sandbox.js';

export function sdkFor(sandbox: Pick<PaymentsSandbox, 'apiUrl'>, key: string, options: Stripe.StripeConfig = {}): Stripe {
  const url = new URL(sandbox.apiUrl);
  return new Stripe(key, { host: url.hostname, port: url.port, protocol: 'http', maxNetworkRetries: 0, ...options });
}

/** The card holder answers the bank's 3-D Secure page, as the sandbox's test page does. */
export async function answer3ds(sandbox: PaymentsSandbox, clientSecret: string, outcome: 'complete' | 'fail'): Promise<Response> {
  const id = clientSecret.split('_secret_')[0]!;
  return fetch(`${sandbox.origin}/sandbox/3ds/${id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${sandbox.publishableKey}` },
    body: new URLSearchParams({ client_secret: clientSecret, outcome }),
  });
}

export interface RawError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
}

/** A ConfirmationToken of a card number, made as the card fields make one (the browser endpoint, publishable key). */
export async function browserToken(
  sandbox: PaymentsSandbox,
  number: string,
  extra: Record<string, string> = {},
): Promise<{ status: number; body: { id?: string; error?: RawError } }> {
  const res = await fetch(`${sandbox.origin}/v1/confirmation_tokens`, {
    method: 'POST',
    body: new URLSearchParams({
      key: sandbox.publishableKey,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      ...extra,
    }),
  });
  return { status: res.status, body: (await res.json()) as { id?: string; error?: RawError } };
}

/** What a rejected SDK call threw. */
export async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeError) return e;
    throw e;
  }
  throw new Error('the call succeeded');
}
