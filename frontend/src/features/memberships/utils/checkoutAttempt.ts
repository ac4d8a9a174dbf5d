// One checkout attempt = one idempotency key. Retrying the same payment after the answer was lost
// reuses the key, so the server never charges twice; new payment details, or an attempt the server
// already answered (declined, invalid), start a new attempt with a new key (lib/random's randomUuid).

export interface CheckoutAttempt {
  key: string;
  /** The payment details the key was made for. */
  fingerprint: string;
}

export function attemptFor(open: CheckoutAttempt | null, fingerprint: string, makeKey: () => string): CheckoutAttempt {
  return open && open.fingerprint === fingerprint ? open : { key: makeKey(), fingerprint };
}

/**
 * The attempt left open after a failure: kept when the server's answer never arrived (the charge may
 * have happened: retry with the same key), closed when the server answered.
 */
export function afterFailure(attempt: CheckoutAttempt, serverAnswered: boolean): CheckoutAttempt | null {
  return serverAnswered ? null : attempt;
}
