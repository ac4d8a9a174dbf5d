import { useMemo } from 'react';
import type { DocumentNode, WatchQueryFetchPolicy } from '@apollo/client';
import type { OperationDefinitionNode } from 'graphql';

// The queries a page came with (app/boot.ts puts the server's answers into the cache), and when the
// server read them: a screen that would read one again at once only renders a second time for it.

/** How long an answer the page came with counts as just read. */
const FRESH_MS = 30_000;
const readAt = new Map<string, number>();

const keyOf = (operation: string, variables: Record<string, unknown>) =>
  `${operation} ${JSON.stringify(Object.fromEntries(Object.entries(variables).sort(([a], [b]) => a.localeCompare(b))))}`;

/** The page came with this query's answer (read by the server just now). */
export function notePageData(operation: string, variables: Record<string, unknown>, at = Date.now()): void {
  readAt.set(keyOf(operation, variables), at);
}

/** The visitor went to another page: what the first one came with is that page's no more. */
export function forgetPageData(): void {
  readAt.clear();
}

/**
 * `policy`, or 'cache-first' while the page the visitor arrived on is still shown and came with the
 * query's answer under half a minute ago (the screens of that page do not read it again at once).
 */
export function pageDataPolicy(
  operation: string,
  variables: Record<string, unknown>,
  policy: WatchQueryFetchPolicy,
  now = Date.now(),
): WatchQueryFetchPolicy {
  const at = readAt.get(keyOf(operation, variables));
  return at !== undefined && now - at < FRESH_MS ? 'cache-first' : policy;
}

/** The name of a document's operation (its first; codegen's documents hold one each). */
const operationName = (document: DocumentNode) =>
  // Kind.OPERATION_DEFINITION's value, compared as a string: graphql-js stays out of the landing page's first load.
  document.definitions.find((d): d is OperationDefinitionNode => (d.kind as string) === 'OperationDefinition')?.name?.value ?? '';

/**
 * A query's first fetch policy: 'cache-first' when the page came with its answer a moment ago,
 * `policy` (a read in the background, say) otherwise. Decided once per mounted query and variables.
 */
export function usePageDataPolicy(
  document: DocumentNode,
  variables: Record<string, unknown> | null,
  policy: WatchQueryFetchPolicy,
): WatchQueryFetchPolicy {
  const key = variables ? JSON.stringify(variables) : '';
  return useMemo(
    () => (variables ? pageDataPolicy(operationName(document), variables, policy) : policy),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the variables' content
    [document, key, policy],
  );
}
