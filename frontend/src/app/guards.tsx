import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Navigate, Outlet, useLocation, useMatch, useParams } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { paths } from '../config/paths';
import { KNOWN_LOCATION_SLUGS } from '../config/venue';
import { useCurrentUser } from '../lib/session';
import { useLocations } from '../features/locations/api/useLocations';
import { authPathFor } from '../lib/redirect';
import { AccessDeniedPage, NotFoundPage } from './lazyPages';
import { AppLayout } from './AppLayout';

// Spec section 2, guard behaviour. The server enforces the same roles on every call: these guards
// only spare people pages they cannot use.

const CHECKING_ACCOUNT = 'Checking your account';

function useRequestedPath(): string {
  const { pathname, search, hash } = useLocation();
  return `${pathname}${search}${hash}`;
}

function SignInFirst() {
  const requested = useRequestedPath();
  return <Navigate to={authPathFor(requested)} replace state={{ from: requested }} />;
}

/** Signed-in-only routes: a spinner while the user loads; signed out → /auth, and back here after signing in. */
export function RequireSignedIn() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label={CHECKING_ACCOUNT} />;
  if (!user) return <SignInFirst />;
  return <Outlet />;
}

/**
 * Admin-only routes, around the admin area's own layout. Signed out → /auth. A signed-in non-admin
 * on an admin sub-route → /admin, and /admin itself shows them an access-denied page in the public
 * site's frame (no redirect loop, and no glimpse of the admin tools).
 */
export function RequireAdmin() {
  const { user, isLoading } = useCurrentUser();
  const atDashboard = useMatch({ path: paths.admin, end: true }) !== null;
  if (isLoading) {
    // No frame yet: which one (admin or public) depends on the answer.
    return (
      <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '100dvh', display: 'flex', outline: 'none' }}>
        <PageSpinner label={CHECKING_ACCOUNT} />
      </Box>
    );
  }
  if (!user) return <SignInFirst />;
  if (!user.isAdmin) {
    return atDashboard ? (
      <AppLayout>
        <AccessDeniedPage firstName={user.firstName} />
      </AppLayout>
    ) : (
      <Navigate to={paths.admin} replace />
    );
  }
  return <Outlet />;
}

/** /locations: a signed-in user with a preferred location goes straight to its booking page. */
export function LocationsGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label={CHECKING_ACCOUNT} />;
  if (user?.preferredLocation) return <Navigate to={paths.booking(user.preferredLocation)} replace />;
  return children;
}

/**
 * Routes with a `:location` slug (/booking/…, /leagues/…, /lessons/…): an unknown slug is a
 * not-found page. The API's locations decide; when it cannot be reached, the spec's three slugs do.
 */
export function KnownLocation({ children }: { children: ReactNode }) {
  const { location: slug = '' } = useParams();
  const { locations, loading, error } = useLocations();
  const known =
    locations.length > 0
      ? locations.some((l) => l.slug === slug)
      : error
        ? (KNOWN_LOCATION_SLUGS as readonly string[]).includes(slug)
        : null;
  if (known === null) return loading ? <PageSpinner label="Finding that location" /> : <NotFoundPage />;
  return known ? children : <NotFoundPage />;
}
