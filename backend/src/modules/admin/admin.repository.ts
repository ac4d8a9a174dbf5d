import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import {
  BOOKING_HISTORY_COLUMNS,
  BOOKING_HISTORY_FROM,
  bookingHistoryOrder,
  bookingHistoryWhere,
  type BookingHistoryFilter,
} from './booking-history.query.js';

interface BookingHistoryRow {
  id: string;
  reference: string;
  locationSlug: string;
  locationName: string;
  bayNumber: number;
  date: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  partySize: number;
  totalCents: number;
  createdAt: Date;
  userId: string | null;
  customerName: string;
  customerEmail: string | null;
  guestPhone: string | null;
  locationTimeZone: string;
}

interface ClosureRow {
  id: string;
  /** Null: the whole location. */
  bayNumber: number | null;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}

interface UserListRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  isAdmin: boolean;
  membershipType: string;
  preferredLocation: string | null;
  disabled: boolean;
  createdAt: Date;
  bookingCount: number;
}

const COUNT_CAP = 10_000;

const USER_SORTS: Record<string, string> = {
  createdAt: 'u.created_at',
  name: `u.last_name || ' ' || u.first_name`,
  email: 'u.email',
  membershipType: 'u.membership_type',
};

const csvCell = (v: unknown) => {
  const s = v instanceof Date ? v.toISOString() : v == null ? '' : String(v);
  // Quote everything; neutralise spreadsheet formulas (CSV injection).
  return `"${(/^[=+\-@\t\r]/.test(s) ? `'${s}` : s).replace(/"/g, '""')}"`;
};

export class AdminRepository {
  constructor(
    private readonly dataSource: DataSource,
    private readonly databaseUrl: string,
  ) {}

  /**
   * One page and the size of the filtered set. The count stops at COUNT_CAP (the grid shows
   * "10,000+"): an exact count of a huge set costs time proportional to its size, a page does not.
   */
  async bookingHistory(
    f: BookingHistoryFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    limit: number,
    offset: number,
  ) {
    const { where, params } = bookingHistoryWhere(f);
    const order = bookingHistoryOrder(sort, dir);
    // Counting needs users only for a text search; locations and bays never.
    const countFrom = f.search?.trim() ? 'bookings b LEFT JOIN users u ON u.id = b.user_id' : 'bookings b';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${BOOKING_HISTORY_COLUMNS} FROM ${BOOKING_HISTORY_FROM} ${where} ${order} LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${countFrom} ${where} LIMIT ${COUNT_CAP + 1}) capped`,
        params,
      ),
    ]);
    return { rows: rows as BookingHistoryRow[], total: Math.min(total, COUNT_CAP), totalIsCapped: total > COUNT_CAP };
  }

  /** Streams the filtered set as CSV from a server-side cursor: memory stays flat however many rows. */
  async streamBookingCsv(
    f: BookingHistoryFilter,
    sort: string | null | undefined,
    dir: string | null | undefined,
    out: Writable,
  ): Promise<void> {
    const { where, params } = bookingHistoryWhere(f);
    const order = bookingHistoryOrder(sort, dir);
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'venue-csv' });
    await client.connect();
    try {
      const header = [
        'Reference',
        'Location',
        'Bay',
        'Date',
        'Starts',
        'Ends',
        'Status',
        'Players',
        'Total (USD)',
        'Customer',
        'Email',
        'Phone',
        'Booked at',
      ];
      out.write(`${header.map(csvCell).join(',')}\r\n`);
      const rows = client.query(
        new QueryStream(`SELECT ${BOOKING_HISTORY_COLUMNS} FROM ${BOOKING_HISTORY_FROM} ${where} ${order}`, params, { batchSize: 500 }),
      );
      const toCsv = new Transform({
        objectMode: true,
        transform(r: BookingHistoryRow, _enc, done) {
          const cells = [
            r.reference,
            r.locationName,
            r.bayNumber,
            r.date,
            r.startsAt,
            r.endsAt,
            r.status,
            r.partySize,
            (r.totalCents / 100).toFixed(2),
            r.customerName,
            r.customerEmail,
            r.guestPhone,
            r.createdAt,
          ];
          done(null, `${cells.map(csvCell).join(',')}\r\n`);
        },
      });
      await pipeline(rows, toCsv, out);
    } finally {
      await client.end();
    }
  }

  async bookingEvents(bookingId: string) {
    return this.dataSource.query(
      `SELECT e.id::text, e.actor, e.event, e.details, e.at, u.first_name || ' ' || u.last_name AS "actorName"
       FROM booking_events e LEFT JOIN users u ON u.id = e.actor_user_id WHERE e.booking_id = $1 ORDER BY e.at, e.id`,
      [bookingId],
    );
  }

  async users(
    search: string | null | undefined,
    sort: string | null | undefined,
    dir: string | null | undefined,
    limit: number,
    offset: number,
  ) {
    const column = USER_SORTS[sort ?? 'createdAt'];
    if (!column) return null;
    const direction = dir === 'asc' ? 'ASC' : 'DESC';
    const params: unknown[] = [];
    let where = '';
    if (search?.trim()) {
      params.push(`%${search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
      where = `WHERE (u.first_name || ' ' || u.last_name || ' ' || u.email::text) ILIKE $1`;
    }
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.email::text AS email, u.phone, u.is_admin AS "isAdmin", u.membership_type AS "membershipType",
           u.preferred_location AS "preferredLocation", u.disabled_at IS NOT NULL AS disabled, u.created_at AS "createdAt",
           (SELECT count(*)::int FROM bookings b WHERE b.user_id = u.id AND b.status IN ('confirmed', 'completed')) AS "bookingCount"
         FROM users u ${where} ORDER BY ${column} ${direction}, u.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM users u ${where}`, params),
    ]);
    return { rows: rows as UserListRow[], total: total as number };
  }

  async locationBySlug(slug: string): Promise<{ id: string; time_zone: string } | null> {
    const [loc] = await this.dataSource.query(`SELECT id, time_zone FROM locations WHERE slug = $1`, [slug]);
    return loc ?? null;
  }

  async bayId(locationId: string, number: number): Promise<string | null> {
    const [bay] = await this.dataSource.query(`SELECT id FROM bays WHERE location_id = $1 AND number = $2`, [locationId, number]);
    return bay?.id ?? null;
  }

  async insertClosure(c: {
    locationId: string;
    bayId: string | null;
    start: Date;
    end: Date;
    reason: string;
    createdBy: string;
  }): Promise<string> {
    const [row] = await this.dataSource.query(
      `INSERT INTO closures (location_id, bay_id, starts_at, ends_at, reason, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [c.locationId, c.bayId, c.start, c.end, c.reason, c.createdBy],
    );
    return row.id;
  }

  /** A location's closures that overlap [from, to), in start order (whole-location ones first). */
  closuresBetween(locationId: string, from: Date, to: Date): Promise<ClosureRow[]> {
    return this.dataSource.query(
      `SELECT c.id, y.number AS "bayNumber", c.starts_at AS "startsAt", c.ends_at AS "endsAt", c.reason
       FROM closures c LEFT JOIN bays y ON y.id = c.bay_id
       WHERE c.location_id = $1 AND tstzrange(c.starts_at, c.ends_at) && tstzrange($2, $3)
       ORDER BY c.starts_at, y.number NULLS FIRST, c.id`,
      [locationId, from, to],
    );
  }

  async deleteClosure(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const [rows] = await this.dataSource.query(`DELETE FROM closures WHERE id = $1 RETURNING id`, [id]);
    return rows.length > 0;
  }

  /** Open bay-minutes of every active bay on an ISO weekday (the occupancy denominator). */
  async openBayMinutes(weekday: number): Promise<number> {
    const [{ open_minutes }] = await this.dataSource.query(
      `SELECT coalesce(sum(h.closes_minute - h.opens_minute), 0)::int AS open_minutes FROM opening_hours h JOIN bays b ON b.location_id = h.location_id AND b.active WHERE h.weekday = $1`,
      [weekday],
    );
    return open_minutes;
  }

  databaseAnswers(): Promise<boolean> {
    return this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }

  /** Lets the confirmation e-mail of a confirmed booking be claimed, and so sent, again. */
  async unclaimConfirmation(bookingId: string): Promise<void> {
    await this.dataSource.query(`UPDATE bookings SET confirmation_sent_at = NULL WHERE id = $1 AND status = 'confirmed'`, [bookingId]);
  }

  async dashboard(weekStart: Date, today: Date, tomorrow: Date) {
    const [todayByLocation, revenue, views, occupancy] = await Promise.all([
      this.dataSource.query(
        `SELECT l.slug, l.name, count(b.id)::int AS bookings
         FROM locations l LEFT JOIN bookings b ON b.location_id = l.id AND b.status IN ('confirmed', 'completed') AND b.starts_at >= $1 AND b.starts_at < $2
         GROUP BY l.id ORDER BY l.name`,
        [today, tomorrow],
      ),
      this.dataSource.query(`SELECT coalesce(sum(amount_cents - refunded_cents), 0)::int AS cents FROM payments WHERE created_at >= $1`, [
        weekStart,
      ]),
      this.dataSource.query(
        `SELECT to_char(date_trunc('day', viewed_at AT TIME ZONE 'America/Chicago'), 'YYYY-MM-DD') AS day, count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
         FROM page_views WHERE viewed_at >= $1 GROUP BY 1 ORDER BY 1`,
        [weekStart],
      ),
      this.dataSource.query(
        `SELECT coalesce(sum(extract(epoch FROM least(b.ends_at, $2) - greatest(b.starts_at, $1)) / 3600), 0)::float AS booked_hours
         FROM bookings b WHERE b.status IN ('confirmed', 'completed') AND b.starts_at < $2 AND b.ends_at > $1`,
        [today, tomorrow],
      ),
    ]);
    return { todayByLocation, revenueCents: revenue[0].cents as number, views, bookedHoursToday: occupancy[0].booked_hours as number };
  }

  async jobQueueHealth(): Promise<{ queued: number; failed: number; oldestDueSeconds: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS queued,
              count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS failed,
              coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::int AS "oldestDueSeconds"
       FROM pgboss.job`,
    );
    return row;
  }
}
