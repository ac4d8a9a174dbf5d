import type { ApolloClient, DocumentNode, NormalizedCacheObject } from '@apollo/client';
import { locationsCameWithCache, setLocations, type LocationSummary } from '../features/locations/api/useLocations';
import { browserScope, type AppScope } from '../lib/app-scope';
import { notePageData } from '../lib/pageData';
import { setCurrentUser, type CurrentUser } from '../lib/session';

export interface BootQuery {
  operation: string;
  variables: Record<string, unknown>;
  /** Null in a page rendered on the server: the answer is in `BootData.cache`. */
  data: Record<string, unknown> | null;
}

export interface BootData {
  user: unknown;
  queries: BootQuery[];
  /** A page rendered on the server: the GraphQL cache it rendered from (Apollo's normalized form). */
  cache?: NormalizedCacheObject;
}

/** The page's queries whose documents load with the page (or whose answers are in `serverCache`). */
let waiting: BootQuery[] | null = null;
/** The GraphQL cache a server-rendered page came with, until the client takes it. */
let serverCache: NormalizedCacheObject | null = null;
/** The page came with its data: a server-rendered page (main.tsx) can be hydrated from it. */
let applied = false;

/** One of the page's answers into the cache, noted as just read (lib/pageData): the server's render does the same. */
export function writeBootQuery(client: ApolloClient, { operation, variables, data }: BootQuery, query: DocumentNode) {
  if (!data) return;
  client.cache.writeQuery({ query, variables, data });
  notePageData(operation, variables);
}

/**
 * What the first load reads without Apollo, into `scope`: the user, and the locations (the navigation, the
 * guards and the home page read them); both noted as just read. The page's other queries are returned, for
 * Apollo's cache. The server's render does the same (entry-server.tsx).
 */
export function putInScope(scope: AppScope, boot: BootData): BootQuery[] {
  setCurrentUser(scope, (boot.user as CurrentUser | null) ?? null);
  const others: BootQuery[] = [];
  for (const query of boot.queries ?? []) {
    if (query.operation !== 'Locations' || !query.data) others.push(query);
    else {
      setLocations(scope, (query.data as { locations: LocationSummary[] }).locations);
      notePageData(query.operation, query.variables);
    }
  }
  return others;
}

/**
 * The page's data the server sent inside it (a JSON script, #boot), into the app's scope and caches before
 * the first render: the page renders whole at once, with no round trip for the signed-in user or the page's
 * queries. A page without it (the server gave up, or a development build) asks for each as before.
 * The user and the locations go into the scope now (`putInScope`); the other queries wait for their
 * documents and the GraphQL client (`bootWaitsForDocuments`, `applyBootWithDocuments`).
 */
export function applyBoot(doc: Document = document, scope: AppScope = browserScope): void {
  waiting = null;
  serverCache = null;
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
  const later = putInScope(scope, boot);
  if (later.length > 0) waiting = later;
  // The cache is for the page's other queries: the locations alone (the landing page) need no GraphQL client.
  serverCache = waiting && boot.cache ? boot.cache : null;
}

/** The page's data was read from #boot: the data a server-rendered page was rendered from. */
export function bootApplied(): boolean {
  return applied;
}

/** The page came with queries whose documents are not loaded yet. */
export function bootWaitsForDocuments(): boolean {
  return waiting !== null && serverCache === null;
}

/** The page came with the GraphQL cache the server rendered it from (`applyBootCache` takes it). */
export function bootHasCache(): boolean {
  return serverCache !== null;
}

/**
 * The server's GraphQL cache into the browser's client as it is, with no answer normalized again (the writes
 * took 11 ms of a phone-sized booking page's start at full speed), and the page's queries noted as just read.
 * Run when the client is made (lib/apollo-slot's onApolloStart), before anything reads its cache.
 */
export function applyBootCache(client: ApolloClient): void {
  const [state, pending] = [serverCache, waiting];
  [serverCache, waiting] = [null, null];
  if (!state) return;
  client.cache.restore(state);
  if (state.ROOT_QUERY && 'locations' in state.ROOT_QUERY) locationsCameWithCache(client);
  for (const query of pending ?? []) notePageData(query.operation, query.variables);
}

/**
 * The waiting queries into `client`'s cache, with their documents (an operation with none is left to the
 * screen, which asks for it). `null` drops them: the first render is starting without them, and its
 * screens ask for the data themselves. Either way nothing waits afterwards, so a second call does nothing.
 */
export function applyBootWithDocuments(target: { client: ApolloClient; documents: Record<string, DocumentNode> } | null): void {
  const pending = waiting;
  [serverCache, waiting] = [null, null];
  if (!pending || !target) return;
  for (const query of pending) {
    const document = target.documents[query.operation];
    if (document) writeBootQuery(target.client, query, document);
  }
}
