import { describe, expect, it } from 'vitest';
import { demoLocations } from '../../db/seed/demo-data.js';
import { addDays, instantAt, localDateOf } from '../../shared/time.js';
import {
  coachRange,
  coachRefusal,
  lessonPrice,
  lessonSlots,
  lessonTotals,
  strandedLessons,
  weekStartOf,
  workingRanges,
  type CoachDay,
  type WeeklyStretch,
} from './lesson.rules.js';

const TZ = 'America/Chicago';
const ALL_WEEK_OPEN = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensMinute: 0, closesMinute: 1440 }));
const SPEC_HOURS = demoLocations[0]!.openingHours.map((h) => ({
  weekday: h.weekday,
  opensMinute: h.opens * 60,
  closesMinute: h.closes * 60,
}));
const at = (date: string, hhmm: string, tz = TZ) => instantAt(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), tz);
const local = (d: Date, tz = TZ) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit' }).format(d);

function coach(id: string, hours: WeeklyStretch[], extra: Partial<CoachDay> = {}): CoachDay {
  return { coachId: id, bufferMinutes: 0, hours, timeOff: [], busy: [], ...extra };
}
const everyDay = (startsMinute: number, endsMinute: number): WeeklyStretch[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startsMinute, endsMinute }));

// A Wednesday, far from any daylight-saving change; the location opens 6:00–22:00.
const DAY = '2026-06-17';
const EARLY = new Date('2026-01-01T00:00:00Z');
const base = { date: DAY, timeZone: TZ, openingHours: SPEC_HOURS, now: EARLY, bayIds: ['b1', 'b2'], occupied: [], closures: [] };

describe('lessonSlots', () => {
  it('gives the whole hours inside both the opening hours and the coach hours', () => {
    const slots = lessonSlots({ ...base, coaches: [coach('c1', everyDay(5 * 60, 9 * 60 + 30))] });
    // Opens at 6; 9:00–10:00 would run past 9:30.
    expect(slots.map((s) => s.hour)).toEqual([6, 7, 8]);
    expect(slots[0]!.start).toEqual(at(DAY, '06:00'));
    expect(slots[0]!.end).toEqual(at(DAY, '07:00'));
  });

  it('only uses the weekday the date falls on', () => {
    const wednesdayOnly = [{ weekday: 3, startsMinute: 600, endsMinute: 720 }];
    expect(lessonSlots({ ...base, coaches: [coach('c1', wednesdayOnly)] }).map((s) => s.hour)).toEqual([10, 11]);
    expect(lessonSlots({ ...base, date: addDays(DAY, 1), coaches: [coach('c1', wednesdayOnly)] })).toEqual([]);
  });

  it('takes away time off, even a part of an hour', () => {
    const off = { start: at(DAY, '10:30'), end: at(DAY, '12:00') };
    const slots = lessonSlots({ ...base, coaches: [coach('c1', everyDay(9 * 60, 13 * 60), { timeOff: [off] })] });
    expect(slots.map((s) => s.hour)).toEqual([9, 12]);
  });

  it("takes away the coach's lessons with their buffers, wherever they teach", () => {
    // A lesson 11–12 stored with a 15-minute buffer: 10:45–12:15.
    const busy = [coachRange({ start: at(DAY, '11:00'), end: at(DAY, '12:00') }, 15)];
    const slots = lessonSlots({ ...base, coaches: [coach('c1', everyDay(9 * 60, 15 * 60), { bufferMinutes: 15, busy })] });
    // 10:00 needs 9:45–11:15 and 12:00 needs 11:45–13:15: both touch the buffered lesson.
    expect(slots.map((s) => s.hour)).toEqual([9, 13, 14]);
  });

  it('without buffers, back-to-back lessons are fine', () => {
    const busy = [{ start: at(DAY, '11:00'), end: at(DAY, '12:00') }];
    const slots = lessonSlots({ ...base, coaches: [coach('c1', everyDay(9 * 60, 14 * 60), { busy })] });
    expect(slots.map((s) => s.hour)).toEqual([9, 10, 12, 13]);
  });

  it('needs one free bay: an hour with every bay taken or closed is no lesson hour', () => {
    const slots = lessonSlots({
      ...base,
      coaches: [coach('c1', everyDay(9 * 60, 13 * 60))],
      occupied: [
        { bayId: 'b1', start: at(DAY, '09:00'), end: at(DAY, '11:00') },
        { bayId: 'b2', start: at(DAY, '10:00'), end: at(DAY, '11:00') },
      ],
      closures: [
        { bayId: 'b2', start: at(DAY, '09:00'), end: at(DAY, '10:00') },
        { bayId: null, start: at(DAY, '12:00'), end: at(DAY, '13:00') },
      ],
    });
    // 9: b1 taken, b2 closed. 10: both taken. 11: free. 12: the location is closed.
    expect(slots.map((s) => s.hour)).toEqual([11]);
  });

  it('a bay taken by a customer leaves the coach free on another bay', () => {
    const slots = lessonSlots({
      ...base,
      coaches: [coach('c1', everyDay(9 * 60, 10 * 60))],
      occupied: [{ bayId: 'b1', start: at(DAY, '09:00'), end: at(DAY, '10:00') }],
    });
    expect(slots.map((s) => s.hour)).toEqual([9]);
  });

  it('never offers an hour that has started', () => {
    const slots = lessonSlots({ ...base, now: at(DAY, '10:00'), coaches: [coach('c1', everyDay(9 * 60, 13 * 60))] });
    expect(slots.map((s) => s.hour)).toEqual([11, 12]);
  });

  it('lists each coach per hour, by start then in the order given', () => {
    const slots = lessonSlots({ ...base, coaches: [coach('a', everyDay(9 * 60, 11 * 60)), coach('b', everyDay(10 * 60, 11 * 60))] });
    expect(slots.map((s) => `${s.hour}${s.coachId}`)).toEqual(['9a', '10a', '10b']);
  });
});

describe('coachRefusal', () => {
  const c = coach('c1', everyDay(9 * 60, 17 * 60), {
    bufferMinutes: 10,
    timeOff: [{ start: at(DAY, '13:00'), end: at(DAY, '14:00') }],
    busy: [coachRange({ start: at(DAY, '15:00'), end: at(DAY, '16:00') }, 10)],
  });
  const working = workingRanges(DAY, c.hours, TZ);
  const lesson = (h: string, e: string) => ({ start: at(DAY, h), end: at(DAY, e) });
  it('says why the coach cannot teach', () => {
    expect(coachRefusal(lesson('08:00', '09:00'), c, working)).toBe('outside_hours');
    expect(coachRefusal(lesson('16:30', '17:30'), c, working)).toBe('outside_hours');
    expect(coachRefusal(lesson('13:00', '14:00'), c, working)).toBe('time_off');
    expect(coachRefusal(lesson('14:00', '15:00'), c, working)).toBe('busy'); // its buffer meets the 15:00 lesson's
    expect(coachRefusal(lesson('11:00', '12:00'), c, working)).toBeNull();
  });
});

/** Local dates of a zone's daylight-saving changes in a year: the days that are not 24 hours long. */
function dstDates(timeZone: string, year: number): string[] {
  const out: string[] = [];
  for (let d = `${year}-01-01`; d < `${year + 1}-01-01`; d = addDays(d, 1)) {
    const length = instantAt(d, 1440, timeZone).getTime() - instantAt(d, 0, timeZone).getTime();
    if (length !== 24 * 3600_000) out.push(d);
  }
  return out;
}

describe('daylight-saving dates of every location', () => {
  const zones = [...new Set(demoLocations.map((l) => l.timeZone))];
  for (const zone of zones) {
    const [spring, autumn] = dstDates(zone, 2026);
    it(`${zone}: finds the spring and autumn change`, () => {
      expect(spring && autumn).toBeTruthy();
    });

    for (const date of [spring!, autumn!]) {
      it(`${zone} ${date}: working hours are local times of that date, never a shifted instant`, () => {
        const hours = [{ weekday: 7, startsMinute: 10 * 60, endsMinute: 14 * 60 }, ...everyDay(10 * 60, 14 * 60).slice(0, 6)];
        const slots = lessonSlots({ ...base, date, timeZone: zone, coaches: [coach('c1', hours)] });
        expect(slots.map((s) => local(s.start, zone))).toEqual(['10:00', '11:00', '12:00', '13:00']);
        // The day before has the other offset; the local times are the same.
        const before = lessonSlots({ ...base, date: addDays(date, -1), timeZone: zone, coaches: [coach('c1', hours)] });
        expect(before.map((s) => local(s.start, zone))).toEqual(['10:00', '11:00', '12:00', '13:00']);
        expect(slots[0]!.start.getTime() - before[0]!.start.getTime()).not.toBe(24 * 3600_000);
      });

      it(`${zone} ${date}: the skipped or repeated night hour is never a lesson; every other is one real hour`, () => {
        const slots = lessonSlots({
          ...base,
          date,
          timeZone: zone,
          openingHours: ALL_WEEK_OPEN,
          coaches: [coach('c1', everyDay(0, 6 * 60))],
        });
        for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(3600_000);
        for (const s of slots) expect(localDateOf(s.start, zone)).toBe(date);
        // Five or six of the six night hours survive, in order, none twice.
        expect(slots.length).toBeGreaterThanOrEqual(5);
        expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(slots.length);
        expect(slots.map((s) => local(s.start, zone))).toEqual(expect.arrayContaining(['03:00', '04:00', '05:00']));
      });
    }
  }
});

describe('lessonTotals', () => {
  /** Long after every lesson below: all taught. */
  const LATER = new Date('2027-01-01T00:00:00Z');
  const l = (coachId: string, startsAt: string, hours = 1) => ({
    coachId,
    startsAt: new Date(startsAt),
    endsAt: new Date(new Date(startsAt).getTime() + hours * 3600_000),
    timeZone: TZ,
  });

  it('weeks run Monday to Sunday', () => {
    expect(weekStartOf('2026-06-17')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-15')).toBe('2026-06-15');
    expect(weekStartOf('2026-06-21')).toBe('2026-06-15');
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23');
  });

  it('counts a Sunday 11pm lesson in its local week, though it is Monday in UTC', () => {
    // Sunday 2026-06-21 23:00 CDT = Monday 04:00 UTC; Monday 2026-06-22 00:30 CDT is the next week.
    const totals = lessonTotals(
      [l('c1', '2026-06-22T04:00:00Z'), l('c1', '2026-06-22T05:30:00Z'), l('c2', '2026-06-15T05:00:00Z')],
      'week',
      LATER,
    );
    expect(totals).toEqual([
      { coachId: 'c1', period: '2026-06-15', lessons: 1, hours: 1, aheadLessons: 0, aheadHours: 0 },
      { coachId: 'c2', period: '2026-06-15', lessons: 1, hours: 1, aheadLessons: 0, aheadHours: 0 },
      { coachId: 'c1', period: '2026-06-22', lessons: 1, hours: 1, aheadLessons: 0, aheadHours: 0 },
    ]);
  });

  it("counts the last evening of a month in that month, the first morning in the next (venue's zone)", () => {
    // Jun 30 22:00 CDT = Jul 1 03:00 UTC; Jul 1 00:00 CDT = Jul 1 05:00 UTC.
    const totals = lessonTotals(
      [l('c1', '2026-07-01T03:00:00Z', 2), l('c1', '2026-06-01T05:00:00Z'), l('c1', '2026-07-01T05:00:00Z')],
      'month',
      LATER,
    );
    expect(totals).toEqual([
      { coachId: 'c1', period: '2026-06', lessons: 2, hours: 3, aheadLessons: 0, aheadHours: 0 },
      { coachId: 'c1', period: '2026-07', lessons: 1, hours: 1, aheadLessons: 0, aheadHours: 0 },
    ]);
  });

  it('a week that spans two months belongs to its Monday', () => {
    const totals = lessonTotals([l('c1', '2026-06-30T15:00:00Z'), l('c1', '2026-07-02T15:00:00Z')], 'week', LATER);
    expect(totals).toEqual([{ coachId: 'c1', period: '2026-06-29', lessons: 2, hours: 2, aheadLessons: 0, aheadHours: 0 }]);
  });

  it('counts as taught only lessons already over; the rest of the week is booked ahead, apart', () => {
    // Now: Wednesday 2026-07-01 at 15:30 UTC, in the middle of a lesson that is not taught yet.
    const now = new Date('2026-07-01T15:30:00Z');
    const totals = lessonTotals(
      [l('c1', '2026-06-30T15:00:00Z'), l('c1', '2026-07-01T15:00:00Z'), l('c1', '2026-07-02T15:00:00Z', 2)],
      'week',
      now,
    );
    expect(totals).toEqual([{ coachId: 'c1', period: '2026-06-29', lessons: 1, hours: 1, aheadLessons: 2, aheadHours: 3 }]);
  });
});

describe('lessonPrice', () => {
  it("is the coach's rate for the hour, bay included, for everyone", () => {
    expect(lessonPrice({ coachName: 'Dana Cole', hourlyRateCents: 7500 })).toEqual({
      lines: [{ label: 'Lesson with Dana Cole, bay included', quantity: 1, unitCents: 7500, amountCents: 7500 }],
      freeHoursApplied: 0,
      subtotalCents: 7500,
      discountCents: 0,
      totalCents: 7500,
    });
  });
});

describe('strandedLessons', () => {
  // Wednesday 2026-06-17, 10:00–11:00 in Chicago, at location L1.
  const lesson = { id: 'x', locationId: 'L1', timeZone: TZ, startsAt: at(DAY, '10:00'), endsAt: at(DAY, '11:00') };
  const wed = (startsMinute: number, endsMinute: number, locationId = 'L1') => ({ weekday: 3, startsMinute, endsMinute, locationId });

  it('keeps a lesson inside the hours at its own location', () => {
    expect(strandedLessons([lesson], [wed(9 * 60, 12 * 60)], [])).toEqual([]);
    expect(strandedLessons([lesson], [wed(10 * 60, 11 * 60)], [])).toEqual([]);
  });
  it('strands a lesson the new hours cut into, or hours only at another location, or another weekday', () => {
    expect(strandedLessons([lesson], [wed(9 * 60, 10 * 60 + 30)], [])).toEqual([lesson]);
    expect(strandedLessons([lesson], [wed(9 * 60, 12 * 60, 'L2')], [])).toEqual([lesson]);
    expect(strandedLessons([lesson], [{ ...wed(9 * 60, 12 * 60), weekday: 4 }], [])).toEqual([lesson]);
    expect(strandedLessons([lesson], [], [])).toEqual([lesson]);
  });
  it('strands a lesson time off overlaps, not one it only touches', () => {
    const hours = [wed(9 * 60, 12 * 60)];
    expect(strandedLessons([lesson], hours, [{ start: at(DAY, '10:30'), end: at(DAY, '15:00') }])).toEqual([lesson]);
    expect(strandedLessons([lesson], hours, [{ start: at(DAY, '11:00'), end: at(DAY, '15:00') }])).toEqual([]);
  });
  it("judges a lesson by its venue's local date and hours (Sunday evening in Los Angeles is Monday in UTC)", () => {
    const la = 'America/Los_Angeles';
    const sunday = {
      id: 'y',
      locationId: 'L1',
      timeZone: la,
      startsAt: at('2026-06-21', '18:00', la),
      endsAt: at('2026-06-21', '19:00', la),
    };
    expect(strandedLessons([sunday], [{ weekday: 7, startsMinute: 17 * 60, endsMinute: 20 * 60, locationId: 'L1' }], [])).toEqual([]);
    expect(strandedLessons([sunday], [{ weekday: 1, startsMinute: 0, endsMinute: 1440, locationId: 'L1' }], [])).toEqual([sunday]);
  });
});
