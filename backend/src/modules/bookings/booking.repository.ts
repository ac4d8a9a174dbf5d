import type { DataSource } from 'typeorm';
import type { Range } from './booking.rules.js';

export interface BayRange extends Range {
  bayId: string;
}

export interface Closure extends Range {
  bayId: string | null;
}

export class BookingRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Bookings that occupy a bay in the range: confirmed ones, and holds that have not expired. */
  async occupied(locationId: string, range: Range): Promise<BayRange[]> {
    const rows: { bay_id: string; starts_at: Date; ends_at: Date }[] = await this.dataSource.query(
      `SELECT bay_id, starts_at, ends_at FROM bookings
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
      [locationId, range.start, range.end],
    );
    return rows.map((r) => ({ bayId: r.bay_id, start: r.starts_at, end: r.ends_at }));
  }

  /** Closures of the whole location (bayId null) or of one bay that touch the range. */
  async closures(locationId: string, range: Range): Promise<Closure[]> {
    const rows: { bay_id: string | null; starts_at: Date; ends_at: Date }[] = await this.dataSource.query(
      `SELECT bay_id, starts_at, ends_at FROM closures
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)`,
      [locationId, range.start, range.end],
    );
    return rows.map((r) => ({ bayId: r.bay_id, start: r.starts_at, end: r.ends_at }));
  }
}
