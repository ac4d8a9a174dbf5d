import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type Reference, type TypePolicies } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

export interface ApolloClientOptions {
  /** GraphQL endpoint; the app is served from the same origin as the API. */
  uri?: string;
  /** For tests. */
  fetch?: typeof fetch;
}

/**
 * Subscriptions (live availability) go over graphql-ws on the same path. The WebSocket client is
 * loaded and connected on the first subscription only, so pages without live data (and the first
 * load of `/`) pay nothing for it.
 */
function lazyWebSocketLink(uri: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  const load = () =>
    (link ??= Promise.all([import('@apollo/client/link/subscriptions'), import('graphql-ws/client')]).then(
      ([{ GraphQLWsLink }, { createClient }]) => {
        const url = new URL(uri, window.location.href);
        url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
        // Reconnect after a dropped connection (a deploy, a laptop waking up): the page stays live.
        return new GraphQLWsLink(createClient({ url: url.href, lazy: true, retryAttempts: Infinity }));
      },
    ));
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | undefined;
        let closed = false;
        load().then(
          (ws) => {
            if (!closed) inner = ws.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

/**
 * Trusted documents: the browser sends each operation's id (its SHA-256, computed by codegen, which
 * also writes the id → text list the server runs), never its text. The server runs only documents it
 * knows for signed-in operations, so an unknown id is an error, never retried with the text.
 */
const trustedDocuments = () =>
  new PersistedQueryLink({
    generateHash: (document) => (document as { __meta__?: { hash?: string } }).__meta__!.hash!,
    retry: () => false,
    disable: () => false,
  });

const isSubscription = ({ query }: ApolloLink.Operation) => {
  const definition = getMainDefinition(query);
  return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
};

/**
 * How the cache normalizes what the screens share, so one answer updates every screen showing it: a
 * booking held, paid or cancelled is one entry for checkout, confirmation and the account list; the
 * locations (and their bays) read by the home page serve the booking, account and calendar pages.
 * Entities are keyed by id (a plan's id is its code). Lists the server always sends whole are
 * replaced, never merged, and so are the value objects inside them (price lines, slots, hours).
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      // One location by slug, or one booking by id, is the cached entity when the cache holds it.
      location: {
        read: (existing: Reference | null | undefined, { args, readField }) =>
          existing ??
          readField<readonly Reference[]>('locations', { __ref: 'ROOT_QUERY' })?.find((l) => readField('slug', l) === args?.slug),
      },
      booking: {
        read: (existing: Reference | undefined, { args, toReference }) => existing ?? toReference({ __typename: 'Booking', id: args?.id }),
      },
      locations: { merge: false },
      myBookings: { merge: false },
      paymentMethods: { merge: false },
      membershipPlans: { merge: false },
      myMembershipPayments: { merge: false },
      siteConfig: { merge: true },
    },
  },
  Location: { fields: { bays: { merge: false }, openingHours: { merge: false }, address: { merge: true } } },
  // A booking's price lines are replaced, never merged, when a discount code re-prices it.
  Booking: { fields: { lines: { merge: false } } },
  Availability: { fields: { bays: { merge: false }, hours: { merge: false } } },
  BayAvailability: { fields: { slots: { merge: false } } },
  AdminBookingPage: { fields: { rows: { merge: false } } },
  AdminUserPage: { fields: { rows: { merge: false } } },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}

/**
 * The app's Apollo Client. Spec section 9: data never goes stale on its own, no refetch on window
 * focus, no polling and no retries — so cache-first reads, a plain HttpLink (no RetryLink) and no
 * pollInterval anywhere. Cookies go with every call (same origin as the API).
 */
export function createApolloClient({ uri = '/graphql', fetch: customFetch }: ApolloClientOptions = {}): ApolloClient {
  const http = new HttpLink({ uri, credentials: 'same-origin', fetch: customFetch });
  return new ApolloClient({
    link: ApolloLink.split(isSubscription, lazyWebSocketLink(uri), trustedDocuments().concat(http)),
    cache: createCache(),
    defaultOptions: {
      // errorPolicy stays Apollo's default 'none': a GraphQL error is an error, not partial data.
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
    devtools: { enabled: import.meta.env.DEV },
  });
}
