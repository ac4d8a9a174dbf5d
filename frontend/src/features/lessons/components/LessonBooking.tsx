import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTransitionNavigate } from '../../../components/transition/TransitionProvider';
import { paths } from '../../../config/paths';
import { HoldLessonDocument } from '../../../gql/graphql';
import { formatCents, formatHourRange } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { authPathFor } from '../../../lib/redirect';
import { useCurrentUser } from '../../../lib/session';
import { todayIn } from '../../../lib/venueTime';
import { hoursWithCoaches, windowDates } from '../utils/lessonPicker';
import { useLessonSlots, useLessonWindow } from '../api/useLessons';
import type { LessonCoach } from './CoachCard';
import { useRenderTime } from '../../../lib/server-render';

/** Choices as a wrapping row of pills; the chosen one filled, so it reads at a glance. */
const chips = {
  flexWrap: 'wrap',
  gap: 1,
  '& .MuiToggleButton-root': { borderRadius: 999, border: 1, borderColor: 'divider', px: 2 },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'secondary.main',
    color: 'secondary.contrastText',
    borderColor: 'secondary.main',
  },
} as const;

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const asUtcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * `/lessons/{location}`: a coach (or any coach), a date within the viewer's booking window and an
 * hour from lessonAvailability (live), then the bay checkout. The server checks it all again.
 */
export function LessonBooking({
  location,
  coaches,
}: {
  location: { slug: string; name: string; timeZone: string };
  coaches: LessonCoach[];
}) {
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const go = useTransitionNavigate();
  const { user } = useCurrentUser();
  const clientToday = todayIn(location.timeZone, useRenderTime());
  const { today, lastBookableDate, loading: windowLoading } = useLessonWindow(location.slug, clientToday);
  const dates = useMemo(() => (today ? windowDates(today, lastBookableDate) : []), [today, lastBookableDate]);

  const coachParam = params.get('coach');
  const coachId = coaches.some((c) => c.id === coachParam) ? coachParam : null;
  const dateParam = params.get('date');
  const date = dateParam && dates.includes(dateParam) ? dateParam : (dates[0] ?? null);
  const [hour, setHour] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { slots, loading, error, refetch } = useLessonSlots(location.slug, date, coachId);
  const hours = useMemo(() => hoursWithCoaches(slots ?? []), [slots]);
  const chosen = hours.find((h) => h.hour === hour) ?? null;
  const [holdLesson, { loading: holding }] = useMutation(HoldLessonDocument);

  const update = (next: { coach?: string | null; date?: string }) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    setHour(null);
    setProblem(null);
    setParams(p, { replace: true });
  };

  const coach = coachId ? coaches.find((c) => c.id === coachId) : null;
  const rate = coach?.hourlyRateCents ?? (chosen ? coaches.find((c) => c.id === chosen.coaches[0]?.id)?.hourlyRateCents : null);

  const onBook = async () => {
    if (!chosen || !date) return;
    if (!user) {
      go(authPathFor(`${pathname}${search}`));
      return;
    }
    setProblem(null);
    try {
      const { data } = await holdLesson({ variables: { input: { location: location.slug, date, startHour: chosen.hour, coachId } } });
      if (!data) throw new Error('No booking came back');
      go(`${paths.checkout()}?${new URLSearchParams({ booking: data.holdLesson.id })}`);
    } catch (err) {
      const { message, code } = readGraphQLError(err);
      setProblem(message);
      if (code === 'CONFLICT' || code === 'VALIDATION') {
        setHour(null);
        await refetch().catch(() => undefined);
      }
    }
  };

  return (
    <Card component="section" aria-labelledby="book-lesson-heading" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Typography id="book-lesson-heading" variant="h4" component="h2" sx={{ mb: 0.5 }}>
        Book a lesson at {location.name}
      </Typography>
      <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
        One hour with a coach in your own bay. Pick a coach (or any coach), a day and an hour they are in.
      </Typography>

      <Typography id="coach-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Coach
      </Typography>
      <ToggleButtonGroup
        aria-labelledby="coach-label"
        exclusive
        value={coachId ?? 'any'}
        onChange={(_, v: string | null) => v && update({ coach: v === 'any' ? null : v })}
        size="small"
        sx={{ ...chips, mb: 3 }}
      >
        <ToggleButton value="any">Any coach</ToggleButton>
        {coaches.map((c) => (
          <ToggleButton key={c.id} value={c.id}>
            {c.name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <Typography id="day-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Day
      </Typography>
      {windowLoading ? (
        <Skeleton variant="rounded" height={40} sx={{ mb: 3 }} />
      ) : (
        <ToggleButtonGroup
          aria-labelledby="day-label"
          exclusive
          value={date}
          onChange={(_, v: string | null) => v && update({ date: v })}
          size="small"
          sx={{ ...chips, mb: 3 }}
        >
          {dates.map((d) => (
            <ToggleButton key={d} value={d}>
              {d === today ? 'Today' : dayFormat.format(asUtcNoon(d))}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}

      <Typography id="hour-label" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Hour
      </Typography>
      {error && !slots ? (
        <Alert severity="warning" action={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}>
          We couldn't load the lesson hours just now.
        </Alert>
      ) : loading || !slots ? (
        <Skeleton variant="rounded" height={40} />
      ) : hours.length === 0 ? (
        <Typography variant="body1" sx={{ color: 'text.secondary' }}>
          {coach ? `${coach.name} has no free hour here that day.` : 'No coach has a free hour here that day.'} Try another day
          {coach ? ' or any coach' : ''}.
        </Typography>
      ) : (
        <ToggleButtonGroup
          aria-labelledby="hour-label"
          exclusive
          value={hour}
          onChange={(_, v: number | null) => {
            setProblem(null);
            setHour(v);
          }}
          size="small"
          sx={chips}
        >
          {hours.map((h) => (
            <ToggleButton
              key={h.hour}
              value={h.hour}
              aria-label={`${formatHourRange(h.hour, h.hour + 1)}, ${h.coaches.map((c) => c.name).join(', ')}`}
            >
              {formatHourRange(h.hour, h.hour + 1)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}

      <Divider sx={{ my: 3 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Box aria-live="polite">
          {chosen && date ? (
            <>
              <Typography variant="body1" sx={{ fontWeight: 700 }}>
                {coach ? `Lesson with ${coach.name}` : `Lesson with ${chosen.coaches.map((c) => c.name).join(' or ')}`}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {fullDayFormat.format(asUtcNoon(date))}, {formatHourRange(chosen.hour, chosen.hour + 1)}
                {rate != null ? ` · ${formatCents(rate)}, bay included` : ''}
              </Typography>
            </>
          ) : (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Pick an hour to see your lesson.
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          disabled={!chosen || holding}
          onClick={() => void onBook()}
          endIcon={holding ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {user ? 'Book this lesson' : 'Sign in to book'}
        </Button>
      </Stack>
      {problem ? (
        <Alert severity="warning" role="alert" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
    </Card>
  );
}
