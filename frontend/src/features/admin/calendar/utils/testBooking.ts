import type { CalendarBooking } from './layout';

/** A calendar booking for tests: Jo Walker's 2-hour walk-in on bay 1 at 10:00, with `over` applied. */
export function calendarBooking(over: Partial<CalendarBooking> = {}): CalendarBooking {
  return {
    id: 'mine',
    reference: 'BN-AAAAAA',
    bayNumber: 1,
    startHour: 10,
    hours: 2,
    status: 'confirmed',
    customerName: 'Jo Walker',
    customerEmail: null,
    guestPhone: null,
    userId: null,
    partySize: 4,
    totalCents: 12000,
    ...over,
  };
}
