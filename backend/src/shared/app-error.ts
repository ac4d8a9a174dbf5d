/**
 * The one error vocabulary. Services throw AppError; GraphQL maps `code` to `extensions.code`,
 * REST maps it to an HTTP status with the message as a plain-text body.
 */
const errorCodes = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  PAYMENT_FAILED: 402,
  /** The card holder's bank wants them to confirm (3-D Secure): `clientSecret` is for Stripe.js's handleNextAction. */
  PAYMENT_ACTION_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  /** A GraphQL document over one of the public API's limits (tokens, depth, aliases, directives, cost). */
  QUERY_TOO_COMPLEX: 400,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /**
     * Extra, client-safe details (for VALIDATION: the field the message is about, and for a value
     * in a list, the ids that say which item: a results cell's night and entry).
     */
    readonly details: { field?: string; retryAfterSeconds?: number; clientSecret?: string; nightId?: string; entryId?: string } = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return errorCodes[this.code];
  }
}

/** Shown while the database cannot be reached: nothing the client did, and worth retrying. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'We cannot reach our booking system right now. Please try again in a moment.';

/** Shown for anything unexpected: the details go to the log with the request id, never to the client. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

/**
 * The last line of defence behind the input checks at the edges: PostgreSQL's data exceptions
 * (class 22: a malformed uuid, a NUL byte, a number out of range, a time that does not exist) can
 * only come from a value a client sent, so they answer as that client's mistake, never a 500.
 */
export function rejectedValue(err: unknown): AppError | null {
  const e = err as { name?: string; code?: unknown; driverError?: { code?: unknown } } | null;
  const sqlState = e?.driverError?.code ?? (e?.name === 'QueryFailedError' ? e.code : undefined);
  return typeof sqlState === 'string' && sqlState.startsWith('22')
    ? new AppError('VALIDATION', 'One of the values sent is not valid.')
    : null;
}
