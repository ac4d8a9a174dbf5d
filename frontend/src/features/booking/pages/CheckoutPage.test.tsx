import { MockedProvider } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CustomerBookingByIdDocument,
  HoldBookingDocument,
  PayForBookingDocument,
  PaymentPickerMethodsDocument,
  SetBookingDiscountCodeDocument,
  type CustomerBookingDetailsFragment,
} from '../../../gql/graphql';
import { renderInShell } from '../../../test/shell-render';
import { CheckoutPage } from './CheckoutPage';

/** A whole page renders (and re-renders after each answer) slowly in jsdom on a busy machine. */
const SLOW = { timeout: 15_000 };
const ID = '5b1c0d4e-1111-4222-8333-444455556666';
const bayTime = { __typename: 'PriceLine' as const, label: 'Bay time', quantity: 2, unitCents: 6000, amountCents: 12000 };

function held(over: Partial<CustomerBookingDetailsFragment> = {}): CustomerBookingDetailsFragment {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return {
    __typename: 'Booking',
    id: ID,
    reference: 'BN-7K3Q9X',
    kind: 'BAY',
    coach: null,
    status: 'HELD',
    locationSlug: 'tulsa',
    locationName: 'Tulsa',
    bayNumber: 2,
    bayName: 'Bay 2',
    date: '2026-11-27',
    startHour: 15,
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 2 * 3600_000).toISOString(),
    hours: 2,
    partySize: 2,
    holdExpiresAt: new Date(Date.now() + 9 * 60_000).toISOString(),
    refundableUntil: new Date(start.getTime() - 86_400_000).toISOString(),
    freeHoursUsed: 0,
    totalCents: 12000,
    discountCode: null,
    lines: [bayTime],
    ...over,
  };
}
const withCode = (b: CustomerBookingDetailsFragment) => ({
  ...b,
  totalCents: 10800,
  discountCode: 'WELCOME10',
  lines: [bayTime, { __typename: 'PriceLine' as const, label: 'Discount WELCOME10', quantity: 1, unitCents: -1200, amountCents: -1200 }],
});

const bookingMock = (booking: CustomerBookingDetailsFragment) => ({
  request: { query: CustomerBookingByIdDocument, variables: { id: booking.id } },
  result: {
    data: {
      booking,
      locations: [
        { __typename: 'Location' as const, id: 'loc-tulsa', slug: 'tulsa', timeZone: 'America/Chicago', phone: '(918) 555-0142' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY, // the page refetches where a hold stands
});
const savedCard = (id: string, last4: string, isDefault = false) => ({
  __typename: 'PaymentMethod' as const,
  id,
  brand: 'visa',
  last4,
  expMonth: 12,
  expYear: 2031,
  isDefault,
});
// The processor's script is never loaded here (jsdom fetches no scripts): its card fields are proven in e2e.
const pickerMockWith = (paymentMethods: ReturnType<typeof savedCard>[]) => ({
  request: { query: PaymentPickerMethodsDocument },
  result: {
    data: {
      __typename: 'Query' as const,
      paymentMethods,
      siteConfig: {
        __typename: 'SiteConfig' as const,
        paymentsTestMode: true,
        payments: {
          __typename: 'PaymentsConfig' as const,
          processor: 'stripe',
          publishableKey: 'pk_test_1',
          scriptUrl: 'https://js.stripe.com/v3/',
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
// A saved card: these tests are about the hold and its price, not the card fields (proven in e2e).
const pickerMock = pickerMockWith([savedCard('pm-saved', '4242', true)]);
const setCode = (discountCode: string | null, answer: { booking: CustomerBookingDetailsFragment } | { error: GraphQLError }) => ({
  request: { query: SetBookingDiscountCodeDocument, variables: { bookingId: ID, discountCode } },
  result: 'booking' in answer ? { data: { setBookingDiscountCode: answer.booking } } : { errors: [answer.error] },
});

function renderCheckout(mocks: unknown[]) {
  const user = {
    id: 'u1',
    name: 'Pat Lee',
    firstName: 'Pat',
    lastName: 'Lee',
    email: 'pat@example.com',
    phone: null,
    isAdmin: false,
    membershipType: 'None',
    preferredLocation: null,
    createdAt: '2026-01-01T00:00:00Z',
  };
  // Only the operations mocked here can run: a release or a new hold would fail the test.
  return renderInShell(
    <MockedProvider mocks={mocks as never}>
      <CheckoutPage />
    </MockedProvider>,
    { route: `/checkout?booking=${ID}`, user },
  );
}

describe('CheckoutPage discount code', () => {
  afterEach(() => sessionStorage.clear());

  it('re-prices the same hold: no release, no new hold, the booking id stays', async () => {
    const booking = held();
    renderCheckout([bookingMock(booking), pickerMock, setCode('WELCOME10', { booking: withCode(booking) }), setCode(null, { booking })]);
    expect(await screen.findByRole('button', { name: 'Pay $120.00' }, SLOW)).toBeTruthy();

    // A phone (jsdom matches no media query): the summary's facts and price lines fold until asked for.
    expect(screen.queryByText('Players')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(await screen.findByText('Players', {}, SLOW)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Have a discount code?' }));
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'WELCOME10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Pay $108.00' }, SLOW)).toBeTruthy();
    // The field's own note follows its own state update (a busy machine rendered the button first, once).
    expect(await screen.findByText('WELCOME10 applied: you save $12.00', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/checkout?booking=${ID}`);

    fireEvent.click(screen.getByRole('button', { name: 'Remove code' }));
    expect(await screen.findByRole('button', { name: 'Pay $120.00' }, SLOW)).toBeTruthy();
    expect(screen.queryByText(/applied: you save/)).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe(`/checkout?booking=${ID}`);
  });

  it("shows the server's reason for a refused code and keeps the hold as it was", async () => {
    const booking = held();
    const refused = new GraphQLError('That discount code is not valid.', { extensions: { code: 'VALIDATION', field: 'discountCode' } });
    renderCheckout([bookingMock(booking), pickerMock, setCode('NOPE', { error: refused })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Have a discount code?' }, SLOW));
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('That discount code is not valid.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay $120.00' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Your booking' })).getByText(/we're holding this bay/i)).toBeTruthy();
  });

  it('shows the code the server says is applied, without reading it from a price line', async () => {
    const booking = {
      ...withCode(held()),
      lines: [bayTime, { __typename: 'PriceLine' as const, label: 'Promotion', quantity: 1, unitCents: -1200, amountCents: -1200 }],
    };
    renderCheckout([bookingMock(booking), pickerMock]);
    expect(await screen.findByText('WELCOME10 applied: you save $12.00', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove code' })).toBeTruthy();
  });
});

describe('CheckoutPage declined card', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the hold: the refusal shows at the card, and another card pays the same booking under a new key', async () => {
    const booking = held();
    const keys: string[] = [];
    const payMock = (paymentMethodId: string, result: object) => ({
      request: {
        query: PayForBookingDocument,
        variables: (v: { bookingId: string; payment: { paymentMethodId?: string | null }; idempotencyKey: string }) => {
          const match = v.bookingId === ID && v.payment.paymentMethodId === paymentMethodId;
          if (match) keys.push(v.idempotencyKey);
          return match;
        },
      },
      result,
    });
    const declined = new GraphQLError('Your card was declined. Please use another card.', { extensions: { code: 'PAYMENT_FAILED' } });
    renderCheckout([
      bookingMock(booking),
      pickerMockWith([savedCard('pm-declines', '0002', true), savedCard('pm-pays', '4242')]),
      payMock('pm-declines', { errors: [declined] }),
      payMock('pm-pays', { data: { payForBooking: { ...booking, status: 'CONFIRMED', holdExpiresAt: null } } }),
    ]);
    const refused = await screen.findByRole('radio', { name: /Visa •••• 0002/ }, SLOW);
    expect((refused as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert.textContent).toBe('Your card was declined. Please use another card. Nothing was charged, and your bay is still held.');
    await waitFor(() => expect(document.activeElement).toBe(refused), SLOW); // focus to the card it is about
    // Still held: the countdown, an enabled Pay, no "hold it again".
    expect(within(screen.getByRole('region', { name: 'Your booking' })).getByText(/we're holding this bay/i)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hold it again' })).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Visa •••• 4242/ }));
    expect(screen.queryByText(/Your card was declined/)).toBeNull(); // the refusal was about the other card
    fireEvent.click(screen.getByRole('button', { name: 'Pay $120.00' }));
    await screen.findByText(`/booking-confirmation?booking=${ID}`, {}, SLOW);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('CheckoutPage hold it again', () => {
  afterEach(() => sessionStorage.clear());

  it("holds the same bay at the server's start hour, and without the code when the code no longer applies", async () => {
    // startHour comes from the server: nothing is read back out of startsAt in the browser's zone.
    const declined = { ...withCode(held()), status: 'EXPIRED' as const, holdExpiresAt: null, startHour: 15 };
    const input = { location: 'tulsa', date: '2026-11-27', startHour: 15, hours: 2, partySize: 2, bayNumber: 2 };
    const fresh = held({ id: '6c2d1e5f-2222-4333-8444-555566667777' });
    const usedUp = new GraphQLError('That discount code has been fully redeemed.', {
      extensions: { code: 'VALIDATION', field: 'discountCode' },
    });
    renderCheckout([
      bookingMock(declined),
      pickerMock,
      {
        request: { query: HoldBookingDocument, variables: { input: { ...input, discountCode: 'WELCOME10' } } },
        result: { errors: [usedUp] },
      },
      {
        request: { query: HoldBookingDocument, variables: { input: { ...input, discountCode: null } } },
        result: { data: { holdBooking: fresh } },
      },
      bookingMock(fresh),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Hold it again' }, SLOW));
    expect(await screen.findByText('Held without WELCOME10', {}, SLOW)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Pay $120.00' }, SLOW)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/checkout?booking=${fresh.id}`);
  });
});
