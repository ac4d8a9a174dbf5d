import { describe, expect, it } from 'vitest';
import { specOpeningHours } from '../../../test/fixtures';
import { localClock, openStatus } from './openStatus';

const CHICAGO = 'America/Chicago';
// Instants in UTC; Chicago is UTC-6 in winter (CST), UTC-5 in summer (CDT).
const at = (iso: string) => new Date(iso);

describe('localClock', () => {
  it('reads weekday and time in the venue zone, DST included', () => {
    expect(localClock(at('2026-01-12T18:30:00Z'), CHICAGO)).toEqual({ weekday: 1, minutes: 12 * 60 + 30 }); // Mon 12:30 CST
    expect(localClock(at('2026-07-13T17:30:00Z'), CHICAGO)).toEqual({ weekday: 1, minutes: 12 * 60 + 30 }); // Mon 12:30 CDT
    expect(localClock(at('2026-01-13T05:30:00Z'), CHICAGO)).toEqual({ weekday: 1, minutes: 23 * 60 + 30 }); // still Monday locally
  });
});

describe('openStatus (spec hours: Mon-Thu 6-22, Fri-Sat 9-24, Sun 10-20)', () => {
  it('open: until closing time', () => {
    expect(openStatus(specOpeningHours, CHICAGO, at('2026-01-12T18:30:00Z'))).toEqual({ open: true, label: 'Open until 10:00 PM' });
    expect(openStatus(specOpeningHours, CHICAGO, at('2026-01-17T05:30:00Z'))).toEqual({ open: true, label: 'Open until 12:00 AM' }); // Fri 23:30
  });

  it('before opening: opens at', () => {
    expect(openStatus(specOpeningHours, CHICAGO, at('2026-01-16T13:00:00Z'))).toEqual({ open: false, label: 'Opens at 9:00 AM' }); // Fri 7:00
  });

  it('after closing: opens tomorrow', () => {
    expect(openStatus(specOpeningHours, CHICAGO, at('2026-01-13T04:30:00Z'))).toEqual({ open: false, label: 'Opens tomorrow at 6:00 AM' }); // Mon 22:30
    expect(openStatus(specOpeningHours, CHICAGO, at('2026-01-19T02:30:00Z'))).toEqual({ open: false, label: 'Opens tomorrow at 6:00 AM' }); // Sun 20:30
  });

  it('skips closed days', () => {
    const weekdaysOnly = specOpeningHours.filter((h) => h.weekday <= 5);
    expect(openStatus(weekdaysOnly, CHICAGO, at('2026-01-17T18:00:00Z'))).toEqual({ open: false, label: 'Opens Monday at 6:00 AM' }); // Sat noon
  });

  it('null without hours', () => {
    expect(openStatus([], CHICAGO, new Date())).toBeNull();
  });
});
