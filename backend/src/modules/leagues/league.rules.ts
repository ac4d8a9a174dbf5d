import { leagueRoundMessages, leagueRoundProblem } from '@fairway/shared';
import { addDays, instantAt } from '../../shared/time.js';

/**
 * League rules (PRODUCT.md "Leagues", docs/product-rules.md "Leagues"), pure: the season's nights,
 * the league's status, and standings with each league's own ordered tie-breakers.
 */

export interface Range {
  start: Date;
  end: Date;
}

export type LeagueStatusValue = 'open' | 'full' | 'in_progress' | 'done';
export type TieBreaker = 'head_to_head' | 'low_round' | 'countback';

/** How each tie-breaker is stated under a standings table. */
const TIE_BREAKER_TEXT: Record<TieBreaker, string> = {
  head_to_head: 'head-to-head (more nights beating the others tied, on nights both played)',
  low_round: 'low round (the lowest single round)',
  countback: 'countback (more points on the latest night, then the night before, and so on)',
};

/** Most weeks a season has; a closed week pushes the season on by a week, up to this many weeks looked at. */
const MAX_LOOKAHEAD_WEEKS = 104;

export interface SeasonNight {
  /** 1-based night number. */
  week: number;
  /** Local date at the location, YYYY-MM-DD. */
  date: string;
  start: Date;
  end: Date;
}

/**
 * The season's nights: `weeks` nights on the first night's weekday, one week apart, each at the
 * same local start time (turned into instants for that very date, so 7 pm stays 7 pm local either
 * side of a daylight-saving change). A week whose night falls in a whole-location closure is not
 * played: the season runs one week longer instead, so it always has `weeks` nights.
 */
export function seasonNights(input: {
  firstNight: string;
  weeks: number;
  startMinute: number;
  hoursPerNight: number;
  timeZone: string;
  /** Whole-location closures (bay closures do not stop a night: the bookings page moves its bays). */
  closures: readonly Range[];
}): SeasonNight[] {
  const nights: SeasonNight[] = [];
  for (let i = 0; nights.length < input.weeks && i < MAX_LOOKAHEAD_WEEKS; i++) {
    const date = addDays(input.firstNight, 7 * i);
    const start = instantAt(date, input.startMinute, input.timeZone);
    const end = instantAt(date, input.startMinute + input.hoursPerNight * 60, input.timeZone);
    if (input.closures.some((c) => c.start < end && start < c.end)) continue;
    nights.push({ week: nights.length + 1, date, start, end });
  }
  return nights;
}

/**
 * Status follows the dates and the fill: a closed league or one whose last night has ended is done;
 * once the first night starts it is in progress (sign-ups end); before that it is full when every
 * place is taken (paid entries and unexpired holds), else open.
 */
export function leagueStatus(input: {
  now: Date;
  closed: boolean;
  firstStart: Date;
  lastEnd: Date;
  taken: number;
  capacity: number;
}): LeagueStatusValue {
  if (input.closed || input.now >= input.lastEnd) return 'done';
  if (input.now >= input.firstStart) return 'in_progress';
  return input.taken >= input.capacity ? 'full' : 'open';
}

/** Places left for sign-up (never negative). */
export function spotsLeft(capacity: number, taken: number): number {
  return Math.max(0, capacity - taken);
}

/** One entry's round on one night: strokes (lower is better). A substitute's round counts for the roster place. */
export interface NightScore {
  entryId: string;
  /** Night number (1-based); later nights count first in countback. */
  week: number;
  strokes: number;
}

export interface StandingsEntry {
  entryId: string;
  name: string;
}

export interface StandingRow {
  entryId: string;
  name: string;
  rank: number;
  played: number;
  points: number;
  /** The lowest round so far, null before any. */
  lowRound: number | null;
}

/**
 * Placement points for one night: an entry gets one point for every entry it beat that night plus
 * one for playing (N players: the winner N, the last 1; equal rounds share the higher points).
 */
export function nightPoints(scores: readonly NightScore[]): Map<string, number> {
  const points = new Map<string, number>();
  for (const s of scores) {
    const beaten = scores.filter((o) => o.strokes > s.strokes).length;
    points.set(s.entryId, beaten + 1);
  }
  return points;
}

interface Tally {
  entryId: string;
  name: string;
  played: number;
  points: number;
  lowRound: number | null;
  /** Points per week. */
  byWeek: Map<number, number>;
  /** Strokes per week. */
  rounds: Map<number, number>;
}

/** Compares two tied entries by one tie-breaker among `group` (the tied set only); negative when `a` ranks higher. */
function compareBy(tb: TieBreaker, a: Tally, b: Tally, group: readonly Tally[], weeks: readonly number[]): number {
  if (tb === 'low_round') {
    const la = a.lowRound ?? Number.POSITIVE_INFINITY;
    const lb = b.lowRound ?? Number.POSITIVE_INFINITY;
    return la === lb ? 0 : la < lb ? -1 : 1;
  }
  if (tb === 'countback') {
    for (const w of [...weeks].sort((x, y) => y - x)) {
      const d = (b.byWeek.get(w) ?? 0) - (a.byWeek.get(w) ?? 0);
      if (d !== 0) return d;
    }
    return 0;
  }
  return headToHead(b, group) - headToHead(a, group);
}

/** Nights won minus nights lost against the others of the tied group, on nights both played. */
function headToHead(t: Tally, group: readonly Tally[]): number {
  let net = 0;
  for (const o of group) {
    if (o.entryId === t.entryId) continue;
    for (const [week, strokes] of t.rounds) {
      const theirs = o.rounds.get(week);
      if (theirs === undefined) continue;
      if (strokes < theirs) net++;
      else if (strokes > theirs) net--;
    }
  }
  return net;
}

/**
 * Splits a tied group with the tie-breakers in order. Each tie-breaker is evaluated among the
 * entries still tied only (head-to-head counts only their meetings with each other), and a
 * sub-group left tied goes on to the next tie-breaker, evaluated again among that sub-group.
 * Answers the ordered sub-groups; a sub-group of more than one is still tied after every breaker.
 */
function breakTies(group: Tally[], breakers: readonly TieBreaker[], weeks: readonly number[]): Tally[][] {
  if (group.length <= 1 || breakers.length === 0) return [group];
  const [tb, ...rest] = breakers as [TieBreaker, ...TieBreaker[]];
  const sorted = [...group].sort((a, b) => compareBy(tb, a, b, group, weeks));
  const out: Tally[][] = [];
  let current: Tally[] = [sorted[0]!];
  for (let i = 1; i < sorted.length; i++) {
    if (compareBy(tb, current[0]!, sorted[i]!, group, weeks) === 0) current.push(sorted[i]!);
    else {
      out.push(current);
      current = [sorted[i]!];
    }
  }
  out.push(current);
  if (out.length === 1) return breakTies(group, rest, weeks);
  return out.flatMap((g) => breakTies(g, rest, weeks));
}

/**
 * Standings from the nights' rounds: placement points per night (see nightPoints), summed; ties on
 * points are broken by the league's tie-breakers in its order, among the tied only. Entries still
 * tied after every breaker share a rank (1, 2, 2, 4) and are listed by name. Every entry is listed,
 * those with no round yet with 0 points.
 */
export function standings(
  entries: readonly StandingsEntry[],
  scores: readonly NightScore[],
  breakers: readonly TieBreaker[],
): StandingRow[] {
  const weeks = [...new Set(scores.map((s) => s.week))].sort((a, b) => a - b);
  const tallies = new Map<string, Tally>(
    entries.map((e) => [e.entryId, { ...e, played: 0, points: 0, lowRound: null, byWeek: new Map(), rounds: new Map() }]),
  );
  for (const week of weeks) {
    const night = scores.filter((s) => s.week === week && tallies.has(s.entryId));
    const points = nightPoints(night);
    for (const s of night) {
      const t = tallies.get(s.entryId)!;
      const p = points.get(s.entryId)!;
      t.played++;
      t.points += p;
      t.byWeek.set(week, p);
      t.rounds.set(week, s.strokes);
      t.lowRound = t.lowRound === null ? s.strokes : Math.min(t.lowRound, s.strokes);
    }
  }
  const byPoints = new Map<number, Tally[]>();
  for (const t of tallies.values()) byPoints.set(t.points, [...(byPoints.get(t.points) ?? []), t]);
  const rows: StandingRow[] = [];
  for (const points of [...byPoints.keys()].sort((a, b) => b - a)) {
    for (const tied of breakTies(byPoints.get(points)!, breakers, weeks)) {
      const rank = rows.length + 1;
      for (const t of [...tied].sort((a, b) => a.name.localeCompare(b.name))) {
        rows.push({ entryId: t.entryId, name: t.name, rank, played: t.played, points: t.points, lowRound: t.lowRound });
      }
    }
  }
  return rows;
}

/** The sentence under a standings table. */
export function tieBreakerSentence(breakers: readonly TieBreaker[]): string {
  if (breakers.length === 0) return 'Ties on points share the place.';
  return `Ties on points are broken, among the tied only, by ${breakers.map((b) => TIE_BREAKER_TEXT[b]).join(', then ')}.`;
}

/** Why a round cannot be recorded, or null: whole strokes from 18 to 200 (the shared rule), for a night already started. */
export function scoreProblem(strokes: number | null, nightStart: Date, now: Date): string | null {
  const problem = leagueRoundProblem(strokes);
  if (problem) return problem;
  if (nightStart > now) return leagueRoundMessages.notPlayed;
  return null;
}

/** One cell of a results save: a round, or (remove) the round taken out. */
export interface ScoreRowInput {
  nightId: string;
  entryId: string;
  strokes?: number | null;
  remove?: boolean | null;
  substituteName?: string | null;
}

/** The first thing wrong with a results save, naming its cell (player and night) in words and by ids. */
export interface ScoreSaveProblem {
  message: string;
  field: 'nightId' | 'entryId' | 'strokes' | 'remove' | 'substituteName';
  nightId?: string;
  entryId?: string;
}

/**
 * Checks a whole results save before anything is written (all or none): every cell a night of the
 * league and a paid entry of it, each cell once; a removal carries no strokes; a round is a whole
 * number from 18 to 200 on a night already started. A blank (null) round is refused, never read as
 * "take it out": removal is its own, explicit flag. Removing a round a night does not have is a no-op.
 */
export function scoreSaveProblem(
  rows: readonly ScoreRowInput[],
  nights: readonly { id: string; week: number; startsAt: Date }[],
  entries: readonly { id: string; name: string }[],
  now: Date,
): ScoreSaveProblem | null {
  const seen = new Set<string>();
  for (const r of rows) {
    const night = nights.find((n) => n.id === r.nightId);
    if (!night) return { message: 'That night is not part of this league.', field: 'nightId', nightId: r.nightId };
    const entry = entries.find((e) => e.id === r.entryId);
    if (!entry)
      return { message: `Night ${night.week}: we have no such player or team in this league.`, field: 'entryId', entryId: r.entryId };
    const cell = { nightId: night.id, entryId: entry.id };
    const say = (problem: string) => `${entry.name}, night ${night.week}: ${problem}`;
    const key = `${night.id}:${entry.id}`;
    if (seen.has(key)) return { message: say(leagueRoundMessages.twice), field: 'strokes', ...cell };
    seen.add(key);
    if (r.remove) {
      if (r.strokes != null) return { message: say(leagueRoundMessages.removeWithStrokes), field: 'remove', ...cell };
      continue;
    }
    const problem = scoreProblem(r.strokes ?? null, night.startsAt, now);
    if (problem) return { message: say(problem), field: 'strokes', ...cell };
    if (r.substituteName != null && (r.substituteName.trim().length < 1 || r.substituteName.trim().length > 80))
      return { message: say("a substitute's name is 1 to 80 characters."), field: 'substituteName', ...cell };
  }
  return null;
}

/** Full refund before the first night starts; nothing after (the league's bays are reserved for the season). */
export function withdrawalRefundCents(paidCents: number, firstStart: Date, now: Date): number {
  return now < firstStart ? paidCents : 0;
}

// ---- Admin -------------------------------------------------------------------------------------

/** What already hangs on a league when the admin edits it. */
export interface LeagueCommitments {
  /** Paid entries and unexpired holds. */
  taken: number;
  /** Night reservations on the bookings table. */
  bookedNights: number;
  started: boolean;
}

/**
 * Why an edit is refused, or null. The season (location, first night, time, length, nights) is
 * fixed once anyone holds a place, a bay is reserved or the first night has started: players paid
 * for those dates and the bookings hang on those nights. The format and team size are fixed once
 * anyone holds a place; the capacity never goes below the places taken.
 */
export function leagueEditProblem(
  changed: { season: boolean; format: boolean; capacity: number },
  c: LeagueCommitments,
): { field: string; message: string } | null {
  if (changed.season && (c.taken > 0 || c.bookedNights > 0 || c.started))
    return {
      field: 'firstNight',
      message: c.started
        ? 'The season has started: its location, nights and times can no longer change.'
        : 'Players have joined or bays are reserved: the location, nights and times can no longer change.',
    };
  if (changed.format && c.taken > 0)
    return { field: 'format', message: 'Players have joined: the format and team size can no longer change.' };
  if (changed.capacity < c.taken) return { field: 'capacity', message: `${c.taken} places are taken: the capacity cannot go below that.` };
  return null;
}

export const ADMIN_LEAGUE_SORTS = ['name', 'firstNight', 'location', 'status', 'capacity', 'entryFeeCents'] as const;
export type AdminLeagueSort = (typeof ADMIN_LEAGUE_SORTS)[number];

interface ListableLeague {
  id: string;
  name: string;
  description: string;
  firstNight: string;
  status: LeagueStatusValue;
  capacity: number;
  entryFeeCents: number;
  location: { slug: string; name: string };
}

/** Status in the order a venue works through it. */
const STATUS_ORDER: Record<LeagueStatusValue, number> = { open: 0, full: 1, in_progress: 2, done: 3 };

/**
 * The admin grid's page: a venue has dozens of leagues and a league's status is computed from its
 * nights and fill, so the server filters, sorts and pages the computed list (ties by first night, then id).
 */
export function pageLeagues<T extends ListableLeague>(
  all: readonly T[],
  f: { search?: string | null; status?: LeagueStatusValue | null; location?: string | null },
  sort: AdminLeagueSort,
  direction: 'asc' | 'desc',
  page: { offset: number; limit: number },
): { rows: T[]; total: number } {
  const q = (f.search ?? '').trim().toLowerCase();
  const kept = all.filter(
    (l) =>
      (!q || l.name.toLowerCase().includes(q) || l.description.toLowerCase().includes(q)) &&
      (!f.status || l.status === f.status) &&
      (!f.location || l.location.slug === f.location),
  );
  const key = (l: T): string | number =>
    sort === 'location' ? l.location.name : sort === 'status' ? STATUS_ORDER[l.status] : sort === 'name' ? l.name.toLowerCase() : l[sort];
  const sign = direction === 'asc' ? 1 : -1;
  const cmp = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  const sorted = [...kept].sort((a, b) => sign * cmp(key(a), key(b)) || cmp(a.firstNight, b.firstNight) || cmp(a.id, b.id));
  return { rows: sorted.slice(page.offset, page.offset + page.limit), total: kept.length };
}

const csvCell = (v: unknown) => {
  const s = v == null ? '' : String(v);
  // Quote everything; neutralise spreadsheet formulas (CSV injection).
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

const WEEKDAYS = ['', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** The admin grid's leagues as CSV: one line a league, money in dollars. */
export function leagueCsv(
  rows: readonly (ListableLeague & {
    format: string;
    teamSize: number;
    weekday: number;
    startTime: string;
    lastNight: string;
    weeks: number;
    spotsLeft: number;
    paidEntries: number;
  })[],
): string {
  const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    line([
      'Name',
      'Location',
      'Status',
      'Format',
      'Night',
      'Start',
      'First night',
      'Last night',
      'Weeks',
      'Capacity',
      'Paid entries',
      'Places left',
      'Entry fee',
    ]) +
    rows
      .map((l) =>
        line([
          l.name,
          l.location.name,
          l.status,
          l.format === 'teams' ? `teams of ${l.teamSize}` : 'individual',
          WEEKDAYS[l.weekday],
          l.startTime,
          l.firstNight,
          l.lastNight,
          l.weeks,
          l.capacity,
          l.paidEntries,
          l.spotsLeft,
          (l.entryFeeCents / 100).toFixed(2),
        ]),
      )
      .join('')
  );
}

// ---- The admin's season bookings ------------------------------------------------------------

/**
 * The bays a coming night is planned on: its own reservations first, then the bays the season
 * already uses (on most nights first: the league's usual bay), then the rest by number, as many as
 * the league needs (or the night already holds). Sorted by number.
 */
export function plannedNightBays<B extends { id: string; number: number }>(
  bays: readonly B[],
  ownBayIds: readonly string[],
  seasonUse: ReadonlyMap<string, number>,
  needed: number,
): B[] {
  const rank = (b: B) => (ownBayIds.includes(b.id) ? 0 : seasonUse.has(b.id) ? 1 : 2);
  const ordered = [...bays].sort(
    (a, b) => rank(a) - rank(b) || (seasonUse.get(b.id) ?? 0) - (seasonUse.get(a.id) ?? 0) || a.number - b.number,
  );
  return ordered.slice(0, Math.max(needed, ownBayIds.length)).sort((a, b) => a.number - b.number);
}

/** How many of the season's nights each bay is reserved on. */
export function seasonBayUse(reservations: readonly { bayId: string }[]): Map<string, number> {
  const use = new Map<string, number>();
  for (const r of reservations) use.set(r.bayId, (use.get(r.bayId) ?? 0) + 1);
  return use;
}

/**
 * Coming nights (not yet started) holding fewer of the league's bays than it needs: the warning on
 * the bookings page and in the admin grid. A closed league has none (its coming nights are off).
 */
export function unbookedNights(
  nights: readonly { id: string; startsAt: Date }[],
  reservations: readonly { nightId: string }[],
  baysPerNight: number,
  now: Date,
  closed: boolean,
): number {
  if (closed) return 0;
  return nights.filter((n) => n.startsAt > now && reservations.filter((r) => r.nightId === n.id).length < baysPerNight).length;
}

/** An event at the venue during a night, as its note needs it. */
export interface EventNearby {
  title: string;
  startsAt: Date;
  endsAt: Date;
  wholeVenue: boolean;
  /** Bays the event reserves (0: it takes none, yet fills the lounge). */
  bays: number;
}

/**
 * The notes the admin accepts before booking a night (docs/product-rules.md "Leagues"): a public
 * holiday on its date, and each event at the venue overlapping its hours, whether or not it takes bays.
 */
export function nightNotes(holiday: string | null, events: readonly EventNearby[], timeZone: string): string[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
  // ICU puts a narrow no-break space before AM/PM; the notes are plain text.
  const clock = { format: (d: Date) => format.format(d).replace(/\u202f/g, ' ') };
  const notes = holiday ? [`${holiday} is a public holiday.`] : [];
  for (const e of events) {
    const takes = e.wholeVenue ? 'the whole venue' : e.bays === 0 ? 'no bays' : e.bays === 1 ? '1 bay' : `${e.bays} bays`;
    const hours = `${clock.format(e.startsAt)}–${clock.format(e.endsAt)}`;
    notes.push(`Event at the venue at the same time: ${e.title}, ${hours} (takes ${takes}).`);
  }
  return notes;
}
