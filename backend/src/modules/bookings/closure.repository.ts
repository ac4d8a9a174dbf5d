import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../shared/ids.js';
import type { Range } from './booking.rules.js';
import { ClosureEntity } from './closure.entity.js';

export interface Closure extends Range {
  /** Null: the whole location. */
  bayId: string | null;
}

/** A closure as the admin calendar lists it. */
export interface ClosureRow {
  id: string;
  /** Null: the whole location. */
  bayNumber: number | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

export interface NewClosure {
  locationId: string;
  bayId: string | null;
  start: Date;
  end: Date;
  reason: string;
  createdBy: string;
}

// The GiST index closures_location_time_idx serves this range overlap.
const OVERLAPS = 'tstzrange(c.starts_at, c.ends_at) && tstzrange(:start, :end)';

/** The one reader and writer of `closures`. */
export class ClosureRepository {
  constructor(private readonly dataSource: DataSource) {}

  private repo(em?: EntityManager) {
    return (em ?? this.dataSource.manager).getRepository(ClosureEntity);
  }

  /** Closures of the whole location or of any bay that touch the range (the availability grid, a hold's bays). */
  async overlapping(locationId: string, range: Range, em?: EntityManager): Promise<Closure[]> {
    // Raw: read on every availability miss; three columns need no entity built (and no query builder).
    return (em ?? this.dataSource.manager).query(
      `SELECT bay_id AS "bayId", starts_at AS start, ends_at AS "end" FROM closures
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)`,
      [locationId, range.start, range.end],
    );
  }

  /** Whether the bay, or its whole location, is closed at any moment of the range. */
  closesBay(locationId: string, bayId: string, range: Range, em?: EntityManager): Promise<boolean> {
    return this.repo(em)
      .createQueryBuilder('c')
      .where(`c.locationId = :locationId AND (c.bayId IS NULL OR c.bayId = :bayId) AND ${OVERLAPS}`, {
        locationId,
        bayId,
        start: range.start,
        end: range.end,
      })
      .getExists();
  }

  /** A location's closures that overlap [from, to), in start order (whole-location ones first). */
  async between(locationId: string, from: Date, to: Date): Promise<ClosureRow[]> {
    const rows = await this.repo()
      .createQueryBuilder('c')
      .leftJoinAndSelect('c.bay', 'y')
      .where(`c.locationId = :locationId AND ${OVERLAPS}`, { locationId, start: from, end: to })
      .orderBy('c.startsAt')
      .addOrderBy('y.number', 'ASC', 'NULLS FIRST')
      .addOrderBy('c.id')
      .getMany();
    return rows.map((c) => ({ id: c.id, bayNumber: c.bay?.number ?? null, startsAt: c.startsAt, endsAt: c.endsAt, reason: c.reason }));
  }

  async insert(c: NewClosure): Promise<string> {
    const result = await this.repo().insert({
      locationId: c.locationId,
      bayId: c.bayId,
      startsAt: c.start,
      endsAt: c.end,
      reason: c.reason,
      createdBy: c.createdBy,
    });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** False when there was no such closure (a malformed id included). */
  async delete(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    const result = await this.repo().delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
