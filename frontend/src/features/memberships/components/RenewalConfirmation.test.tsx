import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  CardFieldsSetupDocument,
  ConfirmMembershipRenewalDocument,
  ManageMembershipDocument,
  MembershipTimeZoneDocument,
} from '../../../gql/graphql';
import { SEEDED_PLANS } from '../../../test/fixtures';
import { renderInShell } from '../../../test/shell-render';
import { RenewalConfirmation } from './RenewalConfirmation';

const SLOW = { timeout: 10_000 };
// The processor's script is never loaded here (jsdom fetches no scripts); the bank's step is proven in e2e.
const setupMock = () => ({
  request: { query: CardFieldsSetupDocument },
  result: {
    data: {
      __typename: 'Query' as const,
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
});
// Made afresh for each test: MockedProvider counts a mock's uses on the object itself.
const zoneMock = () => ({
  request: { query: MembershipTimeZoneDocument },
  result: { data: { __typename: 'Query' as const, membershipTimeZone: 'America/Chicago' } },
});
const confirmed = {
  request: { query: ConfirmMembershipRenewalDocument },
  result: {
    data: {
      __typename: 'Mutation' as const,
      confirmMembershipRenewal: {
        __typename: 'Membership' as const,
        id: 'm1',
        planCode: 'Birdie',
        membershipStatus: 'active',
        currentPeriodStart: '2026-11-22T18:00:00.000Z',
        currentPeriodEnd: '2026-12-22T18:00:00.000Z',
        renewsAt: '2026-12-22T18:00:00.000Z',
        endsAt: null,
        complimentary: false,
      },
    },
  },
};

const renewed = confirmed.result.data.confirmMembershipRenewal;

/** Where the membership stands when the page asks again after a refusal. */
const manageMock = (membership: object) => ({
  request: { query: ManageMembershipDocument },
  result: {
    data: {
      __typename: 'Query' as const,
      membershipPlans: [SEEDED_PLANS.None, SEEDED_PLANS.Birdie],
      myMembership: { ...renewed, ...membership, freeHoursLeft: 2 },
      myMembershipPayments: [],
      paymentMethods: [],
    },
  },
});

/** The button, once the processor's settings are in (it waits for them: the bank's step needs them). */
async function confirmButton() {
  const button = await screen.findByRole('button', { name: 'Confirm payment' }, SLOW);
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), SLOW);
  return button;
}

function renderAlert(mocks: unknown[], focusOnArrival = false) {
  return renderInShell(
    <MockedProvider mocks={mocks as never}>
      <RenewalConfirmation planName="Birdie" priceCents={8900} graceEndsAt="2026-11-29T18:00:00.000Z" focusOnArrival={focusOnArrival} />
    </MockedProvider>,
  );
}

describe('RenewalConfirmation', () => {
  it("says what the bank wants, for the plan's price, and until when the benefits last; the e-mail's link lands on it", async () => {
    renderAlert([setupMock(), zoneMock()], true);
    const alert = screen.getByRole('region', { name: 'Your bank wants you to confirm your renewal' });
    expect(document.activeElement).toBe(alert);
    expect(alert.textContent).toContain('confirm the $89.00 renewal of your Birdie membership');
    await waitFor(() => expect(alert.textContent).toContain('Your benefits continue until Nov 29, 2026'), SLOW);
  });

  it('confirms the renewal and says so', async () => {
    renderAlert([setupMock(), zoneMock(), confirmed]);
    // The dates read in the membership's zone: wait for it as the member reads the alert (clicked before it
    // loads, the message says "paid up" without the date, which is all this test could not tell apart).
    const alert = screen.getByRole('region', { name: 'Your bank wants you to confirm your renewal' });
    await waitFor(() => expect(alert.textContent).toContain('Your benefits continue until Nov 29, 2026'), SLOW);
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('Renewal confirmed', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('Your Birdie membership is paid up. It next renews on Dec 22, 2026.')).toBeTruthy();
  });

  it("says why when the bank's answer is no, in the alert, and focus goes there", async () => {
    const refused = new GraphQLError("Your bank couldn't confirm this payment. Please try again or use another card.", {
      extensions: { code: 'PAYMENT_FAILED' },
    });
    renderAlert([
      setupMock(),
      zoneMock(),
      { request: { query: ConfirmMembershipRenewalDocument }, result: { errors: [refused] } },
      manageMock({ membershipStatus: 'action_required', renewsAt: null, endsAt: '2026-11-29T18:00:00.000Z' }),
    ]);
    fireEvent.click(await confirmButton());
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toBe(
      "Your bank couldn't confirm this payment. Please try again or use another card.",
    );
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Your bank wants you to confirm your renewal' }));
  });

  it("is done when the bank's yes renewed it before the second call arrived (the server says nothing is waiting)", async () => {
    const nothingWaiting = new GraphQLError('Your membership has no payment waiting for you to confirm.', {
      extensions: { code: 'CONFLICT' },
    });
    const manage = {
      request: { query: ManageMembershipDocument },
      result: {
        data: {
          __typename: 'Query' as const,
          membershipPlans: [SEEDED_PLANS.None, SEEDED_PLANS.Birdie],
          myMembership: { ...renewed, freeHoursLeft: 2 },
          myMembershipPayments: [],
          paymentMethods: [],
        },
      },
    };
    renderAlert([
      setupMock(),
      zoneMock(),
      { request: { query: ConfirmMembershipRenewalDocument }, result: { errors: [nothingWaiting] } },
      manage,
    ]);
    fireEvent.click(await confirmButton());
    expect(await screen.findByText('Renewal confirmed', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
