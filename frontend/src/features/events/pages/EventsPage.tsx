import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import CakeRoundedIcon from '@mui/icons-material/CakeRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import FlagRoundedIcon from '@mui/icons-material/FlagRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import LiveTvRoundedIcon from '@mui/icons-material/LiveTvRounded';
import SpeedRoundedIcon from '@mui/icons-material/SpeedRounded';
import WorkspacePremiumRoundedIcon from '@mui/icons-material/WorkspacePremiumRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { DarkSurface } from '../../../components/DarkSurface';
import { pageTitle } from '../../../config/brand';
import { EventLocationsDocument } from '../../../gql/graphql';
import { telHref } from '../../../lib/format';
import { dollars, featuredPlan, planHighlights, usePlans } from '../../../lib/plans';
import { EventsArt } from '../components/EventsArt';
import { UpcomingEvents } from '../components/UpcomingEvents';

const kinds: Array<{ icon: ReactNode; title: string; text: string; birdie?: boolean }> = [
  {
    icon: <FlagRoundedIcon />,
    title: 'Closest to the pin',
    text: 'One swing, one flag, one winner. The simulator measures to the inch, so nobody argues about who was closer.',
  },
  {
    icon: <SpeedRoundedIcon />,
    title: 'Long-drive nights',
    text: 'Ball speed, carry and total on the big screen. The longest drive of the night takes the bragging rights home.',
  },
  {
    icon: <GroupsRoundedIcon />,
    title: 'Scramble tournaments',
    text: 'Teams play the best ball on every shot, so every level of golfer helps. A great first event.',
  },
  {
    icon: <LiveTvRoundedIcon />,
    title: 'Major watch parties',
    text: 'The big tournaments on our screens, with food and drinks from the lounge and a bay for your own shots at the break.',
  },
  {
    icon: <WorkspacePremiumRoundedIcon />,
    title: 'Birdie member nights',
    text: 'Member-only challenges and socials, just for Birdie members. Meet the regulars and play some new courses.',
    birdie: true,
  },
  {
    icon: <CakeRoundedIcon />,
    title: 'Private parties',
    text: 'Birthdays, team outings and holiday parties: a few bays or the whole venue, with food and drinks sorted.',
  },
];

/** `/events`: the upcoming events (filter by location), the kinds of nights we run, what Birdie members get. */
export function EventsPage() {
  const { data, loading } = useQuery(EventLocationsDocument);
  const locations = data?.locations ?? [];
  const featured = featuredPlan(usePlans().plans);

  return (
    <>
      <title>{pageTitle('Events')}</title>
      <DarkSurface component="section" aria-labelledby="events-heading" sx={(t) => ({ background: t.brand.hero, overflow: 'hidden' })}>
        <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 }, pb: { xs: 5, md: 7 } }}>
          <Grid container spacing={{ xs: 4, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Typography variant="overline" component="p" sx={{ color: 'accent.main', mb: 1.5 }}>
                Events
              </Typography>
              <Typography id="events-heading" variant="h1" sx={{ mb: 2.5 }}>
                Nights worth{' '}
                <Box component="span" sx={{ color: 'accent.main' }}>
                  showing up for
                </Box>
              </Typography>
              <Typography variant="subtitle1" sx={{ color: 'text.secondary', maxWidth: 560, fontSize: { md: '1.1875rem' } }}>
                Challenges, tournaments and watch parties at all three of our locations, and a few nights only Birdie members get into.
                Bring your friends, or come and make some.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <EventsArt sx={{ maxWidth: { xs: 340, md: 420 }, mx: 'auto' }} />
            </Grid>
          </Grid>
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <UpcomingEvents locations={locations} />

        <Box component="section" aria-labelledby="kinds-heading" sx={{ mt: { xs: 7, md: 10 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            What we run
          </Typography>
          <Typography id="kinds-heading" variant="h2" sx={{ mb: { xs: 3, md: 4 } }}>
            A night for every kind of golfer
          </Typography>
          <Grid container spacing={3}>
            {kinds.map((k, i) => (
              <Grid key={k.title} size={{ xs: 12, sm: 6, md: 4 }}>
                <Card component="article" aria-labelledby={`kind-${i}`} sx={{ height: '100%', p: 3 }}>
                  <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 2 }}>
                    <Box
                      aria-hidden
                      sx={(t) => ({
                        width: 48,
                        height: 48,
                        borderRadius: 3,
                        display: 'grid',
                        placeItems: 'center',
                        color: k.birdie ? 'accent.contrastText' : 'secondary.main',
                        bgcolor: k.birdie ? 'accent.main' : t.alpha(t.vars.palette.secondary.main, 0.12),
                      })}
                    >
                      {k.icon}
                    </Box>
                    {k.birdie ? <Chip label="Birdie members" size="small" color="accent" /> : null}
                  </Stack>
                  <Typography id={`kind-${i}`} variant="h4" component="h3" sx={{ mb: 1 }}>
                    {k.title}
                  </Typography>
                  <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                    {k.text}
                  </Typography>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        <DarkSurface
          component="section"
          aria-labelledby="birdie-events-heading"
          sx={(t) => ({ mt: { xs: 7, md: 10 }, background: t.brand.band, borderRadius: 5, p: { xs: 3, md: 6 } })}
        >
          <Grid container spacing={{ xs: 3, md: 6 }} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              <Chip icon={<EmojiEventsRoundedIcon />} label="Birdie" color="accent" size="small" sx={{ mb: 2 }} />
              <Typography id="birdie-events-heading" variant="h2" sx={{ mb: 2 }}>
                Member-only events
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary', mb: 1.5 }}>
                Some of our events are for Birdie members only. On the calendar they carry a Birdie badge, and only members can sign up for
                them.
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                {featured
                  ? `${featured.name} is ${dollars(featured.priceCents)} a month and also gets you ${planHighlights({ ...featured, memberEvents: false })}.`
                  : null}
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Stack spacing={1.5}>
                <Button
                  component={TransitionLink}
                  to="/memberships"
                  variant="contained"
                  color="accent"
                  size="large"
                  endIcon={<ArrowForwardRoundedIcon />}
                >
                  About Birdie membership
                </Button>
              </Stack>
            </Grid>
          </Grid>
        </DarkSurface>

        <Box component="section" aria-labelledby="private-heading" sx={{ mt: { xs: 7, md: 10 } }}>
          <Grid container spacing={{ xs: 3, md: 6 }}>
            <Grid size={{ xs: 12, md: 5 }}>
              <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
                Your own event
              </Typography>
              <Typography id="private-heading" variant="h2" sx={{ mb: 2 }}>
                Planning a party or a team night?
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                Tell us the date, how many are coming and what you have in mind. We'll put together bays, food and drinks, and a challenge
                or two if you like. Call the location you'd like to play at.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 7 }}>
              <Stack spacing={2}>
                {loading && locations.length === 0
                  ? [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={84} sx={{ borderRadius: 4 }} />)
                  : locations.map((l) => (
                      <Card key={l.id} sx={{ p: 2.5 }}>
                        <Stack
                          direction={{ xs: 'column', sm: 'row' }}
                          spacing={2}
                          sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                        >
                          <Box>
                            <Typography variant="h5" component="h3">
                              {l.name}
                            </Typography>
                            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                              {l.address.city}, {l.address.region} ·{' '}
                              <Link href={`mailto:${l.email}`} aria-label={`E-mail ${l.name}: ${l.email}`}>
                                {l.email}
                              </Link>
                            </Typography>
                          </Box>
                          <Button
                            href={telHref(l.phone)}
                            variant="outlined"
                            startIcon={<CallOutlinedIcon />}
                            aria-label={`Call ${l.name}: ${l.phone}`}
                            sx={{ flexShrink: 0 }}
                          >
                            {l.phone}
                          </Button>
                        </Stack>
                      </Card>
                    ))}
              </Stack>
            </Grid>
          </Grid>
        </Box>
      </Container>
    </>
  );
}
