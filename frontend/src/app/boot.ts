import type { ApolloClient, DocumentNode } from '@apollo/client';
import { LocationsDocument } from '../gql/graphql';
import { notePageData } from '../lib/pageData';
import { setCurrentUser, type CurrentUser } from '../lib/session';

/**
 * The documents of the first load (the landing page's): the others come with their pages
 * (boot-documents.ts), so the landing page does not carry every page's queries.
 */
export const FIRST_LOAD_DOCUMENTS: Record<string, DocumentNode> = { Locations: LocationsDocument };

export interface BootQuery {
  operation: string;
  variables: Record<string, unknown>;
  data: Record<string, unknown>;
}

export interface BootData {
  user: unknown;
  queries: BootQuery[];
}

/** The page's queries whose documents load with the page, and the cache they go into. */
let waiting: { client: ApolloClient; queries: BootQuery[] } | null = null;
/** The page came with its data: a server-rendered page (main.tsx) can be hydrated from it. */
let applied = false;

/** One of the page's answers into the cache, noted as just read (lib/pageData): the server's render does the same. */
export function writeBootQuery(client: ApolloClient, { operation, variables, data }: BootQuery, query: DocumentNode) {
  client.cache.writeQuery({ query, variables, data });
  notePageData(operation, variables);
}

/**
 * The page's data the server sent inside it (a JSON script, #boot), into the caches before the first
 * render: the page renders whole at once, with no round trip for the signed-in user or the page's
 * queries. A page without it (the server gave up, or a development build) asks for each as before.
 * Queries of the first load's documents go in now; the others wait for their documents
 * (`bootWaitsForDocuments`, `applyBootWithDocuments`).
 */
export function applyBoot(client: ApolloClient, doc: Document = document): void {
  waiting = null;
  applied = false;
  const element = doc.getElementById('boot');
  if (!element?.textContent) return;
  element.remove();
  let boot: BootData;
  try {
    boot = JSON.parse(element.textContent) as BootData;
  } catch {
    return;
  }
  applied = true;
  setCurrentUser(client.cache, (boot.user as CurrentUser | null) ?? null);
  const later: BootQuery[] = [];
  for (const query of boot.queries ?? []) {
    const document = FIRST_LOAD_DOCUMENTS[query.operation];
    if (document) writeBootQuery(client, query, document);
    else later.push(query);
  }
  if (later.length > 0) waiting = { client, queries: later };
}

/** The page's data was read from #boot: the data a server-rendered page was rendered from. */
export function bootApplied(): boolean {
  return applied;
}

/** The page came with queries whose documents are not loaded yet. */
export function bootWaitsForDocuments(): boolean {
  return waiting !== null;
}

/**
 * The waiting queries into the cache, with their documents (an operation with none is left to the
 * screen, which asks for it). `null` drops them: the first render is starting without them, and its
 * screens ask for the data themselves. Either way nothing waits afterwards, so a second call does nothing.
 */
export function applyBootWithDocuments(documents: Record<string, DocumentNode> | null): void {
  const pending = waiting;
  waiting = null;
  if (!pending || !documents) return;
  for (const query of pending.queries) {
    const document = documents[query.operation];
    if (document) writeBootQuery(pending.client, query, document);
  }
}
