import { useState } from 'react';
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
import { basePlan, dollars, featuredPlan, usePlans } from '../../../lib/plans';
import { useCurrentUser } from '../../../lib/session';
import { useLocations, type LocationSummary } from '../api/useLocations';
import { openStatus } from '../utils/openStatus';

function LocationChoice({ location, now, preferred }: { location: LocationSummary; now: Date; preferred: boolean }) {
  const status = openStatus(location.openingHours, location.timeZone, now);
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
        minHeight: 96,
        transition: t.transitions.create(['border-color', 'box-shadow', 'transform'], { duration: t.transitions.duration.shorter }),
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
          '& svg': { fontSize: { xs: 26, sm: 30 } },
        })}
      >
        <GolfCourseRoundedIcon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h3" component="h2" sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>
            {/* The link covers the whole card (::after), so the card is one big target with a short name. */}
            <Box
              component={TransitionLink}
              to={paths.booking(location.slug)}
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              Book at {location.name}
            </Box>
          </Typography>
          {preferred ? <Chip icon={<StarRoundedIcon />} label="Your usual" size="small" color="accent" /> : null}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
          {location.address.line1}, {location.address.city}, {location.address.region}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          {status ? (
            <Box
              component="span"
              sx={(t) => ({
                display: 'inline-flex',
                alignItems: 'center',
                gap: 0.75,
                px: 1.25,
                py: 0.25,
                borderRadius: 999,
                typography: 'body2',
                fontWeight: 650,
                color: status.open ? 'secondary.dark' : 'text.secondary',
                bgcolor: status.open ? t.alpha(t.vars.palette.secondary.main, 0.1) : t.alpha(t.vars.palette.text.primary, 0.06),
              })}
            >
              {/* Filled dot when open, hollow when closed: not by colour alone. */}
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  border: 2,
                  borderColor: 'currentColor',
                  bgcolor: status.open ? 'currentColor' : 'transparent',
                }}
              />
              {status.label}
            </Box>
          ) : null}
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary', fontWeight: 600 }}>
            {formatBayCount(location.bays.length)}
          </Box>
        </Stack>
      </Box>
      <ArrowForwardRoundedIcon aria-hidden sx={{ color: 'secondary.main', flexShrink: 0 }} />
    </Card>
  );
}

/** `/select-location`, the Book Now target: one tap on a location and you're choosing a time. */
export function SelectLocationPage() {
  const { locations, loading, error, retry } = useLocations();
  const { user } = useCurrentUser();
  const [now] = useState(() => new Date());
  const { plans } = usePlans();
  const base = plans && basePlan(plans);
  const featured = featuredPlan(plans);

  return (
    <Box
      sx={(t) => ({
        flex: 1,
        background: `radial-gradient(680px 360px at 100% 0%, ${t.alpha(t.vars.palette.accent.main, 0.14)}, transparent 70%)`,
      })}
    >
      <title>{pageTitle('Choose a location')}</title>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          Book a bay · Step 1
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Where are you playing?
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
          Pick a location, then a time.
          {base ? ` ${dollars(base.hourlyRateCents)} per bay-hour${featured ? `, or less with ${featured.name}` : ''}.` : ''}
        </Typography>

        {error && locations.length === 0 ? (
          <Alert
            severity="warning"
            variant="outlined"
            sx={{ bgcolor: 'background.paper', mb: 3 }}
            action={
              <Button color="inherit" onClick={retry} disabled={loading}>
                Try again
              </Button>
            }
          >
            We couldn't load our locations. Check your connection and try again.
          </Alert>
        ) : null}

        {loading && locations.length === 0 ? (
          <Stack spacing={2} role="status" aria-label="Loading locations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={112} sx={{ borderRadius: 5 }} />
            ))}
          </Stack>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Locations">
            {locations.map((l) => (
              <LocationChoice key={l.id} location={l} now={now} preferred={user?.preferredLocation === l.slug} />
            ))}
          </Stack>
        )}

        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 4, textAlign: 'center' }}>
          Want the details first?{' '}
          <Box
            component={TransitionLink}
            to={paths.locations}
            sx={{ color: 'primary.main', fontWeight: 650, textUnderlineOffset: '0.2em' }}
          >
            See addresses and opening hours
          </Box>
        </Typography>
      </Container>
    </Box>
  );
}
