import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { SkipLink } from '../components/SkipLink';
import { TransitionOverlay } from '../components/transition/TransitionOverlay';
import { TransitionProvider } from '../components/transition/TransitionProvider';
import { FOOTER_VENUE_COUNT } from '../config/venue';
import { useLocations } from '../features/locations/api/useLocations';
import { untilIdle } from '../lib/idle';
import { useServerRendered } from '../lib/server-render';
import { lazyOptional } from '../lib/lazyOptional';
import { MembershipDialogProvider } from './MembershipDialogHost';
import { RouteEffects, SessionSync } from './RouteEffects';
import { ShellNavBar } from './ShellNavBar';

// The footer is below the fold on every page: its code comes when the browser is idle after the first paint, and
// only then is it drawn (a page rendered in the browser; the page above is top-aligned, so nothing moves) or
// hydrated (a page the server rendered has it in its HTML, styled; React keeps that markup until the code is
// there). Drawn fresh in the browser it added 200 style rules and a style recalculation of the whole page, about
// 100 ms on a 4x phone (issue 33); hydrated with the page it held back the page's own start. If its code cannot
// load, no footer.
const Footer = lazyOptional(async () => {
  await untilIdle();
  return (await import('../components/Footer')).Footer;
});

function FooterWithVenues() {
  const { locations, loading } = useLocations();
  return <Footer venues={locations.slice(0, FOOTER_VENUE_COUNT)} loading={loading} />;
}

function ShellFooter() {
  const [shown, setShown] = useState(useServerRendered());
  // In a page rendered in the browser: its code first, then a transition (React renders the footer in slices the
  // browser can interrupt, without a Suspense fallback that would hold back the page's own reveal).
  useEffect(() => {
    if (shown) return;
    let live = true;
    void Footer.preload().then(() => live && startTransition(() => setShown(true)));
    return () => {
      live = false;
    };
  }, [shown]);
  return shown ? (
    <Suspense fallback={null}>
      <FooterWithVenues />
    </Suspense>
  ) : null;
}

/**
 * Marks the root `data-hydrated` once the page itself is hydrated, which tests wait for before they click or
 * read the console. React hydrates what is inside a Suspense boundary in a pass after the shell's (50 to 300 ms
 * later on a test phone): a mark set with the shell let a test tap the bay switcher before it had its handlers.
 */
function PageHydrated() {
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return null;
}

/**
 * What every route shares, public site and admin area alike: the page transition, the membership
 * dialog, the route-change effects (scroll, focus, page view) and the session sync.
 */
export function AppFrame({ preload }: { preload?: (to: string) => void }) {
  return (
    <TransitionProvider preload={preload}>
      <MembershipDialogProvider>
        <RouteEffects />
        <SessionSync />
        <Outlet />
        <TransitionOverlay />
      </MembershipDialogProvider>
    </TransitionProvider>
  );
}

/**
 * The public site's frame: skip link, navigation bar, the page, the footer. The admin area has its
 * own (features/admin/shell). `children` stands in for the routed page (the staff-only page of /admin).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ShellNavBar />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Suspense fallback={<PageSpinner label="Loading the page" />}>
          {children ?? <Outlet />}
          <PageHydrated />
        </Suspense>
      </Box>
      <ShellFooter />
    </Box>
  );
}
