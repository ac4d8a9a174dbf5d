import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MembershipPlansDocument, type PlanDetailsFragment } from '../../../gql/graphql';
import { renderInShell } from '../../../test/shell-render';
import { MembershipsPage } from './MembershipsPage';
import { buildPlan, SEEDED_PLANS } from '../../../test/fixtures';

const SLOW = { timeout: 5000 };
// The seeded rows, as the server lists them.
const { None: NONE, Birdie: BIRDIE } = SEEDED_PLANS;
const plan = buildPlan;
// A row added to membership_plans, with no code change.
const EAGLE = plan({
  code: 'Eagle',
  name: 'Eagle',
  priceCents: 14900,
  freeHoursPerMonth: 4,
  hourlyRateCents: 3000,
  bookingWindowDays: 10,
  memberEvents: true,
});

function renderPage(plans: PlanDetailsFragment[]) {
  const mocks = [{ request: { query: MembershipPlansDocument }, result: { data: { membershipPlans: plans } } }];
  return renderInShell(
    <MockedProvider mocks={mocks}>
      <MembershipsPage />
    </MockedProvider>,
    { route: '/memberships', user: null },
  );
}

describe('MembershipsPage', () => {
  it('shows the seeded plans in the spec’s words, read from the plans query', { timeout: 20_000 }, async () => {
    renderPage([NONE, BIRDIE]);
    expect(
      await screen.findByText(
        'Birdie is our membership for regulars: $89 a month gets you 2 free bay-hours every month, $40 an hour after that, a 5-day booking window and member-only events.',
        undefined,
        SLOW,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Two ways to play')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['No membership', 'Birdie']);
    expect(within(table).getByText('$89 per month, renews automatically each month')).toBeTruthy();
    expect(within(table).getByText('$60 per hour standard')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Birdie for $89 a month' })).toBeTruthy();
  });

  it('shows a new plan row: its card, its column and its way in', { timeout: 20_000 }, async () => {
    renderPage([NONE, BIRDIE, EAGLE]);
    const card = await screen.findByRole('article', { name: 'Eagle' }, SLOW);
    expect(within(card).getByText('$149')).toBeTruthy();
    expect(within(card).getByText('4 free bay-hours every month')).toBeTruthy();
    expect(within(card).getByText('$30 per hour beyond those')).toBeTruthy();
    expect(within(card).getByText('Book up to 10 days ahead')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Become an Eagle' }).getAttribute('href')).toBe('/checkout/Eagle');
    expect(screen.getByText('Three ways to play')).toBeTruthy();

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['No membership', 'Birdie', 'Eagle']);
    expect(within(table).getByText('$149 per month, renews automatically each month')).toBeTruthy();
    expect(within(table).getByText('Up to 10 days ahead')).toBeTruthy();
    // Birdie stays the plan the page leads with.
    expect(within(screen.getByRole('article', { name: 'Birdie' })).getByText('Best value')).toBeTruthy();
  });
});
