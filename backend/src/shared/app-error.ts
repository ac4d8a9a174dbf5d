/**
 * The one error vocabulary. Services throw AppError; GraphQL maps `code` to `extensions.code`,
 * REST maps it to an HTTP status with the message as a plain-text body.
 */
const errorCodes = {
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  PAYMENT_FAILED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra, client-safe details (for VALIDATION: the field the message is about). */
    readonly details: { field?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message);
  }

  get httpStatus(): number {
    return errorCodes[this.code];
  }
}

/** Shown for anything unexpected: the details go to the log with the request id, never to the client. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
