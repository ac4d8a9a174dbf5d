import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { QueryClient } from '@tanstack/react-query';
import {
  BookingAvailabilityDocument,
  BookingLocationsDocument,
  LeagueScheduleDocument,
  LessonCoachesDocument,
  LocationsDocument,
  MembershipPlansDocument,
  UpcomingEventsDocument,
} from '../gql/graphql';
import { notePageData } from '../lib/pageData';
import { CURRENT_USER_KEY } from '../lib/query-keys';

/** The queries the server reads for a page's first render (backend/src/http/boot-data.ts), by operation name. */
const DOCUMENTS: Record<string, DocumentNode> = {
  Locations: LocationsDocument,
  BookingLocations: BookingLocationsDocument,
  MembershipPlans: MembershipPlansDocument,
  BookingAvailability: BookingAvailabilityDocument,
  UpcomingEvents: UpcomingEventsDocument,
  LeagueSchedule: LeagueScheduleDocument,
  LessonCoaches: LessonCoachesDocument,
};

interface BootData {
  user: unknown;
  queries: { operation: string; variables: Record<string, unknown>; data: Record<string, unknown> }[];
}

/**
 * The page's data the server sent inside it (a JSON script, #boot), into the caches before the first
 * render: the page renders whole at once, with no round trip for the signed-in user or the page's
 * queries. A page without it (the server gave up, or a development build) asks for each as before.
 */
export function applyBoot(client: ApolloClient, queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById('boot');
  if (!element?.textContent) return;
  element.remove();
  let boot: BootData;
  try {
    boot = JSON.parse(element.textContent) as BootData;
  } catch {
    return;
  }
  queryClient.setQueryData(CURRENT_USER_KEY, boot.user ?? null);
  for (const { operation, variables, data } of boot.queries ?? []) {
    const query = DOCUMENTS[operation];
    if (!query) continue;
    client.cache.writeQuery({ query, variables, data });
    notePageData(operation, variables);
  }
}
