import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { inNotificationRegion } from '../components/NotificationsProvider';
import { useCurrentUser } from '../lib/session';
import { apiRequest } from '../lib/api';
import { pageViewReferrer, visitorId } from '../lib/analytics';
import { forgetPageData } from '../lib/pageData';
import { loadedApollo } from '../lib/apollo-slot';

/**
 * What happens on every route change (spec section 2): scroll to the top (or to the #fragment),
 * move focus to the page for keyboard and screen-reader users, and record a page view.
 */
export function RouteEffects() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  const recorded = useRef<string | null>(null);

  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    forgetPageData(); // a page shown after the first reads its data as usual (lib/pageData)
    // After a route change, start reading and tabbing at the new page (unless a page took focus, or
    // F8 sent it to the notifications meanwhile: the hotkey wins, e.g. pressed right after signing in).
    const id = window.requestAnimationFrame(() => {
      const main = document.getElementById('main');
      const active = document.activeElement;
      if (main && !main.contains(active) && !inNotificationRegion(active)) main.focus({ preventScroll: true });
    });
    return () => window.cancelAnimationFrame(id);
  }, [pathname]);

  useEffect(() => {
    if (recorded.current === pathname) return; // StrictMode runs effects twice in development
    const previous = recorded.current;
    recorded.current = pathname;
    // REST, not GraphQL: the landing page's first load carries no GraphQL client (lib/apollo-slot).
    apiRequest('POST', '/api/page-views', {
      path: pathname,
      visitorId: visitorId(),
      referrer: pageViewReferrer(previous, window.location.origin, document.referrer),
    }).catch(() => {
      // Analytics never gets in a visitor's way.
    });
  }, [pathname]);

  return null;
}

/**
 * When the signed-in person changes (sign-in, sign-out, another account), GraphQL data cached for
 * the previous one must go: reset Apollo's store (active queries fetch again).
 */
export function SessionSync() {
  const { user, isLoading } = useCurrentUser();
  const identity = isLoading ? undefined : (user?.id ?? null);
  const last = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    if (identity === undefined) return;
    // Before the client is loaded, it has nothing cached for anyone.
    if (last.current !== undefined && last.current !== identity) {
      loadedApollo()
        ?.resetStore()
        .catch(() => {
          // A query that fails to refetch reports its own error.
        });
    }
    last.current = identity;
  }, [identity]);

  return null;
}
