// Pure rules of the saved-cards page: labels, expiry, and what removing a card does to the default
// and to a Birdie renewal (the renewal charges the default card; removing the default makes the
// newest remaining card the default, as the server does).
import { cardLabel } from '../../../components/payment/cardLabels';
import { formatDate } from '../../../lib/format';

export interface SavedCardFacts {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  createdAt: string;
}

/** The membership facts that decide whether the default card will be charged, and when. */
interface RenewalFacts {
  membershipStatus: string;
  renewsAt?: string | null;
  /** For a renewal waiting for the bank: when its grace period ends. */
  endsAt?: string | null;
  complimentary: boolean;
}

/**
 * When and how the default card is next charged for Birdie, or null when it is not. `confirm`: the
 * bank held the renewal until the member confirms it (by the end of the grace period).
 */
export type Renewal = { kind: 'renews'; on: string } | { kind: 'retrying' } | { kind: 'confirm'; by: string } | null;

/** Dates in the membership's zone (`membershipTimeZone`). */
export function renewalCharge(m: RenewalFacts | null | undefined, timeZone?: string): Renewal {
  if (!m || m.complimentary) return null;
  if (m.membershipStatus === 'past_due') return { kind: 'retrying' };
  if (m.membershipStatus === 'action_required') return { kind: 'confirm', by: formatDate(m.endsAt ?? null, timeZone) };
  if (m.membershipStatus === 'active' && m.renewsAt) return { kind: 'renews', on: formatDate(m.renewsAt, timeZone) };
  return null;
}

/** The sentence under the list that says what the default card is for. */
export function renewalNote(renewal: Renewal): string | null {
  if (!renewal) return null;
  if (renewal.kind === 'renews') return `Your Birdie membership renews on ${renewal.on} and charges your default card.`;
  if (renewal.kind === 'confirm')
    return `Your bank wants you to confirm your Birdie renewal. Confirm it on Manage membership${renewal.by ? ` by ${renewal.by}` : ''} to keep your membership.`;
  return "Your last Birdie renewal didn't go through. We'll retry it on your default card, so make sure it's one that works.";
}

/**
 * The list after adding a card, ordered as the server lists it (default first, then newest): a new
 * default card takes the flag from the old one.
 */
export function withAddedCard<C extends SavedCardFacts>(cards: readonly C[], added: C): C[] {
  const rest = cards.filter((c) => c.id !== added.id).map((c) => (added.isDefault && c.isDefault ? { ...c, isDefault: false } : c));
  return [added, ...rest].sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
}

/** The card that becomes the default when the default is removed: the newest remaining one. */
export function nextDefault<C extends SavedCardFacts>(cards: readonly C[], removedId: string): C | null {
  const rest = cards.filter((c) => c.id !== removedId);
  if (rest.length === 0) return null;
  return rest.reduce((newest, c) => (new Date(c.createdAt).getTime() > new Date(newest.createdAt).getTime() ? c : newest));
}

/** What the remove dialog says will happen. */
export function removalConsequence(cards: readonly SavedCardFacts[], card: SavedCardFacts, renewal: Renewal): string {
  if (!card.isDefault) return 'It comes off your account. You can add it again any time.';
  const next = nextDefault(cards, card.id);
  // The renewal the bank held is on the card it was charged to: it can only be confirmed while that card is here.
  if (renewal?.kind === 'confirm') {
    const becomes = next ? `${cardLabel(next)} becomes your default card. ` : '';
    return `${becomes}Your Birdie renewal waiting for your bank is on this card: confirm it on Manage membership first, or it can't be paid.`;
  }
  const when = renewal?.kind === 'renews' ? `on ${renewal.on}` : 'when we retry it';
  if (next) {
    const becomes = `${cardLabel(next)} becomes your default card.`;
    return renewal ? `${becomes} Your Birdie renewal ${when} will charge that card instead.` : becomes;
  }
  return renewal
    ? `This is your only card, so your Birdie renewal ${when} can't be charged. Add another card before then to keep your membership going.`
    : 'This is your only saved card. You can still pay with a new card at checkout.';
}
