import { useQuery } from '@apollo/client/react';
import { LocationsDocument, type LocationsQuery } from '../../../gql/graphql';

/** One location as the Locations query returns it. */
export type LocationSummary = LocationsQuery['locations'][number];

/** One empty list for "none yet": a fresh [] each render would be a new value to every memo and deferred value. */
const NO_LOCATIONS: LocationSummary[] = [];

/** Every location of the chain, from the cache when it is there (cache-first, no polling). */
export function useLocations() {
  const { data, loading, error, refetch } = useQuery(LocationsDocument);
  return {
    locations: data?.locations ?? NO_LOCATIONS,
    loading,
    error,
    /** Ask again after an error; the result arrives through `locations` / `error`. */
    retry: () => {
      refetch().catch(() => {
        // The hook's `error` already carries the failure.
      });
    },
  };
}
