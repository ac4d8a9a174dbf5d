import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../shared/ids.js';
import { CoachEntity, CoachHoursEntity, CoachTimeOffEntity } from './coach.entity.js';

/** A coach as the lessons module reads it: the row with the ids of the locations they teach at. */
export interface CoachRow {
  id: string;
  name: string;
  bio: string;
  email: string;
  photoUrl: string | null;
  hourlyRateCents: number;
  bufferMinutes: number;
  active: boolean;
  locationIds: string[];
}

/** One weekly stretch of a coach's hours at a location (local minutes from midnight). */
export interface CoachHoursRow {
  coachId: string;
  locationId: string;
  weekday: number;
  startsMinute: number;
  endsMinute: number;
}

export interface TimeOffRow {
  id: string;
  coachId: string;
  start: Date;
  end: Date;
  reason: string;
}

/** A coach's upcoming lesson as the admin pages name it. */
export interface CoachLessonRow {
  id: string;
  reference: string;
  status: 'held' | 'confirmed';
  locationId: string;
  locationName: string;
  timeZone: string;
  startsAt: Date;
  endsAt: Date;
  customerName: string;
}

export interface CoachPhoto {
  contentType: string;
  bytes: Buffer;
  updatedAt: Date;
}

export interface NewCoach {
  name: string;
  bio: string;
  email: string;
  photoUrl: string | null;
  hourlyRateCents: number;
  bufferMinutes: number;
  locationIds: string[];
}

function toRow(c: CoachEntity): CoachRow {
  return {
    id: c.id,
    name: c.name,
    bio: c.bio,
    email: c.email,
    photoUrl: c.photoUrl,
    hourlyRateCents: c.hourlyRateCents,
    bufferMinutes: c.bufferMinutes,
    active: c.active,
    locationIds: (c.locations ?? []).map((l) => l.id).sort(),
  };
}

/** The one reader and writer of `coaches`, `coach_locations`, `coach_hours` and `coach_time_off`. */
export class CoachRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get coaches() {
    return this.dataSource.getRepository(CoachEntity);
  }

  /** Coaches by name (active ones only unless asked), optionally only those teaching at a location. */
  async list(opts: { locationId?: string; includeInactive?: boolean } = {}): Promise<CoachRow[]> {
    const qb = this.coaches.createQueryBuilder('c').leftJoinAndSelect('c.locations', 'l').orderBy('c.name').addOrderBy('c.id');
    if (!opts.includeInactive) qb.andWhere('c.active');
    if (opts.locationId) {
      qb.andWhere('EXISTS (SELECT 1 FROM coach_locations cl WHERE cl.coach_id = c.id AND cl.location_id = :locationId)', {
        locationId: opts.locationId,
      });
    }
    return (await qb.getMany()).map(toRow);
  }

  async find(id: string): Promise<CoachRow | null> {
    if (!isUuid(id)) return null; // a malformed id is "not found", never a database error
    const c = await this.coaches.findOne({ where: { id }, relations: { locations: true } });
    return c ? toRow(c) : null;
  }

  /** The weekly hours of the coaches at one location (inside `em`'s transaction when given). */
  async hours(coachIds: readonly string[], locationId: string, em: EntityManager = this.dataSource.manager): Promise<CoachHoursRow[]> {
    if (coachIds.length === 0) return [];
    const rows = await em
      .getRepository(CoachHoursEntity)
      .createQueryBuilder('h')
      .where('h.coachId IN (:...coachIds) AND h.locationId = :locationId', { coachIds, locationId })
      .orderBy('h.weekday')
      .addOrderBy('h.startsMinute')
      .getMany();
    return rows.map(({ coachId, locationId: loc, weekday, startsMinute, endsMinute }) => ({
      coachId,
      locationId: loc,
      weekday,
      startsMinute,
      endsMinute,
    }));
  }

  /** The coaches' time off that touches the range (inside `em`'s transaction when given). */
  async timeOff(
    coachIds: readonly string[],
    range: { start: Date; end: Date },
    em: EntityManager = this.dataSource.manager,
  ): Promise<TimeOffRow[]> {
    if (coachIds.length === 0) return [];
    const rows = await em
      .getRepository(CoachTimeOffEntity)
      .createQueryBuilder('t')
      .select(['t.id AS id', 't.coach_id AS "coachId"', 'lower(t.during) AS start', 'upper(t.during) AS "end"', 't.reason AS reason'])
      .where('t.coachId IN (:...coachIds) AND t.during && tstzrange(:start, :end)', { coachIds, start: range.start, end: range.end })
      .orderBy('lower(t.during)')
      .getRawMany<TimeOffRow>();
    return rows;
  }

  /** A new coach with their locations (demo data; the admin tools later). */
  async create(c: NewCoach): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      const saved = await em.getRepository(CoachEntity).save(
        em.getRepository(CoachEntity).create({
          name: c.name,
          bio: c.bio,
          email: c.email,
          photoUrl: c.photoUrl,
          hourlyRateCents: c.hourlyRateCents,
          bufferMinutes: c.bufferMinutes,
          locations: c.locationIds.map((id) => ({ id })),
        }),
      );
      return saved.id;
    });
  }

  async addHours(h: CoachHoursRow): Promise<void> {
    await this.dataSource.getRepository(CoachHoursEntity).insert(h);
  }

  async addTimeOff(coachId: string, start: Date, end: Date, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(CoachTimeOffEntity)
      .createQueryBuilder()
      .insert()
      .values({ coachId, during: () => `tstzrange(:start, :end)`, reason })
      .setParameters({ start, end })
      .execute();
  }

  /** A coach's row with an update lock (admin changes) or a share lock (a lesson hold): see CoachAdminService. */
  async lock(em: EntityManager, id: string, mode: 'update' | 'share'): Promise<{ active: boolean } | null> {
    if (!isUuid(id)) return null;
    const rows: { active: boolean }[] = await em.query(
      `SELECT active FROM coaches WHERE id = $1 FOR ${mode === 'update' ? 'UPDATE' : 'SHARE'}`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** Every weekly stretch of a coach, at every location (inside a transaction when given one). */
  async allHours(coachId: string, em: EntityManager = this.dataSource.manager): Promise<CoachHoursRow[]> {
    const rows: { location_id: string; weekday: number; starts_minute: number; ends_minute: number }[] = await em.query(
      `SELECT location_id, weekday, starts_minute, ends_minute FROM coach_hours WHERE coach_id = $1 ORDER BY weekday, starts_minute`,
      [coachId],
    );
    return rows.map((r) => ({
      coachId,
      locationId: r.location_id,
      weekday: r.weekday,
      startsMinute: r.starts_minute,
      endsMinute: r.ends_minute,
    }));
  }

  /** A coach's time off that has not ended yet, by start. */
  async upcomingTimeOff(coachId: string, now: Date, em: EntityManager = this.dataSource.manager): Promise<TimeOffRow[]> {
    return em.query(
      `SELECT id, coach_id AS "coachId", lower(during) AS start, upper(during) AS "end", reason FROM coach_time_off
       WHERE coach_id = $1 AND upper(during) > $2 ORDER BY lower(during)`,
      [coachId, now],
    );
  }

  /**
   * A coach's booked lessons (confirmed, or held and not lapsed) that have not ended, by start, with
   * their venue and customer: what an hours change or a deactivation must not leave stranded.
   */
  async upcomingLessons(coachId: string, now: Date, em: EntityManager = this.dataSource.manager): Promise<CoachLessonRow[]> {
    const rows: {
      id: string;
      reference: string;
      status: 'held' | 'confirmed';
      location_id: string;
      location_name: string;
      time_zone: string;
      starts_at: Date;
      ends_at: Date;
      customer: string | null;
    }[] = await em.query(
      `SELECT b.id, b.reference, b.status, b.location_id, l.name AS location_name, l.time_zone, b.starts_at, b.ends_at,
              COALESCE(NULLIF(trim(u.first_name || ' ' || u.last_name), ''), b.guest_name) AS customer
       FROM bookings b JOIN locations l ON l.id = b.location_id LEFT JOIN users u ON u.id = b.user_id
       WHERE b.coach_id = $1 AND b.ends_at > $2 AND (b.status = 'confirmed' OR (b.status = 'held' AND b.hold_expires_at > now()))
       ORDER BY b.starts_at`,
      [coachId, now],
    );
    return rows.map((r) => ({
      id: r.id,
      reference: r.reference,
      status: r.status,
      locationId: r.location_id,
      locationName: r.location_name,
      timeZone: r.time_zone,
      startsAt: r.starts_at,
      endsAt: r.ends_at,
      customerName: r.customer ?? 'Guest',
    }));
  }

  /** Upcoming booked lessons per coach (the grid's column), one query. */
  async upcomingLessonCounts(now: Date): Promise<Map<string, number>> {
    const rows: { coach_id: string; n: number }[] = await this.dataSource.query(
      `SELECT coach_id, count(*)::int AS n FROM bookings
       WHERE coach_id IS NOT NULL AND ends_at > $1 AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))
       GROUP BY coach_id`,
      [now],
    );
    return new Map(rows.map((r) => [r.coach_id, r.n]));
  }

  async emailTaken(email: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(`SELECT 1 FROM coaches WHERE email = $1 AND id IS DISTINCT FROM $2::uuid`, [
      email,
      exceptId,
    ]);
    return rows.length > 0;
  }

  /** Rewrites a coach's fields and locations; hours at a location they no longer teach at go with it (cascade). */
  async update(em: EntityManager, id: string, c: Omit<NewCoach, 'photoUrl'> & { active: boolean }): Promise<void> {
    await em.query(
      `UPDATE coaches SET name = $2, email = $3, bio = $4, hourly_rate_cents = $5, buffer_minutes = $6, active = $7, updated_at = now()
       WHERE id = $1`,
      [id, c.name, c.email, c.bio, c.hourlyRateCents, c.bufferMinutes, c.active],
    );
    await em.query(`DELETE FROM coach_locations WHERE coach_id = $1 AND NOT (location_id = ANY($2::uuid[]))`, [id, c.locationIds]);
    await em.query(`INSERT INTO coach_locations (coach_id, location_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING`, [
      id,
      c.locationIds,
    ]);
  }

  async setActive(em: EntityManager, id: string, active: boolean): Promise<void> {
    await em.query(`UPDATE coaches SET active = $2, updated_at = now() WHERE id = $1`, [id, active]);
  }

  /** Replaces a coach's whole week at one location. */
  async replaceHours(
    em: EntityManager,
    coachId: string,
    locationId: string,
    stretches: readonly Omit<CoachHoursRow, 'coachId' | 'locationId'>[],
  ) {
    await em.query(`DELETE FROM coach_hours WHERE coach_id = $1 AND location_id = $2`, [coachId, locationId]);
    for (const s of stretches)
      await em.query(`INSERT INTO coach_hours (coach_id, location_id, weekday, starts_minute, ends_minute) VALUES ($1, $2, $3, $4, $5)`, [
        coachId,
        locationId,
        s.weekday,
        s.startsMinute,
        s.endsMinute,
      ]);
  }

  async insertTimeOff(em: EntityManager, coachId: string, start: Date, end: Date, reason: string): Promise<string> {
    const rows: { id: string }[] = await em.query(
      `INSERT INTO coach_time_off (coach_id, during, reason) VALUES ($1, tstzrange($2, $3), $4) RETURNING id`,
      [coachId, start, end, reason],
    );
    return rows[0]!.id;
  }

  /** Deletes one time-off row of the coach; false when there was none. */
  async deleteTimeOff(em: EntityManager, coachId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const rows: unknown[] = await em.query(`DELETE FROM coach_time_off WHERE id = $1 AND coach_id = $2 RETURNING id`, [id, coachId]);
    return rows.length > 0;
  }

  /**
   * Tells open lesson pages to refetch (the availability channel every instance LISTENs to): one
   * message per location and local date, sent when the transaction commits.
   */
  async notifyAvailability(em: EntityManager, changes: readonly { locationId: string; date: string }[]): Promise<void> {
    if (changes.length === 0) return;
    await em.query(
      `SELECT pg_notify('availability', json_build_object('locationId', c.l, 'date', c.d)::text)
       FROM unnest($1::text[], $2::text[]) AS c(l, d)`,
      [changes.map((c) => c.locationId), changes.map((c) => c.date)],
    );
  }

  async savePhoto(em: EntityManager, coachId: string, contentType: string, bytes: Buffer, url: string): Promise<void> {
    await em.query(
      `INSERT INTO coach_photos (coach_id, content_type, bytes) VALUES ($1, $2, $3)
       ON CONFLICT (coach_id) DO UPDATE SET content_type = EXCLUDED.content_type, bytes = EXCLUDED.bytes, updated_at = now()`,
      [coachId, contentType, bytes],
    );
    await em.query(`UPDATE coaches SET photo_url = $2, updated_at = now() WHERE id = $1`, [coachId, url]);
  }

  async photo(coachId: string): Promise<CoachPhoto | null> {
    if (!isUuid(coachId)) return null;
    const rows: { content_type: string; bytes: Buffer; updated_at: Date }[] = await this.dataSource.query(
      `SELECT content_type, bytes, updated_at FROM coach_photos WHERE coach_id = $1`,
      [coachId],
    );
    const r = rows[0];
    return r ? { contentType: r.content_type, bytes: r.bytes, updatedAt: r.updated_at } : null;
  }
}
