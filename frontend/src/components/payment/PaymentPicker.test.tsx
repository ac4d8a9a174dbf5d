import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPickerMethodsDocument, type PaymentInput } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { PaymentPicker, usePaymentPicker } from './PaymentPicker';

// The processor's card fields themselves (an iframe of its origin) are proven in e2e: here the picker
// around them, with Stripe.js never loaded (jsdom fetches no scripts).
const method = (over: Record<string, unknown>) => ({
  __typename: 'PaymentMethod',
  id: 'pm1',
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2031,
  isDefault: false,
  ...over,
});
const mock = (paymentMethods: unknown[]) => ({
  request: { query: PaymentPickerMethodsDocument },
  result: {
    data: {
      __typename: 'Query',
      paymentMethods,
      siteConfig: {
        __typename: 'SiteConfig',
        paymentsTestMode: true,
        payments: {
          __typename: 'PaymentsConfig',
          processor: 'stripe',
          publishableKey: 'pk_test_1',
          scriptUrl: 'https://js.stripe.com/v3/',
        },
      },
    },
  },
});

const DECLINE = 'Your card was declined. Please use another card. Nothing was charged, and your bay is still held.';

/** A checkout in miniature: Pay shows what the picker would send; Decline plays the server refusing it. */
function Checkout({ alwaysSaves = false }: { alwaysSaves?: boolean }) {
  const picker = usePaymentPicker({ alwaysSaves });
  const [sent, setSent] = useState<PaymentInput | null | undefined>();
  return (
    <>
      <PaymentPicker state={picker} amountCents={6000} />
      <button onClick={() => void picker.toInput().then(setSent)}>Pay</button>
      <button onClick={() => picker.setDeclined(DECLINE)}>Decline</button>
      <output>{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </>
  );
}

describe('PaymentPicker', () => {
  it('preselects the default saved card, never an expired one, and pays with its id', async () => {
    renderWithProviders(<Checkout />, {
      mocks: [
        mock([
          method({ id: 'old', last4: '1111', expYear: 2020, isDefault: true }),
          method({ id: 'pm2', last4: '4444', brand: 'mastercard' }),
        ]),
      ],
    });
    const ok = await screen.findByRole('radio', { name: /Mastercard •••• 4444/ });
    expect((ok as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Visa •••• 1111/ }) as HTMLInputElement).disabled).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pay' })));
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify({ paymentMethodId: 'pm2', saveCard: false }));
    expect(screen.queryByText(/Test mode/)).toBeNull(); // the test cards go with the card fields
  });

  it('says a refusal under the saved card it is about, moves focus there, and forgets it for another card', async () => {
    renderWithProviders(<Checkout />, {
      mocks: [mock([method({ id: 'pm1', isDefault: true }), method({ id: 'pm2', last4: '4444', brand: 'mastercard' })])],
    });
    const refused = await screen.findByRole('radio', { name: /Visa •••• 4242/ });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('alert').textContent).toBe(DECLINE);
    expect(document.activeElement).toBe(refused);
    expect(refused.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);

    fireEvent.click(screen.getByRole('radio', { name: /Mastercard •••• 4444/ }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("with no saved cards, opens the processor's card fields, saves for next time unless unticked, and lists the test cards", async () => {
    renderWithProviders(<Checkout />, { mocks: [mock([])] });
    expect(await screen.findByRole('status', { name: 'Loading the card fields' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: 'Save this card for next time' }) as HTMLInputElement).checked).toBe(true);
    const notice = screen.getByText(/Test mode/).textContent ?? '';
    for (const card of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0025 0000 3155', 'any future expiry', 'any 3-digit code']) {
      expect(notice).toContain(card);
    }
    // No number field of ours: the card is typed only into the processor's fields.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
  });

  it('keeps the card without asking when the checkout renews on it', async () => {
    renderWithProviders(<Checkout alwaysSaves />, { mocks: [mock([])] });
    await screen.findByText(/keep this card on file/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
