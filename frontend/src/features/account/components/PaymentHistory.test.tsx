import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountPaymentsDocument } from '../../../gql/graphql';
import { renderWithProviders } from '../../../test/render';
import type { AccountPayment } from '../utils/payments';
import { PaymentHistory } from './PaymentHistory';

const payment = (over: Partial<AccountPayment>): AccountPayment => ({
  __typename: 'PaymentRecord',
  id: 'pay-1',
  kind: 'booking',
  description: 'Bay 3 at Hudson Oaks, 1 hour',
  reference: 'BN-7K3Q9X',
  forDate: '2026-12-02',
  paidAt: '2026-11-28T18:00:00.000Z',
  amountCents: 6000,
  refundedCents: 0,
  status: 'succeeded',
  cardBrand: 'visa',
  cardLast4: '4242',
  receiptUrl: null,
  disputed: false,
  refunds: [],
  ...over,
});
const mock = (myPayments: AccountPayment[]) => ({
  request: { query: AccountPaymentsDocument },
  result: { data: { __typename: 'Query' as const, myPayments, membershipTimeZone: 'America/Chicago' } },
});

describe('PaymentHistory', () => {
  it('says so when nothing has been paid yet', async () => {
    renderWithProviders(<PaymentHistory />, { mocks: [mock([])] });
    expect(screen.getByRole('status', { name: 'Loading your payments' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No payments yet', level: 3 })).toBeTruthy();
  });

  it('lists each charge with what it paid for, its card, its refunds as lines of their own, and a dispute', async () => {
    renderWithProviders(<PaymentHistory />, {
      mocks: [
        mock([
          payment({
            id: 'pay-2',
            kind: 'membership',
            description: 'Birdie membership, first month',
            reference: null,
            forDate: null,
            amountCents: 8900,
            disputed: true,
          }),
          payment({
            refundedCents: 6000,
            status: 'refunded',
            refunds: [{ __typename: 'PaymentRefund', amountCents: 6000, refundedAt: '2026-11-30T18:00:00.000Z' }],
          }),
        ]),
      ],
    });
    const bay = (await screen.findByRole('heading', { name: 'Bay 3 at Hudson Oaks, 1 hour' })).closest('li')!;
    expect(within(bay).getByText('Bay booking · Nov 28, 2026 · Visa •••• 4242')).toBeTruthy();
    expect(within(bay).getByText('Ref. BN-7K3Q9X · For Dec 2, 2026')).toBeTruthy();
    expect(within(bay).getByText('$60.00')).toBeTruthy();
    expect(within(bay).getByText('Refunded $60.00 on Nov 30, 2026')).toBeTruthy();
    expect(within(bay).queryByText('Disputed')).toBeNull();

    const birdie = screen.getByRole('heading', { name: 'Birdie membership, first month' }).closest('li')!;
    expect(within(birdie).getByText('Disputed')).toBeTruthy();
    expect(within(birdie).getByText('$89.00')).toBeTruthy();
  });

  it("opens a printable receipt with the venue, the charge, its refunds and the processor's receipt in a new tab", async () => {
    renderWithProviders(<PaymentHistory />, {
      mocks: [
        mock([
          payment({
            refundedCents: 2000,
            status: 'partially_refunded',
            receiptUrl: 'https://pay.example/receipts/abc',
            refunds: [{ __typename: 'PaymentRefund', amountCents: 2000, refundedAt: '2026-11-30T18:00:00.000Z' }],
          }),
        ]),
      ],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Receipt' }));
    const receipt = screen.getByRole('dialog', { name: 'Receipt' });
    expect(within(receipt).getByText('Back Nine Indoor Golf')).toBeTruthy();
    expect(within(receipt).getByText('Paid on Nov 28, 2026')).toBeTruthy();
    expect(within(receipt).getByText('BN-7K3Q9X')).toBeTruthy();
    expect(within(receipt).getByText('Visa •••• 4242')).toBeTruthy();
    expect(within(receipt).getByText('Refunded on Nov 30, 2026')).toBeTruthy();
    expect(within(receipt).getByText('-$20.00')).toBeTruthy();
    expect(within(receipt).getByText('$40.00')).toBeTruthy(); // paid after refunds
    const link = within(receipt).getByRole('link', { name: /payment processor's receipt \(opens in a new tab\)/ });
    expect(link.getAttribute('href')).toBe('https://pay.example/receipts/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(receipt).getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});
