// Card entry rules for the browser: typing aids and the same checks the gateway makes (Luhn, expiry),
// so mistakes are caught at the field, before a round trip. The server checks everything again.

export interface CardFormValues {
  number: string;
  /** As typed: "MM / YY" (also accepts MM/YYYY). */
  expiry: string;
  cvc: string;
}

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

/** What the API's CardInput takes. */
export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

const digitsOnly = (value: string): string => value.replace(/\D/g, '');

export function cardBrand(number: string): CardBrand {
  const d = digitsOnly(number);
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(d)) return 'discover';
  return 'unknown';
}

const maxDigits = (brand: CardBrand) => (brand === 'amex' ? 15 : 19);
const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** Groups as printed on the card: 4-6-5 for American Express, fours for the rest. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const d = digitsOnly(value).slice(0, maxDigits(brand));
  if (brand === 'amex') return [d.slice(0, 4), d.slice(4, 10), d.slice(10)].filter(Boolean).join(' ');
  return d.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1" stays "1", "12" becomes "12 / ", "1228" becomes "12 / 28"; a leading 2-9 means a one-digit month. */
export function formatExpiry(value: string, previous = ''): string {
  let d = digitsOnly(value);
  if (/^[2-9]$/.test(d)) d = `0${d}`;
  d = d.slice(0, 4);
  // Deleting the " / " separator deletes the month's last digit too, so backspace never gets stuck.
  if (value.length < previous.length && previous.endsWith(' / ') && d.length === 2) return d.slice(0, 1);
  if (d.length >= 2) return `${d.slice(0, 2)} / ${d.slice(2)}`;
  return d;
}

export function passesLuhn(number: string): boolean {
  const d = digitsOnly(number);
  if (d.length < 12 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = digitsOnly(value);
  const [mm, yy] = value.includes('/') ? value.split('/').map(digitsOnly) : [digits.slice(0, 2), digits.slice(2)];
  if (value.split('/').length > 2 || !/^\d{1,2}$/.test(mm ?? '') || !/^(\d{2}|\d{4})$/.test(yy ?? '')) return null;
  const month = Number(mm);
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card works through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** The checks, field by field, and the card to send when there is nothing to fix. */
export function validateCard(values: CardFormValues, now = new Date()): { errors: CardFormErrors; card: CardDetails | null } {
  const errors: CardFormErrors = {};
  const number = digitsOnly(values.number);
  const brand = cardBrand(number);
  if (!number) errors.number = 'Enter your card number.';
  else if (number.length < 12 || !passesLuhn(number)) errors.number = "That card number doesn't look right. Check the digits.";

  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = 'Enter the expiry date as MM / YY.';
  else if (!expiry) errors.expiry = 'Use MM / YY, for example 08 / 29.';
  else if (isExpired(expiry.month, expiry.year, now)) errors.expiry = 'This card has expired.';

  const cvc = digitsOnly(values.cvc);
  const wanted = cvcLength(brand);
  if (!cvc) errors.cvc = 'Enter the security code.';
  else if (cvc.length !== wanted && !(brand === 'unknown' && cvc.length === 4)) errors.cvc = `The security code is ${wanted} digits.`;

  if (Object.keys(errors).length > 0 || !expiry) return { errors, card: null };
  return { errors, card: { number, expMonth: expiry.month, expYear: expiry.year, cvc } };
}

/** "08/29" for a saved card's expiry. */
export const formatCardExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

/** What the app shows of a saved card (the API's PaymentMethod keeps no more). */
interface SavedCardFace {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** 'Visa', 'Mastercard'… whatever the case the brand comes in ('Card' when it is unknown). */
export function brandName(brand: string): string {
  return BRAND_LABELS[brand.toLowerCase()] ?? 'Card';
}

/** 'Visa •••• 4242': how a saved card is named everywhere. */
export function cardLabel(card: Pick<SavedCardFace, 'brand' | 'last4'>): string {
  return `${brandName(card.brand)} •••• ${card.last4}`;
}

export type ExpiryState = 'valid' | 'expiring' | 'expired';

/** Where a saved card stands at `now` (see isExpired); 'expiring' means this is its last month. A two-digit year is this century's. */
export function expiryState(expMonth: number, expYear: number, now: Date): ExpiryState {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (isExpired(expMonth, year, now)) return 'expired';
  return year === now.getFullYear() && expMonth === now.getMonth() + 1 ? 'expiring' : 'valid';
}

/** 'Expires 12/30', or 'Expired 10/26' for a card that no longer works. */
export function expiryLabel(card: Pick<SavedCardFace, 'expMonth' | 'expYear'>, state: ExpiryState): string {
  return `${state === 'expired' ? 'Expired' : 'Expires'} ${formatCardExpiry(card.expMonth, card.expYear)}`;
}
