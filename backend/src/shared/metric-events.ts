/**
 * What the services report as it happens, for the operations metrics (`GET /metrics`, http/metrics.ts).
 * Services take it as an optional dependency and know nothing of Prometheus; each call is made once the
 * fact is committed, never from inside a transaction that could still roll back.
 */
export interface BusinessMetrics {
  /** A booking became confirmed: paid (or free) online, or placed at the venue's desk. */
  bookingConfirmed(channel: 'online' | 'desk'): void;
  /** Holds the sweeper released because their time ran out unpaid. */
  holdsExpired(count: number): void;
  /** A card payment was refused (declined, or its bank's check failed), by what it was for. */
  paymentFailed(purpose: string): void;
  /** The public API turned a request away: its cost budget was spent, or its key had too many requests running. */
  budgetRefused(spender: 'key' | 'address' | 'account', reason: 'budget' | 'concurrency'): void;
  /** An availability read: answered from this instance's memory, computed (and kept), or past the cache (feed down). */
  availabilityLookup(result: 'hit' | 'miss' | 'bypass'): void;
}

/**
 * Notes an error code of the one vocabulary (VALIDATION, NOT_FOUND, RATE_LIMITED, …) on the response, for
 * the request metrics to count when it is sent; the REST error handler and GraphQL's answers call it.
 */
export function noteErrorCode(res: { locals: Record<string, unknown> }, code: string): void {
  const codes = (res.locals.errorCodes as Set<string> | undefined) ?? new Set<string>();
  codes.add(code);
  res.locals.errorCodes = codes;
}
