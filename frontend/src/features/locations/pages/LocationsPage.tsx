import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { DarkSurface } from '../../../components/DarkSurface';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useLocations } from '../api/useLocations';
import { LocationsLoadError } from '../components/LocationsLoadError';
import { LocationCard } from '../components/LocationCard';
import { LocationCardSkeleton } from '../components/LocationCardSkeleton';
import { MapArt } from '../components/MapArt';

const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** `/locations`: every venue with address, phone, hours and bays, and the way to book each. */
export function LocationsPage() {
  const { locations, loading, error, retry } = useLocations();
  const showSkeletons = loading && locations.length === 0;
  const totalBays = locations.reduce((n, l) => n + l.bays.length, 0);

  return (
    <>
      <title>{pageTitle('Locations')}</title>
      <DarkSurface
        component="section"
        aria-labelledby="locations-page-heading"
        sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
          <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1.5 }}>
                Locations
              </Typography>
              <Typography id="locations-page-heading" variant="h1" sx={{ mb: 2.5 }}>
                Three clubhouses.{' '}
                <Box component="span" sx={{ color: 'accent.main' }}>
                  One swing away.
                </Box>
              </Typography>
              <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 560, mb: 4, fontSize: { md: '1.1875rem' } }}>
                Tulsa, Richardson and Hudson Oaks{totalBays > 0 ? `: ${totalBays} simulator bays between them` : ''}, open seven days a
                week. The same simulators, prices and lounge feel at every one.
              </Typography>
              <Button
                component={TransitionLink}
                to={paths.selectLocation}
                variant="contained"
                color="accent"
                size="large"
                endIcon={<ArrowForwardRoundedIcon />}
              >
                Book a bay
              </Button>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', sm: 'block' } }}>
              <MapArt sx={{ maxWidth: 420, mx: 'auto' }} />
            </Grid>
          </Grid>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        {error && locations.length === 0 ? <LocationsLoadError loading={loading} onRetry={retry} /> : null}

        {showSkeletons ? (
          <Box role="status" aria-live="polite">
            <Box component="span" sx={hidden}>
              Loading locations…
            </Box>
            <Grid container spacing={3}>
              {[0, 1, 2].map((i) => (
                <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                  <LocationCardSkeleton />
                </Grid>
              ))}
            </Grid>
          </Box>
        ) : null}

        {locations.length > 0 ? (
          <Grid container spacing={3}>
            {locations.map((location) => (
              <Grid key={location.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <LocationCard location={location} headingLevel="h2" />
              </Grid>
            ))}
          </Grid>
        ) : null}
      </Container>
    </>
  );
}
