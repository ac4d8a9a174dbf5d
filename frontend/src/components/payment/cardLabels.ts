// How the app names a saved card (the API's PaymentMethod keeps brand, last four and expiry, nothing
// more): "Visa •••• 4242", "Expires 08/29", and whether it still works.

const BRAND_LABELS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** A card works through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
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
