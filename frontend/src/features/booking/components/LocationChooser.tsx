import Typography from '@mui/material/Typography';
import { LocationPicker } from '../../../components/LocationPicker';
import { paths } from '../../../config/paths';
import { formatBayCount } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { useBookingLocations } from '../api/useBookingData';

/** `/booking` without a location: step one is where. The chosen day and length carry over. */
export function LocationChooser({ search }: { search: string }) {
  const { locations, loading, error, refetch } = useBookingLocations();
  const { user } = useCurrentUser();
  // The usual venue first.
  const ordered = [...locations].sort((a, b) => Number(b.slug === user?.preferredLocation) - Number(a.slug === user?.preferredLocation));

  return (
    <LocationPicker
      documentTitle="Book a bay"
      step="Book a bay · Step 1 of 3"
      intro="Pick a location, then a day, a bay and a time. You'll be booked in under a minute."
      locations={ordered}
      loading={loading}
      failed={!!error}
      onRetry={() => void refetch().catch(() => undefined)}
      preferredSlug={user?.preferredLocation}
      href={(l) => `${paths.booking(l.slug)}${search}`}
      linkText={(l) => l.name}
      details={(l) => (
        <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600, mt: 0.5 }}>
          {formatBayCount(l.bays.length)}
        </Typography>
      )}
    />
  );
}
