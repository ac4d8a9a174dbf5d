/**
 * Card checks a processor's test mode makes (PRODUCT.md "Payments"): Luhn, expiry, brand, and the
 * sandbox's test cards. Pure functions; the full number never leaves the gateway call.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export function digitsOf(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(number: string): boolean {
  const digits = digitsOf(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(number: string): CardBrand {
  const d = digitsOf(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

/** A card is usable through the end of its expiry month. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1);
}

/** What charging a sandbox card does, like a processor's test mode. */
export type TestOutcome = 'succeeds' | 'card_declined' | 'insufficient_funds';

export function sandboxOutcome(number: string): TestOutcome {
  switch (digitsOf(number)) {
    case '4000000000000002':
      return 'card_declined';
    case '4000000000009995':
      return 'insufficient_funds';
    default:
      return 'succeeds';
  }
}

export const DECLINE_MESSAGES: Record<Exclude<TestOutcome, 'succeeds'>, string> = {
  card_declined: 'Your card was declined. Please use another card.',
  insufficient_funds: 'Your card has insufficient funds. Please use another card.',
};
