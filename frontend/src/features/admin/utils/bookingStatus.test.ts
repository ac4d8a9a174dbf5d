import { describe, expect, it } from 'vitest';
import { normalizeStatus, statusLook } from './bookingStatus';

describe('statusLook', () => {
  it('reads row (lower-case) and Booking (upper-case) statuses alike', () => {
    expect(normalizeStatus('CONFIRMED')).toBe('confirmed');
    expect(statusLook('confirmed')).toEqual(statusLook('CONFIRMED'));
    expect(statusLook('held').label).toBe('Held');
    expect(statusLook('CONFIRMED').label).toBe('Confirmed');
    expect(statusLook('completed').label).toBe('Completed');
  });

  it('tells statuses apart by more than colour: held and confirmed are filled, the rest outlined', () => {
    expect(statusLook('held').variant).toBe('filled');
    expect(statusLook('confirmed').variant).toBe('filled');
    expect(statusLook('cancelled').variant).toBe('outlined');
    expect(statusLook('completed').variant).toBe('outlined');
    expect(statusLook('EXPIRED')).toMatchObject({ label: 'Expired (unpaid)', variant: 'outlined' });
    expect(statusLook('released')).toMatchObject({ label: 'Released (unpaid)', variant: 'outlined' });
  });

  it('still shows a status it does not know', () => {
    expect(statusLook('no_show')).toEqual({ label: 'No_show', color: 'default', variant: 'outlined' });
    expect(normalizeStatus('no_show')).toBeNull();
  });
});
