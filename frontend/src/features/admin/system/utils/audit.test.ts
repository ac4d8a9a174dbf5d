import { describe, expect, it } from 'vitest';
import { describeAction, describeDetails, describeTarget } from './audit';

describe('audit log helpers', () => {
  it('names known actions and spells out new ones', () => {
    expect(describeAction('booking.resend_confirmation')).toBe('Resent a confirmation');
    expect(describeAction('holds.release')).toBe('Released expired holds');
    expect(describeAction('coach.create_hours')).toBe('Coach create hours');
    expect(describeAction('')).toBe('Unknown action');
  });

  it('shortens long target ids', () => {
    expect(describeTarget('booking', '3f2a6b1c-0d4e-4f5a-8b9c-1d2e3f4a5b6c')).toBe('Booking 3f2a6b1c…5b6c');
    expect(describeTarget('closure', '42')).toBe('Closure 42');
    expect(describeTarget('booking', null)).toBe('Bookings');
    expect(describeTarget('', null)).toBe('—');
  });

  it('turns details into one line', () => {
    expect(describeDetails({ released: 2 })).toBe('Released: 2');
    expect(describeDetails({ reference: 'BN-7K3Q9X', walkIn: true })).toBe('Reference: BN-7K3Q9X · Walk-in: yes');
    expect(describeDetails({ to: { bayNumber: 3, date: '2026-11-23', startHour: null } })).toBe('To: Bay 3, Date 2026-11-23');
    expect(describeDetails({})).toBe('');
    expect(describeDetails(null)).toBe('');
  });
});
