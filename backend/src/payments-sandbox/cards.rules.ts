// The card rules of the payments sandbox, one copy for both sides: the server checks what it is sent
// and decides what a test card does; the card fields (browser/card-frame.ts, which imports this very
// file) format and check what the customer types. Pure and dependency-free, so it runs in a browser.

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** How a card's charges go, as in Stripe's test mode. */
export type CardBehaviour =
  | 'succeed'
  | 'decline_generic'
  | 'decline_insufficient_funds'
  | 'decline_lost_card'
  | 'decline_stolen_card'
  | 'decline_expired_card'
  | 'decline_incorrect_cvc'
  | 'decline_processing_error'
  /** Saves fine (attach, SetupIntent); every charge is declined (4000 0000 0000 0341). */
  | 'decline_charges'
  /** 3-D Secure on session; off session fine once set up for it (4000 0025 0000 3155). */
  | 'authenticate_unless_set_up'
  /** 3-D Secure every time; off session `authentication_required` (4000 0027 6000 3184). */
  | 'authenticate_always'
  /** Succeeds, then the charge is disputed as fraudulent (4000 0000 0000 0259). */
  | 'dispute';

export interface TestCard {
  number: string;
  /** Stripe's test PaymentMethod id for it. */
  paymentMethod: string;
  brand: CardBrand;
  behaviour: CardBehaviour;
  funding?: 'credit' | 'debit';
}

/** Stripe's test cards the sandbox knows (docs/payments.md). Any other Luhn-valid number succeeds. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', paymentMethod: 'pm_card_visa', brand: 'visa', behaviour: 'succeed' },
  { number: '4000056655665556', paymentMethod: 'pm_card_visa_debit', brand: 'visa', behaviour: 'succeed', funding: 'debit' },
  { number: '5555555555554444', paymentMethod: 'pm_card_mastercard', brand: 'mastercard', behaviour: 'succeed' },
  { number: '378282246310005', paymentMethod: 'pm_card_amex', brand: 'amex', behaviour: 'succeed' },
  { number: '6011111111111117', paymentMethod: 'pm_card_discover', brand: 'discover', behaviour: 'succeed' },
  { number: '3056930009020004', paymentMethod: 'pm_card_diners', brand: 'diners', behaviour: 'succeed' },
  { number: '3566002020360505', paymentMethod: 'pm_card_jcb', brand: 'jcb', behaviour: 'succeed' },
  { number: '6200000000000005', paymentMethod: 'pm_card_unionpay', brand: 'unionpay', behaviour: 'succeed' },
  { number: '4000000000000002', paymentMethod: 'pm_card_chargeDeclined', brand: 'visa', behaviour: 'decline_generic' },
  {
    number: '4000000000009995',
    paymentMethod: 'pm_card_chargeDeclinedInsufficientFunds',
    brand: 'visa',
    behaviour: 'decline_insufficient_funds',
  },
  { number: '4000000000009987', paymentMethod: 'pm_card_chargeDeclinedLostCard', brand: 'visa', behaviour: 'decline_lost_card' },
  { number: '4000000000009979', paymentMethod: 'pm_card_chargeDeclinedStolenCard', brand: 'visa', behaviour: 'decline_stolen_card' },
  { number: '4000000000000069', paymentMethod: 'pm_card_chargeDeclinedExpiredCard', brand: 'visa', behaviour: 'decline_expired_card' },
  { number: '4000000000000127', paymentMethod: 'pm_card_chargeDeclinedIncorrectCvc', brand: 'visa', behaviour: 'decline_incorrect_cvc' },
  {
    number: '4000000000000119',
    paymentMethod: 'pm_card_chargeDeclinedProcessingError',
    brand: 'visa',
    behaviour: 'decline_processing_error',
  },
  { number: '4000000000000341', paymentMethod: 'pm_card_chargeCustomerFail', brand: 'visa', behaviour: 'decline_charges' },
  {
    number: '4000002500003155',
    paymentMethod: 'pm_card_authenticationRequiredOnSetup',
    brand: 'visa',
    behaviour: 'authenticate_unless_set_up',
  },
  { number: '4000002760003184', paymentMethod: 'pm_card_authenticationRequired', brand: 'visa', behaviour: 'authenticate_always' },
  { number: '4000000000000259', paymentMethod: 'pm_card_createDispute', brand: 'visa', behaviour: 'dispute' },
];

/** An error a card can come back with: Stripe's code, decline code and message (the one place they are written). */
export interface CardFailure {
  code: string;
  decline_code?: string;
  message: string;
}

const DECLINED = 'Your card was declined.';

export const CARD_FAILURES = {
  decline_generic: { code: 'card_declined', decline_code: 'generic_decline', message: DECLINED },
  decline_insufficient_funds: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  decline_lost_card: { code: 'card_declined', decline_code: 'lost_card', message: DECLINED },
  decline_stolen_card: { code: 'card_declined', decline_code: 'stolen_card', message: DECLINED },
  decline_expired_card: { code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
  decline_incorrect_cvc: { code: 'incorrect_cvc', decline_code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  decline_processing_error: {
    code: 'processing_error',
    decline_code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
  decline_charges: { code: 'card_declined', decline_code: 'generic_decline', message: DECLINED },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
  },
  // What the API says about card details it is sent (a token's fields).
  incorrect_number: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
  invalid_number: { code: 'invalid_number', message: 'Your card number is not a valid credit card number.' },
  invalid_expiry_month: { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." },
  invalid_expiry_year: { code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
} as const satisfies Record<string, CardFailure>;

/** A 3-D Secure challenge the card holder failed or abandoned. */
export const AUTHENTICATION_FAILED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The messages the card fields show under a field, as Stripe's Payment Element words them. */
export const FIELD_MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

/** The Luhn check every card number passes. */
export function luhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand from the first digits (enough of them for the fields to show it while typing). */
export function brandOf(number: string): CardBrand {
  const n = digitsOf(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9]|622)/.test(n)) return 'discover';
  if (/^(30[0-5]|309|36|38|39)/.test(n)) return 'diners';
  if (/^35/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** The brand as the card fields and receipts show it. */
export const BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** The lengths a number of the brand may have. */
function numberLengths(brand: CardBrand): number[] {
  switch (brand) {
    case 'amex':
      return [15];
    case 'diners':
      return [14, 16, 19];
    case 'visa':
      return [13, 16, 19];
    case 'mastercard':
      return [16];
    case 'unknown':
      return [12, 13, 14, 15, 16, 17, 18, 19];
    default:
      return [16, 17, 18, 19];
  }
}

export function cvcLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** The number as the fields show it: 4-digit groups, American Express 4-6-5, 14-digit Diners 4-6-4. */
export function formatNumber(text: string): string {
  const n = digitsOf(text).slice(0, 19);
  const brand = brandOf(n);
  const groups = brand === 'amex' ? [4, 6, 5] : brand === 'diners' && n.length <= 14 ? [4, 6, 4] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= n.length) break;
    parts.push(n.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** The expiry as typed so far, shown `MM / YY` (a first digit above 1 is a month of its own: 4 → 04). */
export function formatExpiry(text: string, deleting = false): string {
  let d = digitsOf(text);
  if (/^[2-9]/.test(d)) d = `0${d}`;
  d = d.slice(0, 4);
  if (d.length < 2 || (deleting && d.length === 2)) return d;
  return `${d.slice(0, 2)} / ${d.slice(2)}`;
}

/** A two- or four-digit year as a full year. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Stripe.js's `validation_error` codes for the same problems. */
const FIELD_CODES: Record<keyof typeof FIELD_MESSAGES, string> = {
  numberIncomplete: 'incomplete_number',
  numberInvalid: 'invalid_number',
  expiryIncomplete: 'incomplete_expiry',
  expiryPast: 'invalid_expiry_year_past',
  expiryYearInvalid: 'invalid_expiry_year',
  expiryMonthInvalid: 'invalid_expiry_month',
  cvcIncomplete: 'incomplete_cvc',
};

export type FieldCheck = { ok: true } | { ok: false; incomplete: boolean; message: string; code: string };

const OK: FieldCheck = { ok: true };
const problem = (key: keyof typeof FIELD_MESSAGES, incomplete: boolean): FieldCheck => ({
  ok: false,
  incomplete,
  message: FIELD_MESSAGES[key],
  code: FIELD_CODES[key],
});
const incomplete = (key: keyof typeof FIELD_MESSAGES) => problem(key, true);
const invalid = (key: keyof typeof FIELD_MESSAGES) => problem(key, false);

/** The card number field (the card fields decide when an incomplete one is worth saying: on leaving it, or at submit). */
export function checkNumber(text: string): FieldCheck {
  const n = digitsOf(text);
  const lengths = numberLengths(brandOf(n));
  if (n.length < Math.min(...lengths)) return incomplete('numberIncomplete');
  if (!lengths.includes(n.length)) {
    return n.length > Math.max(...lengths) ? invalid('numberInvalid') : incomplete('numberIncomplete');
  }
  return luhn(n) ? OK : invalid('numberInvalid');
}

/** Whether the number is as long as its brand's usual numbers (16 digits, 15 for American Express, 14 for Diners Club). */
export function numberTypedOut(text: string): boolean {
  const n = digitsOf(text);
  const brand = brandOf(n);
  return n.length >= (brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16);
}

/** The expiry field, `MM / YY` (or `MM/YYYY`), against the month of `now`. */
export function checkExpiry(text: string, now: Date): FieldCheck {
  const d = digitsOf(text);
  const compact = /^[2-9]/.test(d) ? `0${d}` : d;
  if (compact.length >= 2 && !(Number(compact.slice(0, 2)) >= 1 && Number(compact.slice(0, 2)) <= 12)) return invalid('expiryMonthInvalid');
  if (compact.length !== 4 && compact.length !== 6) return incomplete('expiryIncomplete');
  const month = Number(compact.slice(0, 2));
  const year = fullYear(Number(compact.slice(2)));
  return checkExpiryParts(month, year, now);
}

function checkExpiryParts(month: number, year: number, now: Date): FieldCheck {
  if (!(month >= 1 && month <= 12)) return invalid('expiryMonthInvalid');
  const thisYear = now.getUTCFullYear();
  if (year > thisYear + 50) return invalid('expiryYearInvalid');
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) return invalid('expiryPast');
  return OK;
}

export function checkCvc(text: string, brand: CardBrand): FieldCheck {
  return digitsOf(text).length < cvcLength(brand) ? incomplete('cvcIncomplete') : OK;
}

/** The test card with this number or test PaymentMethod id, if it is one. */
export function testCard(numberOrId: string): TestCard | undefined {
  return TEST_CARDS.find((c) => c.number === numberOrId || c.paymentMethod === numberOrId);
}

/** What charges on a number do: its test card's behaviour, or success. */
export function behaviourOf(number: string): CardBehaviour {
  return testCard(number)?.behaviour ?? 'succeed';
}

/**
 * What a card saved before the sandbox knew it (history, by brand and last four) does: the test card
 * with that face, or success.
 */
export function behaviourOfFace(brand: string, last4: string): CardBehaviour {
  return TEST_CARDS.find((c) => c.brand === brand && c.number.endsWith(last4))?.behaviour ?? 'succeed';
}

/** The failure of a charge's authorization on this card, or null when the bank approves it. */
export function chargeFailure(behaviour: CardBehaviour): CardFailure | null {
  switch (behaviour) {
    case 'decline_generic':
    case 'decline_insufficient_funds':
    case 'decline_lost_card':
    case 'decline_stolen_card':
    case 'decline_expired_card':
    case 'decline_incorrect_cvc':
    case 'decline_processing_error':
    case 'decline_charges':
      return CARD_FAILURES[behaviour];
    default:
      return null;
  }
}

/** The failure when the card is saved for later (a SetupIntent or an attach): declining cards fail, except 0341. */
export function setupFailure(behaviour: CardBehaviour): CardFailure | null {
  return behaviour === 'decline_charges' ? null : chargeFailure(behaviour);
}

/**
 * Whether the bank asks for 3-D Secure. `setUpOffSession`: the card was authenticated before when
 * saved for off-session use (then 3155 charges without asking again; 3184 always asks).
 */
export function needsAuthentication(behaviour: CardBehaviour, setUpOffSession: boolean): boolean {
  return behaviour === 'authenticate_always' || (behaviour === 'authenticate_unless_set_up' && !setUpOffSession);
}

/** Card details as the API is sent them: the first failure, in the order Stripe checks them. */
export function checkCardParams(p: { number: string; expMonth: number; expYear: number; cvc?: string }, now: Date): CardFailure | null {
  const n = digitsOf(p.number);
  if (n.length !== p.number.replace(/[\s-]/g, '').length || n.length < 12 || n.length > 19) return CARD_FAILURES.invalid_number;
  if (!luhn(n)) return CARD_FAILURES.incorrect_number;
  if (!(p.expMonth >= 1 && p.expMonth <= 12)) return CARD_FAILURES.invalid_expiry_month;
  const year = fullYear(p.expYear);
  const thisYear = now.getUTCFullYear();
  if (!(year >= 1000) || year > thisYear + 50) return CARD_FAILURES.invalid_expiry_year;
  if (year < thisYear || (year === thisYear && p.expMonth < now.getUTCMonth() + 1)) return CARD_FAILURES.expired_card;
  if (p.cvc !== undefined && p.cvc !== '' && !new RegExp(`^\\d{${brandOf(n) === 'amex' ? '3,4' : '3'}}$`).test(p.cvc))
    return CARD_FAILURES.incorrect_cvc;
  return null;
}
