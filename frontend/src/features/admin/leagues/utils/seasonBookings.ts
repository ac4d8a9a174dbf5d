// The season bookings page's decisions, pure: which coming nights warn (not booked), which nights
// the admin still has to accept notes for, and the choices sent to `commitLeagueBookings`.

export const SKIP = 'skip';

/** A night of the preview as these rules read it. */
export interface SeasonNight {
  nightId: string;
  week: number;
  date: string;
  state: string;
  notes: readonly string[];
  bays: readonly { bayNumber: number; conflict?: string | null }[];
}

/** Per night: SKIP or not; per `nightId:bayNumber` in conflict: the bay number picked instead. */
export type Swaps = Readonly<Record<string, string>>;

/** Coming nights that do not hold all their bays yet (played and booked nights never warn). */
export function unbookedNights<N extends SeasonNight>(nights: readonly N[]): N[] {
  return nights.filter((n) => n.state !== 'played' && n.state !== 'booked');
}

/** Nights that booking the season would book: coming, not booked yet, not skipped. */
export function nightsToBook<N extends SeasonNight>(nights: readonly N[], swaps: Swaps): N[] {
  return unbookedNights(nights).filter((n) => swaps[n.nightId] !== SKIP);
}

/** Nights to book whose notes (holiday, events) the admin has not accepted: booking waits for them. */
export function notesToAccept<N extends SeasonNight>(nights: readonly N[], swaps: Swaps, accepted: ReadonlySet<string>): N[] {
  return nightsToBook(nights, swaps).filter((n) => n.notes.length > 0 && !accepted.has(n.nightId));
}

/** The bays of each night to book, a bay in conflict replaced by the one picked for it. */
export function seasonChoices(nights: readonly SeasonNight[], swaps: Swaps): { nightId: string; bayNumbers: number[] }[] {
  return nightsToBook(nights, swaps).map((n) => ({
    nightId: n.nightId,
    bayNumbers: n.bays.map((b) => {
      const instead = swaps[`${n.nightId}:${b.bayNumber}`];
      return b.conflict && instead ? Number(instead) : b.bayNumber;
    }),
  }));
}
