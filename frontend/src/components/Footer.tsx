import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import DirectionsOutlinedIcon from '@mui/icons-material/DirectionsOutlined';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { brand } from '../config/brand';
import { paths } from '../config/paths';
import { VENUE_OPENING_HOURS } from '../config/venue';
import { summarizeOpeningHours, telHref } from '../lib/format';
import { useRenderTime } from '../lib/server-render';
import { DarkSurface } from './DarkSurface';
import { Logo } from './Logo';
import { TransitionLink } from './TransitionLink';

/** A venue as the footer shows it. */
interface FooterVenue {
  slug: string;
  name: string;
  phone: string;
  email: string;
  address: { line1: string; city: string; region: string; postalCode: string };
}

interface FooterProps {
  /** The venues to list with address and contact details (spec section 1: two of them). */
  venues: FooterVenue[];
  loading?: boolean;
}

const hours = summarizeOpeningHours(VENUE_OPENING_HOURS);

const exploreLinks = [
  { label: 'Memberships', to: paths.memberships },
  { label: 'Leagues', to: paths.leagues() },
  { label: 'Lessons', to: paths.lessons() },
  { label: 'Events', to: paths.events },
  { label: 'Franchise', to: paths.franchise },
  { label: 'All locations', to: paths.locations },
  { label: 'Developers', to: paths.developers },
];

function ColumnHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="overline" component="h2" sx={{ color: 'accent.main', display: 'block', mb: 2 }}>
      {children}
    </Typography>
  );
}

/** A map search for the address, opened in a new tab (an external link: the visitor leaves only when they click). */
function directionsHref(v: FooterVenue): string {
  const { line1, city, region, postalCode } = v.address;
  return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: `Back Nine Indoor Golf, ${line1}, ${city}, ${region} ${postalCode}` })}`;
}

function Contact({
  href,
  icon,
  label,
  children,
  external,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  children: ReactNode;
  external?: boolean;
}) {
  return (
    <Link
      {...(external ? { component: TransitionLink, to: href, external: true } : { href })}
      color="inherit"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: { xs: 44, md: 32 },
        whiteSpace: 'nowrap',
        color: 'text.primary',
        '& svg': { fontSize: 18, color: 'accent.main' },
      }}
    >
      {icon}
      {children}
    </Link>
  );
}

/** The footer of spec section 1: opening hours and two venue addresses with contact details, on the dark variant. */
export function Footer({ venues, loading = false }: FooterProps) {
  const year = useRenderTime().getFullYear(); // the server's year while a page it rendered hydrates
  return (
    <DarkSurface component="footer" sx={(t) => ({ background: t.brand.hero, mt: 'auto' })}>
      <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 8 }, pb: 4 }}>
        <Grid container spacing={{ xs: 5, md: 4 }}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Logo height={36} title={brand.name} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, mb: 3, maxWidth: 280 }}>
              {brand.tagline}
            </Typography>
            <Button component={TransitionLink} to={paths.selectLocation} variant="contained" color="accent">
              Book a bay
            </Button>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 2.5 }} component="section" aria-labelledby="footer-hours">
            <ColumnHeading id="footer-hours">Opening hours</ColumnHeading>
            <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1.5 }}>
              {hours.map((line) => (
                <div key={line.days}>
                  <Box component="dt" sx={{ typography: 'body2', color: 'text.secondary' }}>
                    {line.days}
                  </Box>
                  <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 650, fontVariantNumeric: 'tabular-nums' }}>
                    {line.hours}
                  </Box>
                </div>
              ))}
            </Box>
          </Grid>

          <Grid size={{ xs: 12, sm: 6, md: 4.5 }} component="section" aria-labelledby="footer-visit">
            <ColumnHeading id="footer-visit">Visit us</ColumnHeading>
            <Stack spacing={3}>
              {loading && venues.length === 0
                ? [0, 1].map((i) => (
                    <Box key={i} aria-hidden>
                      <Skeleton width="40%" sx={{ bgcolor: 'rgba(255,255,255,0.1)' }} />
                      <Skeleton width="70%" sx={{ bgcolor: 'rgba(255,255,255,0.1)' }} />
                      <Skeleton width="55%" sx={{ bgcolor: 'rgba(255,255,255,0.1)' }} />
                    </Box>
                  ))
                : null}
              {venues.map((v) => (
                <Box key={v.slug} data-venue={v.slug}>
                  <Typography variant="h6" component="h3" sx={{ mb: 0.5 }}>
                    {v.name}
                  </Typography>
                  <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', color: 'text.secondary', mb: 0.5 }}>
                    {v.address.line1}, {v.address.city}, {v.address.region} {v.address.postalCode}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2.5, flexWrap: 'wrap', typography: 'body2' }}>
                    <Contact href={telHref(v.phone)} icon={<CallOutlinedIcon />} label={`Call ${v.name}: ${v.phone}`}>
                      {v.phone}
                    </Contact>
                    <Contact href={`mailto:${v.email}`} icon={<MailOutlineRoundedIcon />} label={`E-mail ${v.name}: ${v.email}`}>
                      {v.email}
                    </Contact>
                    <Contact
                      href={directionsHref(v)}
                      external
                      icon={<DirectionsOutlinedIcon />}
                      label={`Directions to ${v.name} (opens in a new tab)`}
                    >
                      Directions
                    </Contact>
                  </Stack>
                </Box>
              ))}
              {!loading && venues.length === 0 ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Our addresses are on the{' '}
                  <Link component={TransitionLink} to={paths.locations} color="inherit" sx={{ color: 'text.primary' }}>
                    locations page
                  </Link>
                  .
                </Typography>
              ) : null}
            </Stack>
          </Grid>

          <Grid size={{ xs: 12, md: 2 }} component="nav" aria-labelledby="footer-explore">
            <ColumnHeading id="footer-explore">Explore</ColumnHeading>
            <Box
              component="ul"
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' }, rowGap: 0.5 }}
            >
              {exploreLinks.map((l) => (
                <li key={l.to}>
                  <Link
                    component={TransitionLink}
                    to={l.to}
                    color="inherit"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      minHeight: 36,
                      typography: 'body2',
                      fontWeight: 550,
                      color: 'text.primary',
                    }}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Grid>
        </Grid>

        <Box sx={{ mt: { xs: 5, md: 7 }, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © {year} {brand.name}. Tulsa · Richardson · Hudson Oaks.
          </Typography>
        </Box>
      </Container>
    </DarkSurface>
  );
}
