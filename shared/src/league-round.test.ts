import { describe, expect, it } from 'vitest';
import { leagueRoundMessages as m, leagueRoundProblem } from './league-round.js';

describe('leagueRoundProblem', () => {
  it('takes a whole number from 18 to 200, typed or sent', () => {
    for (const ok of ['18', ' 84 ', '200', 18, 84, 200]) expect(leagueRoundProblem(ok)).toBeNull();
  });

  it('says what is wrong with text that is not a round', () => {
    expect(leagueRoundProblem('abc')).toBe(m.whole);
    expect(leagueRoundProblem('72.5')).toBe(m.whole);
    expect(leagueRoundProblem('72.0')).toBe(m.whole);
    expect(leagueRoundProblem('7e1')).toBe(m.whole);
    expect(leagueRoundProblem('0x48')).toBe(m.whole);
    expect(leagueRoundProblem('5')).toBe(m.low);
    expect(leagueRoundProblem('-4')).toBe(m.low);
    expect(leagueRoundProblem('201')).toBe(m.high);
  });

  it('says the same of numbers, and never reads blank or null as "no round"', () => {
    expect(leagueRoundProblem(70.5)).toBe(m.whole);
    expect(leagueRoundProblem(Number.NaN)).toBe(m.whole);
    expect(leagueRoundProblem(17)).toBe(m.low);
    expect(leagueRoundProblem(201)).toBe(m.high);
    expect(leagueRoundProblem('')).toBe(m.blank);
    expect(leagueRoundProblem('   ')).toBe(m.blank);
    expect(leagueRoundProblem(null)).toBe(m.blank);
  });
});
