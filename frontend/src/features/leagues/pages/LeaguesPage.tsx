import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import CalendarMonthRoundedIcon from '@mui/icons-material/CalendarMonthRounded';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import LeaderboardRoundedIcon from '@mui/icons-material/LeaderboardRounded';
import PersonRoundedIcon from '@mui/icons-material/PersonRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { pageTitle } from '../../../config/brand';
import { LeagueLocationsDocument, type LeagueLocationsQuery } from '../../../gql/graphql';
import { formatBayCount, telHref } from '../../../lib/format';
import { LocationNavSection } from '../../../components/LocationNav';
import { IconTile, LocationCard } from '../../../components/LinkCards';
import { PageHero } from '../../../components/PageHero';
import { LeagueSchedule } from '../components/LeagueSchedule';
import { TrophyArt } from '../components/TrophyArt';
import { UnknownLocation } from '../../../components/UnknownLocation';

type LeagueLocation = LeagueLocationsQuery['locations'][number];

const steps = [
  {
    title: 'Pick your league',
    text: 'Each league has its night, its start time, a set number of weeks and a format. Choose the one that fits your week.',
  },
  {
    title: 'Sign up online',
    text: 'Sign in, grab your spot and pay the entry fee right here. Leagues have limited places, so early birds play.',
  },
  { title: 'Play your round', text: 'Show up on league night: your bay is reserved for the whole season, launch monitor and all.' },
  { title: 'Climb the standings', text: 'Scores go in every week and the standings update on this page. May the best swing win.' },
];

const formats: Array<{ icon: ReactNode; title: string; text: string; points: string[] }> = [
  {
    icon: <PersonRoundedIcon />,
    title: 'Individual',
    text: 'Play your own ball, week after week. You against the course, and against everyone else on the board.',
    points: ['Standings by player', 'Good for solo golfers who want a weekly game', 'Meet the regulars'],
  },
  {
    icon: <GroupsRoundedIcon />,
    title: 'Teams',
    text: 'Bring your regular group, or the office, and play as a team. Your bay, your crew, your name on the leaderboard.',
    points: ['Standings by team', 'Great for mixed abilities', 'Food and drinks from the lounge between shots'],
  },
];

function SectionHeading({ overline, title, id, intro }: { overline: string; title: string; id: string; intro?: string }) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 }, maxWidth: 680 }}>
      <Typography variant="overline" component="p" sx={{ color: 'secondary.main' }}>
        {overline}
      </Typography>
      <Typography id={id} variant="h2" sx={{ mb: intro ? 1.5 : 0 }}>
        {title}
      </Typography>
      {intro ? (
        <Typography variant="subtitle1" sx={{ color: 'text.secondary' }}>
          {intro}
        </Typography>
      ) : null}
    </Box>
  );
}

function ScheduleComing({ location, all }: { location: LeagueLocation | null; all: LeagueLocation[] }) {
  const where = location ? location.name : 'our locations';
  return (
    <Card component="section" aria-labelledby="schedule-heading" sx={{ p: { xs: 3, md: 4 }, position: 'relative', overflow: 'hidden' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2.5, md: 4 }} sx={{ alignItems: { md: 'center' } }}>
        <Box
          aria-hidden
          sx={(t) => ({
            flexShrink: 0,
            width: 64,
            height: 64,
            borderRadius: 4,
            display: 'grid',
            placeItems: 'center',
            color: 'accent.contrastText',
            bgcolor: 'accent.main',
            boxShadow: `0 8px 20px ${t.alpha(t.vars.palette.accent.main, 0.4)}`,
          })}
        >
          <CalendarMonthRoundedIcon fontSize="large" />
        </Box>
        <Box sx={{ flex: 1 }}>
          <Chip label="Schedule coming" size="small" color="accent" variant="outlined" sx={{ mb: 1, color: 'text.primary' }} />
          <Typography id="schedule-heading" variant="h4" component="h2" sx={{ mb: 1 }}>
            This season at {where}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            We're putting league sign-up online. Each league will be listed here with its night, start time, number of weeks, format, entry
            fee and places left, and you'll sign up in a few taps. Nothing is posted yet, so for now the front desk has the details.
          </Typography>
        </Box>
        <Stack spacing={1} sx={{ flexShrink: 0, minWidth: { md: 220 } }}>
          {(location ? [location] : all).map((l) => (
            <Button
              key={l.id}
              href={telHref(l.phone)}
              variant="outlined"
              startIcon={<CallOutlinedIcon />}
              aria-label={`Call ${l.name}: ${l.phone}`}
              sx={{ justifyContent: 'flex-start' }}
            >
              {location ? l.phone : `${l.name} · ${l.phone}`}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

/** `/leagues` and `/leagues/{location}`: each season's leagues with places left and standings, how league night works, the formats. */
export function LeaguesPage() {
  const { location: slugParam } = useParams();
  const slug = slugParam?.toLowerCase() ?? null;
  const { data, loading, error, refetch } = useQuery(LeagueLocationsDocument);
  const locations = data?.locations ?? [];
  const current = slug ? (locations.find((l) => l.slug === slug) ?? null) : null;

  if (slug && data && !current) return <UnknownLocation slug={slugParam ?? slug} basePath="/leagues" what="leagues" />;

  const title = current ? `Leagues at ${current.name}` : slug ? 'Leagues' : 'League night is the best night of the week';

  return (
    <>
      <title>{pageTitle(current ? `Leagues at ${current.name}` : 'Leagues')}</title>
      <PageHero
        headingId="leagues-heading"
        overline={current ? `Leagues · ${current.address.city}, ${current.address.region}` : 'Leagues'}
        title={title}
        titleSx={{ fontSize: current ? undefined : { md: '3.75rem' } }}
        intro={
          current
            ? `Weekly league play in ${current.bays.length > 0 ? formatBayCount(current.bays.length) : 'our bays'} at ${current.address.line1}. Same night, same crew, a season-long leaderboard.`
            : 'Same night every week, a bay with your name on it and a leaderboard that settles every argument. Leagues run at all our locations, for solo players and teams.'
        }
        art={<TrophyArt sx={{ maxWidth: { xs: 340, md: 420 }, mx: 'auto' }} />}
      />

      <LocationNavSection
        label="Leagues by location"
        basePath="/leagues"
        locations={locations}
        current={current?.slug ?? null}
        result={{ data, loading, error, refetch }}
      >
        <LeagueSchedule location={slug} empty={<ScheduleComing location={current} all={locations} />} />

        <Box component="section" aria-labelledby="how-heading" sx={{ mt: { xs: 7, md: 10 } }}>
          <SectionHeading overline="How it works" title="From sign-up to standings" id="how-heading" />
          <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {steps.map((s, i) => (
              <Grid key={s.title} size={{ xs: 12, sm: 6, md: 3 }} component="li">
                <Box sx={{ height: '100%', p: 3, borderRadius: 4, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontWeight: 800,
                      mb: 2,
                    }}
                  >
                    {i + 1}
                  </Box>
                  <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                    {s.title}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {s.text}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </Box>

        <Box component="section" aria-labelledby="formats-heading" sx={{ mt: { xs: 7, md: 10 } }}>
          <SectionHeading
            overline="Formats"
            title="Play solo or bring a team"
            id="formats-heading"
            intro="Every league is one of two formats, whatever your handicap."
          />
          <Grid container spacing={3}>
            {formats.map((f) => (
              <Grid key={f.title} size={{ xs: 12, md: 6 }}>
                <Card sx={{ height: '100%', p: { xs: 3, md: 4 } }}>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                    <IconTile inline>{f.icon}</IconTile>
                    <Typography variant="h3" component="h3">
                      {f.title}
                    </Typography>
                  </Stack>
                  <Typography variant="body1" sx={{ color: 'text.secondary', mb: 2 }}>
                    {f.text}
                  </Typography>
                  <Stack component="ul" spacing={1} sx={{ m: 0, pl: 2.5 }}>
                    {f.points.map((p) => (
                      <Typography component="li" variant="body2" key={p}>
                        {p}
                      </Typography>
                    ))}
                  </Stack>
                </Card>
              </Grid>
            ))}
          </Grid>
        </Box>

        {current ? null : (
          <Box component="section" aria-labelledby="where-heading" sx={{ mt: { xs: 7, md: 10 } }}>
            <SectionHeading overline="Where we play" title="Leagues at each location" id="where-heading" />
            <Grid container spacing={3}>
              {locations.map((l) => (
                <Grid key={l.id} size={{ xs: 12, sm: 4 }}>
                  <LocationCard
                    to={`/leagues/${l.slug}`}
                    name={l.name}
                    detail={`${l.address.city}, ${l.address.region} · ${formatBayCount(l.bays.length)}`}
                    cta={`Leagues at ${l.name}`}
                    icon={<LeaderboardRoundedIcon aria-hidden sx={{ color: 'secondary.main' }} />}
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
