import { sortColumn } from '../../shared/validation.js';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Transform } from 'node:stream';
import pg from 'pg';
import QueryStream from 'pg-query-stream';
import type { DataSource } from 'typeorm';
import { Bay, Location } from '../locations/location.entity.js';
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
}

/** One location's local day, as instants. */
export interface LocationDay {
  locationId: string;
  start: Date;
  end: Date;
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
   * Raw: a report whose SQL the CSV export streams from a cursor too (booking-history.query.ts).
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
    // Counting needs users (and league names) only for a text search; locations and bays never.
    const countFrom = f.search?.trim()
      ? `bookings b LEFT JOIN users u ON u.id = b.user_id
         LEFT JOIN league_nights ln ON ln.id = b.league_night_id LEFT JOIN leagues lg ON lg.id = ln.league_id`
      : 'bookings b';
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

  /** Raw: the search matches the users_search_idx trigram index expression word for word, which a query builder would not keep. */
  async users(
    search: string | null | undefined,
    sort: string | null | undefined,
    dir: string | null | undefined,
    limit: number,
    offset: number,
  ) {
    const column = sortColumn(USER_SORTS, sort ?? 'createdAt');
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
           u.preferred_location AS "preferredLocation", u.disabled_at IS NOT NULL AS disabled, u.created_at AS "createdAt"
         FROM users u ${where} ORDER BY ${column} ${direction}, u.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM users u ${where}`, params),
    ]);
    return { rows: rows as UserListRow[], total: total as number };
  }

  async locationBySlug(slug: string): Promise<{ id: string; timeZone: string } | null> {
    return this.dataSource.getRepository(Location).findOne({ select: { id: true, timeZone: true }, where: { slug } });
  }

  /** A bay by number, active or not (an inactive bay can still be closed). */
  async bayId(locationId: string, number: number): Promise<string | null> {
    const bay = await this.dataSource.getRepository(Bay).findOne({ select: { id: true }, where: { locationId, number } });
    return bay?.id ?? null;
  }

  /** Raw: a ping, no table. */
  databaseAnswers(): Promise<boolean> {
    return this.dataSource.query('SELECT 1').then(
      () => true,
      () => false,
    );
  }

  /**
   * The dashboard's figures. Bookings today and booked hours count each location's own local day
   * (`days`); revenue and page views are chain-wide, from `weekStart`, views grouped by day in `timeZone`.
   * Raw: a report, aggregates over several tables in one round trip each.
   */
  async dashboard(p: { days: LocationDay[]; weekStart: Date; timeZone: string }) {
    const days = [p.days.map((d) => d.locationId), p.days.map((d) => d.start), p.days.map((d) => d.end)];
    const DAYS = `unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS d(location_id, day_start, day_end)`;
    const [todayByLocation, revenue, views, occupancy] = await Promise.all([
      this.dataSource.query(
        `SELECT l.slug, l.name, count(b.id)::int AS bookings
         FROM locations l JOIN ${DAYS} ON d.location_id = l.id
           LEFT JOIN bookings b ON b.location_id = l.id AND b.status IN ('confirmed', 'completed')
             AND b.starts_at >= d.day_start AND b.starts_at < d.day_end
         GROUP BY l.id ORDER BY l.name`,
        days,
      ),
      this.dataSource.query(`SELECT coalesce(sum(amount_cents - refunded_cents), 0)::int AS cents FROM payments WHERE created_at >= $1`, [
        p.weekStart,
      ]),
      this.dataSource.query(
        `SELECT to_char(date_trunc('day', viewed_at AT TIME ZONE $2), 'YYYY-MM-DD') AS day,
           count(*)::int AS views, count(DISTINCT visitor_id)::int AS visitors
         FROM page_views WHERE viewed_at >= $1 GROUP BY 1 ORDER BY 1`,
        [p.weekStart, p.timeZone],
      ),
      this.dataSource.query(
        `SELECT coalesce(sum(extract(epoch FROM least(b.ends_at, d.day_end) - greatest(b.starts_at, d.day_start)) / 3600), 0)::float
           AS booked_hours
         FROM ${DAYS} JOIN bookings b ON b.location_id = d.location_id AND b.status IN ('confirmed', 'completed')
           AND b.starts_at < d.day_end AND b.ends_at > d.day_start`,
        days,
      ),
    ]);
    return {
      todayByLocation: todayByLocation as { slug: string; name: string; bookings: number }[],
      revenueCents: revenue[0].cents as number,
      views: views as { day: string; views: number; visitors: number }[],
      bookedHoursToday: occupancy[0].booked_hours as number,
    };
  }

  /** Raw: pg-boss's own schema, not an entity of this app. */
  async jobQueueHealth(): Promise<{ queued: number; failed: number; oldestDueSeconds: number }> {
    const [row] = await this.dataSource.query(
      `SELECT count(*) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())::int AS queued,
              count(*) FILTER (WHERE state = 'failed' AND completed_on > now() - interval '1 day')::int AS failed,
              coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now())), 0)::int AS "oldestDueSeconds"
       FROM pgboss.job`,
    );
    return row;
  }

  /** Background jobs that ran out of retries in the last 7 days, newest first (pg-boss keeps them a while). */
  async failedJobs(limit: number): Promise<FailedJobRow[]> {
    return this.dataSource.query(
      `SELECT id, name AS queue, completed_on AS "failedAt", retry_count AS attempts,
              left(coalesce(output ->> 'message', output::text), 300) AS error,
              data ->> 'bookingId' AS "bookingId"
       FROM pgboss.job WHERE state = 'failed' AND completed_on > now() - interval '7 days'
       ORDER BY completed_on DESC LIMIT $1`,
      [limit],
    );
  }

  /** The queue of a failed job, if it is one. */
  async failedJobQueue(jobId: string): Promise<string | null> {
    const [row] = await this.dataSource.query(`SELECT name FROM pgboss.job WHERE id = $1 AND state = 'failed'`, [jobId]);
    return row?.name ?? null;
  }
}

export interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: Date;
  attempts: number;
  error: string | null;
  bookingId: string | null;
}
