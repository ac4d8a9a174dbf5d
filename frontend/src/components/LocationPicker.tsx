import type { ReactNode } from 'react';
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
import { pageTitle } from '../config/brand';
import { TransitionLink } from './TransitionLink';

/** What a location card shows of a location, whichever query it came from. */
interface PickableLocation {
  id: string;
  slug: string;
  name: string;
  address: { line1: string; city: string; region: string };
}

interface LocationPickerProps<L extends PickableLocation> {
  /** The document title and the step line over the heading ('Book a bay · Step 1'). */
  documentTitle: string;
  step: string;
  intro: ReactNode;
  locations: readonly L[];
  loading: boolean;
  /** The locations could not be loaded (and none are shown): a warning with Try again. */
  failed: boolean;
  onRetry: () => void;
  /** The signed-in customer's usual location: its card is marked. */
  preferredSlug?: string | null;
  /** Where a card goes, and its link's words (the card's accessible name). */
  href: (location: L) => string;
  linkText: (location: L) => string;
  /** The card's line under the address (bays, opening status). */
  details: (location: L) => ReactNode;
  /** Below the cards. */
  footer?: ReactNode;
}

/** Step one of booking, "Where are you playing?": a card per location, each one big link. */
export function LocationPicker<L extends PickableLocation>(p: LocationPickerProps<L>) {
  return (
    <Box
      sx={(t) => ({
        flex: 1,
        background: `radial-gradient(680px 360px at 100% 0%, ${t.alpha(t.vars.palette.accent.main, 0.14)}, transparent 70%)`,
      })}
    >
      <title>{pageTitle(p.documentTitle)}</title>
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
          {p.step}
        </Typography>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Where are you playing?
        </Typography>
        <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: { xs: 3, md: 4 } }}>
          {p.intro}
        </Typography>

        {p.failed && p.locations.length === 0 ? (
          <Alert
            severity="warning"
            variant="outlined"
            sx={{ bgcolor: 'background.paper' }}
            action={
              <Button color="inherit" onClick={p.onRetry} disabled={p.loading}>
                Try again
              </Button>
            }
          >
            We couldn't load our locations. Check your connection and try again.
          </Alert>
        ) : p.loading && p.locations.length === 0 ? (
          <Stack spacing={2} role="status" aria-label="Loading locations">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={112} sx={{ borderRadius: 5 }} />
            ))}
          </Stack>
        ) : (
          <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label="Locations">
            {p.locations.map((l) => (
              <LocationCard key={l.id} location={l} preferred={p.preferredSlug === l.slug} href={p.href(l)} linkText={p.linkText(l)}>
                {p.details(l)}
              </LocationCard>
            ))}
          </Stack>
        )}
        {p.footer}
      </Container>
    </Box>
  );
}

function LocationCard({
  location,
  preferred,
  href,
  linkText,
  children,
}: {
  location: PickableLocation;
  preferred: boolean;
  href: string;
  linkText: string;
  children: ReactNode;
}) {
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
              to={href}
              sx={{
                color: 'inherit',
                textDecoration: 'none',
                '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {linkText}
            </Box>
          </Typography>
          {preferred ? <Chip icon={<StarRoundedIcon />} label="Your usual" size="small" color="accent" /> : null}
        </Stack>
        <Typography variant="body2" sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5 }}>
          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
          {location.address.line1}, {location.address.city}, {location.address.region}
        </Typography>
        {children}
      </Box>
      <ArrowForwardRoundedIcon aria-hidden sx={{ color: 'secondary.main', flexShrink: 0 }} />
    </Card>
  );
}
