import { describe, expect, it } from 'vitest';
import { cellLabel } from './cellLabel';
import type { CalendarBlock } from './layout';
import { calendarBooking } from './testBooking';

const bay = { number: 2, name: 'Bay 2', capacity: 6 };
const base = { key: 'k', bayNumber: 2, row: 0, span: 2, startHour: 9, endHour: 11 };
const booking = calendarBooking({ id: '1', reference: 'BN-X', bayNumber: 2, startHour: 9, partySize: 3 });

describe('cellLabel', () => {
  it('names a booking by what the block shows first, in that order', () => {
    expect(cellLabel({ ...base, kind: 'booking', booking, overlapsClosure: false }, bay)).toBe(
      'Jo Walker, 3 players, 9:00 AM - 11:00 AM, Bay 2, confirmed',
    );
    expect(cellLabel({ ...base, kind: 'booking', booking: { ...booking, status: 'held' }, overlapsClosure: true }, bay)).toBe(
      'Jo Walker, 3 players, held, 9:00 AM - 11:00 AM, Bay 2, inside a closure',
    );
  });

  it('says the whole booking even where a closure splits its block', () => {
    const part: CalendarBlock = { ...base, span: 1, startHour: 10, endHour: 11, row: 1, kind: 'booking', booking, overlapsClosure: true };
    expect(cellLabel(part, bay)).toContain('9:00 AM - 11:00 AM');
  });

  it('names closures with their reason and reach', () => {
    expect(
      cellLabel(
        { ...base, kind: 'closure', closure: { id: 'c', bayNumber: null, startHour: 9, endHour: 11, reason: 'Private event' } },
        bay,
      ),
    ).toBe('Closed: Private event, whole location, 9:00 AM - 11:00 AM');
    expect(cellLabel({ ...base, kind: 'closure', closure: { id: null, bayNumber: 2, startHour: 9, endHour: 11, reason: null } }, bay)).toBe(
      'Closed, Bay 2, 9:00 AM - 11:00 AM',
    );
  });

  it('names single hours', () => {
    const hour = { ...base, span: 1, endHour: 10 };
    expect(cellLabel({ ...hour, kind: 'free' }, bay)).toBe('Bay 2, 9:00 AM: free');
    expect(cellLabel({ ...hour, kind: 'past' }, bay)).toBe('Bay 2, 9:00 AM: past');
    expect(cellLabel({ ...hour, kind: 'taken' }, bay)).toBe('Booked, Bay 2, 9:00 AM');
  });
});
