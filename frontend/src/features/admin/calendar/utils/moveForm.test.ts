import { describe, expect, it } from 'vitest';
import { moveStartChoices, startAfterBayChange, validateMove } from './moveForm';
import { layoutDay, type CalendarBooking, type SlotStateName } from './layout';
import { calendarBooking } from './testBooking';

const bays = [
  { number: 1, name: 'Bay 1', capacity: 6 },
  { number: 2, name: 'Bay 2', capacity: 4 },
];
const hours = [9, 10, 11, 12];
const booking = calendarBooking();
const theirs: CalendarBooking = { ...booking, id: 'theirs', bayNumber: 2, startHour: 11, hours: 1 };
const free = new Map<number, SlotStateName>(hours.map((h) => [h, 'FREE']));
const layout = layoutDay({
  hours,
  bays,
  bookings: [booking, theirs],
  closures: [],
  slotStates: new Map([
    [1, free],
    [2, free],
  ]),
});

describe('moveStartChoices', () => {
  it('offers every start the booking fits into on the day, free or not in the chosen bay', () => {
    expect(moveStartChoices(booking, 1, hours, layout)).toEqual([
      { hour: 9, free: true },
      { hour: 10, free: true }, // it may overlap itself
      { hour: 11, free: true },
    ]);
    expect(moveStartChoices(booking, 2, hours, layout)).toEqual([
      { hour: 9, free: true },
      { hour: 10, free: false },
      { hour: 11, free: false },
    ]);
  });

  it('on another day leaves it to the server, and offers nothing on a closed day', () => {
    expect(moveStartChoices(booking, 2, [14, 15, 16], null)).toEqual([
      { hour: 14, free: true },
      { hour: 15, free: true },
    ]);
    expect(moveStartChoices(booking, 1, [], null)).toEqual([]);
  });
});

describe('startAfterBayChange', () => {
  it('keeps a start time the new bay can take', () => {
    expect(startAfterBayChange(moveStartChoices(booking, 2, hours, layout), 9, 2, 'Bay 2')).toEqual({ startHour: 9, notice: null });
    expect(startAfterBayChange([], '', 2, 'Bay 2')).toEqual({ startHour: '', notice: null });
  });

  it('clears one it cannot, and says why', () => {
    expect(startAfterBayChange(moveStartChoices(booking, 2, hours, layout), 10, 2, 'Bay 2')).toEqual({
      startHour: '',
      notice: "Bay 2 isn't free 10:00 AM - 12:00 PM. Pick another start time.",
    });
  });
});

describe('validateMove', () => {
  const ctx = (bayNumber: number, over: Partial<Parameters<typeof validateMove>[1]> = {}) => ({
    booking,
    bay: bays.find((b) => b.number === bayNumber),
    dayHours: hours,
    choices: moveStartChoices(booking, bayNumber, hours, layout),
    dateError: null,
    ...over,
  });

  it('accepts a new bay or time', () => {
    expect(validateMove({ bayNumber: 2, startHour: 9, sameDay: true }, ctx(2))).toEqual({});
    expect(validateMove({ bayNumber: 1, startHour: 11, sameDay: true }, ctx(1))).toEqual({});
    expect(validateMove({ bayNumber: 1, startHour: 10, sameDay: false }, ctx(1))).toEqual({}); // same hour, another day
  });

  it('needs a start time, and one that changes something', () => {
    expect(validateMove({ bayNumber: 2, startHour: '', sameDay: true }, ctx(2))).toEqual({ startHour: 'Pick a start time.' });
    expect(validateMove({ bayNumber: 2, startHour: 12, sameDay: true }, ctx(2))).toEqual({ startHour: 'Pick a start time.' }); // runs past closing
    expect(validateMove({ bayNumber: 1, startHour: 10, sameDay: true }, ctx(1))).toEqual({
      startHour: 'That is where the booking is now. Pick another bay, time or date.',
    });
  });

  it('says what is wrong with the date: half-typed, closed, or too short a day', () => {
    expect(
      validateMove({ bayNumber: 1, startHour: 11, sameDay: true }, ctx(1, { dateError: 'Enter a whole date, like Nov 23, 2026.' })),
    ).toEqual({ date: 'Enter a whole date, like Nov 23, 2026.' });
    expect(validateMove({ bayNumber: 1, startHour: '', sameDay: false }, ctx(1, { dayHours: [], choices: [] }))).toEqual({
      date: 'We are closed that day. Pick another date.',
    });
    expect(validateMove({ bayNumber: 1, startHour: '', sameDay: false }, ctx(1, { dayHours: [20], choices: [] }))).toEqual({
      date: "A 2-hour booking doesn't fit that day's opening hours. Pick another date.",
    });
  });

  it('keeps the party within the bay', () => {
    const big = { ...booking, partySize: 6 };
    expect(validateMove({ bayNumber: 2, startHour: 9, sameDay: true }, ctx(2, { booking: big }))).toEqual({
      bay: 'Bay 2 takes up to 4 players; this booking has 6.',
    });
    expect(
      validateMove({ bayNumber: 3, startHour: 9, sameDay: true }, ctx(3, { choices: moveStartChoices(booking, 3, hours, layout) })),
    ).toMatchObject({ bay: 'Pick a bay.' });
  });
});
