import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { Location } from '../locations/location.entity.js';
import { minutesToClock } from '../locations/location.rules.js';
import type { LocationService } from '../locations/location.service.js';
import type { LeagueRepository, LeagueRow, NightRow } from './league.repository.js';
import { leagueStatus, spotsLeft, standings, tieBreakerSentence, type LeagueStatusValue, type StandingRow } from './league.rules.js';

export const NO_SUCH_LEAGUE = 'We have no league by that id.';

/** A league as the API and the pages show it. */
export interface LeagueView {
  id: string;
  name: string;
  description: string;
  status: LeagueStatusValue;
  format: 'individual' | 'teams';
  teamSize: number;
  location: Location;
  weekday: number;
  startTime: string;
  hoursPerNight: number;
  firstNight: string;
  lastNight: string;
  weeks: number;
  capacity: number;
  spotsLeft: number;
  entryFeeCents: number;
  tieBreakers: LeagueRow['tieBreakers'];
  tieBreakerRule: string;
  nights: { id: string; week: number; date: string; startsAt: Date; endsAt: Date }[];
  /** What the service needs again (status, sign-up) and the API never shows. */
  row: LeagueRow;
}

/**
 * Leagues (PRODUCT.md "Leagues"): the public list with status and places, standings from the
 * rounds. A league night's bays are bookings (kind 'league'), placed through BookingOperations.
 */
export class LeagueService {
  constructor(
    private readonly deps: {
      dataSource: DataSource;
      repo: LeagueRepository;
      locations: LocationService;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  private async views(rows: LeagueRow[]): Promise<LeagueView[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [locations, nights, taken] = await Promise.all([
      this.deps.locations.list(),
      this.deps.repo.nights(ids),
      this.deps.repo.taken(ids),
    ]);
    const now = this.now();
    return rows.map((r) => {
      const mine = nights.filter((n) => n.leagueId === r.id);
      return this.view(
        r,
        mine,
        taken.get(r.id) ?? 0,
        locations.find((l) => l.id === r.locationId)!,
        now,
      );
    });
  }

  private view(r: LeagueRow, nights: NightRow[], taken: number, location: Location, now: Date): LeagueView {
    const first = nights[0];
    const last = nights[nights.length - 1];
    const status = leagueStatus({
      now,
      closed: r.closedAt !== null,
      firstStart: first?.start ?? new Date(8.64e15),
      lastEnd: last?.end ?? new Date(8.64e15),
      taken,
      capacity: r.capacity,
    });
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      status,
      format: r.format,
      teamSize: r.teamSize,
      location,
      weekday: r.weekday,
      startTime: minutesToClock(r.startMinute),
      hoursPerNight: r.hoursPerNight,
      firstNight: first?.date ?? r.firstNight,
      lastNight: last?.date ?? r.firstNight,
      weeks: r.weeks,
      capacity: r.capacity,
      spotsLeft: status === 'open' ? spotsLeft(r.capacity, taken) : 0,
      entryFeeCents: r.entryFeeCents,
      tieBreakers: r.tieBreakers,
      tieBreakerRule: tieBreakerSentence(r.tieBreakers),
      nights: nights.map((n) => ({ id: n.id, week: n.week, date: n.date, startsAt: n.start, endsAt: n.end })),
      row: r,
    };
  }

  /** Every league by first night; with a location slug, that location's (none for an unknown slug). */
  async list(locationSlug?: string | null): Promise<LeagueView[]> {
    if (locationSlug == null) return this.views(await this.deps.repo.list());
    const location = await this.deps.locations.bySlug(locationSlug);
    return location ? this.views(await this.deps.repo.list({ locationId: location.id })) : [];
  }

  /** A league, or null (a malformed id too). */
  async find(id: string): Promise<LeagueView | null> {
    const row = await this.deps.repo.find(String(id));
    return row ? (await this.views([row]))[0]! : null;
  }

  /** A league or NOT_FOUND. */
  async get(id: string): Promise<LeagueView> {
    const league = await this.find(id);
    if (!league) throw new AppError('NOT_FOUND', NO_SUCH_LEAGUE);
    return league;
  }

  /** Standings of the paid entries from the rounds so far, with the league's tie-breakers. */
  async standings(league: Pick<LeagueView, 'id' | 'tieBreakers'>): Promise<StandingRow[]> {
    const [entries, scores] = await Promise.all([
      this.deps.repo.entriesOf(league.id, { paidOnly: true }),
      this.deps.repo.scores(league.id),
    ]);
    return standings(
      entries.map((e) => ({ entryId: e.id, name: e.name })),
      scores.map((s) => ({ entryId: s.entryId, week: s.week, strokes: s.strokes })),
      league.tieBreakers,
    );
  }
}
