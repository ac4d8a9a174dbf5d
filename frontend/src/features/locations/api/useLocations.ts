import { useContext, useEffect, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { browserScope, createStore, perScope, useAppScope, type AppScope } from '../../../lib/app-scope';
import { apolloContext, loadApollo, onApolloStart } from '../../../lib/apollo-slot';
import { whenIdle } from '../../../lib/idle';
import type { LocationSummary, LocationsState } from './locations-client';

export type { LocationSummary };

/** One empty list for "none yet": a fresh [] each render would be a new value to every memo and deferred value. */
const NO_LOCATIONS: LocationSummary[] = [];

// Kept with the app's scope, not only in Apollo's cache: the navigation, the guards and the home page read
// them on the landing page's first load, which leaves Apollo out (lib/apollo-slot). Once the browser's client
// is there, its cache is their source (locations-client.ts).
const storeOf = perScope(() => createStore<LocationsState>({ locations: null, reading: false, error: null }));

const graphqlSide = () => import('./locations-client');

/** The locations are known: the page's data (app/boot), or a server render's. */
export function setLocations(scope: AppScope, locations: LocationSummary[]): void {
  storeOf(scope).set({ locations, reading: false, error: null });
}

/** Reads them through the GraphQL client: the app's (a test's), or the browser's, loaded for it (a page that came without them). */
function read(scope: AppScope, client: ApolloClient | undefined, again: boolean): void {
  const store = storeOf(scope);
  if (store.get().reading) return;
  store.set({ ...store.get(), reading: true, error: null });
  Promise.all([client ?? loadApollo(), graphqlSide()])
    .then(([loaded, { queryLocations }]) => queryLocations(loaded, again))
    .then(
      (locations) => store.set({ locations, reading: false, error: null }),
      (error: unknown) => store.set({ ...store.get(), reading: false, error: error instanceof Error ? error : new Error(String(error)) }),
    );
}

/** Clients whose cache came with the locations (a server-rendered page's cache, restored): nothing to seed. */
const cameWithThem = new WeakSet<ApolloClient>();

/** `client`'s cache holds the locations already (app/boot.ts, when it restores the server's cache). */
export function locationsCameWithCache(client: ApolloClient): void {
  cameWithThem.add(client);
}

// The cache gets the store's locations with the client (a page reads them there); watching it waits until the
// browser is idle (Apollo's first read, 35-40 ms on a phone, which nothing the first render shows needs).
onApolloStart(async (client) => {
  const { seedLocations, followLocations } = await graphqlSide();
  // In a task of its own: Apollo's first cache write (20-50 ms on a phone) apart from its chunk's evaluation.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Even the check that they are there is Apollo's first read of them (11 ms of the booking page's start).
  if (!cameWithThem.has(client)) seedLocations(client, storeOf(browserScope));
  whenIdle(() => followLocations(client, storeOf(browserScope)));
});

/** Every location of the chain: from the page's data or the cache when there (no polling), else read once. */
export function useLocations() {
  const scope = useAppScope();
  const store = storeOf(scope);
  const { client } = useContext(apolloContext());
  const { locations, reading, error } = useSyncExternalStore(store.subscribe, store.get, store.get);
  const missing = locations === null && error === null;
  // An effect, so a server render reads nothing: it is given the locations.
  useEffect(() => {
    if (missing) read(scope, client, false);
  }, [missing, scope, client]);
  return {
    locations: locations ?? NO_LOCATIONS,
    loading: missing || reading,
    error,
    /** Ask again after an error; the result arrives through `locations` / `error`. */
    retry: () => read(scope, client, true),
  };
}
