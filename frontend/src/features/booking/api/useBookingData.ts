import { useMemo } from 'react';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import {
  BookingAvailabilityChangedDocument,
  BookingAvailabilityDocument,
  BookingLocationsDocument,
  BookingQuoteDocument,
  CustomerBookingByIdDocument,
  type BookingLocationsQuery,
  type BookingRequestInput,
} from '../../../gql/graphql';
import { usePageDataPolicy } from '../../../lib/pageData';
import { toGrid } from '../utils/slots';

export type BookingLocation = BookingLocationsQuery['locations'][number];

const NO_LOCATIONS: BookingLocation[] = [];

/** The venues, from the cache when they are there. */
export function useBookingLocations() {
  const { data, loading, error, refetch } = useQuery(BookingLocationsDocument);
  return { locations: data?.locations ?? NO_LOCATIONS, loading, error, refetch };
}

/**
 * A location's schedule for a local date, kept live: every `availabilityChanged` for that location
 * and date (a hold, a booking, a release, a closure, on any app instance) refetches it.
 */
export function useLiveAvailability(location: string, date: string | null) {
  const variables = useMemo(() => (date ? { location, date } : null), [location, date]);
  // Read again on arrival unless the page came with this day just now; the subscription keeps it live.
  const fetchPolicy = usePageDataPolicy(BookingAvailabilityDocument, variables, 'cache-and-network');
  const query = useQuery(
    BookingAvailabilityDocument,
    variables ? { variables, fetchPolicy, nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: false } : skipToken,
  );
  const { refetch } = query;
  useSubscription(
    BookingAvailabilityChangedDocument,
    variables
      ? {
          variables,
          ignoreResults: true,
          onData: () => {
            refetch().catch(() => {
              // The query's own error state reports a failed refetch.
            });
          },
        }
      : skipToken,
  );
  const availability = query.data?.availability ?? null;
  const grid = useMemo(() => (availability ? toGrid(availability) : null), [availability]);
  return { availability, grid, loading: query.loading && !availability, error: query.error, refetch };
}

/** The server's price for a request (null: nothing chosen yet; pass a memoised object). Keeps the last price while a new one loads. */
export function useBookingQuote(input: BookingRequestInput | null) {
  const variables = useMemo(() => (input ? { input } : null), [input]);
  const query = useQuery(BookingQuoteDocument, variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken);
  const quote = query.data?.bookingQuote ?? (input ? query.previousData?.bookingQuote : null) ?? null;
  return { quote, loading: query.loading, error: query.error };
}

/** One booking of the signed-in customer, with its venue's time zone. */
export function useCustomerBooking(id: string | null, skip = false) {
  const variables = useMemo(() => (id && !skip ? { id } : null), [id, skip]);
  const query = useQuery(CustomerBookingByIdDocument, variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken);
  // While another booking loads (a new hold replaced this one), keep showing the last one.
  const data = query.data ?? (query.loading ? query.previousData : undefined);
  const booking = data?.booking ?? null;
  const venue = booking ? (data?.locations.find((l) => l.slug === booking.locationSlug) ?? null) : null;
  return { booking, venue, loading: query.loading && !booking, error: query.error, refetch: query.refetch };
}
