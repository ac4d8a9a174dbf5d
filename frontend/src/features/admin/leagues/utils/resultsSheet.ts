// The results grid's rules (/admin/leagues/{id}/results), apart from the page: which cells can take
// a round, what is wrong with a cell's text, and what a save sends. The round rule itself is the
// shared one (@fairway/shared), so the page and the server refuse the same values in the same words.
import { leagueRoundProblem } from '@fairway/shared';

/** The form field of one cell: `c` + night id + `_` + entry id (no dots, so react-hook-form keeps it flat). */
export const cellKey = (nightId: string, entryId: string) => `c${nightId}_${entryId}`;

/** A night takes rounds once it has started (the server's rule too). */
export const isPlayed = (night: { startsAt: string }, now: number) => new Date(night.startsAt).getTime() <= now;

/**
 * What is wrong with a cell as typed, or null. A cell left as it was is fine (an empty cell with no
 * round is no change). Emptying a recorded round is not a removal: it says to use Remove.
 */
export function cellProblem(text: string, recorded: number | undefined): string | null {
  if (text.trim() === (recorded === undefined ? '' : String(recorded))) return null;
  return leagueRoundProblem(text);
}

/** Whether a cell's problem is a recorded round left blank (the cell then offers Remove). */
export const isBlankRecorded = (text: string, recorded: number | undefined) => recorded !== undefined && text.trim() === '';

export interface Cell {
  nightId: string;
  entryId: string;
}

/** The rounds a save sends: every cell whose text differs from its recorded round (all of them valid by then). */
export function changedRounds(
  cells: readonly Cell[],
  values: Readonly<Record<string, string | undefined>>,
  recorded: (c: Cell) => number | undefined,
): { nightId: string; entryId: string; strokes: number }[] {
  return cells.flatMap((c) => {
    const text = (values[cellKey(c.nightId, c.entryId)] ?? '').trim();
    const was = recorded(c);
    if (text === (was === undefined ? '' : String(was))) return [];
    return [{ nightId: c.nightId, entryId: c.entryId, strokes: Number(text) }];
  });
}
