import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { skipToken, useApolloClient, useQuery, useSubscription } from '@apollo/client/react';
import {
  CalendarAuditPageDocument,
  CalendarAvailabilityChangedDocument,
  CalendarAvailabilityDocument,
  CalendarDayBookingsDocument,
  CalendarLocationsDocument,
  type CalendarLocationsQuery,
} from '../../../../gql/graphql';
import { toCalendarBookings } from '../utils/bookings';
import { closuresFromAudit, type AuditEntryLike } from '../utils/closures';
import { layoutDay, type CalendarClosure, type DayLayout, type SlotStateName } from '../utils/layout';

export type CalendarLocation = CalendarLocationsQuery['locations'][number];

/** Every location, with bays, opening hours and time zone. */
export function useCalendarLocations() {
  const { data, loading, error, refetch } = useQuery(CalendarLocationsDocument);
  return { locations: data?.locations ?? [], loading: loading && !data, error, refetch };
}

const AUDIT_PAGE_SIZE = 100;
/**
 * How far back the audit trail is read for closure reasons and ids (1,000 admin actions). Older
 * closures still show as closed (from availability), unnamed, and cannot be removed here.
 */
const AUDIT_PAGES = 10;

/** Named closures of a day from the audit trail; reread when `version` changes. */
function useNamedClosures(location: string | null, date: string, version: string) {
  const client = useApolloClient();
  const [state, setState] = useState<{ key: string; closures: CalendarClosure[]; failed: boolean } | null>(null);
  const key = `${location}|${date}|${version}`;

  useEffect(() => {
    if (!location) return;
    let stale = false;
    (async () => {
      const entries: AuditEntryLike[] = [];
      for (let page = 0; page < AUDIT_PAGES; page++) {
        const { data } = await client.query({ query: CalendarAuditPageDocument, variables: { page, pageSize: AUDIT_PAGE_SIZE }, fetchPolicy: 'no-cache' });
        const rows = data?.adminAuditLog ?? [];
        entries.push(...rows);
        if (rows.length < AUDIT_PAGE_SIZE || stale) break;
      }
      if (!stale) setState({ key, closures: closuresFromAudit(entries, location, date), failed: false });
    })().catch(() => {
      if (!stale) setState({ key, closures: [], failed: true });
    });
    return () => {
      stale = true;
    };
  }, [client, key, location, date]);

  // Until the new answer arrives, keep the last one of the same day (no flicker after a change).
  const sameDay = state && state.key.startsWith(`${location}|${date}|`);
  return { closures: sameDay ? state.closures : [], failed: !!sameDay && state.failed };
}

/**
 * One location's day: availability (open hours, slot states), the day's bookings with customer
 * names, and the closures with their reasons, laid out as a grid. Refetches by itself when anyone
 * changes the day (the availabilityChanged subscription), and on `refetch()` after our own changes.
 */
export function useCalendarDay(location: CalendarLocation | undefined, date: string) {
  const variables = location ? { location: location.slug, date } : null;
  const availability = useQuery(CalendarAvailabilityDocument, variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken);
  const bookings = useQuery(CalendarDayBookingsDocument, variables ? { variables, fetchPolicy: 'cache-and-network' } : skipToken);
  const [closureVersion, setClosureVersion] = useState(0);

  const refetchAvailability = availability.refetch;
  const refetchBookings = bookings.refetch;
  const refetch = useCallback(
    async (opts: { closures?: boolean } = {}) => {
      if (opts.closures) setClosureVersion((v) => v + 1);
      await Promise.allSettled([refetchAvailability(), refetchBookings()]);
    },
    [refetchAvailability, refetchBookings],
  );

  // Live: someone else held, booked, moved, cancelled or closed something on this day. Bursts
  // (a move frees one slot and takes another) arrive together; one refetch serves them all.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useSubscription(
    CalendarAvailabilityChangedDocument,
    variables
      ? {
          variables,
          ignoreResults: true,
          onData: () => {
            clearTimeout(timer.current);
            timer.current = setTimeout(() => void refetch(), 150);
          },
        }
      : skipToken,
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const day = availability.data?.availability;
  const dayMatches = day?.date === date;
  // The closed hours as the server sees them: when they change, another admin changed a closure.
  const closedSignature = useMemo(
    () => (day ? day.bays.map((b) => b.slots.filter((s) => s.state === 'CLOSED').map((s) => `${b.bay.number}:${s.hour}`).join(',')).join(';') : ''),
    [day],
  );
  // Read once the day is known, so the first read already sees its closed hours.
  const named = useNamedClosures(location && dayMatches ? location.slug : null, date, `${closureVersion}|${closedSignature}`);

  const layout: DayLayout | null = useMemo(() => {
    if (!location || !day || !dayMatches || !bookings.data) return null;
    const rows = [...bookings.data.held.rows, ...bookings.data.confirmed.rows, ...bookings.data.completed.rows];
    const slotStates = new Map(day.bays.map((b) => [b.bay.number, new Map(b.slots.map((s) => [s.hour, s.state as SlotStateName]))]));
    return layoutDay({
      hours: day.hours,
      bays: day.bays.map((b) => b.bay),
      bookings: toCalendarBookings(rows, location.timeZone),
      closures: named.closures,
      slotStates,
    });
  }, [location, day, dayMatches, bookings.data, named.closures]);

  const data = bookings.data;
  const truncated = !!data && [data.held, data.confirmed, data.completed].some((p) => p.total > p.rows.length);

  return {
    layout,
    /** Today at the location, as the server counts it. */
    today: dayMatches ? day.today : null,
    loading: !layout && (availability.loading || bookings.loading),
    error: availability.error ?? bookings.error,
    /** Some of the day's bookings did not fit one page (over 100 of one status). */
    truncated,
    closuresUnavailable: named.failed,
    liveError: live.error,
    refetch,
  };
}
