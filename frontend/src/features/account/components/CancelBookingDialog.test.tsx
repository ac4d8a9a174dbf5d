import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountCancelBookingDocument } from '../../../gql/graphql';
import { renderInShell } from '../../../test/shell-render';
import type { AccountBooking } from './BookingCard';
import { CancelBookingDialog } from './CancelBookingDialog';

const DAY = 86_400_000;
const startsAt = new Date(Date.now() + 3 * DAY);
/** A paid $120.00 booking three days away, of which $20.00 already went back to the card (an admin refund). */
const booking: AccountBooking = {
  __typename: 'Booking',
  id: 'b1',
  reference: 'BN-1',
  kind: 'BAY',
  coach: null,
  locationSlug: 'richardson',
  locationName: 'Richardson',
  bayNumber: 4,
  bayName: 'Bay 4',
  date: startsAt.toISOString().slice(0, 10),
  startsAt: startsAt.toISOString(),
  endsAt: new Date(startsAt.getTime() + 2 * 3600_000).toISOString(),
  hours: 2,
  partySize: 3,
  status: 'CONFIRMED',
  holdExpiresAt: null,
  totalCents: 12000,
  freeHoursUsed: 0,
  refundableUntil: new Date(startsAt.getTime() - DAY).toISOString(),
  refundedCents: 2000,
};

describe('CancelBookingDialog', () => {
  it('after cancelling, the toast says what the server refunded, not the price', async () => {
    const cancelled = vi.fn();
    const mocks = [
      {
        request: { query: AccountCancelBookingDocument, variables: { bookingId: 'b1' } },
        result: {
          data: {
            cancelBooking: {
              __typename: 'Booking' as const,
              id: 'b1',
              status: 'CANCELLED' as const,
              holdExpiresAt: null,
              refundedCents: 12000,
            },
          },
        },
      },
    ];
    // (No list is on screen here, so Apollo notes that there is no AccountBookings query to refetch.)
    renderInShell(
      <MockedProvider mocks={mocks}>
        <CancelBookingDialog booking={booking} timeZone="America/Chicago" onClose={() => undefined} onCancelled={cancelled} />
      </MockedProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    // The policy before confirming: a full refund.
    expect(dialog.textContent).toContain("Cancel now and we'll refund $120.00 to the card you paid with.");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(
      await screen.findByText("We're refunding $100.00 to the card you paid with. It usually shows within 5–10 business days."),
    ).toBeTruthy();
    expect(screen.getByText('Booking cancelled')).toBeTruthy();
    expect(cancelled).toHaveBeenCalledWith(booking);
  });
});
