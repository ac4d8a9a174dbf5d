import { describe, expect, it } from 'vitest';
import {
  canPlace,
  findBookingBlock,
  hoursForDay,
  layoutDay,
  longestFit,
  moveFocus,
  type CalendarBooking,
  type CalendarClosure,
  type SlotStateName,
} from './layout';

const SEED_HOURS = [
  ...[1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '06:00', closesAt: '22:00' })),
  ...[5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '24:00' })),
  { weekday: 7, opensAt: '10:00', closesAt: '20:00' },
];

const bays = [1, 2, 3].map((number) => ({ number, name: `Bay ${number}`, capacity: 6 }));
const hours = [9, 10, 11, 12, 13, 14];

function booking(
  id: string,
  bayNumber: number,
  startHour: number,
  n: number,
  status: CalendarBooking['status'] = 'confirmed',
): CalendarBooking {
  return {
    id,
    reference: `BN-${id}`,
    bayNumber,
    startHour,
    hours: n,
    status,
    customerName: `Guest ${id}`,
    customerEmail: null,
    guestPhone: null,
    userId: null,
    partySize: 2,
    totalCents: 6000 * n,
  };
}

function states(entries: [number, number, SlotStateName][] = []) {
  const map = new Map<number, Map<number, SlotStateName>>();
  for (const b of bays) map.set(b.number, new Map(hours.map((h) => [h, 'FREE' as SlotStateName])));
  for (const [bay, hour, state] of entries) map.get(bay)!.set(hour, state);
  return map;
}

const kinds = (blocks: { kind: string; span: number }[]) => blocks.map((b) => `${b.kind}${b.span > 1 ? `×${b.span}` : ''}`);

describe('hoursForDay', () => {
  it('lists the start hours of the local day from the opening hours', () => {
    expect(hoursForDay(SEED_HOURS, '2026-11-23')).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]); // Monday
    expect(hoursForDay(SEED_HOURS, '2026-11-22')).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]); // Sunday
  });

  it('includes the 11 PM slot on a day that closes at midnight', () => {
    const friday = hoursForDay(SEED_HOURS, '2026-11-27');
    expect(friday[0]).toBe(9);
    expect(friday.at(-1)).toBe(23);
  });

  it('is empty on a closed weekday and rounds a half-hour opening up', () => {
    expect(hoursForDay([{ weekday: 1, opensAt: '06:00', closesAt: '22:00' }], '2026-11-24')).toEqual([]);
    expect(hoursForDay([{ weekday: 1, opensAt: '06:30', closesAt: '09:00' }], '2026-11-23')).toEqual([7, 8]);
  });
});

describe('layoutDay', () => {
  it('spans a booking over its hours and fills the rest with single free hours', () => {
    const layout = layoutDay({ hours, bays, bookings: [booking('a', 2, 10, 3)], closures: [], slotStates: states() });
    expect(kinds(layout.columns[1])).toEqual(['free', 'booking×3', 'free', 'free']);
    const block = layout.columns[1][1];
    expect(block).toMatchObject({ row: 1, span: 3, startHour: 10, endHour: 13 });
    expect(layout.cells[1][3]).toBe(block);
    expect(kinds(layout.columns[0])).toEqual(['free', 'free', 'free', 'free', 'free', 'free']);
  });

  it('clips a booking that runs outside the hours shown', () => {
    const layout = layoutDay({
      hours,
      bays,
      bookings: [booking('early', 1, 8, 2), booking('late', 1, 14, 3)],
      closures: [],
      slotStates: states(),
    });
    expect(layout.columns[0].map((b) => [b.kind, b.row, b.span])).toEqual([
      ['booking', 0, 1],
      ['free', 1, 1],
      ['free', 2, 1],
      ['free', 3, 1],
      ['free', 4, 1],
      ['booking', 5, 1],
    ]);
  });

  it('draws a whole-location closure in every bay and a bay closure in its bay only', () => {
    const closures: CalendarClosure[] = [
      { id: 'loc', bayNumber: null, startHour: 13, endHour: 15, reason: 'Private event' },
      { id: 'bay3', bayNumber: 3, startHour: 9, endHour: 11, reason: 'Maintenance' },
    ];
    const layout = layoutDay({ hours, bays, bookings: [], closures, slotStates: states() });
    expect(kinds(layout.columns[0])).toEqual(['free', 'free', 'free', 'free', 'closure×2']);
    expect(kinds(layout.columns[2])).toEqual(['closure×2', 'free', 'free', 'closure×2']);
    const block = layout.columns[2][0];
    expect(block.kind === 'closure' && block.closure.reason).toBe('Maintenance');
  });

  it('keeps a booking a later closure covers, flags it, and splits the closure around it', () => {
    const closures: CalendarClosure[] = [{ id: 'c', bayNumber: 1, startHour: 9, endHour: 15, reason: 'Leak' }];
    const layout = layoutDay({ hours, bays, bookings: [booking('a', 1, 11, 2)], closures, slotStates: states() });
    expect(kinds(layout.columns[0])).toEqual(['closure×2', 'booking×2', 'closure×2']);
    const b = layout.columns[0][1];
    expect(b.kind === 'booking' && b.overlapsClosure).toBe(true);
  });

  it('does not flag a booking next to a closure', () => {
    const closures: CalendarClosure[] = [{ id: 'c', bayNumber: 1, startHour: 9, endHour: 11, reason: 'Leak' }];
    const layout = layoutDay({ hours, bays, bookings: [booking('a', 1, 11, 2)], closures, slotStates: states() });
    const b = layout.columns[0][1];
    expect(b.kind === 'booking' && b.overlapsClosure).toBe(false);
  });

  it('turns closed slots no known closure explains into one unnamed closure per run', () => {
    const layout = layoutDay({
      hours,
      bays,
      bookings: [],
      closures: [],
      slotStates: states([
        [2, 10, 'CLOSED'],
        [2, 11, 'CLOSED'],
        [2, 13, 'CLOSED'],
      ]),
    });
    expect(kinds(layout.columns[1])).toEqual(['free', 'closure×2', 'free', 'closure', 'free']);
    const first = layout.columns[1][1];
    expect(first.kind === 'closure' && first.closure).toMatchObject({ id: null, reason: null, startHour: 10, endHour: 12 });
  });

  it('marks past hours and taken hours whose booking it has not seen yet', () => {
    const layout = layoutDay({
      hours,
      bays,
      bookings: [],
      closures: [],
      slotStates: states([
        [1, 9, 'PAST'],
        [1, 10, 'TAKEN'],
      ]),
    });
    expect(kinds(layout.columns[0]).slice(0, 3)).toEqual(['past', 'taken', 'free']);
  });

  it('has no rows on a closed day', () => {
    const layout = layoutDay({ hours: [], bays, bookings: [], closures: [], slotStates: new Map() });
    expect(layout.columns).toEqual([[], [], []]);
  });
});

describe('moveFocus', () => {
  const layout = layoutDay({ hours, bays, bookings: [booking('a', 2, 10, 3)], closures: [], slotStates: states() });

  it('steps over a whole block going up and down', () => {
    expect(moveFocus(layout, { col: 1, row: 0 }, 'ArrowDown')).toEqual({ col: 1, row: 1 });
    expect(moveFocus(layout, { col: 1, row: 1 }, 'ArrowDown')).toEqual({ col: 1, row: 4 });
    expect(moveFocus(layout, { col: 1, row: 4 }, 'ArrowUp')).toEqual({ col: 1, row: 3 });
    expect(layout.cells[1][3].kind).toBe('booking');
    expect(moveFocus(layout, { col: 1, row: 3 }, 'ArrowUp')).toEqual({ col: 1, row: 0 });
  });

  it('keeps the row going sideways, so leaving a block lands beside where you came in', () => {
    expect(moveFocus(layout, { col: 0, row: 3 }, 'ArrowRight')).toEqual({ col: 1, row: 3 });
    expect(moveFocus(layout, { col: 1, row: 3 }, 'ArrowRight')).toEqual({ col: 2, row: 3 });
    expect(moveFocus(layout, { col: 1, row: 2 }, 'Home')).toEqual({ col: 0, row: 2 });
    expect(moveFocus(layout, { col: 0, row: 2 }, 'End')).toEqual({ col: 2, row: 2 });
  });

  it('stops at the edges and ignores other keys', () => {
    expect(moveFocus(layout, { col: 0, row: 0 }, 'ArrowUp')).toBeNull();
    expect(moveFocus(layout, { col: 0, row: 0 }, 'ArrowLeft')).toBeNull();
    expect(moveFocus(layout, { col: 2, row: 5 }, 'ArrowDown')).toBeNull();
    expect(moveFocus(layout, { col: 2, row: 5 }, 'ArrowRight')).toBeNull();
    expect(moveFocus(layout, { col: 0, row: 0 }, 'x')).toBeNull();
  });
});

describe('canPlace and longestFit', () => {
  const closures: CalendarClosure[] = [{ id: 'c', bayNumber: 3, startHour: 12, endHour: 13, reason: 'Repair' }];
  const layout = layoutDay({ hours, bays, bookings: [booking('a', 2, 10, 2)], closures, slotStates: states([[1, 9, 'PAST']]) });

  it('needs every hour open, free and not past', () => {
    expect(canPlace(layout, 1, 10, 4)).toBe(true);
    expect(canPlace(layout, 1, 9, 1)).toBe(false); // past
    expect(canPlace(layout, 1, 12, 3)).toBe(true);
    expect(canPlace(layout, 1, 13, 3)).toBe(false); // runs past closing
    expect(canPlace(layout, 2, 9, 2)).toBe(false); // booked at 10
    expect(canPlace(layout, 3, 11, 2)).toBe(false); // closed at 12
    expect(canPlace(layout, 9, 10, 1)).toBe(false); // no such bay
  });

  it('lets a booking being moved overlap itself', () => {
    expect(canPlace(layout, 2, 11, 2)).toBe(false);
    expect(canPlace(layout, 2, 11, 2, 'a')).toBe(true);
  });

  it('finds the longest booking from an hour, at most 4', () => {
    expect(longestFit(layout, 1, 10)).toBe(4);
    expect(longestFit(layout, 2, 12)).toBe(3);
    expect(longestFit(layout, 2, 9)).toBe(1);
    expect(longestFit(layout, 3, 12)).toBe(0);
    expect(longestFit(layout, 3, 9)).toBe(3);
  });

  it('finds the block of a booking', () => {
    expect(findBookingBlock(layout, 'a')).toMatchObject({ bayNumber: 2, startHour: 10, span: 2 });
    expect(findBookingBlock(layout, 'zzz')).toBeUndefined();
  });
});
