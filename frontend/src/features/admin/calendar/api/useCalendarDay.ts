import { useCallback, useEffect, useMemo, useRef } from 'react';
import { skipToken, useQuery, useSubscription } from '@apollo/client/react';
import {
  CalendarAvailabilityChangedDocument,
  CalendarAvailabilityDocument,
  CalendarClosuresDocument,
  CalendarDayBookingsDocument,
  CalendarLocationsDocument,
  type CalendarLocationsQuery,
} from '../../../../gql/graphql';
import { toCalendarBookings } from '../utils/bookings';
import { layoutDay, type DayLayout, type SlotStateName } from '../utils/layout';

export type CalendarLocation = CalendarLocationsQuery['locations'][number];

/** Every location, with bays, opening hours and time zone. */
export function useCalendarLocations() {
  const { data, loading, error, refetch } = useQuery(CalendarLocationsDocument);
  return { locations: data?.locations ?? [], loading: loading && !data, error, refetch };
}

/**
 * One location's day: availability (open hours, slot states), the day's bookings with customer
 * names, and the closures with their reasons, laid out as a grid. Refetches by itself when anyone
 * changes the day (the availabilityChanged subscription), and on `refetch()` after our own changes.
 */
export function useCalendarDay(location: CalendarLocation | undefined, date: string) {
  const variables = location ? { location: location.slug, date } : null;
  const options = variables ? ({ variables, fetchPolicy: 'cache-and-network' } as const) : skipToken;
  const availability = useQuery(CalendarAvailabilityDocument, options);
  const bookings = useQuery(CalendarDayBookingsDocument, options);
  const closures = useQuery(CalendarClosuresDocument, options);

  const refetchAvailability = availability.refetch;
  const refetchBookings = bookings.refetch;
  const refetchClosures = closures.refetch;
  const refetch = useCallback(async () => {
    await Promise.allSettled([refetchAvailability(), refetchBookings(), refetchClosures()]);
  }, [refetchAvailability, refetchBookings, refetchClosures]);

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
  const closureRows = closures.data?.adminClosures;
  // Without the closures' names the grid still shows closed hours as closed (from availability).
  const closuresSettled = !!closureRows || !!closures.error;

  const layout: DayLayout | null = useMemo(() => {
    if (!location || !day || !dayMatches || !bookings.data || !closuresSettled) return null;
    const rows = [...bookings.data.held.rows, ...bookings.data.confirmed.rows, ...bookings.data.completed.rows];
    const slotStates = new Map(day.bays.map((b) => [b.bay.number, new Map(b.slots.map((s) => [s.hour, s.state as SlotStateName]))]));
    return layoutDay({
      hours: day.hours,
      bays: day.bays.map((b) => b.bay),
      bookings: toCalendarBookings(rows, location.timeZone),
      closures: (closureRows ?? []).map((c) => ({
        id: c.id,
        bayNumber: c.bayNumber ?? null,
        startHour: c.startHour,
        endHour: c.endHour,
        reason: c.reason,
      })),
      slotStates,
    });
  }, [location, day, dayMatches, bookings.data, closuresSettled, closureRows]);

  const data = bookings.data;
  const truncated = !!data && [data.held, data.confirmed, data.completed].some((p) => p.total > p.rows.length);

  return {
    layout,
    /** Today at the location, as the server counts it. */
    today: dayMatches ? day.today : null,
    loading: !layout && (availability.loading || bookings.loading || closures.loading),
    error: availability.error ?? bookings.error,
    /** Some of the day's bookings did not fit one page (over 100 of one status). */
    truncated,
    closuresUnavailable: !closureRows && !!closures.error,
    liveError: live.error,
    refetch,
  };
}
