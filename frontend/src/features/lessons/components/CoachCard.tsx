import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TransitionLink } from '../../../components/TransitionLink';
import { paths } from '../../../config/paths';
import type { LessonCoachesQuery } from '../../../gql/graphql';
import { formatCents } from '../../../lib/format';

export type LessonCoach = LessonCoachesQuery['coaches'][number];

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

/** A coach: photo (or initials), name (a link to their profile), bio, rate, and the locations they teach at (links to book there). */
export function CoachCard({ coach, showLocations = true }: { coach: LessonCoach; showLocations?: boolean }) {
  return (
    <Card component="article" aria-label={coach.name} sx={{ height: '100%', p: 3, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={coach.photoUrl ?? undefined}
          alt=""
          sx={(t) => ({
            width: 56,
            height: 56,
            bgcolor: t.alpha(t.vars.palette.secondary.main, 0.16),
            color: 'secondary.main',
            fontWeight: 800,
          })}
        >
          {initials(coach.name)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h3">
            <Link component={TransitionLink} to={paths.coach(coach.id)} color="inherit" underline="hover">
              {coach.name}
            </Link>
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {formatCents(coach.hourlyRateCents)} a lesson hour, bay included
          </Typography>
        </Box>
      </Stack>
      <Typography variant="body1" sx={{ color: 'text.secondary', flex: 1 }}>
        {coach.bio}
      </Typography>
      {showLocations ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={`Where ${coach.name} teaches`}>
          {coach.locations.map((l) => (
            <Chip
              key={l.id}
              label={l.name}
              component={TransitionLink}
              to={`/lessons/${l.slug}`}
              clickable
              variant="outlined"
              size="small"
            />
          ))}
        </Stack>
      ) : null}
    </Card>
  );
}
