import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UpcomingEventsDocument } from '../../../gql/graphql';
import { usePageDataPolicy } from '../../../lib/pageData';
import { joinsMemberEvents, usePlans } from '../../../lib/plans';
import { useCurrentUser } from '../../../lib/session';
import { EventCard } from './EventCard';

const ALL = 'all';

/** The calendar: upcoming events, filtered by location, spots left kept fresh by polling. */
export function UpcomingEvents({ locations }: { locations: { slug: string; name: string }[] }) {
  const [location, setLocation] = useState(ALL);
  const variables = useMemo(() => ({ location: location === ALL ? null : location }), [location]);
  const fetchPolicy = usePageDataPolicy(UpcomingEventsDocument, variables, 'cache-and-network');
  const { data, loading, error } = useQuery(UpcomingEventsDocument, { variables, pollInterval: 30_000, fetchPolicy });
  const events = data?.events ?? [];
  const { user, isLoading } = useCurrentUser();
  const { plans } = usePlans();
  // Until the viewer and the plans are known the card offers Register as before (the event page still refuses a non-member).
  const memberEvents = isLoading || (user !== null && plans === null) || joinsMemberEvents(plans, user?.membershipType);
  return (
    <Box component="section" aria-labelledby="calendar-heading">
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        Calendar
      </Typography>
      <Typography id="calendar-heading" variant="h2" sx={{ mb: 2 }}>
        Upcoming events
      </Typography>
      <Stack direction="row" role="group" aria-label="Filter by location" sx={{ mb: 3, flexWrap: 'wrap', gap: 1 }}>
        {[{ slug: ALL, name: 'All locations' }, ...locations].map((l) => (
          <Button
            key={l.slug}
            size="small"
            variant={location === l.slug ? 'contained' : 'outlined'}
            aria-pressed={location === l.slug}
            onClick={() => setLocation(l.slug)}
          >
            {l.name}
          </Button>
        ))}
      </Stack>
      {error && !data ? <Alert severity="error">We couldn't load the events just now. Please try again in a moment.</Alert> : null}
      {loading && !data ? (
        <Grid container spacing={3}>
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
              <Skeleton variant="rounded" height={260} sx={{ borderRadius: 4 }} />
            </Grid>
          ))}
        </Grid>
      ) : null}
      {data && events.length === 0 ? (
        <Alert severity="info">No events are posted here yet. Check back soon, or ask at the front desk.</Alert>
      ) : null}
      <Grid container spacing={3}>
        {events.map((e) => (
          <Grid key={e.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <EventCard event={e} membersOnlyForViewer={e.memberOnly && !memberEvents} />
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
