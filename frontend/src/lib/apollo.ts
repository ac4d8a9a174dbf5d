import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

export interface ApolloClientOptions {
  /** GraphQL endpoint; the app is served from the same origin as the API. */
  uri?: string;
  /** For tests. */
  fetch?: typeof fetch;
}

/**
 * The app's Apollo Client. Spec section 9: data never goes stale on its own, no refetch on window
 * focus, no polling and no retries — so cache-first reads, a plain HttpLink (no RetryLink) and no
 * pollInterval anywhere. Cookies go with every call (same origin as the API).
 */
export function createApolloClient({ uri = '/graphql', fetch: customFetch }: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri, credentials: 'same-origin', fetch: customFetch }),
    cache: new InMemoryCache(),
    defaultOptions: {
      // errorPolicy stays Apollo's default 'none': a GraphQL error is an error, not partial data.
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
    devtools: { enabled: import.meta.env.DEV },
  });
}
