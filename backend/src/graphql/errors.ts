import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { AppError, GENERIC_ERROR_MESSAGE, rejectedValue } from '../shared/app-error.js';
import type { Logger } from '../shared/logger.js';

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
export function formatGraphQLError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

    if (original instanceof AppError) {
      return { ...base, message: original.message, extensions: { code: original.code, ...original.details } };
    }
    const code = formatted.extensions?.code;
    if (code === 'BAD_USER_INPUT') return { ...base, extensions: { code: 'VALIDATION' } };
    // The input guard's refusals (inputGuardPlugin), raised before any resolver ran.
    if (code === 'VALIDATION') return { ...base, extensions: { code, field: formatted.extensions?.field } };
    const rejected = rejectedValue(original);
    if (rejected) {
      logger.warn({ err: original, path: formatted.path }, 'a client value reached the database unchecked');
      return { ...base, message: rejected.message, extensions: { code: rejected.code } };
    }
    if (typeof code === 'string' && PASS_THROUGH.has(code)) return { ...base, extensions: { code } };

    logger.error({ err: original, path: formatted.path }, 'unexpected GraphQL error');
    return { ...base, message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
