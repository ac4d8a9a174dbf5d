import { describe, expect, it } from 'vitest';
import {
  behaviourOf,
  behaviourOfFace,
  brandOf,
  CARD_FAILURES,
  chargeFailure,
  checkCardParams,
  checkCvc,
  checkExpiry,
  checkNumber,
  FIELD_MESSAGES,
  formatExpiry,
  formatNumber,
  luhn,
  needsAuthentication,
  numberTypedOut,
  setupFailure,
  TEST_CARDS,
  testCard,
} from './cards.rules.js';

const NOW = new Date('2026-11-29T12:00:00Z');

describe('card numbers', () => {
  it('checks Luhn', () => {
    for (const card of TEST_CARDS) expect(luhn(card.number), card.number).toBe(true);
    expect(luhn('4242424242424241')).toBe(false);
    expect(luhn('42424242x4242424')).toBe(false);
  });

  it('knows the brand from the first digits', () => {
    expect(brandOf('4')).toBe('visa');
    expect(brandOf('5555')).toBe('mastercard');
    expect(brandOf('2223 0031')).toBe('mastercard');
    expect(brandOf('37')).toBe('amex');
    expect(brandOf('6011')).toBe('discover');
    expect(brandOf('3056')).toBe('diners');
    expect(brandOf('3566')).toBe('jcb');
    expect(brandOf('6200')).toBe('unionpay');
    expect(brandOf('9')).toBe('unknown');
    for (const card of TEST_CARDS) expect(brandOf(card.number), card.number).toBe(card.brand);
  });

  it('formats as the fields show it', () => {
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('4242 42')).toBe('4242 42');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatNumber('30569309025904')).toBe('3056 930902 5904');
    expect(formatNumber('4242-4242-4242-4242-4242')).toBe('4242 4242 4242 4242 424');
  });

  it('says incomplete, then invalid', () => {
    expect(checkNumber('')).toEqual({ ok: false, incomplete: true, message: FIELD_MESSAGES.numberIncomplete, code: 'incomplete_number' });
    expect(checkNumber('4242 4242')).toMatchObject({ ok: false, incomplete: true });
    expect(checkNumber('4242 4242 4242 4241')).toEqual({
      ok: false,
      incomplete: false,
      message: FIELD_MESSAGES.numberInvalid,
      code: 'invalid_number',
    });
    expect(checkNumber('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(checkNumber('3782 822463 10005')).toEqual({ ok: true });
    expect(numberTypedOut('4242 4242 4242 424')).toBe(false);
    expect(numberTypedOut('4242 4242 4242 4242')).toBe(true);
    expect(numberTypedOut('3782 822463 10005')).toBe(true);
  });
});

describe('expiry and CVC', () => {
  it('formats MM / YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12 / 34')).toBe('12 / 34');
    expect(formatExpiry('12345')).toBe('12 / 34');
  });

  it('checks against the current month', () => {
    expect(checkExpiry('12 / 34', NOW)).toEqual({ ok: true });
    expect(checkExpiry('11 / 26', NOW)).toEqual({ ok: true });
    expect(checkExpiry('10 / 26', NOW)).toMatchObject({
      ok: false,
      incomplete: false,
      message: FIELD_MESSAGES.expiryPast,
      code: 'invalid_expiry_year_past',
    });
    expect(checkExpiry('12 / 9', NOW)).toMatchObject({ ok: false, incomplete: true, message: FIELD_MESSAGES.expiryIncomplete });
    expect(checkExpiry('13', NOW)).toMatchObject({ ok: false, incomplete: false, message: FIELD_MESSAGES.expiryMonthInvalid });
    expect(checkExpiry('12 / 2099', NOW)).toMatchObject({ ok: false, message: FIELD_MESSAGES.expiryYearInvalid });
  });

  it('wants four CVC digits for American Express, three otherwise', () => {
    expect(checkCvc('12', 'visa')).toMatchObject({ ok: false, message: FIELD_MESSAGES.cvcIncomplete });
    expect(checkCvc('123', 'visa')).toEqual({ ok: true });
    expect(checkCvc('123', 'amex')).toMatchObject({ ok: false });
    expect(checkCvc('1234', 'amex')).toEqual({ ok: true });
  });
});

describe('what the API says about card details', () => {
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

  it('accepts a good card, two-digit years too', () => {
    expect(checkCardParams(card, NOW)).toBeNull();
    expect(checkCardParams({ ...card, expYear: 34 }, NOW)).toBeNull();
    expect(checkCardParams({ ...card, cvc: undefined }, NOW)).toBeNull();
  });

  it('refuses in the order Stripe checks', () => {
    expect(checkCardParams({ ...card, number: '4242424242424241' }, NOW)).toBe(CARD_FAILURES.incorrect_number);
    expect(checkCardParams({ ...card, number: '4242abcd' }, NOW)).toBe(CARD_FAILURES.invalid_number);
    expect(checkCardParams({ ...card, expMonth: 13 }, NOW)).toBe(CARD_FAILURES.invalid_expiry_month);
    expect(checkCardParams({ ...card, expYear: 2200 }, NOW)).toBe(CARD_FAILURES.invalid_expiry_year);
    expect(checkCardParams({ ...card, expYear: 2026, expMonth: 10 }, NOW)).toBe(CARD_FAILURES.expired_card);
    expect(checkCardParams({ ...card, cvc: '12' }, NOW)).toBe(CARD_FAILURES.incorrect_cvc);
    expect(checkCardParams({ ...card, number: '378282246310005', cvc: '1234' }, NOW)).toBeNull();
  });
});

describe('test cards', () => {
  it('finds them by number and by test PaymentMethod id', () => {
    expect(testCard('pm_card_visa')?.number).toBe('4242424242424242');
    expect(testCard('4000002500003155')?.paymentMethod).toBe('pm_card_authenticationRequiredOnSetup');
    expect(testCard('pm_card_nonsense')).toBeUndefined();
  });

  it('decline, authenticate or succeed as in Stripe test mode', () => {
    expect(chargeFailure(behaviourOf('4000000000000002'))).toEqual({
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(chargeFailure(behaviourOf('4000000000009995'))?.decline_code).toBe('insufficient_funds');
    expect(chargeFailure(behaviourOf('4000000000000341'))?.code).toBe('card_declined');
    expect(chargeFailure(behaviourOf('4000000000000259'))).toBeNull();
    expect(chargeFailure(behaviourOf('4111111111111111'))).toBeNull();
    // 0341 saves fine; the other declining cards fail when saved too.
    expect(setupFailure('decline_charges')).toBeNull();
    expect(setupFailure('decline_generic')).not.toBeNull();
    expect(needsAuthentication('authenticate_unless_set_up', false)).toBe(true);
    expect(needsAuthentication('authenticate_unless_set_up', true)).toBe(false);
    expect(needsAuthentication('authenticate_always', true)).toBe(true);
    expect(needsAuthentication('succeed', false)).toBe(false);
  });

  it('recognises a saved test card by its face', () => {
    expect(behaviourOfFace('visa', '3155')).toBe('authenticate_unless_set_up');
    expect(behaviourOfFace('visa', '4242')).toBe('succeed');
    expect(behaviourOfFace('mastercard', '0002')).toBe('succeed');
  });
});
