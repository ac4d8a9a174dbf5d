import type { ApolloClient } from '@apollo/client';
import { LocationsDocument, type LocationsQuery } from '../../../gql/graphql';
import type { Store } from '../../../lib/app-scope';

/** One location as the Locations query returns it. */
export type LocationSummary = LocationsQuery['locations'][number];

/** What the app knows of the locations (features/locations/api/useLocations keeps one per app scope). */
export interface LocationsState {
  locations: LocationSummary[] | null;
  reading: boolean;
  error: Error | null;
}

// The locations' GraphQL side, loaded with the client (lib/apollo-slot): the first load of / reads them from
// the page's data without Apollo, so neither the client nor the query's document is part of it.

/** Reads the locations (again: from the server, not the cache). */
export async function queryLocations(client: ApolloClient, again: boolean): Promise<LocationSummary[]> {
  const { data } = await client.query({ query: LocationsDocument, fetchPolicy: again ? 'network-only' : 'cache-first' });
  return data?.locations ?? [];
}

/**
 * The browser's client made: the locations the store holds (the page's data) go into its cache at once (a page's
 * `location(slug)` reads them there, as the server's render did), so the client is ready only after this.
 */
export function seedLocations(client: ApolloClient, store: Store<LocationsState>): void {
  const known = store.get().locations;
  if (known && !client.cache.readQuery({ query: LocationsDocument })) {
    client.cache.writeQuery({ query: LocationsDocument, data: { __typename: 'Query', locations: known } });
  }
}

/** From then on the cache is their source: an admin's edit anywhere shows everywhere. */
export function followLocations(client: ApolloClient, store: Store<LocationsState>): void {
  client.watchQuery({ query: LocationsDocument, fetchPolicy: 'cache-only' }).subscribe(({ data }) => {
    const locations = data?.locations as LocationSummary[] | undefined;
    // The same locations read back (the first answer, a refetch that changed nothing) re-render nothing.
    if (locations && JSON.stringify(locations) !== JSON.stringify(store.get().locations))
      store.set({ locations, reading: false, error: null });
  });
}
