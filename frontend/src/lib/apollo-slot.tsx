import { createContext, useMemo, useSyncExternalStore, type Context, type ReactNode } from 'react';
import type { ApolloClient } from '@apollo/client';
import { createStore } from './app-scope';

// Issue 33: the landing page's first load leaves the GraphQL client out (Apollo, rxjs and graphql-js are
// about 46 KB of its 197): the navigation, the home page and the guards read the user and the locations from
// the app's scope (lib/session, features/locations), and Apollo loads with the first page that queries
// (app/router's pages await it) or when something else needs it. Its React context is in the tree from the
// start, empty until the client is there, so nothing remounts when it arrives.

interface ApolloContextValue {
  client?: ApolloClient;
}

// Apollo keeps its one React context on React.createContext under this global symbol (so that two copies of
// the library share it); providing that same context here is providing Apollo's. apollo-slot.test.tsx checks
// that it is the one Apollo's hooks read.
const CONTEXT_KEY = Symbol.for('__APOLLO_CONTEXT__');

/** Apollo's React context, made as Apollo makes it when Apollo has not made it yet. */
export function apolloContext(): Context<ApolloContextValue> {
  const holder = createContext as unknown as Record<symbol, Context<ApolloContextValue> | undefined>;
  let context = holder[CONTEXT_KEY];
  if (!context) {
    context = createContext<ApolloContextValue>({});
    context.displayName = 'ApolloContext';
    Object.defineProperty(createContext, CONTEXT_KEY, { value: context, enumerable: false, writable: false, configurable: true });
  }
  return context;
}

const browserClient = createStore<ApolloClient | null>(null);
const starters: ((client: ApolloClient) => unknown)[] = [];
let loading: Promise<ApolloClient> | undefined;

/**
 * Runs `start` with the browser's client when it is made (at once if it is there): data the page came with
 * goes into its cache. The client is ready once every start has settled.
 */
export function onApolloStart(start: (client: ApolloClient) => unknown): void {
  const client = browserClient.get();
  if (client) void start(client);
  else starters.push(start);
}

/**
 * The browser's GraphQL client, loaded and made on first use (once). A failed load (the network) is tried
 * again at the next call. Never called on the server: a server render is given its client (AppProviders).
 */
export function loadApollo(): Promise<ApolloClient> {
  loading ??= import('./apollo').then(
    async ({ createApolloClient }) => {
      const client = createApolloClient();
      await Promise.allSettled(starters.splice(0).map(async (start) => start(client)));
      browserClient.set(client);
      return client;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Loads a module whose components query, and the browser's GraphQL client beside it (on the server, the
 * render's client is there already: the module only).
 */
export async function withApollo<M>(load: () => Promise<M>): Promise<M> {
  if (typeof window === 'undefined') return load();
  const [module] = await Promise.all([load(), loadApollo()]);
  return module;
}

/** The browser's client if it is loaded already (nothing to refetch or reset before that). */
export const loadedApollo = (): ApolloClient | null => browserClient.get();

/** Apollo's context around the app: `client` when given (a server render, a test), else the browser's once loaded. */
export function ApolloSlot({ client, children }: { client?: ApolloClient | null; children: ReactNode }) {
  const Apollo = apolloContext();
  // The same snapshot while hydrating: a deep link's page loaded the client before the first render.
  const lazyClient = useSyncExternalStore(browserClient.subscribe, browserClient.get, browserClient.get);
  const current = client ?? lazyClient;
  const value = useMemo<ApolloContextValue>(() => (current ? { client: current } : {}), [current]);
  return <Apollo.Provider value={value}>{children}</Apollo.Provider>;
}
