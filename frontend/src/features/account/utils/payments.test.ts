import { describe, expect, it } from 'vitest';
import { kindLabel, netCents, paidWith, paymentKind, purchaseLine, refundEntries } from './payments';

const TZ = 'America/Chicago';

describe('payment history', () => {
  it('names what was paid for, and an unknown kind plainly', () => {
    expect(['booking', 'lesson', 'league', 'event', 'membership'].map(kindLabel)).toEqual([
      'Bay booking',
      'Lesson',
      'League entry',
      'Event',
      'Membership',
    ]);
    expect(paymentKind('gift_card')).toBe('other');
    expect(kindLabel('gift_card')).toBe('Payment');
  });

  it('names the card as saved cards are named, when the processor said which', () => {
    expect(paidWith({ cardBrand: 'visa', cardLast4: '4242' })).toBe('Visa •••• 4242');
    expect(paidWith({ cardBrand: null, cardLast4: '0005' })).toBe('Card •••• 0005');
    expect(paidWith({ cardBrand: 'visa', cardLast4: null })).toBeNull();
  });

  it("gives the purchase's reference and the day it is for, each only when known", () => {
    expect(purchaseLine({ reference: 'BN-7K3Q9X', forDate: '2026-12-02' })).toBe('Ref. BN-7K3Q9X · For Dec 2, 2026');
    expect(purchaseLine({ reference: null, forDate: '2026-12-02' })).toBe('For Dec 2, 2026');
    expect(purchaseLine({ reference: null, forDate: null })).toBe('');
  });

  it("lists each refund on its own line, oldest first, dated in the account's zone", () => {
    const refunds = [
      { amountCents: 2000, refundedAt: '2026-12-01T03:00:00.000Z' }, // Nov 30 in Chicago
      { amountCents: 6000, refundedAt: '2026-11-29T18:00:00.000Z' },
    ];
    expect(refundEntries({ refunds }, TZ)).toEqual([
      { amountCents: 6000, on: 'Nov 29, 2026', text: 'Refunded $60.00 on Nov 29, 2026' },
      { amountCents: 2000, on: 'Nov 30, 2026', text: 'Refunded $20.00 on Nov 30, 2026' },
    ]);
    expect(netCents({ amountCents: 8900, refundedCents: 2000 })).toBe(6900);
    expect(netCents({ amountCents: 6000, refundedCents: 6000 })).toBe(0);
  });
});
