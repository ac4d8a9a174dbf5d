import { useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation } from '@apollo/client/react';
import CallOutlinedIcon from '@mui/icons-material/CallOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DarkSurface } from '../../../components/DarkSurface';
import { LocationNav } from '../../../components/LocationNav';
import { PageSpinner } from '../../../components/PageSpinner';
import { TransitionLink } from '../../../components/TransitionLink';
import { useTransitionNavigate } from '../../../components/transition/TransitionProvider';
import { pageTitle } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { HoldBookingDocument } from '../../../gql/graphql';
import { formatHourRange, formatHours, formatPlayers, telHref } from '../../../lib/format';
import { readGraphQLError } from '../../../lib/graphqlError';
import { featuredPlan, longestWindowPlan, usePlans } from '../../../lib/plans';
import { useRenderTime } from '../../../lib/server-render';
import { useCurrentUser } from '../../../lib/session';
import { useBookingLocations, useBookingQuote, useLiveAvailability, type BookingLocation } from '../api/useBookingData';
import { addDays, isLocalDate, todayIn } from '../../../lib/venueTime';
import { dayLabel } from '../utils/dates';
import { bookingSearch, parseBookingParams, type BookingParams } from '../utils/selection';
import {
  choiceLabel,
  hasFreeSlot,
  lengthMessage,
  MAX_HOURS,
  MIN_HOURS,
  nearestFree,
  partyLimit,
  problemMessage,
  selectionProblem,
  toGrid,
  type BayChoice,
  type SlotChoice,
} from '../utils/slots';
import {
  dayStatus,
  linkBay,
  linkDate,
  linkDateMessage,
  openingDay,
  openingNote,
  unknownBayMessage,
  type DayStatus,
} from '../utils/opening';
import { inWindow, windowDaysFor, windowDaysFrom, windowNote } from '../utils/window';
import { BayGrid, GridLegend } from './BayGrid';
import type { Fact } from './BookingFacts';
import { BookingSummary, PhoneBookingBar, type SummaryProps } from './BookingSummary';
import { DayPicker, WINDOW_NOTE_MIN_HEIGHT } from './DayPicker';
import { SignInDialog } from './SignInDialog';

interface Notice {
  message: string;
  suggestions: SlotChoice[];
}

function Step({
  id,
  number,
  title,
  aside,
  sticky = false,
  children,
}: {
  id: string;
  number: number;
  title: string;
  aside?: ReactNode;
  /** Holds a sticky part (the grid's header row): the card must not clip it. */
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, overflow: sticky ? 'visible' : undefined }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 800,
            fontSize: '0.875rem',
          }}
        >
          {number}
        </Box>
        <Typography id={id} variant="h4" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Card>
  );
}

/** The day chips' place while the viewer's window (their plan) is not known yet: the same size, so nothing moves. */
function DayPickerSkeleton() {
  return (
    <Box role="status" aria-label="Loading the days">
      <Box sx={{ display: 'flex', gap: 1, overflow: 'hidden', py: 0.5 }}>
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} variant="rounded" width={84} height={68} sx={{ flexShrink: 0, borderRadius: '14px' }} />
        ))}
      </Box>
      <Box sx={{ mt: 1.25, minHeight: WINDOW_NOTE_MIN_HEIGHT }}>
        <Skeleton variant="text" sx={{ typography: 'body2', maxWidth: 520 }} />
      </Box>
    </Box>
  );
}

function GridSkeleton() {
  return (
    <Box role="status" aria-label="Loading free times">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} variant="rounded" height={48} sx={{ mb: 0.75, borderRadius: '10px' }} />
      ))}
    </Box>
  );
}

/** `/booking/:location`: a day, a length and party, a bay and a start time, the live price, then a 10-minute hold. */
export function BookingFlow({ slug }: { slug: string }) {
  const { locations: arrived, loading, error, refetch } = useBookingLocations();
  // A direct visit mounts the whole booking screen when the venues arrive. Apollo delivers them as an
  // urgent update, which React renders in one task; deferred, the screen renders in slices the browser
  // can interrupt (total blocking time, issue 13). From the cache (in-app navigation) it renders at once.
  const locations = useDeferredValue(arrived);
  const location = locations.find((l) => l.slug === slug) ?? null;
  if (location) return <BookingScreen location={location} locations={locations} />;
  if (error && !loading) {
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <title>{pageTitle('Book a bay')}</title>
        <Alert
          severity="warning"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
              Try again
            </Button>
          }
        >
          We couldn't load this location. Check your connection and try again.
        </Alert>
      </Container>
    );
  }
  return <PageSpinner label="Getting the bays ready" />;
}

function BookingScreen({ location, locations }: { location: BookingLocation; locations: BookingLocation[] }) {
  const slug = location.slug;
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const parsed = parseBookingParams(searchParams);
  const { hours, players } = parsed;
  const { user, isLoading: userLoading } = useCurrentUser();
  const go = useTransitionNavigate();
  const { plans, loading: plansLoading } = usePlans();
  const furthest = longestWindowPlan(plans);
  const featured = featuredPlan(plans);

  // Today at the venue: the server's once any day has loaded (its clock decides what can be booked; a
  // device's clock may be off, or past midnight when the server's is not), the device's until then (the
  // server's render instant while a page it rendered hydrates: both first renders read the same day).
  const [serverToday, setServerToday] = useState<string | undefined>(undefined);
  const renderTime = useRenderTime();
  const venueToday = serverToday ?? todayIn(location.timeZone, renderTime);
  // The viewer's window from their plan row (the server's rule), undefined until both are known;
  // the server's own answer replaces it once a day has loaded.
  const planWindow = userLoading || plansLoading ? undefined : windowDaysFor(user, plans);
  const [serverWindow, setServerWindow] = useState<number | null | undefined>(undefined);
  const knownWindow = serverWindow !== undefined ? serverWindow : planWindow;

  // A link's date is shown when it can be booked; otherwise the nearest day that can, and the page says so.
  const rawDate = searchParams.get('date');
  const link = linkDate(rawDate, venueToday, knownWindow);
  // No date asked: the first day with free times (today, unless it is full or closed), each day
  // loaded in turn. A day's status is taken once, when first seen: a live change later never moves
  // the page to another day under someone's eyes.
  const [statuses, setStatuses] = useState<Record<string, DayStatus>>({});
  const statusOf = (d: string) => statuses[d];
  const opening =
    knownWindow === undefined
      ? { date: venueToday, settled: statusOf(venueToday) === 'free' }
      : openingDay(venueToday, knownWindow, statusOf);
  const auto = link.date === null;
  const date = link.date ?? opening.date;
  const { availability, grid, loading, error, refetch } = useLiveAvailability(slug, date);
  const loadedGrid = availability?.date === date ? grid : null;
  // The grid (up to a hundred cells) renders in the background, in slices the browser can interrupt,
  // instead of in one long task when the day's availability arrives (total blocking time, issue 13):
  // until then the day's skeleton stays, or the grid as it was a moment ago (a live update).
  const dayGrid = useMemo(() => (loadedGrid ? { date, grid: loadedGrid } : null), [date, loadedGrid]);
  const shownGrid = useDeferredValue(dayGrid);
  const today = availability?.today ?? venueToday;
  const windowDays = availability ? windowDaysFrom(availability.today, availability.lastBookableDate) : (knownWindow ?? null);
  const searching = auto && !opening.settled;
  // Set while rendering (React renders again at once, before anything is painted): no frame shows a day it then leaves.
  if (availability && windowDays !== serverWindow) setServerWindow(windowDays);
  if (availability && availability.today !== serverToday) setServerToday(availability.today);
  if (auto && loadedGrid && !statuses[date]) setStatuses({ ...statuses, [date]: dayStatus(loadedGrid) });

  // A bay the location does not have is left out (Any bay at the same start), and said.
  const rawBay = searchParams.get('bay');
  const bayCheck = linkBay(rawBay, location.bays);
  const choice = parsed.choice && bayCheck.unknown ? { bay: 'any' as const, start: parsed.choice.start } : parsed.choice;
  const params: BookingParams = { ...parsed, choice };
  const [viewBay, setViewBay] = useState<BayChoice>(() => choice?.bay ?? bayCheck.bay ?? 'any');

  // What the page says about the day and bay it shows instead of the link's (or of today). Kept for
  // that day once the address bar no longer asks for it, so the grid never jumps under a tap.
  const fullName = (d: string) => dayLabel(d, venueToday).full;
  const derivedDayNote = link.problem
    ? linkDateMessage(link.problem, rawDate && isLocalDate(rawDate) ? fullName(rawDate) : '', fullName(link.date!))
    : auto && opening.settled && opening.date !== venueToday
      ? openingNote(statusOf(venueToday) === 'closed' ? 'closed' : 'full', fullName(opening.date))
      : null;
  const derivedBayNote = bayCheck.unknown ? unknownBayMessage(rawBay ?? '', location.name) : null;
  const [kept, setKept] = useState<{ date: string; day: string | null; bay: string | null } | null>(null);
  if ((derivedDayNote || derivedBayNote) && (kept?.date !== date || kept.day !== derivedDayNote || kept.bay !== derivedBayNote)) {
    setKept({ date, day: derivedDayNote, bay: derivedBayNote });
  }
  const dayNote = derivedDayNote ?? (kept?.date === date ? kept.day : null);
  const bayNote = derivedBayNote ?? (kept?.date === date ? kept.bay : null);

  const [notice, setNotice] = useState<Notice | null>(null);
  const [holdError, setHoldError] = useState<string | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  const [holdBooking, { loading: holding }] = useMutation(HoldBookingDocument);

  const update = (next: Partial<BookingParams>) => {
    setSearchParams(new URLSearchParams(bookingSearch({ ...params, date, ...next })), { replace: true });
  };

  // Live updates (and a slot restored from the address bar): a choice that stopped working is
  // cleared, with the reason and the nearest free starts. Not once our own hold has been placed.
  useEffect(() => {
    if (!grid || !choice || leavingRef.current) return;
    const problem = selectionProblem(grid, choice, hours);
    if (!problem) return;
    setNotice({ message: problemMessage(problem, hours), suggestions: nearestFree(grid, choice, hours) });
    update({ choice: null });
    // Only when the schedule changes: a choice made since then is checked when it is made.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately keyed on the schedule alone
  }, [grid]);

  const bayNumber = choice && choice.bay !== 'any' ? choice.bay : null;
  const ready = !!(choice && grid && date && !selectionProblem(grid, choice, hours));
  const maxPlayers = partyLimit(location.bays, choice?.bay ?? null);
  const partySize = Math.min(players, maxPlayers);
  const start = choice?.start ?? null;
  // Stable across renders: a new object each render would make the quote query fetch again.
  const request = useMemo(
    () => (ready && start !== null ? { location: slug, date, startHour: start, hours, partySize, bayNumber } : null),
    [ready, slug, date, start, hours, partySize, bayNumber],
  );
  const { quote, loading: quoteLoading, error: quoteError } = useBookingQuote(request);

  const selectChoice = (next: SlotChoice) => {
    setNotice(null);
    setHoldError(null);
    update({ choice: next, players: Math.min(players, partyLimit(location.bays, next.bay)) });
  };

  const changeHours = (next: number) => {
    setHoldError(null);
    if (grid && choice && selectionProblem(grid, choice, next)) {
      setNotice({ message: lengthMessage(grid, choice, next), suggestions: nearestFree(grid, choice, next) });
      update({ hours: next, choice: null });
      return;
    }
    update({ hours: next });
  };

  const changeDate = (next: string) => {
    setKept(null);
    setNotice(null);
    setHoldError(null);
    update({ date: next, choice: null });
  };

  const dateLabel = date && today ? dayLabel(date, today) : null;
  const range = choice ? formatHourRange(choice.start, choice.start + hours) : '';
  const bayText = choice
    ? choice.bay === 'any'
      ? 'Any free bay'
      : (location.bays.find((b) => b.number === choice.bay)?.name ?? `Bay ${choice.bay}`)
    : '';
  // Back from signing in with `continue=1`, the page places the hold and goes on to checkout itself.
  const returnTo = `${pathname}?${bookingSearch({ ...params, date })}&continue=1`;
  const continueAfterSignIn = searchParams.get('continue') === '1';
  const autoContinued = useRef(false);

  const onContinue = async () => {
    if (!request || !choice) return;
    if (!user) {
      setSignInOpen(true);
      return;
    }
    setHoldError(null);
    leavingRef.current = true;
    try {
      const { data } = await holdBooking({ variables: { input: request } });
      if (!data) throw new Error('No booking came back');
      setLeaving(true);
      // Back from checkout then shows the day without the (now held) slot selected.
      update({ choice: null });
      go(`${paths.checkout()}?${new URLSearchParams({ booking: data.holdBooking.id })}`);
    } catch (err) {
      leavingRef.current = false;
      const { message, code } = readGraphQLError(err);
      if (code === 'UNAUTHENTICATED') {
        setSignInOpen(true);
      } else if (code === 'CONFLICT') {
        const fresh = await refetch().catch(() => null);
        const freshGrid = fresh?.data?.availability ? toGrid(fresh.data.availability) : grid;
        setNotice({ message: problemMessage('taken', hours), suggestions: freshGrid ? nearestFree(freshGrid, choice, hours) : [] });
        update({ choice: null });
      } else {
        setHoldError(message);
      }
    }
  };

  // Signed in in the middle of a booking: straight on to checkout with the hold placed, once the
  // chosen slot has been checked against the day's grid (a slot taken meanwhile says so, as Continue does).
  useEffect(() => {
    if (!continueAfterSignIn || autoContinued.current || userLoading) return;
    if (user && !request) {
      if (!grid || loading) return; // not checked yet
    }
    autoContinued.current = true;
    setSearchParams(new URLSearchParams(bookingSearch({ ...params, date })), { replace: true });
    if (user && request) void onContinue();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the signed-in user and the checked slot are known
  }, [continueAfterSignIn, user, userLoading, request, grid, loading]);

  const facts: Fact[] = [
    { key: 'location', label: 'Location', value: location.name },
    { key: 'date', label: 'Date', value: dateLabel?.full ?? '' },
    { key: 'time', label: 'Time', value: choice ? range : `${formatHours(hours)}, pick a start` },
    { key: 'bay', label: 'Bay', value: choice ? bayText : 'Pick one, or any bay' },
    { key: 'players', label: 'Players', value: formatPlayers(partySize) },
  ];
  const summary: SummaryProps = {
    facts,
    ready,
    quote,
    quoteLoading,
    error: holdError ?? (quoteError ? readGraphQLError(quoteError).message : null),
    continuing: holding || leaving,
    signedIn: !!user,
    onContinue: () => void onContinue(),
    short: choice && dateLabel ? `${dateLabel.short} · ${range}` : '',
    bay: bayText,
  };

  const outsideWindow = !!(date && today && !inWindow(date, today, windowDays));
  const nextDay = date && today && inWindow(addDays(date, 1), today, windowDays) ? addDays(date, 1) : null;

  const gridPending = !loadedGrid || loading || searching;
  let schedule: ReactNode;
  if (error && !grid) {
    schedule = (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button color="inherit" onClick={() => void refetch().catch(() => undefined)}>
            Try again
          </Button>
        }
      >
        We couldn't load the free times. Check your connection and try again.
      </Alert>
    );
  } else if (gridPending) {
    schedule = <GridSkeleton />;
  } else if (outsideWindow) {
    schedule = (
      <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {dateLabel?.full} isn't open for booking yet.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {windowNote(windowDays, !!user, furthest)}
        </Typography>
        <Button variant="contained" color="secondary" onClick={() => changeDate(today!)}>
          Back to today
        </Button>
      </Box>
    );
  } else if (loadedGrid.hours.length === 0 || !hasFreeSlot(loadedGrid)) {
    schedule = (
      <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
        <Typography variant="h5" component="p" sx={{ mb: 1 }}>
          {loadedGrid.hours.length === 0 ? `We're closed on ${dateLabel?.full}.` : `Nothing left on ${dateLabel?.full}.`}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: nextDay ? 2 : 0 }}>
          {loadedGrid.hours.length === 0 ? 'Pick another day; the bays are waiting.' : 'Every bay is taken or has already started.'}
        </Typography>
        {nextDay ? (
          <Button variant="contained" color="secondary" onClick={() => changeDate(nextDay)}>
            See {dayLabel(nextDay, today!).name === 'Tomorrow' ? 'tomorrow' : dayLabel(nextDay, today!).full}
          </Button>
        ) : null}
      </Box>
    );
  } else if (shownGrid?.date !== date) {
    schedule = <GridSkeleton />;
  } else {
    schedule = (
      <>
        <BayGrid
          key={date}
          grid={shownGrid.grid}
          hours={hours}
          choice={choice}
          onSelect={selectChoice}
          label={`Bays and start times, ${dateLabel?.full ?? date}`}
          bay={viewBay}
          onBayChange={setViewBay}
          day={{ date, today }}
        />
        <GridLegend />
      </>
    );
  }

  return (
    <Box sx={{ pb: { xs: 12, md: 0 } }}>
      <title>{pageTitle(`Book a bay at ${location.name}`)}</title>
      <DarkSurface component="section" aria-labelledby="booking-heading" sx={(t) => ({ background: t.brand.hero })}>
        <Container maxWidth="lg" sx={{ pt: { xs: 3, md: 5 }, pb: { xs: 2.5, md: 4 } }}>
          <Typography variant="overline" component="p" sx={{ color: 'accent.main' }}>
            Book a bay
          </Typography>
          <Typography id="booking-heading" variant="h2" component="h1">
            {location.name}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2.5 }} sx={{ mt: 1, mb: 2.5, color: 'text.secondary' }}>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
              {location.address.line1}, {location.address.city}, {location.address.region}
            </Typography>
            <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <CallOutlinedIcon aria-hidden sx={{ fontSize: 18 }} />
              <Link href={telHref(location.phone)} color="inherit" aria-label={`Call ${location.name}: ${location.phone}`}>
                {location.phone}
              </Link>
            </Typography>
          </Stack>
          <LocationNav label="Book at another location" basePath={paths.booking()} locations={locations} current={slug} />
        </Container>
      </DarkSurface>

      <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 5 } }}>
        <Grid container spacing={{ xs: 2.5, md: 4 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={{ xs: 2.5, md: 3 }}>
              <Step id="step-day" number={1} title="Pick a day">
                {!searching && knownWindow !== undefined && !plansLoading ? (
                  <DayPicker
                    today={today}
                    value={date}
                    windowDays={windowDays}
                    signedIn={!!user}
                    furthest={furthest}
                    onChange={changeDate}
                  />
                ) : (
                  <DayPickerSkeleton />
                )}
              </Step>

              <Step id="step-length" number={2} title="How long, and how many?">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 2, sm: 3 }} sx={{ alignItems: { sm: 'flex-end' } }}>
                  <Box>
                    <Typography id="length-label" variant="body2" component="p" sx={{ fontWeight: 650, mb: 1 }}>
                      Length
                    </Typography>
                    <ToggleButtonGroup
                      exclusive
                      value={hours}
                      onChange={(_, v: number | null) => (v ? changeHours(v) : undefined)}
                      aria-labelledby="length-label"
                      color="primary"
                      sx={{ flexWrap: 'wrap' }}
                    >
                      {Array.from({ length: MAX_HOURS - MIN_HOURS + 1 }, (_, i) => MIN_HOURS + i).map((h) => (
                        <ToggleButton key={h} value={h} sx={{ minWidth: 64, minHeight: 44, fontWeight: 700, px: 1.75 }}>
                          {formatHours(h)}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                  </Box>
                  {/* The phone's own picker: a menu drawn by the page measured itself after hydrating and re-rendered the
                      page's first screen in one long task (mobile TBT, issue 33). */}
                  <TextField
                    select
                    label="Players"
                    value={partySize}
                    onChange={(e) => update({ players: Number(e.target.value) })}
                    sx={{ minWidth: 160 }}
                    helperText={`Up to ${maxPlayers} per bay`}
                    slotProps={{ select: { native: true } }}
                  >
                    {Array.from({ length: maxPlayers }, (_, i) => i + 1).map((n) => (
                      <option key={n} value={n}>
                        {formatPlayers(n)}
                      </option>
                    ))}
                  </TextField>
                </Stack>
              </Step>

              <Step id="step-slot" number={3} title="Pick a bay and a start time" sticky>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  Times are {location.name} time. Choose &ldquo;Any bay&rdquo; and we'll give you the first free one. The grid updates live
                  as others book.
                </Typography>
                {/* Drawn with the day's schedule (not before it), so it never pushes a grid already on screen. */}
                {!gridPending && (dayNote || bayNote) ? (
                  <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
                    {[dayNote, bayNote].filter(Boolean).join(' ')}
                  </Alert>
                ) : null}
                {notice ? (
                  <Alert severity="warning" role="alert" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
                    <AlertTitle sx={{ fontWeight: 700 }}>{notice.message}</AlertTitle>
                    {notice.suggestions.length > 0 && grid ? (
                      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                        {notice.suggestions.map((s) => (
                          <Button
                            key={`${s.bay}@${s.start}`}
                            size="small"
                            variant="outlined"
                            color="inherit"
                            onClick={() => selectChoice(s)}
                          >
                            {choiceLabel(grid, s)}
                          </Button>
                        ))}
                      </Stack>
                    ) : null}
                  </Alert>
                ) : null}
                {schedule}
              </Step>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
              <BookingSummary {...summary} />
              {userLoading || !featured ? null : !user ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2, px: 1 }}>
                  {featured.name} members{' '}
                  {featured.freeHoursPerMonth > 0 ? `get ${featured.freeHoursPerMonth} free hours a month and ` : ''}
                  book {featured.bookingWindowDays} days ahead.{' '}
                  <Link component={TransitionLink} to={paths.memberships} sx={{ fontWeight: 650 }}>
                    See {featured.name}
                  </Link>
                </Typography>
              ) : null}
            </Box>
          </Grid>
        </Grid>
      </Container>
      <PhoneBookingBar {...summary} />
      <SignInDialog
        open={signInOpen}
        onClose={() => setSignInOpen(false)}
        returnTo={returnTo}
        summary={[bayText, dateLabel?.full, range].filter(Boolean).join(', ')}
      />
    </Box>
  );
}
