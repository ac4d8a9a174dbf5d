import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import { LessonAvailabilityChangedDocument, LessonCoachesDocument, LessonSlotsDocument, LessonWindowDocument } from '../../../gql/graphql';

/** Active coaches by name; with a location slug, those who teach there. */
export function useCoaches(location: string | null) {
  const query = useQuery(LessonCoachesDocument, { variables: { location } });
  return { coaches: query.data?.coaches ?? [], loading: query.loading && !query.data, error: query.error, refetch: query.refetch };
}

/** Today at the location and the last date the viewer may book (null: no limit), as the server counts them. */
export function useLessonWindow(location: string, clientToday: string) {
  const query = useQuery(LessonWindowDocument, { variables: { location, date: clientToday } });
  const a = query.data?.availability;
  return { today: a?.today ?? null, lastBookableDate: a?.lastBookableDate ?? null, loading: query.loading && !a };
}

/** The lesson hours of a date, kept live: a bay or coach taken or freed anywhere refetches them. */
export function useLessonSlots(location: string, date: string | null, coachId: string | null) {
  const variables = date ? { location, date, coachId } : null;
  const query = useQuery(
    LessonSlotsDocument,
    variables
      ? { variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first', notifyOnNetworkStatusChange: false }
      : skipToken,
  );
  const { refetch } = query;
  useSubscription(
    LessonAvailabilityChangedDocument,
    date
      ? {
          variables: { location, date },
          ignoreResults: true,
          onData: () => {
            refetch().catch(() => {
              // The query's own error state reports a failed refetch.
            });
          },
        }
      : skipToken,
  );
  const slots = query.data?.lessonAvailability ?? null;
  return { slots, loading: query.loading && !slots, error: query.error, refetch };
}
