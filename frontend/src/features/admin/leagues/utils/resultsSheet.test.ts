import { describe, expect, it } from 'vitest';
import { cellKey, cellProblem, changedRounds, isBlankRecorded, isPlayed } from './resultsSheet';

describe('results grid rules', () => {
  it('leaves a cell as it was alone, and never takes a blank recorded round for a removal', () => {
    expect(cellProblem('84', 84)).toBeNull();
    expect(cellProblem(' 84 ', 84)).toBeNull();
    expect(cellProblem('', undefined)).toBeNull(); // an empty cell with no round: no change
    expect(cellProblem('', 84)).toBe('Enter a round of 18 to 200 strokes, or remove the round.');
    expect(isBlankRecorded('  ', 84)).toBe(true);
    expect(isBlankRecorded('', undefined)).toBe(false);
  });

  it("says what is wrong with typed text in the server's words", () => {
    expect(cellProblem('abc', 84)).toBe('A round is a whole number of strokes.');
    expect(cellProblem('5', undefined)).toBe('A round is at least 18 strokes.');
    expect(cellProblem('201', 84)).toBe('A round is at most 200 strokes.');
    expect(cellProblem('79', 84)).toBeNull();
  });

  it('sends only the cells that changed, as numbers', () => {
    const cells = [
      { nightId: 'n1', entryId: 'a' },
      { nightId: 'n1', entryId: 'b' },
      { nightId: 'n2', entryId: 'a' },
    ];
    const recorded = new Map([
      [cellKey('n1', 'a'), 84],
      [cellKey('n1', 'b'), 90],
    ]);
    const values = { [cellKey('n1', 'a')]: '84', [cellKey('n1', 'b')]: ' 88', [cellKey('n2', 'a')]: '' };
    expect(changedRounds(cells, values, (c) => recorded.get(cellKey(c.nightId, c.entryId)))).toEqual([
      { nightId: 'n1', entryId: 'b', strokes: 88 },
    ]);
  });

  it('opens a night for rounds once it has started', () => {
    const startsAt = '2026-11-20T01:00:00.000Z';
    expect(isPlayed({ startsAt }, Date.parse(startsAt))).toBe(true);
    expect(isPlayed({ startsAt }, Date.parse(startsAt) - 1)).toBe(false);
  });
});
