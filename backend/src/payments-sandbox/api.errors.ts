// Stripe's error answers: `{ error: { type, code, message, … } }` with the status that makes the SDK
// raise the same class it raises against Stripe (400/404 StripeInvalidRequestError or, for
// `idempotency_error`, StripeIdempotencyError; 401 StripeAuthenticationError; 402 StripeCardError).
import type { CardFailure } from './cards.rules.js';

export interface ErrorBody {
  type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  /** The objects a refusal concerns, whole, as Stripe puts them in the error. */
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  charge?: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /**
     * Whether an idempotent request keeps this answer. Stripe keeps nothing for a request its
     * parameters refused before it ran (a retry with the same key runs again), and keeps what
     * happened once it ran (a decline, a wrong state).
     */
    readonly kept = true,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

/** A parameter refused before anything ran (nothing is kept for its idempotency key). */
export function invalidParam(message: string, param?: string, code?: string): ApiError {
  return new ApiError(
    400,
    { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code, doc_url: docUrl(code) } : {}) },
    false,
  );
}

export function missingParam(param: string): ApiError {
  return invalidParam(`Missing required param: ${param}.`, param, 'parameter_missing');
}

/** Stripe's wording per object: `No such payment_intent: 'pi_…'`. */
const NAMES: Record<string, string> = {
  customer: 'customer',
  payment_method: 'PaymentMethod',
  confirmation_token: 'confirmationtoken',
  payment_intent: 'payment_intent',
  setup_intent: 'setupintent',
  charge: 'charge',
  refund: 'refund',
  dispute: 'dispute',
  event: 'event',
};

/** An id that names nothing: 404 for the object of the path, 400 for one a parameter names. */
export function noSuch(type: string, id: string, param: string, status: 400 | 404 = 400): ApiError {
  return new ApiError(
    status,
    {
      type: 'invalid_request_error',
      code: 'resource_missing',
      doc_url: docUrl('resource_missing'),
      message: `No such ${NAMES[type] ?? type}: '${id}'`,
      param,
    },
    false,
  );
}

/** A request the object's state refuses (it ran, so its key keeps the answer). */
export function invalidState(
  code: 'payment_intent_unexpected_state' | 'setup_intent_unexpected_state' | 'charge_already_refunded' | string,
  message: string,
  extra: Partial<ErrorBody> = {},
): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', code, doc_url: docUrl(code), message, ...extra });
}

/** A refusal that ran into something other than a parameter (kept for its key). */
export function invalidRequest(message: string, extra: Partial<ErrorBody> = {}): ApiError {
  return new ApiError(400, { type: 'invalid_request_error', message, ...extra });
}

/** The card's issuer (or the card check) refused: 402. */
export function cardError(failure: CardFailure, extra: Partial<ErrorBody> = {}, param?: string): ApiError {
  return new ApiError(402, {
    type: 'card_error',
    code: failure.code,
    ...(failure.decline_code ? { decline_code: failure.decline_code } : {}),
    doc_url: docUrl(failure.code),
    message: failure.message,
    ...(param ? { param } : {}),
    ...extra,
  });
}

export function authError(status: 401, message: string): ApiError {
  return new ApiError(status, { type: 'invalid_request_error', message }, false);
}
