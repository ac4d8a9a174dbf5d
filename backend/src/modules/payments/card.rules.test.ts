import { describe, expect, it } from 'vitest';
import { brandOf, isExpired, passesLuhn, sandboxOutcome } from './card.rules.js';

describe('card rules', () => {
  it('checks Luhn on 12–19 digits, spaces and dashes allowed', () => {
    for (const ok of ['4242 4242 4242 4242', '4000-0000-0000-0002', '4000000000009995', '5555555555554444', '378282246310005'])
      expect(passesLuhn(ok)).toBe(true);
    for (const bad of ['4242 4242 4242 4241', '1234', 'abcd abcd abcd abcd', '', '4242424242424242424242'])
      expect(passesLuhn(bad)).toBe(false);
  });

  it('knows the brands', () => {
    expect(brandOf('4242424242424242')).toBe('visa');
    expect(brandOf('5555555555554444')).toBe('mastercard');
    expect(brandOf('2223003122003222')).toBe('mastercard');
    expect(brandOf('378282246310005')).toBe('amex');
    expect(brandOf('6011111111111117')).toBe('discover');
    expect(brandOf('9999999999999995')).toBe('unknown');
  });

  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 27, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });

  it('gives the sandbox test cards their outcomes', () => {
    expect(sandboxOutcome('4242 4242 4242 4242')).toBe('succeeds');
    expect(sandboxOutcome('4000 0000 0000 0002')).toBe('card_declined');
    expect(sandboxOutcome('4000 0000 0000 9995')).toBe('insufficient_funds');
  });
});
