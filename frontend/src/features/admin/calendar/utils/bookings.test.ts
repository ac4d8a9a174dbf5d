import { describe, expect, it } from 'vitest';
import { toCalendarBookings } from './bookings';

const row = (over: Partial<Parameters<typeof toCalendarBookings>[0][number]> = {}) => ({
  id: '1',
  reference: 'BN-ABC234',
  bayNumber: 2,
  startsAt: '2026-11-23T15:00:00.000Z', // 9:00 AM in Chicago
  endsAt: '2026-11-23T17:00:00.000Z',
  status: 'confirmed',
  partySize: 4,
  totalCents: 12000,
  userId: null,
  customerName: 'Jo Walker',
  customerEmail: null,
  guestPhone: '918 555 0100',
  ...over,
});

describe('toCalendarBookings', () => {
  it('counts start hour and length at the venue', () => {
    expect(toCalendarBookings([row()], 'America/Chicago')).toEqual([
      expect.objectContaining({
        id: '1',
        bayNumber: 2,
        startHour: 9,
        hours: 2,
        status: 'confirmed',
        customerName: 'Jo Walker',
        guestPhone: '918 555 0100',
      }),
    ]);
  });

  it('leaves out cancelled bookings and duplicates', () => {
    const out = toCalendarBookings(
      [row(), row(), row({ id: '2', status: 'cancelled' }), row({ id: '3', status: 'HELD' })],
      'America/Chicago',
    );
    expect(out.map((b) => [b.id, b.status])).toEqual([
      ['1', 'confirmed'],
      ['3', 'held'],
    ]);
  });
});
