import { describe, expect, it } from 'vitest';
import { notesToAccept, seasonChoices, SKIP, unbookedNights, type SeasonNight } from './seasonBookings';

const night = (week: number, state: string, extra: Partial<SeasonNight> = {}): SeasonNight => ({
  nightId: `n${week}`,
  week,
  date: `2026-12-${String(week).padStart(2, '0')}`,
  state,
  notes: [],
  bays: [{ bayNumber: 6, conflict: null }],
  ...extra,
});

describe('season bookings', () => {
  const season = [
    night(1, 'played'),
    night(2, 'booked'),
    night(3, 'ready', { notes: ['Christmas Day is a public holiday.'] }),
    night(4, 'conflict', { bays: [{ bayNumber: 6, conflict: 'Bay 6 is taken by booking BN-X.' }] }),
  ];

  it('warns of coming nights without their bays only, never of played or booked ones', () => {
    expect(unbookedNights(season).map((n) => n.week)).toEqual([3, 4]);
  });

  it('waits for noted nights to be accepted or skipped', () => {
    expect(notesToAccept(season, {}, new Set()).map((n) => n.week)).toEqual([3]);
    expect(notesToAccept(season, {}, new Set(['n3']))).toEqual([]);
    expect(notesToAccept(season, { n3: SKIP }, new Set())).toEqual([]);
  });

  it('sends the nights to book with the bay picked instead of one in conflict, skipped nights left out', () => {
    expect(seasonChoices(season, { 'n4:6': '2' })).toEqual([
      { nightId: 'n3', bayNumbers: [6] },
      { nightId: 'n4', bayNumbers: [2] },
    ]);
    expect(seasonChoices(season, { n3: SKIP })).toEqual([{ nightId: 'n4', bayNumbers: [6] }]);
  });
});
