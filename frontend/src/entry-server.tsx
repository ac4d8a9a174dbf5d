import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { ApolloClient, ApolloLink, type DocumentNode, type NormalizedCacheObject } from '@apollo/client';
import { LocationsDocument } from './gql/graphql';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { putInScope, writeBootQuery, type BootData } from './app/boot';
import { PAGE_DOCUMENTS } from './app/boot-documents';
import { AppProviders } from './app/providers';
import { RenderStatusContext } from './app/render-status';
import { appRoutes, isServerRendered, preloadPage } from './app/router';
import { createCache } from './lib/apollo';
import { forgetPageData } from './lib/pageData';
import type { AppScope } from './lib/app-scope';
import type { ServerRenderAssumptions } from './lib/server-render';
import { SERVER_CLASSES_KEY, STYLE_KEY } from './lib/style-cache';

export { isServerRendered };

/** A page rendered on the server: its status, the style elements for <head> and the markup inside #root. */
export interface ServerPage {
  status: number;
  head: string;
  html: string;
  /** The GraphQL cache the page rendered from, normalized (Apollo's `extract`): the browser restores it as it is. */
  apolloState: NormalizedCacheObject;
  /** Errors the render recovered from (their parts render in the browser). */
  errors: string[];
}

/** Past this, what still suspends is sent as its fallback and rendered in the browser. */
const RENDER_BUDGET_MS = 1_000;
// The locations too: a page's `location(slug)` reads them from the cache (lib/apollo's type policies).
const DOCUMENTS: Record<string, DocumentNode> = { Locations: LocationsDocument, ...PAGE_DOCUMENTS };

/**
 * Renders a public page (issue 33) from the data the server read for it (backend http/boot-data.ts, the
 * same answers the browser puts into its cache from #boot before hydrating), so both first renders
 * agree. Nothing is fetched here: a query the page data lacks renders as loading, as in the browser.
 * Null when the router answers something else than a page (a redirect).
 */
export async function render(url: string, boot: BootData, assume: ServerRenderAssumptions): Promise<ServerPage | null> {
  const handler = createStaticHandler(appRoutes());
  const context = await handler.query(new Request(new URL(url, 'http://server')));
  if (context instanceof Response) return null;

  const graphqlCache = createCache();
  const client = new ApolloClient({ cache: graphqlCache, link: ApolloLink.empty(), ssrMode: true });
  const scope: AppScope = {};
  // The page-data marks are module state, as in the browser: each render starts from its own.
  forgetPageData();
  putInScope(scope, boot);
  for (const query of boot.queries) {
    const document = DOCUMENTS[query.operation];
    if (document) writeBootQuery(client, query, document);
  }

  // The page's code first (app/route-preload.ts): a loaded page renders at once, as in the browser.
  await preloadPage(new URL(url, 'http://server').pathname);
  // One emotion cache per request; createEmotionServer turns off emotion's inline <style> elements.
  const cache = createEmotionCache({ key: STYLE_KEY });
  const emotion = createEmotionServer(cache);
  const status = { status: 200 };
  const errors: string[] = [];
  const router = createStaticRouter(handler.dataRoutes, context);
  const abort = AbortSignal.timeout(RENDER_BUDGET_MS);
  const { prelude } = await prerender(
    <StrictMode>
      <RenderStatusContext.Provider value={status}>
        <CacheProvider value={cache}>
          <AppProviders client={client} scope={scope} serverRender={assume}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </RenderStatusContext.Provider>
    </StrictMode>,
    // An error inside a Suspense boundary sends its fallback, rendered again in the browser: noted for the log.
    // No chunk limit: a large boundary is written in place, not outlined behind an inline script (the CSP refuses those).
    {
      signal: abort,
      progressiveChunkSize: Infinity,
      onError: (error) => void errors.push(error instanceof Error ? error.message : String(error)),
    },
  );
  const html = await new Response(prelude).text();
  const apolloState = graphqlCache.extract();
  client.stop();
  const { styles } = emotion.extractCriticalToChunks(html);
  // Beside the classes on elements, the classes of the outer layers of MUI's components (an AppBar is styled over a
  // Paper, a Button over a ButtonBase): emotion inserts each layer's styles though only the innermost class reaches
  // an element, so the hydration would insert about 150 rules here left out, in the middle of its commit.
  const classes = styles.at(-1)!; // emotion puts the class styles last, after the global ones
  const listed = new Set(classes.ids);
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string' || listed.has(id) || cache.registered[`${cache.key}-${id}`] === undefined) continue;
    classes.ids.push(id);
    classes.css += css;
  }
  // The class styles under a key of their own (lib/style-cache.ts: the browser's cache takes them as they stand), the
  // global ones marked as already placed (data-s): emotion's browser cache moves unmarked server styles to the end of
  // <head>, which makes the browser recompute every style while the first load's modules evaluate.
  const head = styles
    .map(
      ({ key, ids, css }) =>
        `<style data-emotion="${key === STYLE_KEY ? SERVER_CLASSES_KEY : key} ${ids.join(' ')}" data-s="">${css}</style>`,
    )
    .join('');
  return { status: status.status, head, html, apolloState, errors };
}
