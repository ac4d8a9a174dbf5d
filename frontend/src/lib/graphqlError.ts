import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ReadableError {
  /** A sentence for a person: the server's own message, or what to do when it could not be reached. */
  message: string;
  /** The input field the server named (extensions.field), when it named one. */
  field?: string;
  /** The server's error code (VALIDATION, RATE_LIMITED, …). */
  code?: string;
  /** Every detail the server sent with it (for an item of a list, the ids that say which: a results cell's nightId, entryId). */
  extensions?: Readonly<Record<string, unknown>>;
}

const OFFLINE_MESSAGE = "We couldn't reach Back Nine just now. Check your connection and try again.";

/** What a failed GraphQL call says, in words a person can act on (never codes or stack traces). */
export function readGraphQLError(error: unknown): ReadableError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const field = first?.extensions?.field;
    const code = first?.extensions?.code;
    return {
      message: first?.message || 'Something went wrong on our side. Please try again in a moment.',
      field: typeof field === 'string' ? field : undefined,
      code: typeof code === 'string' ? code : undefined,
      extensions: first?.extensions,
    };
  }
  return { message: OFFLINE_MESSAGE };
}
