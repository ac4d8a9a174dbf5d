import type { DataSource } from 'typeorm';
import { Bay, Location, OpeningHours } from './location.entity.js';

/**
 * One row per location, its active bays and opening hours aggregated as JSON. (A join of both
 * one-to-many relations returns bays × weekdays rows, which TypeORM then folds back into entities:
 * most of an availability request's time went there, and this is read on every one.)
 */
const LOCATIONS = `
  SELECT l.id, l.slug, l.name, l.time_zone AS "timeZone", l.address_line1 AS "addressLine1", l.city, l.region,
         l.postal_code AS "postalCode", l.phone, l.email,
         coalesce((SELECT json_agg(json_build_object('id', y.id, 'locationId', y.location_id, 'number', y.number, 'name', y.name,
                                                     'capacity', y.capacity, 'active', y.active) ORDER BY y.number)
                   FROM bays y WHERE y.location_id = l.id AND y.active), '[]') AS bays,
         coalesce((SELECT json_agg(json_build_object('locationId', h.location_id, 'weekday', h.weekday, 'opensMinute', h.opens_minute,
                                                     'closesMinute', h.closes_minute) ORDER BY h.weekday)
                   FROM opening_hours h WHERE h.location_id = l.id), '[]') AS "openingHours"
  FROM locations l`;

type LocationRow = Omit<Location, 'bays' | 'openingHours' | 'address'> & {
  bays: Bay[];
  openingHours: Omit<OpeningHours, 'opensAt' | 'closesAt'>[];
};

function toEntity(row: LocationRow): Location {
  return Object.assign(new Location(), {
    ...row,
    bays: row.bays.map((b) => Object.assign(new Bay(), b)),
    openingHours: row.openingHours.map((h) => Object.assign(new OpeningHours(), h)),
  });
}

export class LocationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Locations by name, each with its active bays (by number) and opening hours (Monday first). */
  async findAll(): Promise<Location[]> {
    const rows: LocationRow[] = await this.dataSource.query(`${LOCATIONS} ORDER BY l.name`);
    return rows.map(toEntity);
  }

  async findBySlug(slug: string): Promise<Location | null> {
    const [row]: LocationRow[] = await this.dataSource.query(`${LOCATIONS} WHERE l.slug = $1`, [slug]);
    return row ? toEntity(row) : null;
  }
}
