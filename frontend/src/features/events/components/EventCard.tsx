import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GolfAnimation } from '../../../components/transition/GolfAnimation';
import { TransitionLink } from '../../../components/TransitionLink';
import type { EventCardFieldsFragment } from '../../../gql/graphql';
import { priceLabel, spotsLabel, whenLabel } from '../utils/eventLabels';

/**
 * One upcoming event: the spec's golf-flag art, a Birdie badge on member-only events, spots left. A member-only event
 * the viewer cannot join (not a Birdie, or signed out) says so with the way to membership instead of Register.
 */
export function EventCard({ event, membersOnlyForViewer = false }: { event: EventCardFieldsFragment; membersOnlyForViewer?: boolean }) {
  const headingId = `event-${event.id}`;
  const full = event.spotsLeft === 0;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{ height: '100%', p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', mb: 2 }}>
        <Box
          aria-hidden
          sx={(t) => ({
            flexShrink: 0,
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: t.alpha(t.vars.palette.secondary.main, 0.08),
            border: `1px solid ${t.alpha(t.vars.palette.secondary.main, 0.18)}`,
          })}
        >
          <GolfAnimation name="golf-flag" size={44} still />
        </Box>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, mb: 0.75 }}>
            {event.memberOnly ? <Chip icon={<EmojiEventsRoundedIcon />} label="Birdie members" color="accent" size="small" /> : null}
            <Chip label={priceLabel(event.priceCents)} size="small" variant="outlined" />
          </Stack>
          <Typography id={headingId} variant="h4" component="h3">
            <Link component={TransitionLink} to={`/events/${event.id}`} color="inherit" underline="hover">
              {event.title}
            </Link>
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {whenLabel(event.startsAt, event.endsAt, event.location.timeZone)}
      </Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary', mb: 1.5 }}>
        <PlaceOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="body2">Back Nine {event.location.name}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, flex: 1 }}>
        {event.description}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1.5 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, color: full ? 'text.secondary' : 'success.main' }} aria-live="polite">
          {spotsLabel(event)}
        </Typography>
        {membersOnlyForViewer ? (
          <Stack sx={{ alignItems: 'flex-end', ml: 'auto' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              Birdie members only
            </Typography>
            <Link component={TransitionLink} to="/memberships" variant="body2" aria-label={`Become a Birdie member to join ${event.title}`}>
              Become a Birdie member
            </Link>
          </Stack>
        ) : (
          <Button
            component={TransitionLink}
            to={`/events/${event.id}`}
            variant={full ? 'outlined' : 'contained'}
            sx={{ ml: 'auto' }}
            aria-label={`${full ? 'Join the waitlist' : 'Register'}: ${event.title}`}
          >
            {full ? 'Join the waitlist' : 'Register'}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
