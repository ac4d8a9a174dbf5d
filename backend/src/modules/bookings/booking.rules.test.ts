import { describe, expect, it } from 'vitest';
import { instantAt } from '../../shared/time.js';
import {
  purchaseKindOf,
  bookingWindowDays,
  checkBookingRequest,
  lastBookableDate,
  localStartHour,
  longestWindowPlan,
  slotState,
  slotsOf,
  type DayHours,
} from './booking.rules.js';

const TZ = 'America/Chicago';
const SPEC_HOURS: DayHours[] = [
  ...[1, 2, 3, 4].map((weekday) => ({ weekday, opensMinute: 360, closesMinute: 1320 })),
  { weekday: 5, opensMinute: 540, closesMinute: 1440 },
  { weekday: 6, opensMinute: 540, closesMinute: 1440 },
  { weekday: 7, opensMinute: 600, closesMinute: 1200 },
];
// Sunday 2026-11-22, 9:15am in Chicago.
const NOW = new Date('2026-11-22T15:15:00Z');

describe('booking window', () => {
  // The seeded rows of membership_plans; the rules know no plan by name.
  const NONE = { name: 'None', bookingWindowDays: 2 };
  const BIRDIE = { name: 'Birdie', bookingWindowDays: 5 };

  it("is the plan's window: 2 days for visitors and non-members, 5 for Birdie, unlimited for admins", () => {
    expect(bookingWindowDays(null, NONE)).toBe(2);
    expect(bookingWindowDays({ isAdmin: false }, NONE)).toBe(2);
    expect(bookingWindowDays({ isAdmin: false }, BIRDIE)).toBe(5);
    expect(bookingWindowDays({ isAdmin: false }, { bookingWindowDays: 9 })).toBe(9);
    expect(bookingWindowDays({ isAdmin: true }, NONE)).toBeNull();
    expect(bookingWindowDays({ isAdmin: true }, BIRDIE)).toBeNull();
    expect(lastBookableDate('2026-11-22', 2)).toBe('2026-11-24');
    expect(lastBookableDate('2026-11-29', 5)).toBe('2026-12-04');
    expect(lastBookableDate('2026-11-22', null)).toBeNull();
  });

  it('counts local calendar days at the edges', () => {
    const ctx = { hours: SPEC_HOURS, timeZone: TZ, now: NOW, windowDays: 2 };
    expect(checkBookingRequest({ localDate: '2026-11-24', startHour: 21, hours: 1 }, ctx).ok).toBe(true); // last day, last slot
    expect(checkBookingRequest({ localDate: '2026-11-25', startHour: 6, hours: 1 }, ctx)).toMatchObject({
      ok: false,
      problem: { field: 'date' },
    });
    // At 11:30pm Sunday local (already Monday in UTC), "today" is still Sunday.
    const late = { ...ctx, now: new Date('2026-11-23T05:30:00Z') };
    expect(checkBookingRequest({ localDate: '2026-11-24', startHour: 6, hours: 1 }, late).ok).toBe(true);
  });

  it('says how far the viewer may book, and how far the plan with the longest window may', () => {
    const longestWindow = longestWindowPlan([NONE, BIRDIE]);
    expect(longestWindow).toBe(BIRDIE);
    expect(longestWindowPlan([])).toBeNull();
    const beyond = { localDate: '2026-11-30', startHour: 10, hours: 1 };
    const ctx = { hours: SPEC_HOURS, timeZone: TZ, now: NOW, longestWindow };
    expect(checkBookingRequest(beyond, { ...ctx, windowDays: 2 })).toEqual({
      ok: false,
      problem: { field: 'date', message: 'You can book up to 2 days ahead (Birdie members: 5).' },
    });
    expect(checkBookingRequest(beyond, { ...ctx, windowDays: 5 })).toEqual({
      ok: false,
      problem: { field: 'date', message: 'You can book up to 5 days ahead.' },
    });
    const eagle = { name: 'Eagle', bookingWindowDays: 7 };
    expect(checkBookingRequest(beyond, { ...ctx, windowDays: 5, longestWindow: longestWindowPlan([NONE, BIRDIE, eagle]) })).toEqual({
      ok: false,
      problem: { field: 'date', message: 'You can book up to 5 days ahead (Eagle members: 7).' },
    });
  });
});

describe('slots', () => {
  it('are the whole hours from opening to closing', () => {
    expect(slotsOf('2026-11-23', SPEC_HOURS, TZ).map((s) => s.hour)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    expect(slotsOf('2026-11-22', SPEC_HOURS, TZ).map((s) => s.hour)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });

  it('run to midnight on Friday and Saturday', () => {
    const fri = slotsOf('2026-11-27', SPEC_HOURS, TZ);
    expect(fri.at(-1)!.hour).toBe(23);
    expect(fri.at(-1)!.end.toISOString()).toBe('2026-11-28T06:00:00.000Z');
  });

  it('are right on DST days (each hour one real hour)', () => {
    const spring = slotsOf('2026-03-08', SPEC_HOURS, TZ); // Sunday, clocks jumped at 2am
    expect(spring[0]!.start.toISOString()).toBe('2026-03-08T15:00:00.000Z');
    const fall = slotsOf('2026-11-01', SPEC_HOURS, TZ); // Sunday, clocks fell back at 2am
    expect(fall[0]!.start.toISOString()).toBe('2026-11-01T16:00:00.000Z');
    for (const s of [...spring, ...fall]) expect(s.end.getTime() - s.start.getTime()).toBe(3600_000);
  });

  it('are none on a day without opening hours', () => {
    expect(
      slotsOf(
        '2026-11-23',
        SPEC_HOURS.filter((h) => h.weekday !== 1),
        TZ,
      ),
    ).toEqual([]);
  });

  it('have a state: past, beyond the window, closed, taken or free', () => {
    const [ten, eleven, twelve, one] = slotsOf('2026-11-22', SPEC_HOURS, TZ);
    const base = { localDate: '2026-11-22', today: '2026-11-22', windowDays: 2, closures: [], taken: [] };
    expect(slotState(ten!, { ...base, now: new Date('2026-11-22T16:00:00Z') })).toBe('past'); // started exactly now
    expect(slotState(eleven!, { ...base, now: NOW })).toBe('free');
    expect(slotState(twelve!, { ...base, now: NOW, taken: [{ start: eleven!.start, end: one!.start }] })).toBe('taken');
    expect(slotState(one!, { ...base, now: NOW, closures: [{ start: one!.start, end: one!.end }] })).toBe('closed');
    expect(slotState(one!, { ...base, now: NOW, localDate: '2026-11-25' })).toBe('beyond_window');
    expect(slotState(one!, { ...base, now: NOW, localDate: '2026-11-25', windowDays: null })).toBe('free');
  });
});

describe('checkBookingRequest', () => {
  const ctx = { hours: SPEC_HOURS, timeZone: TZ, now: NOW, windowDays: 5 };

  it('accepts 1 to 4 whole hours inside opening hours and returns the instants', () => {
    expect(checkBookingRequest({ localDate: '2026-11-27', startHour: 20, hours: 4 }, ctx)).toEqual({
      ok: true,
      start: new Date('2026-11-28T02:00:00Z'),
      end: new Date('2026-11-28T06:00:00Z'), // Friday, ends at midnight
    });
  });

  it('refuses, naming the field: bad or past dates, lengths, hours outside opening, runs past closing', () => {
    const problem = (req: { localDate: string; startHour: number; hours: number }) => {
      const r = checkBookingRequest(req, ctx);
      return r.ok ? null : r.problem.field;
    };
    expect(problem({ localDate: '2026-11-31', startHour: 10, hours: 1 })).toBe('date');
    expect(problem({ localDate: '2026-11-21', startHour: 10, hours: 1 })).toBe('date');
    expect(problem({ localDate: '2026-11-23', startHour: 10, hours: 0 })).toBe('hours');
    expect(problem({ localDate: '2026-11-23', startHour: 10, hours: 5 })).toBe('hours');
    expect(problem({ localDate: '2026-11-23', startHour: 10, hours: 1.5 })).toBe('hours');
    expect(problem({ localDate: '2026-11-23', startHour: 5, hours: 1 })).toBe('startHour');
    expect(problem({ localDate: '2026-11-23', startHour: 22, hours: 1 })).toBe('startHour');
    expect(problem({ localDate: '2026-11-23', startHour: 20, hours: 3 })).toBe('hours');
    expect(problem({ localDate: '2026-11-22', startHour: 9, hours: 1 })).toBe('startHour'); // Sunday opens at 10
    expect(problem({ localDate: '2026-11-22', startHour: 10, hours: 1 })).toBe(null); // 10am, it is 9:15
    expect(
      checkBookingRequest({ localDate: '2026-11-22', startHour: 10, hours: 1 }, { ...ctx, now: new Date('2026-11-22T16:05:00Z') }),
    ).toMatchObject({
      ok: false,
      problem: { field: 'startHour', message: 'That time has already started. Please choose a later one.' },
    });
  });
});

describe('localStartHour', () => {
  it('is the venue-local hour a booking starts at, on ordinary and daylight-saving days alike', () => {
    // 2026-03-08: 2am does not exist in Chicago; 2026-11-01: 1am happens twice.
    for (const date of ['2026-11-22', '2026-03-08', '2026-11-01']) {
      for (let hour = 0; hour < 24; hour++) {
        if (date === '2026-03-08' && hour === 2) continue;
        expect(localStartHour(date, instantAt(date, hour * 60, TZ), TZ), `${date} ${hour}:00`).toBe(hour);
      }
    }
    expect(localStartHour('2026-11-01', new Date('2026-11-01T07:00:00Z'), TZ)).toBe(1); // the second 1am (CST)
    expect(localStartHour('2026-11-23', new Date('2026-11-23T21:00:00Z'), TZ)).toBe(15);
    expect(localStartHour('2026-11-23', new Date('2026-11-23T21:00:00Z'), 'America/New_York')).toBe(16);
  });

  it('gives back the hour of every bookable slot', () => {
    for (const date of ['2026-11-27', '2026-03-08', '2026-11-01']) {
      for (const slot of slotsOf(date, SPEC_HOURS, TZ)) expect(localStartHour(date, slot.start, TZ)).toBe(slot.hour);
    }
  });
});

describe('purchaseKindOf', () => {
  it('makes each kind of bay time its own kind of purchase for discount codes', () => {
    expect(purchaseKindOf('bay')).toBe('bookings');
    expect(purchaseKindOf('lesson')).toBe('lessons');
    expect(purchaseKindOf('league')).toBe('leagues');
    expect(purchaseKindOf('event')).toBe('events');
  });
});
