import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import GolfCourseRoundedIcon from '@mui/icons-material/GolfCourseRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { formatBayCount } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useBookingLocations, type BookingLocation } from '../api/useBookingData';

function Choice({ location, preferred, search }: { location: BookingLocation; preferred: boolean; search: string }) {
  return (
    <Card
      component="li"
      sx={(t) => ({
        listStyle: 'none',
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 2, sm: 3 },
        p: { xs: 2.5, sm: 3 },
        transition: t.transitions.create(['border-color', 'transform'], { duration: t.transitions.duration.shorter }),
        '&:hover': { borderColor: 'secondary.main', transform: 'translateY(-2px)' },
        '&:focus-within': { borderColor: 'secondary.main', outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 2 },
        ...(preferred ? { borderColor: 'accent.main', borderWidth: 2 } : {}),
      })}
    >
      <Box
        aria-hidden
        sx={(t) => ({
          flexShrink: 0,
          width: { xs: 52, sm: 64 },
          height: { xs: 52, sm: 64 },
          borderRadius: 4,
          display: 'grid',
          placeItems: 'center',
          background: t.brand.band,
          color: 'accent.main',
        })}
      >
        <GolfCourseRoundedIcon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {/* The link covers the card (::after): one big target. */}
            <Box
              component={TransitionLink}
              to={`${paths.booking(location.slug)}${search}`}
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {location.name}
            </Box>
          </Typography>
          {preferred ? <Chip icon={<StarRoundedIcon />} label="Your usual" size="small" color="accent" /> : null}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
          {location.address.line1}, {location.address.city}, {location.address.region}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mt: 0.5 }}>
          {formatBayCount(location.bays.length)}
        </Typography>
      </Box>
      <ArrowForwardRoundedIcon aria-hidden sx={{ color: 'secondary.main', flexShrink: 0 }} />
    </Card>
  );
}

/** `/booking` without a location: step one is where. The chosen day and length carry over. */
export function LocationChooser({ search }: { search: string }) {
  const { locations, loading, error, refetch } = useBookingLocations();
  const { user } = useCurrentUser();
  // The usual venue first.
  const ordered = [...locations].sort((a, b) => Number(b.slug === user?.preferredLocation) - Number(a.slug === user?.preferredLocation));

  return (
    <Box
      sx={(t) => ({
        flex: 1,
        background: `radial-gradient(680px 360px at 100% 0%, ${t.alpha(t.vars.palette.accent.main, 0.14)}, transparent 70%)`,
      })}
    >
      <title>{pageTitle('Book a bay')}</title>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Book a bay · Step 1 of 3
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Where are you playing?
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
          Pick a location, then a day, a bay and a time. You'll be booked in under a minute.
        </Typography>

        {error && locations.length === 0 ? (
          <Alert
            severity="warning"
            variant="outlined"
            sx={{ bgcolor: 'background.paper' }}
            action={
              <Button color="inherit" onClick={() => void refetch().catch(() => undefined)} disabled={loading}>
                Try again
              </Button>
            }
          >
            We couldn't load our locations. Check your connection and try again.
          </Alert>
        ) : loading && locations.length === 0 ? (
          <Stack spacing={2} role="status" aria-label="Loading locations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={112} sx={{ borderRadius: 5 }} />
            ))}
          </Stack>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Locations">
            {ordered.map((l) => (
              <Choice key={l.id} location={l} preferred={user?.preferredLocation === l.slug} search={search} />
            ))}
          </Stack>
        )}
      </Container>
    </Box>
  );
}
