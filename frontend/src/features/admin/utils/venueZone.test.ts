import { describe, expect, it } from 'vitest';
import { auditLocation, formatInZone, sharedTimeZone, zoneFor } from './venueZone';

const CENTRAL = [
  { slug: 'tulsa', timeZone: 'America/Chicago' },
  { slug: 'richardson', timeZone: 'America/Chicago' },
];
const SPREAD = [...CENTRAL, { slug: 'denver', timeZone: 'America/Denver' }];

describe('sharedTimeZone', () => {
  it('is the one zone all locations share', () => {
    expect(sharedTimeZone(CENTRAL)).toBe('America/Chicago');
  });

  it('is null when the locations span zones, or none is known', () => {
    expect(sharedTimeZone(SPREAD)).toBeNull();
    expect(sharedTimeZone([])).toBeNull();
  });
});

describe('zoneFor', () => {
  it("uses the location's own zone, named only when locations differ", () => {
    expect(zoneFor(CENTRAL, 'tulsa', 'Europe/Paris')).toEqual({ timeZone: 'America/Chicago', named: false });
    expect(zoneFor(SPREAD, 'denver', 'Europe/Paris')).toEqual({ timeZone: 'America/Denver', named: true });
  });

  it('uses the shared zone for a time at no location or an unknown one', () => {
    expect(zoneFor(CENTRAL, null, 'Europe/Paris')).toEqual({ timeZone: 'America/Chicago', named: false });
    expect(zoneFor(CENTRAL, 'atlantis', 'Europe/Paris')).toEqual({ timeZone: 'America/Chicago', named: false });
  });

  it("falls back to the admin's own zone, named, when the locations do not settle it", () => {
    expect(zoneFor(SPREAD, undefined, 'Europe/Paris')).toEqual({ timeZone: 'Europe/Paris', named: true });
    expect(zoneFor([], 'tulsa', 'Europe/Paris')).toEqual({ timeZone: 'Europe/Paris', named: true });
  });
});

describe('auditLocation', () => {
  it('reads the location slug an entry names', () => {
    expect(auditLocation({ location: 'tulsa', bayNumber: 2 })).toBe('tulsa');
  });

  it('is null for entries about no location', () => {
    expect(auditLocation({ released: 2 })).toBeNull();
    expect(auditLocation({ location: 7 })).toBeNull();
    expect(auditLocation(null)).toBeNull();
    expect(auditLocation(['tulsa'])).toBeNull();
  });
});

describe('formatInZone', () => {
  const at = '2026-11-22T21:14:00Z'; // 3:14 PM in Chicago (CST), 2:14 PM in Denver (MST)

  it('tells the time in the zone, plainly for venue time', () => {
    expect(formatInZone(at, { timeZone: 'America/Chicago', named: false })).toBe('Nov 22, 2026, 3:14 PM');
  });

  it('names the zone when it must', () => {
    expect(formatInZone(at, { timeZone: 'America/Denver', named: true })).toBe('Nov 22, 2026, 2:14 PM MST');
  });
});
