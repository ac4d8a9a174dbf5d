import { describe, expect, it } from 'vitest';
import { brandName, cardLabel, expiryLabel, expiryState, formatCardExpiry, isExpired } from './cardLabels';

const NOW = new Date(2026, 10, 22); // Nov 22, 2026

describe('expiry', () => {
  it('knows a card works through its expiry month', () => {
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
  });

  it('prints a saved card expiry as MM/YY', () => {
    expect(formatCardExpiry(8, 2029)).toBe('08/29');
  });
});

describe('saved cards', () => {
  it('names the brand, whatever its case, and masks the number', () => {
    expect(brandName('mastercard')).toBe('Mastercard');
    expect(brandName('VISA')).toBe('Visa');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('unknown')).toBe('Card');
    expect(brandName('diners')).toBe('Card');
    expect(cardLabel({ brand: 'visa', last4: '4242' })).toBe('Visa •••• 4242');
    expect(cardLabel({ brand: 'Mastercard', last4: '4444' })).toBe('Mastercard •••• 4444');
  });

  it('a card works through the end of its expiry month', () => {
    expect(expiryState(11, 2026, NOW)).toBe('expiring');
    expect(expiryState(10, 2026, NOW)).toBe('expired');
    expect(expiryState(12, 2025, NOW)).toBe('expired');
    expect(expiryState(12, 2026, NOW)).toBe('valid');
    expect(expiryState(1, 27, NOW)).toBe('valid');
    expect(expiryState(11, 26, NOW)).toBe('expiring');
    expect(expiryState(10, 26, NOW)).toBe('expired');
  });

  it('says when it expires, or that it has', () => {
    expect(expiryLabel({ expMonth: 12, expYear: 2030 }, 'valid')).toBe('Expires 12/30');
    expect(expiryLabel({ expMonth: 11, expYear: 2026 }, 'expiring')).toBe('Expires 11/26');
    expect(expiryLabel({ expMonth: 8, expYear: 2020 }, 'expired')).toBe('Expired 08/20');
  });
});
