import { describe, expect, it } from 'vitest';
import { dayStatus, linkBay, linkDate, linkDateMessage, openingDay, openingNote, unknownBayMessage } from './opening';
import type { DayGrid, SlotState } from './slots';

const grid = (...columns: SlotState[][]): DayGrid => ({
  hours: columns[0]?.map((_, i) => 18 + i) ?? [],
  bays: columns.map((states, i) => ({ number: i + 1, name: `Bay ${i + 1}`, capacity: 6, states })),
});

describe('the day the booking page opens on', () => {
  it('reads a day as free, full (taken or already started) or closed', () => {
    expect(dayStatus(grid(['PAST', 'FREE'], ['TAKEN', 'TAKEN']))).toBe('free');
    expect(dayStatus(grid(['PAST', 'TAKEN'], ['PAST', 'CLOSED']))).toBe('full');
    expect(dayStatus(grid(['CLOSED', 'CLOSED'], ['CLOSED', 'CLOSED']))).toBe('closed');
    expect(dayStatus({ hours: [], bays: [] })).toBe('closed');
  });

  it('is today when today has a free start', () => {
    expect(openingDay('2026-11-26', 2, () => 'free')).toEqual({ date: '2026-11-26', settled: true });
  });

  it('loads each day in turn and stops at the first with a free start', () => {
    const known: Record<string, 'free' | 'full' | 'closed'> = { '2026-11-26': 'full' };
    expect(openingDay('2026-11-26', 2, (d) => known[d])).toEqual({ date: '2026-11-27', settled: false });
    known['2026-11-27'] = 'closed';
    expect(openingDay('2026-11-26', 2, (d) => known[d])).toEqual({ date: '2026-11-28', settled: false });
    known['2026-11-28'] = 'free';
    expect(openingDay('2026-11-26', 2, (d) => known[d])).toEqual({ date: '2026-11-28', settled: true });
  });

  it("never looks past the viewer's window, and shows today when nothing in it is free", () => {
    const seen: string[] = [];
    const result = openingDay('2026-11-26', 1, (d) => {
      seen.push(d);
      return 'full';
    });
    expect(result).toEqual({ date: '2026-11-26', settled: true });
    expect(seen).toEqual(['2026-11-26', '2026-11-27']);
    // Staff (no limit) are looked for a week ahead.
    expect(openingDay('2026-11-26', null, () => 'full')).toEqual({ date: '2026-11-26', settled: true });
    expect(openingDay('2026-11-26', null, (d) => (d === '2026-12-03' ? 'free' : 'full')).date).toBe('2026-12-03');
  });

  it('says why it is not today', () => {
    expect(openingNote('full', 'Friday, Nov 27, 2026')).toBe("Today is full. Here's Friday, Nov 27, 2026, the first day with free times.");
    expect(openingNote('closed', 'Friday, Nov 27, 2026')).toBe(
      "We're closed today. Here's Friday, Nov 27, 2026, the first day with free times.",
    );
  });
});

describe("a booking link's date and bay", () => {
  const today = '2026-11-26';

  it('leaves the choice to the opening-day rule when the link has no date, and keeps a bookable one', () => {
    expect(linkDate(null, today, 2)).toEqual({ date: null, problem: null });
    expect(linkDate('2026-11-26', today, 2)).toEqual({ date: '2026-11-26', problem: null });
    expect(linkDate('2026-11-28', today, 2)).toEqual({ date: '2026-11-28', problem: null });
  });

  it('shows today for a date that is not one or has passed', () => {
    for (const raw of ['tomorrow', '2026-13-01', '2026-02-30', '26-11-2026', ''])
      expect(linkDate(raw, today, 2)).toEqual({ date: today, problem: 'unreadable' });
    expect(linkDate('2026-11-25', today, 2)).toEqual({ date: today, problem: 'past' });
  });

  it("shows the last day of the viewer's window for a later date, once the window is known", () => {
    expect(linkDate('2026-11-30', today, 2)).toEqual({ date: '2026-11-28', problem: 'beyond' });
    expect(linkDate('2026-11-30', today, 5)).toEqual({ date: '2026-11-30', problem: null });
    expect(linkDate('2026-11-30', today, undefined)).toEqual({ date: '2026-11-30', problem: null });
    expect(linkDate('2027-06-30', today, null)).toEqual({ date: '2027-06-30', problem: null }); // staff
  });

  it('says what it did instead', () => {
    expect(linkDateMessage('unreadable', '', 'Thursday, Nov 26, 2026')).toBe("We couldn't read the date in that link, so here's today.");
    expect(linkDateMessage('past', 'Monday, Nov 23, 2026', 'Thursday, Nov 26, 2026')).toBe(
      "Monday, Nov 23, 2026 has passed, so here's today.",
    );
    expect(linkDateMessage('beyond', 'Monday, Nov 30, 2026', 'Saturday, Nov 28, 2026')).toBe(
      "Monday, Nov 30, 2026 isn't open for booking yet, so here's Saturday, Nov 28, 2026, the furthest day you can book.",
    );
  });

  it("keeps Any bay and the location's own bays, and flags any other", () => {
    const bays = [{ number: 1 }, { number: 2 }];
    expect(linkBay(null, bays)).toEqual({ bay: null, unknown: false });
    expect(linkBay('any', bays)).toEqual({ bay: 'any', unknown: false });
    expect(linkBay('2', bays)).toEqual({ bay: 2, unknown: false });
    for (const raw of ['9', '0', 'two', '1.5', '-1']) expect(linkBay(raw, bays)).toEqual({ bay: null, unknown: true });
    expect(unknownBayMessage('9', 'Tulsa')).toBe("Tulsa has no bay “9”, so we've left it out. Pick a bay below, or Any bay.");
    expect(unknownBayMessage('x'.repeat(40), 'Tulsa')).toContain('“xxxxxxxxxxxx…”');
  });
});
