// The booking page keeps its whole state in the address bar (?date=2026-11-23&hours=2&players=4&bay=2&start=15),
// so a choice survives signing in (the /auth round trip), a reload, and can be shared.
import { isLocalDate } from '../../../lib/venueTime';
import { MAX_HOURS, MIN_HOURS, type BayChoice, type SlotChoice } from './slots';

const DEFAULT_HOURS = 1;
const DEFAULT_PLAYERS = 2;

export interface BookingParams {
  /** Local date; null means "today" (known once the location's time zone is). */
  date: string | null;
  hours: number;
  players: number;
  /** The chosen start, when a cell is selected. */
  choice: SlotChoice | null;
}

function intIn(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d{1,3}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** Reads the page's state from the query string; anything malformed falls back to the defaults. */
export function parseBookingParams(params: URLSearchParams): BookingParams {
  const date = params.get('date');
  const start = intIn(params.get('start'), 0, 23);
  const bayParam = params.get('bay');
  const bay: BayChoice | null = bayParam === 'any' ? 'any' : intIn(bayParam, 1, 999);
  return {
    date: isLocalDate(date) ? date : null,
    hours: intIn(params.get('hours'), MIN_HOURS, MAX_HOURS) ?? DEFAULT_HOURS,
    players: intIn(params.get('players'), 1, 99) ?? DEFAULT_PLAYERS,
    choice: start === null ? null : { bay: bay ?? 'any', start },
  };
}

/** The query string for a state (no leading "?"). */
export function bookingSearch(state: BookingParams): string {
  const params = new URLSearchParams();
  if (state.date) params.set('date', state.date);
  params.set('hours', String(state.hours));
  params.set('players', String(state.players));
  if (state.choice) {
    params.set('bay', String(state.choice.bay));
    params.set('start', String(state.choice.start));
  }
  return params.toString();
}
