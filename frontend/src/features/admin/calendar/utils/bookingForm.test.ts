import { describe, expect, it } from 'vitest';
import { customerInput, validateCreateBooking, type CreateBookingValues } from './bookingForm';

const base: CreateBookingValues = { mode: 'walkin', userId: null, guestName: 'Jo Walker', guestPhone: '', partySize: 2, hours: 1 };
const limits = { capacity: 6, maxHours: 4 };

describe('validateCreateBooking', () => {
  it('accepts a walk-in with a name and no phone', () => {
    expect(validateCreateBooking(base, limits)).toEqual({});
  });

  it('needs a picked account, or a walk-in name', () => {
    expect(validateCreateBooking({ ...base, mode: 'account' }, limits).userId).toMatch(/Search for the customer/);
    expect(validateCreateBooking({ ...base, mode: 'account', userId: 'u1', guestName: '' }, limits)).toEqual({});
    expect(validateCreateBooking({ ...base, guestName: '   ' }, limits).guestName).toMatch(/walk-in's name/);
  });

  it('checks the phone only when given', () => {
    expect(validateCreateBooking({ ...base, guestPhone: '12' }, limits).guestPhone).toMatch(/7 to 15 digits/);
    expect(validateCreateBooking({ ...base, guestPhone: '(918) 555-0142' }, limits)).toEqual({});
  });

  it('keeps party size within the bay and hours within the free run', () => {
    expect(validateCreateBooking({ ...base, partySize: 7 }, limits).partySize).toBe('A bay takes 1 to 6 players.');
    expect(validateCreateBooking({ ...base, partySize: 0 }, limits).partySize).toBeDefined();
    expect(validateCreateBooking({ ...base, hours: 3 }, { capacity: 6, maxHours: 2 }).hours).toBe(
      'From here the bay is free for up to 2 hours.',
    );
    expect(validateCreateBooking({ ...base, hours: 1 }, { capacity: 6, maxHours: 0 }).hours).toMatch(/no longer free/);
  });
});

describe('customerInput', () => {
  it('sends an account id, or a tidy walk-in name and phone', () => {
    expect(customerInput({ ...base, mode: 'account', userId: 'u1' })).toEqual({ userId: 'u1' });
    expect(customerInput({ ...base, guestName: '  Jo   Walker ', guestPhone: ' 918 555 0100 ' })).toEqual({
      guestName: 'Jo Walker',
      guestPhone: '918 555 0100',
    });
    expect(customerInput(base)).toEqual({ guestName: 'Jo Walker' });
  });
});
