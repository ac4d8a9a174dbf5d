import { describe, expect, it } from 'vitest';
import { addDays, instantAt, isoWeekday, localDateOf, localMonthOf } from '../../shared/time.js';
import { specOpeningHours } from './demo-data.js';
import { GENERATED_CUSTOMERS, HISTORY_DAYS, PAGE_VIEW_DAYS, planDemoHistory, type HistoryLocation } from './demo-history.js';

const TZ = 'America/Chicago';
const HOUR = 3600_000;
const hours = specOpeningHours.map((h) => ({ weekday: h.weekday, opensMinute: h.opens * 60, closesMinute: h.closes * 60 }));
const bays = (slug: string, n: number) => Array.from({ length: n }, (_, i) => ({ id: `${slug}-bay-${i + 1}`, number: i + 1 }));
const locations: HistoryLocation[] = [
  { slug: 'tulsa', timeZone: TZ, bays: bays('tulsa', 6), hours },
  { slug: 'richardson', timeZone: TZ, bays: bays('richardson', 5), hours },
  { slug: 'hudsonoaks', timeZone: TZ, bays: bays('hudsonoaks', 4), hours },
];
// The seeded rows of membership_plans (the seed passes what the table holds).
const plans = {
  visitor: { name: 'None', priceCents: 0, hourlyRateCents: 6000, freeHoursPerMonth: 0, bookingWindowDays: 2 },
  member: { name: 'Birdie', priceCents: 8900, hourlyRateCents: 4000, freeHoursPerMonth: 2, bookingWindowDays: 5 },
};
const plan = (now: Date) => planDemoHistory({ now, locations, appOrigin: 'http://localhost:3000', plans });
const localHour = (d: Date) => Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone: TZ }).format(d));

// An ordinary afternoon, early morning and late evening, and the two DST change days.
const NOWS = [
  '2026-11-18T20:37:12Z',
  '2026-11-22T06:30:00Z',
  '2026-06-05T04:45:00Z',
  '2026-03-08T18:00:00Z',
  '2026-11-01T17:10:00Z',
  '2027-01-30T22:00:00Z',
].map((s) => new Date(s));

describe('demo history plan', () => {
  it('is the same history for the same "now" (seeded PRNG)', () => {
    const now = NOWS[0]!;
    expect(JSON.stringify(plan(now))).toBe(JSON.stringify(plan(new Date(now.getTime()))));
  });

  for (const now of NOWS) {
    describe(`at ${now.toISOString()}`, () => {
      const { bookings, pageViews, customers } = plan(now);
      const today = localDateOf(now, TZ);

      it('books whole local hours inside opening hours, 1 to 4 hours, 1 to 6 players, within the last 28 days and the next 6', () => {
        expect(bookings.length).toBeGreaterThan(1000);
        const bad = bookings.filter((b) => {
          const open = hours.find((h) => h.weekday === isoWeekday(b.localDate))!;
          const h = (b.end.getTime() - b.start.getTime()) / HOUR;
          return (
            localDateOf(b.start, TZ) !== b.localDate ||
            b.start < instantAt(b.localDate, open.opensMinute, TZ) ||
            b.end > instantAt(b.localDate, open.closesMinute, TZ) ||
            b.start.getUTCMinutes() + b.start.getUTCSeconds() + b.start.getUTCMilliseconds() !== 0 ||
            !(Number.isInteger(h) && h >= 1 && h <= 4) ||
            b.partySize < 1 ||
            b.partySize > 6 ||
            b.localDate < addDays(today, -HISTORY_DAYS) ||
            b.localDate > addDays(today, 6)
          );
        });
        expect(bad).toEqual([]);
      });

      it('never overlaps on a bay, and nothing on a lower bay has not ended: upcoming ones are on the top bay only', () => {
        const byBay = new Map<string, typeof bookings>();
        for (const b of bookings.filter((x) => x.status === 'confirmed')) byBay.set(b.bayId, [...(byBay.get(b.bayId) ?? []), b]);
        for (const list of byBay.values()) {
          const sorted = [...list].sort((a, b) => a.start.getTime() - b.start.getTime());
          for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start.getTime()).toBeGreaterThanOrEqual(sorted[i - 1]!.end.getTime());
        }
        const top = (slug: string) => Math.max(...locations.find((l) => l.slug === slug)!.bays.map((x) => x.number));
        expect(bookings.filter((b) => b.bayNumber !== top(b.location) && b.end > now)).toEqual([]);
        const upcoming = bookings.filter((b) => b.start > now);
        expect(upcoming.length).toBeGreaterThan(3);
        expect(upcoming.length).toBeLessThan(60);
        expect(upcoming.every((b) => (b.status === 'confirmed' && b.customer.kind === 'generated') || b.customer.kind === 'player')).toBe(
          true,
        );
      });

      it('prices in integer cents with the price lines adding up, and times that make sense', () => {
        const bad = bookings.filter(
          (b) =>
            b.quote.lines.reduce((s, l) => s + l.amountCents, 0) !== b.quote.totalCents ||
            !Number.isInteger(b.quote.totalCents) ||
            b.createdAt > now ||
            b.createdAt > b.start ||
            b.confirmedAt > now ||
            b.confirmedAt > b.start ||
            b.confirmedAt < b.createdAt ||
            // Online customers booked inside their window (2 local days ahead; Birdie 5).
            (b.channel === 'online' && b.localDate > addDays(localDateOf(b.createdAt, TZ), b.customer.kind === 'birdie' ? 5 : 2)) ||
            (b.status === 'cancelled'
              ? b.channel !== 'online' || b.cancelledAt!.getTime() > b.start.getTime() - 24 * HOUR || b.cancelledAt! <= b.confirmedAt
              : b.cancelledAt !== null),
        );
        expect(bad).toEqual([]);
        const cancelled = bookings.filter((b) => b.status === 'cancelled').length;
        expect(cancelled).toBeGreaterThan(5);
        expect(cancelled).toBeLessThan(bookings.length * 0.08);
      });

      it("mixes walk-ins, the demo accounts and ~40 generated customers; the Birdie member keeps this month's free hours", () => {
        const kinds = new Set(bookings.map((b) => b.customer.kind));
        expect([...kinds].sort()).toEqual(expect.arrayContaining(['generated', 'player', 'walkin']));
        expect(customers).toHaveLength(GENERATED_CUSTOMERS);
        expect(new Set(customers.map((c) => c.email)).size).toBe(GENERATED_CUSTOMERS);
        for (const c of customers) expect(c.email).toMatch(/^[a-z]+\.[a-z]+@example\.com$/);
        const birdie = bookings.filter((b) => b.customer.kind === 'birdie');
        for (const b of birdie) expect(localMonthOf(b.localDate) < localMonthOf(today)).toBe(true);
        const freeByMonth = new Map<string, number>();
        for (const b of birdie)
          freeByMonth.set(localMonthOf(b.localDate), (freeByMonth.get(localMonthOf(b.localDate)) ?? 0) + b.quote.freeHoursApplied);
        for (const used of freeByMonth.values()) expect(used).toBeLessThanOrEqual(2);
      });

      it('is busier in the evening and at the weekend', () => {
        const past = bookings.filter((b) => b.status === 'confirmed' && b.end <= now);
        const hoursIn = (pred: (b: (typeof past)[number]) => boolean) =>
          past.filter(pred).reduce((s, b) => s + (b.end.getTime() - b.start.getTime()) / HOUR, 0);
        const weekdayEvening = hoursIn((b) => isoWeekday(b.localDate) <= 4 && localHour(b.start) >= 17);
        const weekdayMorning = hoursIn((b) => isoWeekday(b.localDate) <= 4 && localHour(b.start) < 12);
        expect(weekdayEvening).toBeGreaterThan(weekdayMorning * 1.5);
        const perDay = (days: number[]) => hoursIn((b) => days.includes(isoWeekday(b.localDate))) / days.length;
        expect(perDay([6])).toBeGreaterThan(perDay([1, 2, 3]));
      });

      it('has page views for each of the last 14 days, none after now', () => {
        const days = new Set(pageViews.map((v) => localDateOf(v.at, TZ)));
        expect(days.size).toBeGreaterThanOrEqual(PAGE_VIEW_DAYS - 1); // today may not have begun (just after midnight)
        expect(pageViews.length).toBeGreaterThan(PAGE_VIEW_DAYS * 150);
        const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
        expect(pageViews.filter((v) => v.at > now || !/^\/[a-z/-]*$/.test(v.path) || !uuid.test(v.visitorId))).toEqual([]);
      });
    });
  }
});
