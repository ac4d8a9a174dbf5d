import { describe, expect, it } from 'vitest';
import { leagueDates, leagueFee, leagueFormat, leagueNight, placesLeft } from './leagueText';

describe('league card texts', () => {
  it('says the night, the dates, the format and the fee', () => {
    expect(leagueNight(2, '19:00', 2)).toBe('Tuesdays at 7:00 PM · 2 hours');
    expect(leagueNight(7, '09:30', 1)).toBe('Sundays at 9:30 AM · 1 hour');
    expect(leagueDates('2026-12-08', '2027-01-26', 8)).toBe('Dec 8, 2026 – Jan 26, 2027 · 8 weeks');
    expect(leagueFormat('TEAMS', 2)).toBe('Teams of 2');
    expect(leagueFormat('INDIVIDUAL', 1)).toBe('Individual');
    expect(leagueFee(12000, 'INDIVIDUAL')).toBe('$120.00 per player');
    expect(leagueFee(16000, 'TEAMS')).toBe('$160.00 per team');
  });
  it('counts places left', () => {
    expect(placesLeft(0, 16)).toBe('Full');
    expect(placesLeft(1, 16)).toBe('1 of 16 place left');
    expect(placesLeft(13, 16)).toBe('13 of 16 places left');
    expect(placesLeft(16, 16)).toBe('16 places open');
  });
});
