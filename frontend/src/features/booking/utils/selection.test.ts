import { describe, expect, it } from 'vitest';
import { bookingSearch, parseBookingParams } from './selection';

const parse = (q: string) => parseBookingParams(new URLSearchParams(q));

describe('the booking state in the address bar', () => {
  it('reads a full choice', () => {
    expect(parse('date=2026-11-23&hours=2&players=4&bay=3&start=15')).toEqual({
      date: '2026-11-23',
      hours: 2,
      players: 4,
      choice: { bay: 3, start: 15 },
    });
    expect(parse('date=2026-11-23&start=9&bay=any').choice).toEqual({ bay: 'any', start: 9 });
  });

  it('falls back to defaults for anything malformed', () => {
    expect(parse('')).toEqual({ date: null, hours: 1, players: 2, choice: null });
    expect(parse('date=2026-02-30&hours=9&players=0&start=25&bay=x')).toEqual({ date: null, hours: 1, players: 2, choice: null });
    expect(parse('hours=1.5&players=-2')).toMatchObject({ hours: 1, players: 2 });
    expect(parse('start=10').choice).toEqual({ bay: 'any', start: 10 }); // a start without a bay: any bay
  });

  it('round-trips', () => {
    const state = { date: '2026-11-24', hours: 3, players: 5, choice: { bay: 2 as const, start: 18 } };
    expect(parseBookingParams(new URLSearchParams(bookingSearch(state)))).toEqual(state);
    expect(bookingSearch({ date: null, hours: 1, players: 2, choice: null })).toBe('hours=1&players=2');
  });
});
