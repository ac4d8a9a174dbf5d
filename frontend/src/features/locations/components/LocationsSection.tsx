import { lazy, Suspense, useDeferredValue } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useLocations } from '../api/useLocations';
import { LocationCard } from './LocationCard';
import { LocationCardSkeleton } from './LocationCardSkeleton';

// The error state (MUI's Alert) loads only when the locations failed: the landing page's first load leaves it out.
const LocationsLoadError = lazy(async () => ({ default: (await import('./LocationsLoadError')).LocationsLoadError }));

const SKELETONS = 3;

/** "Our locations": every location from the API, with loading and error states. */
export function LocationsSection() {
  const { locations: loaded, loading, error, retry } = useLocations();
  // The cards (most of the landing page) render in the background, in slices the browser can
  // interrupt, when the locations arrive; the skeletons hold their place until then.
  const locations = useDeferredValue(loaded);
  const showSkeletons = locations.length === 0 && (loading || loaded.length > 0);

  return (
    <Box component="section" id="locations" aria-labelledby="locations-heading" sx={{ py: { xs: 6, md: 10 }, scrollMarginTop: 72 }}>
      <Container maxWidth="lg">
        <Box sx={{ mb: { xs: 4, md: 5 }, maxWidth: 640 }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            Find your bay
          </Typography>
          <Typography id="locations-heading" variant="h2" sx={{ mb: 1.5 }}>
            Our locations
          </Typography>
          <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
            Pick the one closest to you. Every bay has a launch monitor, room for your crew and a lounge a few steps away.
          </Typography>
        </Box>

        {error && locations.length === 0 ? (
          <Suspense fallback={null}>
            <LocationsLoadError loading={loading} onRetry={retry} />
          </Suspense>
        ) : null}

        {showSkeletons ? (
          <Box role="status" aria-live="polite">
            <Box component="span" sx={visuallyHidden}>
              Loading locations…
            </Box>
            <Grid container spacing={3}>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <LocationCardSkeleton />
                </Grid>
              ))}
            </Grid>
          </Box>
        ) : null}

        {!showSkeletons && !error && locations.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Our locations will be listed here soon.</Typography>
        ) : null}

        {locations.length > 0 ? (
          <Grid container spacing={3}>
            {locations.map((location) => (
              <Grid key={location.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <LocationCard location={location} />
              </Grid>
            ))}
          </Grid>
        ) : null}
      </Container>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
