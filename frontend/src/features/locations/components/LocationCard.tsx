import { memo, type ReactNode } from 'react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import ScheduleRoundedIcon from '@mui/icons-material/ScheduleRounded';
import GolfCourseRoundedIcon from '@mui/icons-material/GolfCourseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import { formatBayCount, summarizeOpeningHours, telHref } from '../../../lib/format';
import type { LocationSummary } from '../api/useLocations';

interface LocationCardProps {
  location: LocationSummary;
  /** Heading level of the location name within the page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

function InfoRow({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ color: 'secondary.main', display: 'flex', pt: '2px', '& svg': { fontSize: 20 } }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Stack>
  );
}

/** A flag on a green, the card band's decoration. */
function BandFlag() {
  return (
    <Box
      component="svg"
      viewBox="0 0 120 96"
      aria-hidden
      focusable="false"
      sx={(t) => ({
        position: 'absolute',
        right: 12,
        bottom: 0,
        width: 120,
        height: 96,
        opacity: 0.9,
        '& .hill': { fill: t.vars.palette.common.white, fillOpacity: 0.08 },
        '& .pole': { stroke: t.vars.palette.common.white, strokeOpacity: 0.75, strokeWidth: 2.5, strokeLinecap: 'round' },
        '& .flag': { fill: t.vars.palette.accent.main },
        '& .cup': { fill: t.vars.palette.common.black, fillOpacity: 0.35 },
      })}
    >
      <ellipse className="hill" cx="70" cy="98" rx="70" ry="20" />
      <ellipse className="cup" cx="74" cy="88" rx="7" ry="2.4" />
      <line className="pole" x1="74" y1="87" x2="74" y2="18" />
      <path className="flag" d="M75 19 L104 28 L75 38 Z" />
    </Box>
  );
}

/**
 * A location on the home page: where, how to reach it, when it is open, and the way to book.
 * Memoized: the landing page's section re-renders as its query settles and the cards are most of it.
 */
export const LocationCard = memo(function LocationCard({ location, headingLevel = 'h3' }: LocationCardProps) {
  const { name, slug, address, phone, email, bays, openingHours } = location;
  const hours = summarizeOpeningHours(openingHours);
  const hoursId = `hours-${slug}`;

  return (
    <Card component="article" aria-labelledby={`location-${slug}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box
        data-mui-color-scheme="dark"
        sx={(t) => ({
          position: 'relative',
          overflow: 'hidden',
          background: t.brand.band,
          color: 'text.primary',
          px: 3,
          pt: 2.5,
          pb: 2.5,
          minHeight: 132,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          gap: 2,
        })}
      >
        <BandFlag />
        <Chip
          icon={<GolfCourseRoundedIcon />}
          label={formatBayCount(bays.length)}
          color="accent"
          size="small"
          sx={{ alignSelf: 'flex-start', position: 'relative' }}
        />
        <Box sx={{ position: 'relative' }}>
          <Typography id={`location-${slug}`} variant="h3" component={headingLevel} sx={{ color: 'common.white' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {address.city}, {address.region}
          </Typography>
        </Box>
      </Box>

      <Stack spacing={2} sx={{ px: 3, pt: 3, pb: 2, flex: 1 }}>
        <InfoRow icon={<PlaceOutlinedIcon />}>
          <Typography component="address" variant="body2" sx={{ fontStyle: 'normal' }}>
            {address.line1}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </Typography>
        </InfoRow>
        <InfoRow icon={<CallOutlinedIcon />}>
          <Link href={telHref(phone)} variant="body2" color="primary" aria-label={`Call ${name}: ${phone}`}>
            {phone}
          </Link>
        </InfoRow>
        <InfoRow icon={<MailOutlineRoundedIcon />}>
          <Link href={`mailto:${email}`} variant="body2" color="primary" aria-label={`E-mail ${name}: ${email}`}>
            {email}
          </Link>
        </InfoRow>
        <InfoRow icon={<ScheduleRoundedIcon />}>
          <Typography id={hoursId} variant="body2" component="h4" sx={{ fontWeight: 650, mb: 0.75 }}>
            Opening hours
          </Typography>
          {hours.length > 0 ? (
            // Days over hours: reads the same at every card width.
            <Box component="dl" aria-labelledby={hoursId} sx={{ m: 0, display: 'grid', rowGap: 1 }}>
              {hours.map((line) => (
                <Box key={line.days}>
                  <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary', fontSize: '0.8125rem' }}>
                    {line.days}
                  </Box>
                  <Box component="dd" sx={{ m: 0, typography: 'body2', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                    {line.hours}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Call us for today's hours.
            </Typography>
          )}
        </InfoRow>
      </Stack>

      <Box sx={{ px: 3, pb: 3 }}>
        <Button
          component={TransitionLink}
          to={paths.booking(slug)}
          variant="contained"
          color="secondary"
          size="large"
          fullWidth
          endIcon={<ArrowForwardRoundedIcon />}
        >
          Book at {name}
        </Button>
      </Box>
    </Card>
  );
});
