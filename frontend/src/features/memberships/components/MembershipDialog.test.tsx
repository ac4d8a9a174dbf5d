import { InMemoryCache } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import type { ReactElement } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MembershipPlansDocument } from '../../../gql/graphql';
import { renderInShell } from '../../../test/shell-render';
import { MembershipDialog, canUpdate, decideMembershipChange, dialogPlan, showCancelMembership } from './MembershipDialog';

describe('decideMembershipChange (spec section 4)', () => {
  it('None → Birdie goes to /subscribe with no call', () => {
    expect(decideMembershipChange('None', 'Birdie')).toEqual({ kind: 'subscribe' });
  });
  it('Birdie → None cancels the subscription', () => {
    expect(decideMembershipChange('Birdie', 'None')).toEqual({ kind: 'cancel' });
  });
  it('any other change calls update with the new type', () => {
    expect(decideMembershipChange('Birdie', 'Eagle')).toEqual({ kind: 'update', membershipType: 'Eagle' });
    expect(decideMembershipChange('Eagle', 'Birdie')).toEqual({ kind: 'update', membershipType: 'Birdie' });
    expect(decideMembershipChange('Eagle', 'None')).toEqual({ kind: 'update', membershipType: 'None' });
  });
  it('no change, nothing to do', () => {
    expect(decideMembershipChange('Birdie', 'Birdie')).toEqual({ kind: 'unchanged' });
    expect(decideMembershipChange('None', 'None')).toEqual({ kind: 'unchanged' });
  });
});

describe('canUpdate and showCancelMembership', () => {
  it('Update is disabled while saving or when the selection equals the current plan', () => {
    expect(canUpdate('None', 'Birdie', false)).toBe(true);
    expect(canUpdate('None', 'Birdie', true)).toBe(false);
    expect(canUpdate('Birdie', 'Birdie', false)).toBe(false);
  });
  it("'Cancel Membership' shows when both the selected and the current plan are not None", () => {
    expect(showCancelMembership('Birdie', 'Birdie')).toBe(true);
    expect(showCancelMembership('Birdie', 'None')).toBe(false);
    expect(showCancelMembership('None', 'Birdie')).toBe(false);
    expect(showCancelMembership('None', 'None')).toBe(false);
  });
});

// The seeded plan rows, as the plans query gives them (already in the cache: the dialog opens on them).
const term = { __typename: 'MembershipPlan' as const, memberEvents: false, freeHoursPerMonth: 0 };
const PLANS = {
  membershipPlans: [
    { ...term, id: 'None', code: 'None', name: 'None', priceCents: 0, hourlyRateCents: 6000, bookingWindowDays: 2 },
    {
      ...term,
      id: 'Birdie',
      code: 'Birdie',
      name: 'Birdie',
      priceCents: 8900,
      freeHoursPerMonth: 2,
      hourlyRateCents: 4000,
      bookingWindowDays: 5,
      memberEvents: true,
    },
  ],
};

function renderWithPlans(ui: ReactElement, options?: Parameters<typeof renderInShell>[1]) {
  const cache = new InMemoryCache();
  cache.writeQuery({ query: MembershipPlansDocument, data: PLANS });
  const mocks = [{ request: { query: MembershipPlansDocument }, result: { data: PLANS }, maxUsageCount: Number.POSITIVE_INFINITY }];
  return renderInShell(
    <MockedProvider mocks={mocks} cache={cache}>
      {ui}
    </MockedProvider>,
    options,
  );
}

describe('dialogPlan', () => {
  it('says what the seeded rows include, as before plans were rows', () => {
    expect(PLANS.membershipPlans.map(dialogPlan)).toEqual([
      {
        code: 'None',
        name: 'None',
        monthlyPrice: 0,
        summary: 'Pay as you play.',
        includes: ['$60 per hour, standard rate', 'Book up to 2 days ahead'],
      },
      {
        code: 'Birdie',
        name: 'Birdie',
        monthlyPrice: 89,
        summary: 'For regulars. Renews automatically each month.',
        includes: ['2 free hours every month', '$40 per hour beyond the included hours', 'Book up to 5 days ahead', 'Member-only events'],
      },
    ]);
  });
});

function respond(status: number, body = '') {
  return vi.fn(async () => new Response(body || null, { status }));
}

describe('MembershipDialog', () => {
  beforeEach(() => vi.stubGlobal('fetch', respond(200, '{"success":true}')));
  afterEach(() => vi.unstubAllGlobals());

  const update = () => screen.getByRole('button', { name: 'Update' });

  it('starts on the current plan with Update disabled; Cancel Membership resets the choice to None', () => {
    renderWithPlans(<MembershipDialog open onClose={() => {}} currentPlan="Birdie" />);
    const dialog = screen.getByRole('dialog', { name: 'Manage membership' });
    expect(within(dialog).getByRole('radio', { name: /Birdie/ })).toHaveProperty('checked', true);
    expect(update()).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Membership' }));
    expect(within(dialog).getByRole('radio', { name: /None/ })).toHaveProperty('checked', true);
    expect(update()).toHaveProperty('disabled', false);
    expect(within(dialog).queryByRole('button', { name: 'Cancel Membership' })).toBeNull();
  });

  it('has no Cancel Membership button for someone on no plan', () => {
    renderWithPlans(<MembershipDialog open onClose={() => {}} currentPlan="None" />);
    expect(screen.queryByRole('button', { name: 'Cancel Membership' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: /Birdie/ }));
    expect(screen.queryByRole('button', { name: 'Cancel Membership' })).toBeNull();
  });

  it('None → Birdie closes and goes to /subscribe, with no call', async () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      renderWithPlans(<MembershipDialog open onClose={onClose} currentPlan="None" />);
      fireEvent.click(screen.getByRole('radio', { name: /Birdie/ }));
      fireEvent.click(update());
      expect(onClose).toHaveBeenCalled();
      await act(async () => vi.advanceTimersByTime(700));
      expect(screen.getByTestId('location').textContent).toBe('/subscribe');
      expect(fetch).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Birdie → None calls cancel, says so, refreshes the user and closes', async () => {
    let answer!: (r: Response) => void;
    const cancelled = new Promise<Response>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => (url === '/api/user' ? Promise.resolve(new Response('{"membershipType":"None"}')) : cancelled)),
    );
    const onClose = vi.fn();
    renderWithPlans(<MembershipDialog open onClose={onClose} currentPlan="Birdie" />);
    fireEvent.click(screen.getByRole('radio', { name: /None/ }));
    fireEvent.click(update());
    await waitFor(() => expect(update()).toHaveProperty('disabled', true)); // while saving
    expect(fetch).not.toHaveBeenCalledWith('/api/user', expect.anything());
    answer(new Response('{"success":true}', { status: 200 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledWith('/api/cancel-subscription', {
      method: 'POST',
      headers: {},
      body: undefined,
      credentials: 'include',
    });
    expect(fetch).toHaveBeenLastCalledWith('/api/user', { credentials: 'include' }); // the user, read again
    expect(await screen.findByText('Subscription Canceled')).toBeTruthy();
    expect(screen.getByText('Your Birdie membership subscription has been canceled.')).toBeTruthy();
  });

  it('a failure shows the spec toast (destructive) and keeps the dialog open', async () => {
    vi.stubGlobal('fetch', respond(404, 'There is no API at POST /api/cancel-subscription'));
    const onClose = vi.fn();
    renderWithPlans(<MembershipDialog open onClose={onClose} currentPlan="Birdie" />);
    fireEvent.click(screen.getByRole('radio', { name: /None/ }));
    fireEvent.click(update());
    expect(await screen.findByText('Error')).toBeTruthy();
    const toast = screen.getByText('Error').closest('[data-toast]');
    expect(toast?.getAttribute('data-toast')).toBe('destructive');
    expect(within(toast as HTMLElement).getByText('Failed to update membership. Please try again.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(update()).toHaveProperty('disabled', false);
  });
});
