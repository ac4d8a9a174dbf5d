import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../shared/ids.js';
import type { PriceLineValue } from '../payments/purchase.columns.js';
import {
  LeagueEntity,
  LeagueEntryEntity,
  LeagueNightEntity,
  LeaguePlayerEntity,
  LeagueScoreEntity,
  type EntryStatusValue,
} from './league.entity.js';
import type { TieBreaker } from './league.rules.js';

export interface LeagueRow {
  id: string;
  locationId: string;
  name: string;
  description: string;
  format: 'individual' | 'teams';
  teamSize: number;
  weekday: number;
  startMinute: number;
  hoursPerNight: number;
  firstNight: string;
  weeks: number;
  capacity: number;
  baysPerNight: number;
  entryFeeCents: number;
  tieBreakers: TieBreaker[];
  closedAt: Date | null;
}

export interface NightRow {
  id: string;
  leagueId: string;
  week: number;
  date: string;
  start: Date;
  end: Date;
}

export interface EntryRow {
  id: string;
  leagueId: string;
  userId: string;
  /** The team's name, or the player's. */
  name: string;
  teamName: string | null;
  userName: string;
  userEmail: string;
  status: EntryStatusValue;
  holdExpiresAt: Date | null;
  lines: PriceLineValue[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discountCodeId: string | null;
  gatewayChargeId: string | null;
  refundedCents: number;
  createdAt: Date;
}

export interface ScoreRow {
  nightId: string;
  entryId: string;
  week: number;
  strokes: number;
  substituteName: string | null;
}

export type NewLeague = Omit<LeagueRow, 'id' | 'closedAt'>;

function toLeague(l: LeagueEntity): LeagueRow {
  return {
    id: l.id,
    locationId: l.locationId,
    name: l.name,
    description: l.description,
    format: l.format,
    teamSize: l.teamSize,
    weekday: l.weekday,
    startMinute: l.startMinute,
    hoursPerNight: l.hoursPerNight,
    firstNight: l.firstNight,
    weeks: l.weeks,
    capacity: l.capacity,
    baysPerNight: l.baysPerNight,
    entryFeeCents: l.entryFeeCents,
    tieBreakers: l.tieBreakers,
    closedAt: l.closedAt,
  };
}

/** A live place: a paid entry, or a hold that has not expired. */
const TAKES_A_PLACE = `(e.status = 'paid' OR (e.status = 'held' AND e.hold_expires_at > now()))`;

/** The one reader and writer of `leagues`, `league_nights`, `league_entries`, `league_players` and `league_scores`. */
export class LeagueRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get leagues() {
    return this.dataSource.getRepository(LeagueEntity);
  }

  /** Leagues by first night then name, optionally of one location. */
  async list(opts: { locationId?: string } = {}): Promise<LeagueRow[]> {
    const qb = this.leagues.createQueryBuilder('l').orderBy('l.firstNight').addOrderBy('l.name').addOrderBy('l.id');
    if (opts.locationId) qb.where('l.locationId = :locationId', { locationId: opts.locationId });
    return (await qb.getMany()).map(toLeague);
  }

  async find(id: string, em?: EntityManager): Promise<LeagueRow | null> {
    if (!isUuid(id)) return null; // a malformed id is "not found", never a database error
    const l = await (em ?? this.dataSource.manager).getRepository(LeagueEntity).findOne({ where: { id } });
    return l ? toLeague(l) : null;
  }

  /** Locks the league's row for the rest of the transaction: sign-ups to one league queue here, so places are counted one at a time. */
  async lock(em: EntityManager, id: string): Promise<void> {
    await em
      .getRepository(LeagueEntity)
      .createQueryBuilder('l')
      .select('l.id')
      .where('l.id = :id', { id })
      .setLock('pessimistic_write')
      .getRawOne();
  }

  async nights(leagueIds: readonly string[], em?: EntityManager): Promise<NightRow[]> {
    if (leagueIds.length === 0) return [];
    const rows = await (em ?? this.dataSource.manager)
      .getRepository(LeagueNightEntity)
      .createQueryBuilder('n')
      .where('n.leagueId IN (:...leagueIds)', { leagueIds })
      .orderBy('n.leagueId')
      .addOrderBy('n.week')
      .getMany();
    return rows.map((n) => ({ id: n.id, leagueId: n.leagueId, week: n.week, date: n.localDate, start: n.startsAt, end: n.endsAt }));
  }

  /** Places taken per league (paid entries and live holds). */
  async taken(leagueIds: readonly string[], em?: EntityManager): Promise<Map<string, number>> {
    if (leagueIds.length === 0) return new Map();
    const rows: { leagueId: string; n: number }[] = await (em ?? this.dataSource.manager)
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder('e')
      .select(['e.league_id AS "leagueId"', 'count(*)::int AS n'])
      .where('e.leagueId IN (:...leagueIds)', { leagueIds })
      .andWhere(TAKES_A_PLACE)
      .groupBy('e.league_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.leagueId, r.n]));
  }

  private entries(em?: EntityManager) {
    return (em ?? this.dataSource.manager)
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder('e')
      .innerJoin('users', 'u', 'u.id = e.user_id')
      .select([
        'e.id AS id',
        'e.league_id AS "leagueId"',
        'e.user_id AS "userId"',
        `coalesce(e.team_name, u.first_name || ' ' || u.last_name) AS name`,
        'e.team_name AS "teamName"',
        `u.first_name || ' ' || u.last_name AS "userName"`,
        'u.email AS "userEmail"',
        'e.status AS status',
        'e.hold_expires_at AS "holdExpiresAt"',
        'e.price_lines AS lines',
        'e.subtotal_cents AS "subtotalCents"',
        'e.discount_cents AS "discountCents"',
        'e.total_cents AS "totalCents"',
        'e.discount_code_id AS "discountCodeId"',
        'e.gateway_charge_id AS "gatewayChargeId"',
        'e.refunded_cents AS "refundedCents"',
        'e.created_at AS "createdAt"',
      ]);
  }

  /** A league's entries, oldest first; all of them, or only those in the league (paid). */
  async entriesOf(leagueId: string, opts: { paidOnly?: boolean } = {}): Promise<EntryRow[]> {
    const qb = this.entries().where('e.league_id = :leagueId', { leagueId }).orderBy('e.created_at').addOrderBy('e.id');
    if (opts.paidOnly) qb.andWhere(`e.status = 'paid'`);
    return qb.getRawMany<EntryRow>();
  }

  /** A player's entries in leagues (paid, or withdrawn after paying), the newest first: their account's leagues. */
  async paidEntriesOfUser(userId: string): Promise<EntryRow[]> {
    return this.entries()
      .where('e.user_id = :userId', { userId })
      .andWhere(`e.status IN ('paid', 'withdrawn')`)
      .orderBy('e.created_at', 'DESC')
      .addOrderBy('e.id', 'DESC')
      .getRawMany<EntryRow>();
  }

  async entry(id: string, em?: EntityManager): Promise<EntryRow | null> {
    if (!isUuid(id)) return null;
    return (await this.entries(em).where('e.id = :id', { id }).getRawOne<EntryRow>()) ?? null;
  }

  /** The player's live or paid entry in a league, if any. */
  async liveEntryOf(leagueId: string, userId: string, em?: EntityManager): Promise<EntryRow | null> {
    const row = await this.entries(em)
      .where('e.league_id = :leagueId AND e.user_id = :userId', { leagueId, userId })
      .andWhere(`e.status IN ('held', 'paid')`)
      .getRawOne<EntryRow>();
    return row ?? null;
  }

  /** Every round of a league with its night's number. */
  async scores(leagueId: string): Promise<ScoreRow[]> {
    return this.dataSource
      .getRepository(LeagueScoreEntity)
      .createQueryBuilder('s')
      .innerJoin(LeagueNightEntity, 'n', 'n.id = s.night_id')
      .select([
        's.night_id AS "nightId"',
        's.entry_id AS "entryId"',
        'n.week AS week',
        's.strokes AS strokes',
        's.substitute_name AS "substituteName"',
      ])
      .where('n.league_id = :leagueId', { leagueId })
      .orderBy('n.week')
      .getRawMany<ScoreRow>();
  }

  /** A new league with its season's nights, in the caller's transaction. */
  async create(em: EntityManager, l: NewLeague, nights: readonly Omit<NightRow, 'id' | 'leagueId'>[]): Promise<string> {
    const saved = await em.getRepository(LeagueEntity).save(em.getRepository(LeagueEntity).create({ ...l, scoring: 'placement' }));
    await this.replaceNights(em, saved.id, nights);
    return saved.id;
  }

  async update(em: EntityManager, id: string, l: NewLeague): Promise<void> {
    await em.getRepository(LeagueEntity).update({ id }, { ...l });
  }

  /** The season's nights anew (only before anything hangs on them: the service checks). */
  async replaceNights(em: EntityManager, leagueId: string, nights: readonly Omit<NightRow, 'id' | 'leagueId'>[]): Promise<void> {
    await em.getRepository(LeagueNightEntity).delete({ leagueId });
    if (nights.length === 0) return;
    await em
      .getRepository(LeagueNightEntity)
      .insert(nights.map((n) => ({ leagueId, week: n.week, localDate: n.date, startsAt: n.start, endsAt: n.end })));
  }

  /** Marks the league closed (the first close stands), in the caller's transaction. */
  async markClosed(em: EntityManager, id: string): Promise<void> {
    await em
      .getRepository(LeagueEntity)
      .createQueryBuilder()
      .update()
      .set({ closedAt: () => 'coalesce(closed_at, now())' })
      .where('id = :id', { id })
      .execute();
  }

  /** Every unpaid hold of a league gives its place back now (a closed league takes no payment). */
  async cancelHolds(em: EntityManager, leagueId: string): Promise<void> {
    await em
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder()
      .update()
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(`league_id = :leagueId AND status = 'held'`, { leagueId })
      .execute();
  }

  /** Paid entries per league. */
  async paidCounts(leagueIds: readonly string[]): Promise<Map<string, number>> {
    if (leagueIds.length === 0) return new Map();
    const rows: { leagueId: string; n: number }[] = await this.dataSource
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder('e')
      .select(['e.league_id AS "leagueId"', 'count(*)::int AS n'])
      .where(`e.leagueId IN (:...leagueIds) AND e.status = 'paid'`, { leagueIds })
      .groupBy('e.league_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.leagueId, r.n]));
  }

  /** Lapsed holds of a league give their places back (status 'cancelled'). */
  async releaseExpiredHolds(em: EntityManager, leagueId: string): Promise<void> {
    await em
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder()
      .update()
      .set({ status: 'cancelled', holdExpiresAt: null })
      .where(`league_id = :leagueId AND status = 'held' AND hold_expires_at <= now()`, { leagueId })
      .execute();
  }

  /** A held entry with its roster: the player, or the team's players. */
  async insertHeld(
    em: EntityManager,
    e: {
      leagueId: string;
      userId: string;
      teamName: string | null;
      holdMinutes: number;
      lines: PriceLineValue[];
      subtotalCents: number;
      discountCents: number;
      totalCents: number;
      discountCodeId: string | null;
      players: { userId: string | null; name: string }[];
    },
  ): Promise<string> {
    const result = await em
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder()
      .insert()
      .values({
        leagueId: e.leagueId,
        userId: e.userId,
        teamName: e.teamName,
        status: 'held',
        holdExpiresAt: () => `now() + make_interval(mins => ${Math.trunc(e.holdMinutes)})`,
        priceLines: e.lines,
        subtotalCents: e.subtotalCents,
        discountCents: e.discountCents,
        totalCents: e.totalCents,
        discountCodeId: e.discountCodeId,
      })
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]!.id;
    await em.getRepository(LeaguePlayerEntity).insert(e.players.map((p) => ({ entryId: id, userId: p.userId, name: p.name })));
    return id;
  }

  /** Locks an entry's row for the rest of the transaction and reads it. */
  async entryForUpdate(em: EntityManager, id: string): Promise<EntryRow | null> {
    if (!isUuid(id)) return null;
    await em
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder('e')
      .select('e.id')
      .where('e.id = :id', { id })
      .setLock('pessimistic_write')
      .getRawOne();
    return this.entry(id, em);
  }

  async setIdempotencyKey(em: EntityManager, id: string, key: string): Promise<void> {
    await em.getRepository(LeagueEntryEntity).update({ id }, { idempotencyKey: key });
  }

  async markPaid(em: EntityManager, id: string, charge: { gateway: string; chargeId: string } | null): Promise<void> {
    await em
      .getRepository(LeagueEntryEntity)
      .update({ id }, { status: 'paid', holdExpiresAt: null, gateway: charge?.gateway ?? null, gatewayChargeId: charge?.chargeId ?? null });
  }

  async setStatus(em: EntityManager, id: string, status: 'cancelled' | 'withdrawn', refundedCents = 0): Promise<void> {
    await em.getRepository(LeagueEntryEntity).update({ id }, { status, holdExpiresAt: null, refundedCents });
  }

  /** Sets (or replaces) an entry's round on a night. */
  async upsertScore(
    em: EntityManager,
    s: { nightId: string; entryId: string; strokes: number; substituteName: string | null; by: string },
  ): Promise<void> {
    await em
      .getRepository(LeagueScoreEntity)
      .createQueryBuilder()
      .insert()
      .values({ nightId: s.nightId, entryId: s.entryId, strokes: s.strokes, substituteName: s.substituteName, updatedBy: s.by })
      .orUpdate(['strokes', 'substitute_name', 'updated_by', 'updated_at'], ['night_id', 'entry_id'])
      .execute();
  }

  async deleteScore(em: EntityManager, nightId: string, entryId: string): Promise<void> {
    await em.getRepository(LeagueScoreEntity).delete({ nightId, entryId });
  }

  /** The active players of the paid entries of the leagues (the weekly reminders' league audience). */
  async activePlayerUserIds(leagueId: string): Promise<string[]> {
    const rows: { userId: string }[] = await this.dataSource
      .getRepository(LeaguePlayerEntity)
      .createQueryBuilder('p')
      .innerJoin(LeagueEntryEntity, 'e', 'e.id = p.entry_id')
      .select('DISTINCT p.user_id AS "userId"')
      .where(`e.league_id = :leagueId AND e.status = 'paid' AND p.active AND p.user_id IS NOT NULL`, { leagueId })
      .getRawMany();
    return rows.map((r) => r.userId);
  }

  /** The entry's roster by name, active players only. */
  async playersOf(entryId: string): Promise<string[]> {
    const rows = await this.dataSource
      .getRepository(LeaguePlayerEntity)
      .find({ where: { entryId, active: true }, order: { createdAt: 'ASC', id: 'ASC' } });
    return rows.map((p) => p.name);
  }

  /** Players who leave are made inactive, never deleted. */
  async deactivatePlayers(em: EntityManager, entryId: string): Promise<void> {
    await em.getRepository(LeaguePlayerEntity).update({ entryId }, { active: false });
  }

  async setPrice(
    em: EntityManager,
    id: string,
    p: { lines: PriceLineValue[]; subtotalCents: number; discountCents: number; totalCents: number; discountCodeId: string | null },
  ): Promise<void> {
    await em.getRepository(LeagueEntryEntity).update(
      { id },
      {
        priceLines: p.lines,
        subtotalCents: p.subtotalCents,
        discountCents: p.discountCents,
        totalCents: p.totalCents,
        discountCodeId: p.discountCodeId,
      },
    );
  }

  /** Claims the confirmation e-mail: true for the one claimant that sends it. */
  async claimConfirmation(id: string): Promise<boolean> {
    const r = await this.dataSource
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder()
      .update()
      .set({ confirmationSentAt: () => 'now()' })
      .where(`id = :id AND confirmation_sent_at IS NULL AND status = 'paid'`, { id })
      .execute();
    return (r.affected ?? 0) > 0;
  }

  async unclaimConfirmation(id: string): Promise<void> {
    await this.dataSource.getRepository(LeagueEntryEntity).update({ id }, { confirmationSentAt: null });
  }

  // Read-only views of the bookings table (the bookings module writes it), as BookingEntity reads
  // other modules' tables: the league pages need each night's reservations and what is in the way.

  /** The standing reservations of the nights (bay and reference), a played night's completed ones too. */
  async nightBookings(nightIds: readonly string[]): Promise<{ nightId: string; bayId: string; reference: string }[]> {
    if (nightIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT league_night_id AS "nightId", bay_id AS "bayId", reference FROM bookings
       WHERE league_night_id = ANY($1) AND status IN ('held', 'confirmed', 'completed')`,
      [nightIds],
    );
  }

  /** Other bookings taking a location's bays over a range (live holds and confirmed), with their references. */
  async bookingsInWay(
    locationId: string,
    range: { start: Date; end: Date },
  ): Promise<{ bayId: string; reference: string; kind: string }[]> {
    return this.dataSource.query(
      `SELECT bay_id AS "bayId", reference, kind FROM bookings
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
      [locationId, range.start, range.end],
    );
  }

  /** Scheduled events at a location overlapping a range, with the bays each reserves (read-only view of the events module's table). */
  async eventsDuring(
    locationId: string,
    range: { start: Date; end: Date },
  ): Promise<{ title: string; startsAt: Date; endsAt: Date; wholeVenue: boolean; bays: number }[]> {
    return this.dataSource.query(
      `SELECT e.title, e.starts_at AS "startsAt", e.ends_at AS "endsAt", e.whole_venue AS "wholeVenue",
         (SELECT count(*)::int FROM bookings b WHERE b.event_id = e.id AND b.status IN ('held', 'confirmed')) AS bays
       FROM events e
       WHERE e.location_id = $1 AND e.status = 'scheduled' AND tstzrange(e.starts_at, e.ends_at) && tstzrange($2, $3)
       ORDER BY e.starts_at, e.title`,
      [locationId, range.start, range.end],
    );
  }

  // ---- Demo seed (db/seed/demo-leagues.ts), in the seed's transaction ------------------------

  /** Every location with its zone and its highest-numbered active bay (where demo league nights go). */
  async demoLocations(em: EntityManager): Promise<DemoLocation[]> {
    return em.query(
      `SELECT l.id, l.slug, l.name, l.time_zone AS "timeZone", top.id AS "topBayId", top.capacity AS "topBayCapacity"
       FROM locations l
       LEFT JOIN LATERAL (SELECT y.id, y.capacity FROM bays y
                          WHERE y.location_id = l.id AND y.active ORDER BY y.number DESC LIMIT 1) top ON TRUE
       ORDER BY l.slug`,
    );
  }

  /** The demo history's customers, oldest first: the demo leagues' players. */
  async demoPlayers(em: EntityManager, limit: number): Promise<{ id: string; name: string }[]> {
    return em.query(
      `SELECT id, first_name || ' ' || last_name AS name FROM users WHERE NOT is_admin AND email NOT LIKE '%@backnine.golf'
       ORDER BY created_at, email LIMIT $1`,
      [limit],
    );
  }

  /** A paid entry (paid at the venue: no card charge) with its roster. */
  async insertDemoEntry(
    em: EntityManager,
    e: { leagueId: string; feeCents: number; roster: readonly { id: string; name: string }[]; teamName: string | null; key: string },
  ): Promise<string> {
    const result = await em
      .getRepository(LeagueEntryEntity)
      .createQueryBuilder()
      .insert()
      .values({
        leagueId: e.leagueId,
        userId: e.roster[0]!.id,
        teamName: e.teamName,
        status: 'paid',
        priceLines: [{ label: 'League entry', quantity: 1, unitCents: e.feeCents, amountCents: e.feeCents }],
        subtotalCents: e.feeCents,
        totalCents: e.feeCents,
        idempotencyKey: e.key,
        gateway: 'venue',
        gatewayChargeId: null,
      })
      .returning('id')
      .execute();
    const id = (result.raw as { id: string }[])[0]!.id;
    await em.getRepository(LeaguePlayerEntity).insert(e.roster.map((p) => ({ entryId: id, userId: p.id, name: p.name })));
    return id;
  }

  /** A demo round (no admin entered it). */
  async insertDemoScore(em: EntityManager, s: { nightId: string; entryId: string; strokes: number }): Promise<void> {
    await em.getRepository(LeagueScoreEntity).insert({ nightId: s.nightId, entryId: s.entryId, strokes: s.strokes, updatedBy: null });
  }
}

export interface DemoLocation {
  id: string;
  slug: string;
  name: string;
  timeZone: string;
  /** Null for a location without an active bay. */
  topBayId: string | null;
  topBayCapacity: number | null;
}
