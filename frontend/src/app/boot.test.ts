// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationsDocument, MembershipPlansDocument } from '../gql/graphql';
import { useLocations } from '../features/locations/api/useLocations';
import { createApolloClient } from '../lib/apollo';
import { loadApollo } from '../lib/apollo-slot';
import { AppScopeContext, browserScope, type AppScope } from '../lib/app-scope';
import { forgetPageData, pageDataPolicy } from '../lib/pageData';
import { useCurrentUser } from '../lib/session';
import { applyBoot, applyBootCache, applyBootWithDocuments, bootHasCache, bootWaitsForDocuments } from './boot';
import { PAGE_DOCUMENTS } from './boot-documents';

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

/** What the first render's screens see of `read` in `scope` (GET /api/user answers nothing here). */
function firstRender<T>(scope: AppScope, read: () => T): T {
  const wrapper = ({ children }: { children: ReactNode }) => createElement(AppScopeContext.Provider, { value: scope }, children);
  return renderHook(read, { wrapper }).result.current;
}

describe('applyBoot', () => {
  const setup = () => ({
    client: createApolloClient({ fetch: () => Promise.reject(new Error('no network in this test')) }),
  });
  let userRead = vi.fn();
  beforeEach(() => {
    userRead = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', userRead);
  });

  it('puts the user and the queries the server read into the caches the first render reads', () => {
    const { client } = setup();
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
    const scope = {};
    applyBoot(doc, scope);
    // The plans' document is not in the first load: the query waits for the page's documents.
    expect(bootWaitsForDocuments()).toBe(true);
    expect(client.readQuery({ query: MembershipPlansDocument })).toBeNull();
    applyBootWithDocuments({ client, documents: PAGE_DOCUMENTS });
    expect(bootWaitsForDocuments()).toBe(false);
    expect(firstRender(scope, useCurrentUser)).toMatchObject({ user, isLoading: false });
    expect(userRead).not.toHaveBeenCalled(); // fresh: no GET /api/user
    expect(client.readQuery({ query: MembershipPlansDocument })?.membershipPlans).toEqual(plans);
    expect(client.readQuery({ query: LocationsDocument })).toBeNull(); // not sent: the page asks for it
    // What came with the page is not read again at once; what did not is, as the screen asks.
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network')).toBe('cache-first');
    expect(pageDataPolicy('Locations', {}, 'cache-and-network')).toBe('cache-and-network');
    expect(element!.removed).toBe(true);
  });

  it("keeps the first load's queries for the GraphQL client; drops a page's queries whose documents came after the render", async () => {
    forgetPageData(); // the test before noted the plans
    const { client } = setup();
    const locations = [
      {
        __typename: 'Location',
        id: '1',
        slug: 'tulsa',
        name: 'Tulsa',
        phone: '(918) 555-0142',
        email: 'tulsa@backnine.golf',
        timeZone: 'America/Chicago',
        address: { __typename: 'Address', line1: '8220 E 71st St', city: 'Tulsa', region: 'OK', postalCode: '74133' },
        bays: [{ __typename: 'Bay', id: 'b1' }],
        openingHours: [{ __typename: 'OpeningHours', weekday: 1, opensAt: '06:00', closesAt: '22:00' }],
      },
    ];
    const boot = {
      user: null,
      queries: [
        { operation: 'Locations', variables: {}, data: { __typename: 'Query', locations } },
        { operation: 'MembershipPlans', variables: {}, data: { __typename: 'Query', membershipPlans: plans } },
      ],
    };
    // The browser's own scope (the only test here to use it): its client is made later, from lib/apollo-slot.
    applyBoot(pageWith(JSON.stringify(boot)).doc);
    // The first render reads the locations without Apollo; the browser's client, made later, has them in its cache.
    expect(firstRender(browserScope, useLocations).locations).toEqual(locations);
    // Written when the client is made (useLocations), before a page that reads them there renders.
    const browserClient = await loadApollo();
    await vi.waitFor(() => expect(browserClient.readQuery({ query: LocationsDocument })?.locations).toEqual(locations));
    expect(bootWaitsForDocuments()).toBe(true);
    applyBootWithDocuments(null); // too late: the screens have asked already
    expect(bootWaitsForDocuments()).toBe(false);
    applyBootWithDocuments({ client, documents: PAGE_DOCUMENTS }); // nothing is waiting any more
    expect(client.readQuery({ query: MembershipPlansDocument })).toBeNull();
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network')).toBe('cache-and-network');
  });

  it("restores a server-rendered page's GraphQL cache as it came, and notes its queries as just read", () => {
    forgetPageData();
    const { client } = setup();
    const server = setup().client; // the server's render: the answers written, then its cache extracted
    server.cache.writeQuery({ query: MembershipPlansDocument, data: { __typename: 'Query', membershipPlans: plans } });
    server.cache.writeQuery({ query: LocationsDocument, data: { __typename: 'Query', locations: [] } });
    const boot = {
      user: null,
      queries: [
        { operation: 'Locations', variables: {}, data: { __typename: 'Query', locations: [] } },
        { operation: 'MembershipPlans', variables: {}, data: null },
      ],
      cache: server.cache.extract(),
    };
    const scope = {};
    applyBoot(pageWith(JSON.stringify(boot)).doc, scope);
    // No documents to wait for: the answers are in the cache, normalized already.
    expect(bootHasCache()).toBe(true);
    expect(bootWaitsForDocuments()).toBe(false);
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network')).toBe('cache-and-network');
    applyBootCache(client);
    expect(client.readQuery({ query: MembershipPlansDocument })?.membershipPlans).toEqual(plans);
    expect(client.readQuery({ query: LocationsDocument })?.locations).toEqual([]); // in the cache as it came
    expect(pageDataPolicy('MembershipPlans', {}, 'cache-and-network')).toBe('cache-first');
    expect(bootHasCache()).toBe(false);
    // Taken once: a second client gets nothing.
    const another = setup().client;
    applyBootCache(another);
    expect(another.readQuery({ query: MembershipPlansDocument })).toBeNull();
  });

  it('a signed-out page says there is no user; a page without data, or with broken data, leaves the caches empty', () => {
    const signedOut = {};
    applyBoot(pageWith(JSON.stringify({ user: null, queries: [] })).doc, signedOut);
    expect(firstRender(signedOut, useCurrentUser)).toMatchObject({ user: null, isLoading: false });
    expect(userRead).not.toHaveBeenCalled();
    for (const text of [null, '', '{"user": ']) {
      const scope = {};
      applyBoot(pageWith(text).doc, scope);
      expect(bootWaitsForDocuments()).toBe(false);
      // No user came with the page: the first screen asks for it.
      expect(firstRender(scope, useCurrentUser)).toMatchObject({ user: null, isLoading: true });
      expect(userRead).toHaveBeenCalledWith('/api/user', { credentials: 'include' });
      userRead.mockClear();
    }
  });
});
