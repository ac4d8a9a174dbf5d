import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LocationsDocument, MembershipPlansDocument } from '../gql/graphql';
import { createApolloClient } from '../lib/apollo';
import { pageDataPolicy } from '../lib/pageData';
import { CURRENT_USER_KEY } from '../lib/query-keys';
import { applyBoot } from './boot';

/** A page holding `text` in its #boot element (the only part of the document applyBoot reads). */
function pageWith(text: string | null) {
  const element =
    text === null
      ? null
      : {
          textContent: text,
          removed: false,
          remove() {
            this.removed = true;
          },
        };
  return { doc: { getElementById: (id: string) => (id === 'boot' ? element : null) } as unknown as Document, element };
}

const plans = [
  {
    __typename: 'MembershipPlan',
    id: 'None',
    code: 'None',
    name: 'None',
    priceCents: 0,
    freeHoursPerMonth: 0,
    hourlyRateCents: 4000,
    bookingWindowDays: 2,
    memberEvents: false,
  },
];

describe('applyBoot', () => {
  const setup = () => ({
    client: createApolloClient({ fetch: () => Promise.reject(new Error('no network in this test')) }),
    queryClient: new QueryClient(),
  });

  it('puts the user and the queries the server read into the caches the first render reads', () => {
    const { client, queryClient } = setup();
    const user = { id: '7', firstName: 'Casey', membershipType: 'Birdie' };
    const { doc, element } = pageWith(
      JSON.stringify({
        user,
        queries: [
          { operation: 'MembershipPlans', variables: {}, data: { __typename: 'Query', membershipPlans: plans } },
          { operation: 'SomethingElse', variables: {}, data: { __typename: 'Query', other: 1 } },
        ],
      }),
    );
    applyBoot(client, queryClient, doc);
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(user);
    expect(queryClient.getQueryState(CURRENT_USER_KEY)?.dataUpdatedAt).toBeGreaterThan(0); // fresh: no GET /api/user
    expect(client.readQuery({ query: MembershipPlansDocument })?.membershipPlans).toEqual(plans);
    expect(client.readQuery({ query: LocationsDocument })).toBeNull(); // not sent: the page asks for it
    // What came with the page is not read again at once; what did not is, as the screen asks.
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network')).toBe('cache-first');
    expect(pageDataPolicy('Locations', {}, 'cache-and-network')).toBe('cache-and-network');
    expect(element!.removed).toBe(true);
  });

  it('a signed-out page says there is no user; a page without data, or with broken data, leaves the caches empty', () => {
    const signedOut = setup();
    applyBoot(signedOut.client, signedOut.queryClient, pageWith(JSON.stringify({ user: null, queries: [] })).doc);
    expect(signedOut.queryClient.getQueryState(CURRENT_USER_KEY)?.status).toBe('success');
    expect(signedOut.queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    for (const text of [null, '', '{"user": ']) {
      const { client, queryClient } = setup();
      applyBoot(client, queryClient, pageWith(text).doc);
      expect(queryClient.getQueryState(CURRENT_USER_KEY)).toBeUndefined();
      expect(client.extract()).toEqual({});
    }
  });
});
