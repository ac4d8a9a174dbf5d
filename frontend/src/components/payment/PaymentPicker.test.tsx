import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentPickerMethodsDocument, type PaymentInput } from '../../gql/graphql';
import { renderWithProviders } from '../../test/render';
import { PaymentPicker, usePaymentPicker } from './PaymentPicker';

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
  result: { data: { paymentMethods, siteConfig: { __typename: 'SiteConfig', paymentsTestMode: true } } },
});

/** A checkout in miniature: pressing Pay shows what the picker would send. */
function Checkout({ alwaysSaves = false }: { alwaysSaves?: boolean }) {
  const picker = usePaymentPicker({ alwaysSaves });
  const [sent, setSent] = useState<PaymentInput | null | undefined>();
  return (
    <>
      <PaymentPicker state={picker} />
      <button onClick={() => setSent(picker.toInput())}>Pay</button>
      <output>{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </>
  );
}

describe('PaymentPicker', () => {
  it('preselects the default saved card, never an expired one', async () => {
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
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('status').textContent).toBe(JSON.stringify({ paymentMethodId: 'pm2', saveCard: false }));
  });

  it('with no saved cards, asks for a card, shows what to fix, and sends it once it is right', async () => {
    renderWithProviders(<Checkout />, { mocks: [mock([])] });
    const number = await screen.findByLabelText(/Card number/);
    screen.getByText(/Test mode/);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    screen.getByText('Enter your card number.');
    expect(document.activeElement).toBe(number);
    expect(screen.getByRole('status').textContent).toBe('null');

    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect(screen.queryByText('Enter your card number.')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: '1230' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(JSON.parse(screen.getByRole('status').textContent ?? '')).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      saveCard: false,
    });
  });

  it('keeps the card without asking when the checkout renews on it', async () => {
    renderWithProviders(<Checkout alwaysSaves />, { mocks: [mock([])] });
    await screen.findByText(/keep this card on file/);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
