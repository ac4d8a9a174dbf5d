import { describe, expect, it } from 'vitest';
import {
  leagueCountLabel,
  leagueCsvUrl,
  leagueViewFromSearchParams,
  leagueViewToSearchParams,
  placesLabel,
  toLeagueInput,
} from './leagueView';

describe('league grid view', () => {
  it('reads a shared URL and writes only what differs from a plain visit', () => {
    const view = leagueViewFromSearchParams(new URLSearchParams('q=stroke&status=open&location=tulsa&sort=name&dir=asc&page=2'));
    expect(view).toMatchObject({ search: 'stroke', status: 'open', location: 'tulsa', sort: 'name', direction: 'asc', page: 1 });
    expect(leagueViewToSearchParams(view).toString()).toBe('q=stroke&status=open&location=tulsa&sort=name&dir=asc&page=2');
    const junk = leagueViewFromSearchParams(new URLSearchParams('status=closed&location=Tulsa!&sort=__proto__'));
    expect(junk).toMatchObject({ status: '', location: '', sort: 'firstNight', direction: 'desc' });
    expect(leagueViewToSearchParams(junk).toString()).toBe('');
  });

  it('exports the same filters and order as CSV', () => {
    const view = leagueViewFromSearchParams(new URLSearchParams('status=done'));
    expect(leagueCsvUrl(view)).toBe('/api/admin/leagues.csv?sort=firstNight&direction=desc&status=done');
  });

  it('says how many, and what is left only while open', () => {
    expect(leagueCountLabel(1, false)).toBe('1 league');
    expect(leagueCountLabel(3, true)).toBe('3 leagues match these filters');
    expect(placesLabel(5, { capacity: 16, spotsLeft: 11, status: 'OPEN' })).toBe('5 of 16 paid · 11 left');
    expect(placesLabel(4, { capacity: 4, spotsLeft: 0, status: 'FULL' })).toBe('4 of 4 paid');
  });

  it('sends an individual league with places of one player, enums in capitals', () => {
    const input = toLeagueInput({
      name: 'X',
      description: '',
      location: 'tulsa',
      format: 'individual',
      teamSize: 4,
      firstNight: '2026-12-01',
      startTime: '19:00',
      hoursPerNight: 2,
      weeks: 8,
      capacity: 16,
      baysPerNight: 2,
      entryFeeCents: 0,
      tieBreakers: ['low_round', 'countback'],
    });
    expect(input).toMatchObject({ format: 'INDIVIDUAL', teamSize: 1, tieBreakers: ['LOW_ROUND', 'COUNTBACK'] });
  });
});
