import { describe, expect, it } from 'vitest';
import {
  brandName,
  cardBrand,
  cardLabel,
  expiryLabel,
  expiryState,
  formatCardExpiry,
  formatCardNumber,
  formatExpiry,
  isExpired,
  parseExpiry,
  passesLuhn,
  validateCard,
} from './cardInput';

const NOW = new Date(2026, 10, 22); // Nov 22, 2026

describe('card entry', () => {
  it('groups digits as printed on the card', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005'); // Amex stops at 15
    expect(formatCardNumber('abc')).toBe('');
  });

  it('types an expiry as MM / YY, and backspace does not get stuck on the separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1228')).toBe('12 / 28');
    expect(formatExpiry('12 / 2', '12 / 28')).toBe('12 / 2');
    expect(formatExpiry('12 /', '12 / ')).toBe('1');
  });

  it('recognises brands and the Luhn check', () => {
    expect(cardBrand('4242')).toBe('visa');
    expect(cardBrand('5555 5555')).toBe('mastercard');
    expect(cardBrand('2221 00')).toBe('mastercard');
    expect(cardBrand('3714')).toBe('amex');
    expect(cardBrand('6011')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false);
    expect(passesLuhn('4000000000000002')).toBe(true); // the declined test card is a valid number
    expect(passesLuhn('42')).toBe(false);
  });

  it('reads expiry dates and knows a card works through its expiry month', () => {
    expect(parseExpiry('08 / 29')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('8/2029')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('0829')).toEqual({ month: 8, year: 2029 });
    expect(parseExpiry('13 / 29')).toBeNull();
    expect(parseExpiry('08 / 2')).toBeNull();
    expect(parseExpiry('1/2/3')).toBeNull();
    expect(isExpired(11, 2026, NOW)).toBe(false);
    expect(isExpired(10, 2026, NOW)).toBe(true);
    expect(isExpired(1, 2027, NOW)).toBe(false);
  });

  it('validates field by field and returns the card only when nothing is wrong', () => {
    expect(validateCard({ number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' }, NOW)).toEqual({
      errors: {},
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const empty = validateCard({ number: '', expiry: '', cvc: '' }, NOW);
    expect(empty.card).toBeNull();
    expect(Object.keys(empty.errors)).toEqual(['number', 'expiry', 'cvc']);
    expect(validateCard({ number: '4242 4242 4242 4241', expiry: '10 / 26', cvc: '12' }, NOW).errors).toEqual({
      number: "That card number doesn't look right. Check the digits.",
      expiry: 'This card has expired.',
      cvc: 'The security code is 3 digits.',
    });
    expect(validateCard({ number: '3782 822463 10005', expiry: '01/28', cvc: '123' }, NOW).errors).toEqual({
      cvc: 'The security code is 4 digits.',
    });
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
