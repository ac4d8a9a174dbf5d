import { Suspense } from 'react';
import { PageSpinner } from '../components/PageSpinner';
import { preloadable } from '../lib/preloadable';
import { useRenderStatus } from './render-status';

// Pages no first visit needs (a wrong address, a refused admin): loaded when shown, so they (and the
// art they draw) stay out of the landing page's first load. Not app/RouteErrorPage: it must show when
// a page's code failed to load, so it is in the first load.
const NotFound = preloadable(async () => (await import('../components/NotFoundPage')).NotFoundPage);
const AccessDenied = preloadable(async () => (await import('./AccessDeniedPage')).AccessDeniedPage);

/** Any path the app does not know (components/NotFoundPage). */
export function NotFoundPage() {
  useRenderStatus(404); // rendered on the server: the answer is a 404, whichever route got here
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" />}>
      <NotFound />
    </Suspense>
  );
}
NotFoundPage.preload = NotFound.preload; // a wrong address typed in: fetched with the first load (route-preload)

/** A signed-in non-admin at /admin (app/AccessDeniedPage). */
export function AccessDeniedPage({ firstName }: { firstName?: string }) {
  return (
    <Suspense fallback={<PageSpinner label="Loading the page" />}>
      <AccessDenied firstName={firstName} />
    </Suspense>
  );
}
