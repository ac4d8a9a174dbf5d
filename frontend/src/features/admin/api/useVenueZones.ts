import { useCallback, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminLocationZonesDocument } from '../../../gql/graphql';
import { zoneFor, type ZoneChoice } from '../utils/venueZone';

/** The admin's own zone: used only when the locations cannot say (see utils/venueZone). */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The zone each admin time is told in, from the locations query (cached: every admin page asks
 * for it). `ready` is false until the locations have answered or failed.
 */
export function useVenueZones(): { ready: boolean; zone: (locationSlug?: string | null) => ZoneChoice } {
  const { data, error } = useQuery(AdminLocationZonesDocument);
  const locations = useMemo(() => data?.locations ?? [], [data]);
  const zone = useCallback((slug?: string | null) => zoneFor(locations, slug, browserZone()), [locations]);
  return { ready: !!data || !!error, zone };
}
