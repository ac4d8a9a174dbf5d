import { describe, expect, it } from 'vitest';
import { nextDefault, removalConsequence, renewalCharge, renewalNote, withAddedCard, type SavedCardFacts } from './cards';

const visa: SavedCardFacts = {
  id: 'v',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2030,
  isDefault: true,
  createdAt: '2026-10-01T00:00:00Z',
};
const mc: SavedCardFacts = {
  id: 'm',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2028,
  isDefault: false,
  createdAt: '2026-11-01T00:00:00Z',
};
const amex: SavedCardFacts = {
  id: 'a',
  brand: 'amex',
  last4: '0005',
  expMonth: 1,
  expYear: 2027,
  isDefault: false,
  createdAt: '2026-09-01T00:00:00Z',
};

describe('renewals', () => {
  it('only a paying Birdie member has the default card charged', () => {
    expect(renewalCharge({ membershipStatus: 'active', renewsAt: '2026-12-22T15:00:00Z', complimentary: false })).toEqual({
      kind: 'renews',
      on: 'Dec 22, 2026',
    });
    expect(renewalCharge({ membershipStatus: 'past_due', renewsAt: null, complimentary: false })).toEqual({ kind: 'retrying' });
    expect(renewalCharge({ membershipStatus: 'active', renewsAt: '2026-12-22T15:00:00Z', complimentary: true })).toBeNull();
    expect(renewalCharge({ membershipStatus: 'cancelling', renewsAt: null, complimentary: false })).toBeNull();
    expect(renewalCharge(null)).toBeNull();
    expect(
      renewalCharge({ membershipStatus: 'active', renewsAt: '2026-12-23T03:00:00Z', complimentary: false }, 'America/Chicago'),
    ).toEqual({ kind: 'renews', on: 'Dec 22, 2026' }); // in the membership's zone, not the browser's
    expect(
      renewalCharge({ membershipStatus: 'action_required', endsAt: '2026-12-29T18:00:00Z', complimentary: false }, 'America/Chicago'),
    ).toEqual({ kind: 'confirm', by: 'Dec 29, 2026' });
    expect(renewalNote({ kind: 'confirm', by: 'Dec 29, 2026' })).toBe(
      'Your bank wants you to confirm your Birdie renewal. Confirm it on Manage membership by Dec 29, 2026 to keep your membership.',
    );
    expect(renewalNote({ kind: 'renews', on: 'Dec 22, 2026' })).toBe(
      'Your Birdie membership renews on Dec 22, 2026 and charges your default card.',
    );
  });
});

describe('withAddedCard', () => {
  const newest = (over: Partial<SavedCardFacts>): SavedCardFacts => ({
    ...mc,
    id: 'n',
    last4: '1881',
    createdAt: '2026-11-22T00:00:00Z',
    ...over,
  });

  it('a new default takes the flag and goes first', () => {
    const list = withAddedCard([visa, mc], newest({ isDefault: true }));
    expect(list.map((c) => [c.id, c.isDefault])).toEqual([
      ['n', true],
      ['m', false],
      ['v', false],
    ]);
  });

  it('another card goes after the default, newest first', () => {
    expect(withAddedCard([visa, mc], newest({ isDefault: false })).map((c) => c.id)).toEqual(['v', 'n', 'm']);
  });
});

describe('removing a card', () => {
  const renews = { kind: 'renews', on: 'Dec 22, 2026' } as const;

  it('the newest remaining card becomes the default', () => {
    expect(nextDefault([visa, mc, amex], 'v')?.id).toBe('m');
    expect(nextDefault([visa], 'v')).toBeNull();
  });

  it('says what happens to the default and to a Birdie renewal', () => {
    expect(removalConsequence([visa, mc], mc, renews)).toBe('It comes off your account. You can add it again any time.');
    expect(removalConsequence([visa, mc, amex], visa, null)).toBe('Mastercard •••• 4444 becomes your default card.');
    expect(removalConsequence([visa, mc], visa, renews)).toBe(
      'Mastercard •••• 4444 becomes your default card. Your Birdie renewal on Dec 22, 2026 will charge that card instead.',
    );
    expect(removalConsequence([visa], visa, renews)).toMatch(
      /^This is your only card, so your Birdie renewal on Dec 22, 2026 can't be charged\./,
    );
    expect(removalConsequence([visa], visa, { kind: 'retrying' })).toMatch(/renewal when we retry it can't be charged/);
    expect(removalConsequence([visa], visa, null)).toBe('This is your only saved card. You can still pay with a new card at checkout.');
  });

  it('warns that a renewal waiting for the bank stays on the card it was charged to', () => {
    expect(removalConsequence([visa, mc], visa, { kind: 'confirm', by: 'Dec 29, 2026' })).toBe(
      "Mastercard •••• 4444 becomes your default card. Your Birdie renewal waiting for your bank is on this card: confirm it on Manage membership first, or it can't be paid.",
    );
  });
});
