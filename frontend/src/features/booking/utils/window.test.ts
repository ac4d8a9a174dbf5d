import { describe, expect, it } from 'vitest';
import { dayChoices, inWindow, windowDaysFor, windowDaysFrom, windowNote } from './window';

// The seeded plan rows' terms, and a row added later.
const plan = (code: string, priceCents: number, bookingWindowDays: number) => ({
  code,
  name: code,
  priceCents,
  bookingWindowDays,
  freeHoursPerMonth: 0,
  hourlyRateCents: 6000,
  memberEvents: false,
});
const PLANS = [plan('None', 0, 2), plan('Birdie', 8900, 5)];
const BIRDIE = { name: 'Birdie', bookingWindowDays: 5 };

describe('booking window', () => {
  it("is the viewer's plan row: 2 days for visitors and non-members, 5 for Birdie as seeded, unlimited for admins", () => {
    expect(windowDaysFor(null, PLANS)).toBe(2);
    expect(windowDaysFor({ isAdmin: false, membershipType: 'None' }, PLANS)).toBe(2);
    expect(windowDaysFor({ isAdmin: false, membershipType: 'Birdie' }, PLANS)).toBe(5);
    expect(windowDaysFor({ isAdmin: true, membershipType: 'None' }, PLANS)).toBeNull();
    // A new plan row, and a plan no longer offered (the free plan's window).
    expect(windowDaysFor({ isAdmin: false, membershipType: 'Eagle' }, [...PLANS, plan('Eagle', 14900, 10)])).toBe(10);
    expect(windowDaysFor({ isAdmin: false, membershipType: 'Gone' }, PLANS)).toBe(2);
    expect(windowDaysFor(null, null)).toBe(0);
  });

  it("reads the server's last bookable date", () => {
    expect(windowDaysFrom('2026-11-22', '2026-11-24')).toBe(2);
    expect(windowDaysFrom('2026-11-22', '2026-11-27')).toBe(5);
    expect(windowDaysFrom('2026-11-22', null)).toBeNull();
  });

  it('lists the Birdie days to everyone, bookable only inside the viewer window', () => {
    const visitor = dayChoices('2026-11-22', 2, BIRDIE);
    expect(visitor.map((d) => d.date)).toEqual(['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(visitor.map((d) => d.bookable)).toEqual([true, true, true, false, false, false]);
    expect(dayChoices('2026-11-22', 5, BIRDIE).every((d) => d.bookable)).toBe(true);
    expect(dayChoices('2026-11-22', 5, BIRDIE)).toHaveLength(6);
    const staff = dayChoices('2026-11-22', null, BIRDIE);
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
    expect(windowNote(2, false, BIRDIE)).toBe('Visitors can book up to 2 days ahead. Birdie members book 5 days ahead.');
    expect(windowNote(2, true, BIRDIE)).toBe('You can book up to 2 days ahead. Birdie members book 5 days ahead.');
    expect(windowNote(5, true, BIRDIE)).toBe('As a Birdie member you can book up to 5 days ahead.');
    expect(windowNote(null, true, BIRDIE)).toBe('Staff accounts can book any date.');
    expect(windowNote(5, true, { name: 'Eagle', bookingWindowDays: 10 })).toBe(
      'You can book up to 5 days ahead. Eagle members book 10 days ahead.',
    );
    expect(dayChoices('2026-11-22', 5, { name: 'Eagle', bookingWindowDays: 10 })).toHaveLength(11);
  });
});
