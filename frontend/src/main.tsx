import '@fontsource-variable/inter';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, appRouter } from './app/App';
import { applyBootCache, applyBootWithDocuments, bootApplied, bootHasCache, bootWaitsForDocuments } from './app/boot';
import { preloadPage } from './app/router';
import { loadApollo, onApolloStart } from './lib/apollo-slot';
import { browserStyleCache } from './lib/style-cache';
import { appTheme } from './lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const container: HTMLElement = root;

// The first page's code before the first render (the landing page has none to wait for): a deep link
// then paints its page at once, instead of the shell with a spinner that React keeps up at least 300 ms
// (its fallback throttle). Fresh phone-sized direct loads, median of 5 (2026-11-26): the page's h1
// after 880 ms instead of 1,287 on /events, 1,586 instead of 1,722 on /booking/tulsa, and no spinner
// (it showed on every load before). On a very slow connection the spinner shows after
// FIRST_PAGE_WAIT_MS, as before.
const FIRST_PAGE_WAIT_MS = 1_000;

/** The first commit takes the place of index.html's navigation band (#boot-shell) before the browser paints it. */
function BootShellHandOver() {
  useLayoutEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return null;
}

// A public page the server rendered (backend http/spa.ts, issue 33) is hydrated: its markup is there already.
// Without its data (removed on the way), the browser's first render could not match: it renders anew instead.
const serverRendered = container.hasAttribute('data-ssr') && bootApplied();
// The window width the server rendered for (a phone or not): the hydration renders the same, then measures.
const serverRender = serverRendered
  ? {
      width: Number(container.dataset.ssrWidth) || window.innerWidth,
      origin: window.location.origin,
      now: Number(container.dataset.ssrNow) || Date.now(),
    }
  : null;

function render() {
  const styles = browserStyleCache();
  if (serverRendered) {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <CacheProvider value={styles}>
            <App serverRender={serverRender} />
          </CacheProvider>
        </StrictMode>,
      );
    });
    return;
  }
  const appRoot = createRoot(container);
  // The first render as a transition: React renders it in slices and lets the browser in between,
  // instead of one long task. Main-thread blocking on a phone (4x slower CPU, 3 loads each, 2026-11-26):
  // / 2.26 -> 1.81 s, /booking/tulsa 2.30 -> 2.01 s; what stays long is the modules' evaluation.
  startTransition(() => {
    appRoot.render(
      <StrictMode>
        <BootShellHandOver />
        <CacheProvider value={styles}>
          <App />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

// A page the server rendered came with its GraphQL cache (app/boot.ts): restored as the client is made, before
// anything reads it. A page that came with its data as answers needs its queries' documents to put them in the
// cache: they load with the page's code, not in the first load of every page. What still waits at the first
// render is dropped (the screens ask for it themselves), so documents that arrive later change nothing.
if (bootHasCache()) onApolloStart(applyBootCache);
const pageDocuments = bootHasCache()
  ? loadApollo().then(
      () => undefined,
      () => undefined,
    )
  : bootWaitsForDocuments()
    ? Promise.all([import('./app/boot-documents'), loadApollo()]).then(
        ([{ PAGE_DOCUMENTS }, client]) => applyBootWithDocuments({ client, documents: PAGE_DOCUMENTS }),
        () => undefined,
      )
    : undefined;

// Hydration waits for the page's code and documents whatever they take: the first render must be the
// server's, its data and lazy pages included, or React throws the markup away. The page is on screen meanwhile.
const firstPage = Promise.all([preloadPage(window.location.pathname), pageDocuments]);
// While the page's code and documents are on their way: the theme and the router, each in a task of its own
// (30-65 ms each on a phone), not in the first load's module evaluation, the longest task of a page's start.
setTimeout(appTheme, 0);
setTimeout(appRouter, 0);
void (serverRendered ? firstPage : Promise.race([firstPage, new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))])).then(
  () => {
    applyBootWithDocuments(null);
    render();
  },
);
