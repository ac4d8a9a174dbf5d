// The leagues grid's whole view (search, filters, sort, page) and where it travels: the URL query,
// the GraphQL variables of `adminLeagues`, and the CSV export link (the same filters). Also the
// words the grid, the drawer and the dialog share.
import type { LeagueInput, LeagueTieBreakerValue } from '@fairway/shared';
import type {
  AdminLeagueFieldsFragment,
  AdminLeagueGridQueryVariables,
  AdminLeagueInput,
  LeagueFormat,
  LeagueTieBreaker,
} from '../../../../gql/graphql';
import { formatCents, formatDate, formatTime } from '../../../../lib/format';
import { serverGridView, type GridPaging } from '../../utils/gridView';

/** Grid column → the server's sort key (its whitelist); other columns are not sortable. */
const SORTABLE = {
  name: 'name',
  location: 'location',
  status: 'status',
  firstNight: 'firstNight',
  capacity: 'capacity',
  entryFeeCents: 'entryFeeCents',
} as const;
type LeagueSort = (typeof SORTABLE)[keyof typeof SORTABLE];

/** The latest seasons first. */
export const LEAGUE_GRID = serverGridView(SORTABLE, { sort: 'firstNight', direction: 'desc' });

export const LEAGUE_STATUSES = ['open', 'full', 'in_progress', 'done'] as const;
export type LeagueStatusFilter = (typeof LEAGUE_STATUSES)[number];

export const STATUS_LABELS: Record<LeagueStatusFilter, string> = {
  open: 'Open',
  full: 'Full',
  in_progress: 'In progress',
  done: 'Done',
};

export const TIE_BREAKER_LABELS: Record<LeagueTieBreakerValue, string> = {
  head_to_head: 'Head-to-head',
  low_round: 'Low round',
  countback: 'Countback',
};

const WEEKDAYS = ['', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

export interface LeagueFilters {
  search: string;
  status: LeagueStatusFilter | '';
  location: string;
}

export interface LeagueView extends LeagueFilters, GridPaging<LeagueSort> {}

const oneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** The view a URL asks for; anything malformed falls back to the default for that part. */
export function leagueViewFromSearchParams(params: URLSearchParams): LeagueView {
  const status = params.get('status');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    status: oneOf(LEAGUE_STATUSES, status) ? status : '',
    location: /^[a-z0-9]{1,40}$/.test(params.get('location') ?? '') ? params.get('location')! : '',
    ...LEAGUE_GRID.read(params),
  };
}

export function leagueViewToSearchParams(view: LeagueView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('q', view.search.trim());
  if (view.status) params.set('status', view.status);
  if (view.location) params.set('location', view.location);
  return LEAGUE_GRID.write(view, params);
}

function filterArguments(view: LeagueView) {
  const args: { search?: string; status?: string; location?: string; sort: string; direction: string } = {
    sort: view.sort,
    direction: view.direction,
  };
  if (view.search.trim()) args.search = view.search.trim();
  if (view.status) args.status = view.status;
  if (view.location) args.location = view.location;
  return args;
}

export function toLeagueQueryVariables(view: LeagueView): AdminLeagueGridQueryVariables {
  return { ...filterArguments(view), page: view.page, pageSize: view.pageSize };
}

/** Every league of the filtered set as CSV, in the grid's order. */
export function leagueCsvUrl(view: LeagueView): string {
  return `/api/admin/leagues.csv?${new URLSearchParams(filterArguments(view)).toString()}`;
}

export const hasLeagueFilters = (view: LeagueFilters) => Boolean(view.search.trim() || view.status || view.location);

/** '1 league', '12 leagues'; with filters: '1 league matches these filters'. */
export function leagueCountLabel(total: number, filtered: boolean): string {
  const count = `${total.toLocaleString('en-US')} ${total === 1 ? 'league' : 'leagues'}`;
  return filtered ? `${count} ${total === 1 ? 'matches' : 'match'} these filters` : count;
}

type League = AdminLeagueFieldsFragment;

/** 'Tuesdays, 7:00 PM · 2 h'. */
export function nightLabel(l: Pick<League, 'weekday' | 'startTime' | 'hoursPerNight'>): string {
  return `${WEEKDAYS[l.weekday] ?? ''}, ${formatTime(l.startTime)} · ${l.hoursPerNight} h`;
}

/** 'Dec 1, 2026 – Jan 19, 2027 (8 nights)'. */
export function seasonLabel(l: Pick<League, 'firstNight' | 'lastNight' | 'weeks'>): string {
  return `${formatDate(l.firstNight)} – ${formatDate(l.lastNight)} (${l.weeks} ${l.weeks === 1 ? 'night' : 'nights'})`;
}

/** 'Dec 1, 2026 – Jan 19, 2027' (the grid's column; the drawer counts the nights too). */
export function seasonDates(l: Pick<League, 'firstNight' | 'lastNight'>): string {
  return `${formatDate(l.firstNight)} – ${formatDate(l.lastNight)}`;
}

/** 'Individual' or 'Teams of 2'. */
export function formatLabel(l: Pick<League, 'format' | 'teamSize'>): string {
  return l.format === 'TEAMS' ? `Teams of ${l.teamSize}` : 'Individual';
}

/** '5 of 16 paid · 11 left'. */
export function placesLabel(paid: number, l: Pick<League, 'capacity' | 'spotsLeft' | 'status'>): string {
  return `${paid} of ${l.capacity} paid${l.status === 'OPEN' ? ` · ${l.spotsLeft} left` : ''}`;
}

export const feeLabel = (cents: number) => (cents === 0 ? 'Free' : formatCents(cents));

/** The dialog's starting values: the league's own, or a new league's (Tuesdays 7 pm, 2 h, 8 nights, 16 places). */
export function leagueFormDefaults(l: League | null, defaultLocation: string) {
  return {
    name: l?.name ?? '',
    description: l?.description ?? '',
    location: l?.location.slug ?? defaultLocation,
    format: (l?.format === 'TEAMS' ? 'teams' : 'individual') as LeagueInput['format'],
    teamSize: l && l.format === 'TEAMS' ? l.teamSize : 2,
    firstNight: l?.firstNight ?? '',
    startTime: l?.startTime ?? '19:00',
    hoursPerNight: l?.hoursPerNight ?? 2,
    weeks: l?.weeks ?? 8,
    capacity: l?.capacity ?? 16,
    baysPerNight: l?.baysPerNight ?? 2,
    entryFeeCents: l?.entryFeeCents ?? 0,
    tieBreakers: (l?.tieBreakers.map((t) => t.toLowerCase()) ?? ['head_to_head', 'low_round']) as LeagueTieBreakerValue[],
  };
}

/** The schema's output as the GraphQL input (enums in capitals). */
export function toLeagueInput(v: LeagueInput): AdminLeagueInput {
  return {
    ...v,
    format: v.format.toUpperCase() as LeagueFormat,
    teamSize: v.format === 'teams' ? v.teamSize : 1,
    tieBreakers: v.tieBreakers.map((t) => t.toUpperCase() as LeagueTieBreaker),
  };
}

/** The warning of a league whose coming nights are short of bays (null when every coming night is booked). */
export function unbookedLabel(unbookedNights: number): string | null {
  if (unbookedNights === 0) return null;
  return unbookedNights === 1 ? '1 coming night not booked' : `${unbookedNights} coming nights not booked`;
}
