import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { GolfAnimation } from '../../../components/transition/GolfAnimation';
import { TransitionLink } from '../../../components/TransitionLink';
import { pageTitle } from '../../../config/brand';
import { EventDetailDocument } from '../../../gql/graphql';
import { authPathFor } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { EventRegistration } from '../components/EventRegistration';
import { priceLabel, spotsLabel, whenLabel } from '../utils/eventLabels';

/** `/events/:eventId`: one event, and registering for it (or its waitlist, or claiming an offer). */
export function EventDetailPage() {
  const { eventId = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const { data, loading, refetch } = useQuery(EventDetailDocument, {
    variables: { id: eventId },
    fetchPolicy: 'cache-and-network',
    pollInterval: 30_000,
  });
  const event = data?.event;
  const userId = user?.id ?? null;
  // The viewer's standing is part of the answer: read it again when someone signs in or out.
  useEffect(() => {
    refetch().catch(() => undefined);
  }, [userId, refetch]);
  if (loading && !data) return <PageSpinner />;
  if (!event) {
    return (
      <Container maxWidth="md" sx={{ py: 8 }}>
        <title>{pageTitle('Event not found')}</title>
        <Typography variant="h1" sx={{ mb: 2 }}>
          We couldn't find that event
        </Typography>
        <Button component={TransitionLink} to="/events" variant="contained">
          See upcoming events
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 } }}>
      <title>{pageTitle(event.title)}</title>
      <Button component={TransitionLink} to="/events" startIcon={<ArrowBackRoundedIcon />} sx={{ mb: 2 }}>
        All events
      </Button>
      <Grid container spacing={{ xs: 3, md: 5 }}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Box aria-hidden sx={{ flexShrink: 0 }}>
              <GolfAnimation name="golf-flag" size={64} still />
            </Box>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {event.memberOnly ? <Chip icon={<EmojiEventsRoundedIcon />} label="Birdie members" color="accent" /> : null}
              <Chip label={priceLabel(event.priceCents)} variant="outlined" />
            </Stack>
          </Stack>
          <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '2rem', md: '2.75rem' } }}>
            {event.title}
          </Typography>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {whenLabel(event.startsAt, event.endsAt, event.location.timeZone)}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
            Back Nine {event.location.name}
          </Typography>
          <Typography variant="body1" sx={{ mb: 2 }}>
            {event.description}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {event.spotsLeft > 0 ? `${spotsLabel(event)} of ${event.capacity}` : spotsLabel(event)}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card component="section" aria-labelledby="register-heading" sx={{ p: { xs: 2.5, md: 3 } }}>
            <Typography id="register-heading" variant="h4" component="h2" sx={{ mb: 2 }}>
              {event.priceCents > 0 ? `Register · ${priceLabel(event.priceCents)}` : 'Register'}
            </Typography>
            {user && event.viewer ? (
              <EventRegistration event={event} refetch={refetch} />
            ) : (
              <Stack spacing={2}>
                {event.memberOnly ? <Alert severity="info">This event is for Birdie members only.</Alert> : null}
                <Button component={TransitionLink} to={authPathFor(pathname)} variant="contained" size="large">
                  Sign in to register
                </Button>
              </Stack>
            )}
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
