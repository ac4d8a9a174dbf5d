import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet } from 'react-router-dom';
import { Footer } from '../components/Footer';
import { PageSpinner } from '../components/PageSpinner';
import { TransitionOverlay } from '../components/transition/TransitionOverlay';
import { TransitionProvider } from '../components/transition/TransitionProvider';
import { FOOTER_VENUE_COUNT } from '../config/venue';
import { useLocations } from '../features/locations/api/useLocations';
import { MembershipDialogProvider } from './MembershipDialogHost';
import { RouteEffects, SessionSync } from './RouteEffects';
import { ShellNavBar } from './ShellNavBar';

function ShellFooter() {
  const { locations, loading } = useLocations();
  return <Footer venues={locations.slice(0, FOOTER_VENUE_COUNT)} loading={loading} />;
}

/** The frame every page renders in: skip link, navigation bar, the page, the footer, transitions. */
export function AppLayout() {
  return (
    <TransitionProvider>
      <MembershipDialogProvider>
        <RouteEffects />
        <SessionSync />
        <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
          <Box
            component="a"
            href="#main"
            sx={{
              position: 'absolute',
              left: 8,
              top: -64,
              zIndex: (t) => t.zIndex.tooltip,
              px: 2,
              py: 1.5,
              borderRadius: 1,
              bgcolor: 'accent.main',
              color: 'accent.contrastText',
              fontWeight: 650,
              textDecoration: 'none',
              '&:focus': { top: 8 },
            }}
          >
            Skip to content
          </Box>
          <ShellNavBar />
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}>
            <Suspense fallback={<PageSpinner label="Loading the page" />}>
              <Outlet />
            </Suspense>
          </Box>
          <ShellFooter />
        </Box>
        <TransitionOverlay />
      </MembershipDialogProvider>
    </TransitionProvider>
  );
}
