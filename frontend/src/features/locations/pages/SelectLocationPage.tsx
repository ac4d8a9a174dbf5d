import { useRenderTime } from '../../../lib/server-render';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocationPicker } from '../../../components/LocationPicker';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import { formatBayCount } from '../../../lib/format';
import { basePlan, dollars, featuredPlan, usePlans } from '../../../lib/plans';
import { useCurrentUser } from '../../../lib/session';
import { useLocations, type LocationSummary } from '../api/useLocations';
import { openStatus } from '../utils/openStatus';

/** A card's line under the address: open now or not (by the venue's clock and hours), and its bays. */
function OpenAndBays({ location, now }: { location: LocationSummary; now: Date }) {
  const status = openStatus(location.openingHours, location.timeZone, now);
  return (
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
  );
}

/** `/select-location`, the Book Now target: one tap on a location and you're choosing a time. */
export function SelectLocationPage() {
  const { locations, loading, error, retry } = useLocations();
  const { user } = useCurrentUser();
  const now = useRenderTime();
  const { plans } = usePlans();
  const base = plans && basePlan(plans);
  const featured = featuredPlan(plans);

  return (
    <LocationPicker
      documentTitle="Choose a location"
      step="Book a bay · Step 1"
      intro={
        <>
          Pick a location, then a time.
          {base ? ` ${dollars(base.hourlyRateCents)} per bay-hour${featured ? `, or less with ${featured.name}` : ''}.` : ''}
        </>
      }
      locations={locations}
      loading={loading}
      failed={!!error}
      onRetry={retry}
      preferredSlug={user?.preferredLocation}
      href={(l) => paths.booking(l.slug)}
      linkText={(l) => `Book at ${l.name}`}
      details={(l) => <OpenAndBays location={l} now={now} />}
      footer={
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
      }
    />
  );
}
