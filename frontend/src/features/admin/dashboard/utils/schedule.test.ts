import { describe, expect, it } from 'vitest';
import { scheduleByLocation, type ScheduleRowInput } from './schedule';

const row = (over: Partial<ScheduleRowInput>): ScheduleRowInput => ({
  id: 'id',
  reference: 'BN-AAAAAA',
  locationSlug: 'tulsa',
  locationTimeZone: 'America/Chicago',
  bayNumber: 1,
  startsAt: '2026-11-22T16:00:00.000Z',
  endsAt: '2026-11-22T17:00:00.000Z',
  status: 'confirmed',
  partySize: 2,
  customerName: 'Sam Fairway',
  ...over,
});

describe('scheduleByLocation', () => {
  const locations = [
    { slug: 'hudsonoaks', name: 'Hudson Oaks' },
    { slug: 'tulsa', name: 'Tulsa' },
  ];

  it('groups booked rows under every location, by time then bay, with venue-time ranges', () => {
    const groups = scheduleByLocation(locations, [
      row({ id: 'b', bayNumber: 2, startsAt: '2026-11-22T18:00:00.000Z', endsAt: '2026-11-22T20:00:00.000Z' }),
      row({ id: 'a', bayNumber: 3 }),
      row({ id: 'c', bayNumber: 1 }),
      row({ id: 'held', status: 'held' }),
      row({ id: 'gone', status: 'cancelled' }),
      row({ id: 'elsewhere', locationSlug: 'nowhere' }),
      row({ id: 'walkin', customerName: ' ', locationSlug: 'hudsonoaks', locationTimeZone: 'America/Denver', status: 'completed' }),
    ]);
    expect(groups.map((g) => g.name)).toEqual(['Hudson Oaks', 'Tulsa']);
    expect(groups[0].entries.map((e) => [e.id, e.customer, e.time])).toEqual([['walkin', 'Walk-in', '9:00 AM - 10:00 AM']]); // its own zone
    expect(groups[1].entries.map((e) => e.id)).toEqual(['c', 'a', 'b']);
    expect(groups[1].entries[0].time).toBe('10:00 AM - 11:00 AM');
    expect(groups[1].entries[2].time).toBe('12:00 PM - 2:00 PM');
  });

  it('keeps locations without bookings (an intentional empty state)', () => {
    expect(scheduleByLocation(locations, [])).toEqual([
      { slug: 'hudsonoaks', name: 'Hudson Oaks', entries: [] },
      { slug: 'tulsa', name: 'Tulsa', entries: [] },
    ]);
  });
});
