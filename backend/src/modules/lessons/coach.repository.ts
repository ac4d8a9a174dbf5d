import type { DataSource } from 'typeorm';
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

  /** The weekly hours of the coaches at one location. */
  async hours(coachIds: readonly string[], locationId: string): Promise<CoachHoursRow[]> {
    if (coachIds.length === 0) return [];
    const rows = await this.dataSource
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

  /** The coaches' time off that touches the range. */
  async timeOff(coachIds: readonly string[], range: { start: Date; end: Date }): Promise<TimeOffRow[]> {
    if (coachIds.length === 0) return [];
    const rows = await this.dataSource
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
}
