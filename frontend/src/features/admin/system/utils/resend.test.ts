import { describe, expect, it } from 'vitest';
import { parseBookingLookup, resendBlocker } from './resend';

describe('parseBookingLookup', () => {
  it('accepts references, forgiving case, spaces and a missing dash', () => {
    expect(parseBookingLookup('BN-7K3Q9X')).toEqual({ kind: 'reference', value: 'BN-7K3Q9X' });
    expect(parseBookingLookup('  bn-7k3q9x ')).toEqual({ kind: 'reference', value: 'BN-7K3Q9X' });
    expect(parseBookingLookup('BN 7K3Q9X')).toEqual({ kind: 'reference', value: 'BN-7K3Q9X' });
    expect(parseBookingLookup('bn7k3q9x')).toEqual({ kind: 'reference', value: 'BN-7K3Q9X' });
  });

  it('accepts booking ids', () => {
    expect(parseBookingLookup('3F2A6B1C-0D4E-4F5A-8B9C-1D2E3F4A5B6C')).toEqual({
      kind: 'id',
      value: '3f2a6b1c-0d4e-4f5a-8b9c-1d2e3f4a5b6c',
    });
  });

  it('explains what to type otherwise', () => {
    expect(parseBookingLookup('   ')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('Enter the booking reference') });
    expect(parseBookingLookup('BN-7K3Q9')).toMatchObject({ kind: 'invalid' });
    // 0, O, 1, I and L never appear in references.
    expect(parseBookingLookup('BN-0K3Q9X')).toMatchObject({ kind: 'invalid' });
    expect(parseBookingLookup('hello')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('BN-7K3Q9X') });
  });
});

describe('resendBlocker', () => {
  it('lets a confirmed booking of an account through', () => {
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'confirmed', userId: 'u1' })).toBeNull();
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'CONFIRMED', userId: 'u1' })).toBeNull();
  });

  it('says why others cannot get one', () => {
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'confirmed', userId: null })).toContain('walk-in');
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'held', userId: 'u1' })).toContain('held, not paid');
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'cancelled', userId: 'u1' })).toContain('was cancelled');
    expect(resendBlocker({ reference: 'BN-7K3Q9X', status: 'completed', userId: 'u1' })).toContain('already been played');
  });
});
