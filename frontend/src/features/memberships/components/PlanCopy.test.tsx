import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { PlanTerms } from '../utils/plans';
import { CancelMembershipDialog } from './CancelMembershipDialog';
import { OrderSummary } from './OrderSummary';
import { SEEDED_PLANS } from '../../../test/fixtures';

// The seeded plans, as the server lists them, and one the table could hold tomorrow.
const { None: NONE, Birdie: BIRDIE } = SEEDED_PLANS;
const EAGLE: PlanTerms = {
  code: 'Eagle',
  name: 'Eagle',
  priceCents: 14900,
  freeHoursPerMonth: 4,
  hourlyRateCents: 3000,
  bookingWindowDays: 7,
  memberEvents: true,
};
const noop = () => undefined;

describe('the order summary prices the plan the server sent', () => {
  it('the first month today, then monthly from the first renewal the server gave', () => {
    renderWithProviders(
      <OrderSummary plan={{ ...EAGLE, firstRenewalAt: '2026-12-22T18:00:00.000Z' }} base={NONE} timeZone="America/Chicago" />,
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Eagle membership')).toBeTruthy();
    expect(within(summary).getAllByText('$149.00')).toHaveLength(2); // the line and "Due today"
    expect(within(summary).getByText(/^Then \$149\.00 every month from Dec 22, 2026, until you cancel\./)).toBeTruthy();
    expect(within(summary).getByText('4 free hours every month')).toBeTruthy();
    expect(within(summary).getByText('$30 an hour after that')).toBeTruthy();
    expect(within(summary).getByText('Book up to 7 days ahead')).toBeTruthy();
  });
});

describe('the cancel dialog says what the member keeps and what comes after, from the plans', () => {
  it('the seeded Birdie, word for word', () => {
    renderWithProviders(
      <CancelMembershipDialog
        open
        planName="Birdie"
        plan={BIRDIE}
        base={NONE}
        endsOn="Dec 22, 2026"
        cancelling={false}
        error={null}
        onConfirm={noop}
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Birdie membership?' });
    expect(dialog.textContent).toContain(
      'You keep every Birdie benefit until Dec 22, 2026: your free hours, the $40 rate, the 5-day booking window and member-only events.',
    );
    expect(dialog.textContent).toContain(
      "After that you're on no plan: $60 an hour, booking up to 2 days ahead. Changed your mind? You can resume any time before Dec 22, 2026.",
    );
  });

  it('another plan, and a past-due one that ends at once', () => {
    renderWithProviders(
      <CancelMembershipDialog
        open
        planName="Eagle"
        plan={EAGLE}
        base={{ ...NONE, hourlyRateCents: 6500 }}
        endsOn={null}
        cancelling={false}
        error={null}
        onConfirm={noop}
        onClose={noop}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your Eagle membership?' });
    expect(dialog.textContent).toContain(
      "cancelling ends your Eagle membership now and we stop retrying your card. After that you're on no plan: $65 an hour, booking up to 2 days ahead.",
    );
    expect(within(dialog).getByRole('button', { name: 'Keep Eagle' })).toBeTruthy();
  });

  it('a plan no longer on offer: its name, without a list of benefits', () => {
    renderWithProviders(
      <CancelMembershipDialog
        open
        planName="Albatross"
        plan={null}
        base={NONE}
        endsOn="Dec 22, 2026"
        cancelling={false}
        error={null}
        onConfirm={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Cancel your Albatross membership?' }).textContent).toContain(
      'You keep every Albatross benefit until Dec 22, 2026.',
    );
  });
});
