// GraphiQL (with its Monaco editors and their workers) is large: this module is imported only by
// /developers, on demand, so no other page ever downloads it.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useMemo } from 'react';

/** The live explorer on this site's own endpoint (HTTP for queries, the WebSocket for subscriptions). */
export function ApiExplorer({ initialQuery }: { initialQuery: string }) {
  const fetcher = useMemo(() => {
    const ws = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
    return createGraphiQLFetcher({ url: '/graphql', subscriptionUrl: ws });
  }, []);
  return <GraphiQL fetcher={fetcher} initialQuery={initialQuery} forcedTheme="light" defaultEditorToolsVisibility="headers" />;
}
