// One league round (strokes on one night), as the admin types it in /admin/leagues/{id}/results and
// as enterLeagueScores receives it: the same rule and the same words in the browser and on the server.

export const LEAGUE_ROUND_MIN = 18;
export const LEAGUE_ROUND_MAX = 200;

export const leagueRoundMessages = {
  whole: 'A round is a whole number of strokes.',
  low: `A round is at least ${LEAGUE_ROUND_MIN} strokes.`,
  high: `A round is at most ${LEAGUE_ROUND_MAX} strokes.`,
  /** A recorded round left blank: taking a round out is its own action, never a blank cell. */
  blank: `Enter a round of ${LEAGUE_ROUND_MIN} to ${LEAGUE_ROUND_MAX} strokes, or remove the round.`,
  notPlayed: 'That night has not been played yet.',
  removeWithStrokes: 'Send either a round or its removal, not both.',
  twice: 'This round is in the save twice.',
} as const;

/**
 * Why a round is not a round, or null: a whole number from 18 to 200. Takes the cell's text (digits
 * only, spaces around allowed: "abc", "7e1" and "72.0" are not rounds) or the number sent; blank text
 * or null is `blank`.
 */
export function leagueRoundProblem(value: string | number | null): string | null {
  let strokes: number;
  if (value === null) return leagueRoundMessages.blank;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return leagueRoundMessages.blank;
    if (!/^[+-]?\d+$/.test(text)) return leagueRoundMessages.whole;
    strokes = Number(text);
  } else {
    if (!Number.isInteger(value)) return leagueRoundMessages.whole;
    strokes = value;
  }
  if (strokes < LEAGUE_ROUND_MIN) return leagueRoundMessages.low;
  if (strokes > LEAGUE_ROUND_MAX) return leagueRoundMessages.high;
  return null;
}
