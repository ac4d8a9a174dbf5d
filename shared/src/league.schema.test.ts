import { describe, expect, it } from 'vitest';
import { firstIssue } from './issues.js';
import { leagueInput, leagueMessages } from './league.schema.js';

const valid = {
  name: 'Monday Stroke League',
  description: '',
  location: 'tulsa',
  format: 'individual',
  teamSize: 4,
  firstNight: '2026-12-07',
  startTime: '19:00',
  hoursPerNight: '2',
  weeks: 8,
  capacity: '16',
  baysPerNight: 2,
  entryFeeCents: 12000,
  tieBreakers: ['low_round'],
};

describe('leagueInput', () => {
  it('reads form text as numbers', () => {
    const v = leagueInput.parse(valid);
    expect(v).toMatchObject({ hoursPerNight: 2, capacity: 16 });
  });

  it('refuses a team of one, a night past midnight, a repeated tie-breaker and a date that does not exist', () => {
    const msg = (over: object) => {
      const r = leagueInput.safeParse({ ...valid, ...over });
      return r.success ? undefined : firstIssue(leagueInput, r.error).message;
    };
    expect(msg({ format: 'teams', teamSize: 1 })).toBe(leagueMessages.teamSize);
    expect(msg({ startTime: '22:30', hoursPerNight: 2 })).toBe(leagueMessages.endsBeforeMidnight);
    expect(msg({ tieBreakers: ['low_round', 'low_round'] })).toBe(leagueMessages.tieBreakers);
    expect(msg({ tieBreakers: [] })).toBe(leagueMessages.tieBreakers);
    expect(msg({ firstNight: '2026-02-30' })).toBe(leagueMessages.firstNight);
    expect(msg({ firstNight: '2026-13-45' })).toBe(leagueMessages.firstNight); // no Date at all: refused, not thrown
    expect(msg({ firstNight: '9999-12-31' })).toBe(leagueMessages.firstNight);
    expect(msg({ entryFeeCents: -1 })).toBe(leagueMessages.entryFee);
    expect(msg({ format: 'teams', teamSize: 3 })).toBeUndefined();
  });
});
