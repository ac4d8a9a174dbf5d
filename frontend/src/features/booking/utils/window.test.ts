import { describe, expect, it } from 'vitest';
import { dayChoices, inWindow, windowDaysFor, windowDaysFrom, windowNote } from './window';

describe('booking window', () => {
  it('is 2 days for visitors and non-members, 5 for Birdie, unlimited for admins', () => {
    expect(windowDaysFor(null)).toBe(2);
    expect(windowDaysFor({ isAdmin: false, membershipType: 'None' })).toBe(2);
    expect(windowDaysFor({ isAdmin: false, membershipType: 'Birdie' })).toBe(5);
    expect(windowDaysFor({ isAdmin: true, membershipType: 'None' })).toBeNull();
  });

  it("reads the server's last bookable date", () => {
    expect(windowDaysFrom('2026-11-22', '2026-11-24')).toBe(2);
    expect(windowDaysFrom('2026-11-22', '2026-11-27')).toBe(5);
    expect(windowDaysFrom('2026-11-22', null)).toBeNull();
  });

  it('lists the Birdie days to everyone, bookable only inside the viewer window', () => {
    const visitor = dayChoices('2026-11-22', 2);
    expect(visitor.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(visitor.map((d) => d.bookable)).toEqual([true, true, true, false, false, false]);
    expect(dayChoices('2026-11-22', 5).every((d) => d.bookable)).toBe(true);
    expect(dayChoices('2026-11-22', 5)).toHaveLength(6);
    const staff = dayChoices('2026-11-22', null);
    expect(staff).toHaveLength(14);
    expect(staff.every((d) => d.bookable)).toBe(true);
  });

  it('never includes the past', () => {
    expect(inWindow('2026-11-21', '2026-11-22', 2)).toBe(false);
    expect(inWindow('2026-11-21', '2026-11-22', null)).toBe(false);
    expect(inWindow('2026-11-24', '2026-11-22', 2)).toBe(true);
    expect(inWindow('2026-11-25', '2026-11-22', 2)).toBe(false);
    expect(inWindow('2027-05-01', '2026-11-22', null)).toBe(true);
  });

  it('says why later days are locked', () => {
    expect(windowNote(2, false)).toBe('Visitors can book up to 2 days ahead. Birdie members book 5 days ahead.');
    expect(windowNote(2, true)).toBe('You can book up to 2 days ahead. Birdie members book 5 days ahead.');
    expect(windowNote(5, true)).toBe('As a Birdie member you can book up to 5 days ahead.');
    expect(windowNote(null, true)).toBe('Staff accounts can book any date.');
  });
});
