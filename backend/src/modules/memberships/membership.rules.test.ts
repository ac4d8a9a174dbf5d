import { describe, expect, it } from 'vitest';
import { addMonths, describeMembership, freeHourMonth, membershipTimeZone, nextRetryAt, periodEnd } from './membership.rules.js';

const d = (s: string) => new Date(s);

describe('membership periods', () => {
  it('run one calendar month, clamped to the end of shorter months', () => {
    expect(addMonths(d('2026-11-22T18:30:00Z'), 1).toISOString()).toBe('2026-12-22T18:30:00.000Z');
    expect(addMonths(d('2027-01-31T15:00:00Z'), 1).toISOString()).toBe('2027-02-28T15:00:00.000Z');
    expect(addMonths(d('2028-01-31T15:00:00Z'), 1).toISOString()).toBe('2028-02-29T15:00:00.000Z'); // leap year
    expect(addMonths(d('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(addMonths(d('2026-03-31T12:00:00Z'), -1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });

  it('keep the anchor day: Jan 31 renews Feb 28, then Mar 31', () => {
    const anchor = d('2027-01-31T15:00:00Z');
    expect([0, 1, 2, 3].map((i) => periodEnd(anchor, i).toISOString().slice(0, 10))).toEqual([
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
      '2027-05-31',
    ]);
  });
});

describe('the free-hour month', () => {
  const CHICAGO = 'America/Chicago';
  it("is the venue's calendar month, whatever the server's zone", () => {
    expect(freeHourMonth(d('2026-11-22T18:00:00Z'), CHICAGO)).toEqual({ start: '2026-11-01', nextStart: '2026-12-01' });
    // 02:00 UTC on Dec 1 is still Nov 30 in Chicago, and already Dec 1 in Berlin.
    expect(freeHourMonth(d('2026-12-01T02:00:00Z'), CHICAGO)).toEqual({ start: '2026-11-01', nextStart: '2026-12-01' });
    expect(freeHourMonth(d('2026-12-01T02:00:00Z'), 'Europe/Berlin')).toEqual({ start: '2026-12-01', nextStart: '2027-01-01' });
    expect(freeHourMonth(d('2026-12-31T18:00:00Z'), CHICAGO)).toEqual({ start: '2026-12-01', nextStart: '2027-01-01' });
    expect(freeHourMonth(d('2028-02-29T18:00:00Z'), CHICAGO)).toEqual({ start: '2028-02-01', nextStart: '2028-03-01' });
  });
});

describe("a membership's time zone", () => {
  const locations = [
    { slug: 'denver', timeZone: 'America/Denver' },
    { slug: 'tulsa', timeZone: 'America/Chicago' },
  ];
  it("is the member's preferred location's", () => {
    expect(membershipTimeZone('tulsa', locations)).toBe('America/Chicago');
    expect(membershipTimeZone('denver', locations)).toBe('America/Denver');
  });
  it("without a preferred location (or an unknown one) is the first location's: the shared zone when they share one", () => {
    expect(membershipTimeZone(null, locations)).toBe('America/Denver');
    expect(membershipTimeZone('gone', locations)).toBe('America/Denver');
    expect(membershipTimeZone(undefined, [{ slug: 'tulsa', timeZone: 'America/Chicago' }])).toBe('America/Chicago');
  });
  it('needs a location', () => {
    expect(() => membershipTimeZone(null, [])).toThrow('no locations');
  });
});

describe('renewal retries', () => {
  it('are 1, 3 and 7 days after the due date, then none', () => {
    const due = d('2026-12-22T18:30:00Z');
    expect(nextRetryAt(due, 1)?.toISOString()).toBe('2026-12-23T18:30:00.000Z');
    expect(nextRetryAt(due, 2)?.toISOString()).toBe('2026-12-25T18:30:00.000Z');
    expect(nextRetryAt(due, 3)?.toISOString()).toBe('2026-12-29T18:30:00.000Z');
    expect(nextRetryAt(due, 4)).toBeNull();
  });
});

describe('describeMembership', () => {
  const end = d('2026-12-22T18:30:00Z');
  it('says renews, ends, past due or none', () => {
    expect(describeMembership(null)).toEqual({ membershipStatus: 'none', renewsAt: null, endsAt: null });
    expect(describeMembership({ status: 'active', cancelAtPeriodEnd: false, currentPeriodEnd: end })).toEqual({
      membershipStatus: 'active',
      renewsAt: end,
      endsAt: null,
    });
    expect(describeMembership({ status: 'active', cancelAtPeriodEnd: true, currentPeriodEnd: end })).toEqual({
      membershipStatus: 'cancelling',
      renewsAt: null,
      endsAt: end,
    });
    expect(describeMembership({ status: 'past_due', cancelAtPeriodEnd: false, currentPeriodEnd: end }).membershipStatus).toBe('past_due');
    expect(describeMembership({ status: 'ended', cancelAtPeriodEnd: false, currentPeriodEnd: end }).membershipStatus).toBe('none');
  });
});
