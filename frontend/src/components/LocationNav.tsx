import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { LocationsLoadError } from './LocationsLoadError';
import { TransitionLink } from './TransitionLink';

interface LocationNavProps {
  /** "Leagues by location". */
  label: string;
  /** "/leagues": the overall page; each location is `${basePath}/${slug}`. */
  basePath: string;
  locations: ReadonlyArray<{ slug: string; name: string }>;
  /** The location on show; null for the overall page. */
  current: string | null;
  loading?: boolean;
}

/** Pills to switch between the overall page and each location's page. */
export function LocationNav({ label, basePath, locations, current, loading = false }: LocationNavProps) {
  const items = [{ to: basePath, name: 'All locations', active: current === null }].concat(
    locations.map((l) => ({ to: `${basePath}/${l.slug}`, name: l.name, active: current === l.slug })),
  );
  return (
    <Box component="nav" aria-label={label} sx={{ overflowX: 'auto', mx: { xs: -2, sm: 0 }, px: { xs: 2, sm: 0 }, py: 0.5 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1, width: 'max-content' }}>
        {items.map((item) => (
          <li key={item.to}>
            <Box
              component={TransitionLink}
              to={item.to}
              aria-current={item.active ? 'page' : undefined}
              sx={(t) => ({
                display: 'inline-flex',
                alignItems: 'center',
                minHeight: 44,
                px: 2.25,
                borderRadius: 999,
                border: 1,
                borderColor: item.active ? 'primary.main' : 'divider',
                bgcolor: item.active ? 'primary.main' : 'background.paper',
                color: item.active ? 'primary.contrastText' : 'text.primary',
                fontWeight: 650,
                fontSize: '0.9375rem',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                transition: t.transitions.create(['background-color', 'border-color']),
                '&:hover': item.active ? undefined : { borderColor: 'primary.main', bgcolor: t.alpha(t.vars.palette.primary.main, 0.04) },
              })}
            >
              {item.name}
            </Box>
          </li>
        ))}
        {loading && locations.length === 0
          ? [0, 1, 2].map((i) => (
              <li key={i} aria-hidden>
                <Skeleton variant="rounded" width={110} height={44} sx={{ borderRadius: 999 }} />
              </li>
            ))
          : null}
      </Box>
    </Box>
  );
}

/** The location pills as a band of their own under a page's hero (leagues, lessons). */
function LocationNavBand(props: LocationNavProps) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container maxWidth="lg" sx={{ py: 1.5 }}>
        <LocationNav {...props} />
      </Container>
    </Box>
  );
}

/** A location page's band of location pills, then its content, led by a warning when the locations did not load. */
export function LocationNavSection({
  result,
  children,
  ...band
}: Omit<LocationNavProps, 'loading'> & {
  /** The page's locations query: loading, and a failure with nothing to show (Try again refetches). */
  result: { data?: unknown; loading: boolean; error?: unknown; refetch: () => Promise<unknown> };
  children: ReactNode;
}) {
  return (
    <>
      <LocationNavBand {...band} loading={result.loading} />
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {result.error && !result.data ? <LocationsLoadError onRetry={() => void result.refetch().catch(() => undefined)} /> : null}
        {children}
      </Container>
    </>
  );
}
