import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Response } from 'express';
import { unwrapResolverError } from '@apollo/server/errors';
import { isDatabaseUnavailable } from '../db/outage-monitor.js';
import { AppError, DATABASE_UNAVAILABLE_MESSAGE, GENERIC_ERROR_MESSAGE, rejectedValue } from '../shared/app-error.js';
import { errorKind, type LogGate } from '../shared/log-gate.js';
import { noteErrorCode } from '../shared/metric-events.js';
import { brokenLimit, LIMIT_CODE, TOKENS_MESSAGE } from './limits.js';

/** Where unexpected errors go: one line per kind a minute, and outages to their monitor (one line each way). */
export interface ErrorReporting {
  gate: LogGate;
  outage: { noteFailure(err: unknown): boolean };
}

/**
 * A refusal sent before Apollo runs (middleware on /graphql), in the same shape as Apollo's own errors
 * so a client reads one format: `{ errors: [{ message, extensions: { code, ... } }] }`.
 */
export function sendGraphQLRefusal(res: Response, status: number, message: string, extensions: { code: string } & Record<string, unknown>) {
  noteErrorCode(res, extensions.code);
  res.status(status).json({ errors: [{ message, extensions }] });
}

// Codes GraphQL and Apollo assign to malformed requests: their messages are safe and useful.
const PASS_THROUGH = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * Maps every error to the one vocabulary: AppError keeps its code and message; input problems
 * become VALIDATION with the field; anything else is logged and shown as a generic message.
 */
export function formatGraphQLError({ gate, outage }: ErrorReporting) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const unwrapped = unwrapResolverError(error);
    // A refusal raised before execution (a plugin's) carries its AppError as originalError, without a path.
    const original = unwrapped instanceof GraphQLError && unwrapped.originalError instanceof AppError ? unwrapped.originalError : unwrapped;
    const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

    if (original instanceof AppError) {
      return { ...base, message: original.message, extensions: { code: original.code, ...original.details } };
    }
    const code = formatted.extensions?.code;
    if (code === 'BAD_USER_INPUT') return { ...base, extensions: { code: 'VALIDATION' } };
    // The input guard's refusals (inputGuardPlugin), raised before any resolver ran.
    if (code === 'VALIDATION') return { ...base, extensions: { code, field: formatted.extensions?.field } };
    // A document over one of the limits (graphql-armor's rules, the parser's token limit): refused before running.
    const limit = brokenLimit(formatted);
    if (limit) return { message: limit === 'tokens' ? TOKENS_MESSAGE : formatted.message, extensions: { code: LIMIT_CODE, limit } };
    // The public API's refusals (publicApiPlugin): a key not valid, an operation not open to the caller, a spent budget.
    if (formatted.extensions?.refused === true) {
      const { code: refusedCode, retryAfterSeconds } = formatted.extensions;
      return { ...base, extensions: { code: refusedCode, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) } };
    }
    const rejected = rejectedValue(original);
    if (rejected) {
      gate.warn(
        errorKind(original, 'graphql-rejected'),
        { err: original, path: formatted.path },
        'a client value reached the database unchecked',
      );
      return { ...base, message: rejected.message, extensions: { code: rejected.code } };
    }
    if (typeof code === 'string' && PASS_THROUGH.has(code)) return { ...base, extensions: { code } };

    if (outage.noteFailure(original))
      return { ...base, message: DATABASE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } };
    gate.error(errorKind(original, 'graphql'), { err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { ...base, message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

/** A request that failed because the database is unreachable answers HTTP 503, not 200, so callers and proxies retry. */
export function serviceUnavailablePlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ errors, response }) {
          if (!errors?.some((e) => isDatabaseUnavailable(unwrapResolverError(e)))) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', '5');
        },
      };
    },
  };
}
