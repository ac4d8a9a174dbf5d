import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import SchoolRoundedIcon from '@mui/icons-material/SchoolRounded';
import SportsGolfRoundedIcon from '@mui/icons-material/SportsGolfRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import EmojiEventsRoundedIcon from '@mui/icons-material/EmojiEventsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { DarkSurface } from '../../../components/DarkSurface';
import { pageTitle } from '../../../config/brand';
import { LessonLocationsDocument, type LessonLocationsQuery } from '../../../gql/graphql';
import { LocationNavSection } from '../../../components/LocationNav';
import { IconCard, LocationCard } from '../../../components/LinkCards';
import { PageHero } from '../../../components/PageHero';
import { SwingArt } from '../components/SwingArt';
import { CoachCard } from '../components/CoachCard';
import { LessonBooking } from '../components/LessonBooking';
import { useCoaches } from '../api/useLessons';
import { UnknownLocation } from '../../../components/UnknownLocation';

type LessonLocation = LessonLocationsQuery['locations'][number];

const levels: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <SportsGolfRoundedIcon />,
    title: 'First swings',
    text: 'Never held a club? Grip, stance and a swing you can repeat, with nobody watching but your coach.',
  },
  {
    icon: <TrendingUpRoundedIcon />,
    title: 'Getting better',
    text: 'Stuck at the same score? Find the one or two changes that take strokes off: slice, contact, distance.',
  },
  {
    icon: <EmojiEventsRoundedIcon />,
    title: 'Competitive',
    text: 'Dial in gapping, spin and launch with the numbers, and build a practice plan for the season.',
  },
];

const lessonIncludes: Array<{ icon: ReactNode; title: string; text: string }> = [
  {
    icon: <InsightsRoundedIcon />,
    title: 'Numbers on every swing',
    text: 'Club speed, ball speed, launch, spin and carry on the screen, so you see what changed, not just feel it.',
  },
  {
    icon: <SchoolRoundedIcon />,
    title: 'One coach, one hour',
    text: 'A private hour in your own bay with one of our coaches. No range line, no wind, no rain.',
  },
  {
    icon: <EventAvailableRoundedIcon />,
    title: 'Booked like a bay',
    text: 'Pick a coach, a date and an hour when they are in, and pay at checkout. Same quick booking as a bay.',
  },
];

/** The coaches, as cards; at a location, those who teach there, then the booking panel. */
function Coaches({ location }: { location: LessonLocation | null }) {
  const { coaches, loading, error, refetch } = useCoaches(location?.slug ?? null);
  return (
    <Stack spacing={{ xs: 3, md: 4 }}>
      <Box component="section" aria-labelledby="coaches-heading">
        <Typography id="coaches-heading" variant="h2" sx={{ mb: { xs: 2.5, md: 3 } }}>
          {location ? `Coaches at ${location.name}` : 'Our coaches'}
        </Typography>
        {error && coaches.length === 0 ? (
          <Alert
            severity="warning"
            variant="outlined"
            action={
              <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
                Try again
              </Button>
            }
          >
            We couldn't load our coaches just now. Check your connection and try again.
          </Alert>
        ) : loading ? (
          <Grid container spacing={3}>
            {[0, 1, 2].map((i) => (
              <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))}
          </Grid>
        ) : coaches.length === 0 ? (
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {location
              ? `No coach teaches at ${location.name} right now. Call ${location.phone} and we'll find you one nearby.`
              : 'Our coaches will be listed here soon.'}
          </Typography>
        ) : (
          <Grid container spacing={3}>
            {coaches.map((c) => (
              <Grid key={c.id} size={{ xs: 12, sm: 6, md: location ? 6 : 4, lg: location ? 3 : 4 }}>
                <CoachCard coach={c} showLocations={!location} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
      {location && coaches.length > 0 ? <LessonBooking location={location} coaches={coaches} /> : null}
    </Stack>
  );
}

/** `/lessons` and `/lessons/{location}`: the coaches, booking a lesson at a location, who lessons are for and what one looks like. */
export function LessonsPage() {
  const { location: slugParam } = useParams();
  const slug = slugParam?.toLowerCase() ?? null;
  const { data, loading, error, refetch } = useQuery(LessonLocationsDocument);
  const locations = data?.locations ?? [];
  const current = slug ? (locations.find((l) => l.slug === slug) ?? null) : null;

  if (slug && data && !current) return <UnknownLocation slug={slugParam ?? slug} basePath="/lessons" what="lessons" />;

  return (
    <>
      <title>{pageTitle(current ? `Lessons at ${current.name}` : 'Lessons')}</title>
      <PageHero
        headingId="lessons-heading"
        overline={current ? `Lessons · ${current.address.city}, ${current.address.region}` : 'Lessons'}
        title={current ? `Lessons at ${current.name}` : 'A better swing, one hour at a time'}
        intro={
          current
            ? `Private lessons with our coaches in a simulator bay at ${current.address.line1}. Every swing measured, all year round.`
            : 'Private lessons with our coaches, in a bay with a launch monitor that shows exactly what your club and ball did. Beginners very welcome.'
        }
        art={<SwingArt sx={{ maxWidth: { xs: 340, md: 420 }, mx: 'auto' }} />}
      />

      <LocationNavSection
        label="Lessons by location"
        basePath="/lessons"
        locations={locations}
        current={current?.slug ?? null}
        result={{ data, loading, error, refetch }}
      >
        <Coaches location={current} />

        <Box component="section" aria-labelledby="levels-heading" sx={{ mt: { xs: 7, md: 10 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
            Every level
          </Typography>
          <Typography id="levels-heading" variant="h2" sx={{ mb: { xs: 3, md: 4 } }}>
            Who lessons are for
          </Typography>
          <Grid container spacing={3}>
            {levels.map((l) => (
              <Grid key={l.title} size={{ xs: 12, md: 4 }}>
                <IconCard icon={l.icon} title={l.title} text={l.text} />
              </Grid>
            ))}
          </Grid>
        </Box>

        <DarkSurface
          component="section"
          aria-labelledby="includes-heading"
          sx={(t) => ({ mt: { xs: 7, md: 10 }, background: t.brand.band, borderRadius: 5, p: { xs: 3, md: 6 } })}
        >
          <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
            What a lesson looks like
          </Typography>
          <Typography id="includes-heading" variant="h2" sx={{ mb: { xs: 3, md: 4 } }}>
            An hour in the bay with a coach
          </Typography>
          <Grid container spacing={{ xs: 3, md: 4 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lessonIncludes.map((item) => (
              <Grid key={item.title} size={{ xs: 12, md: 4 }} component="li">
                <Box sx={{ color: 'accent.main', mb: 1, '& svg': { fontSize: 32 } }} aria-hidden>
                  {item.icon}
                </Box>
                <Typography variant="h5" component="h3" sx={{ mb: 0.5 }}>
                  {item.title}
                </Typography>
                <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                  {item.text}
                </Typography>
              </Grid>
            ))}
          </Grid>
        </DarkSurface>

        {current ? null : (
          <Box component="section" aria-labelledby="lesson-locations-heading" sx={{ mt: { xs: 7, md: 10 } }}>
            <Typography id="lesson-locations-heading" variant="h2" sx={{ mb: { xs: 3, md: 4 } }}>
              Lessons at each location
            </Typography>
            <Grid container spacing={3}>
              {locations.map((l) => (
                <Grid key={l.id} size={{ xs: 12, sm: 4 }}>
                  <LocationCard
                    to={`/lessons/${l.slug}`}
                    name={l.name}
                    detail={`${l.address.line1}, ${l.address.city}`}
                    cta={`Lessons at ${l.name}`}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        )}
      </LocationNavSection>
    </>
  );
}
