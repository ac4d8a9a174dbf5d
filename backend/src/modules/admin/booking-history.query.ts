import { AppError } from '../../shared/app-error.js';
import { isValidLocalDate } from '../../shared/time.js';
import { sortColumn } from '../../shared/validation.js';

/** Filters, sorting and paging of the admin booking-history grid, turned into safe SQL. */
export interface BookingHistoryFilter {
  location?: string | null;
  status?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  /** Customer name, e-mail, guest name or booking reference. */
  search?: string | null;
}

const BOOKING_SORTS = {
  startsAt: 'b.starts_at',
  createdAt: 'b.created_at',
  totalCents: 'b.total_cents',
  status: 'b.status',
  location: 'l.name',
  customer: `coalesce(u.last_name || ' ' || u.first_name, lg.name, b.guest_name)`,
  reference: 'b.reference',
} as const;

export function bookingHistoryWhere(f: BookingHistoryFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  // By id (one lookup), so the (location, status, starts_at) index serves filter, sort and limit.
  if (f.location) add('b.location_id = (SELECT id FROM locations WHERE slug = ?)', f.location);
  if (f.status) {
    if (!['held', 'confirmed', 'cancelled', 'completed', 'expired', 'released', 'unpaid'].includes(f.status))
      throw new AppError('VALIDATION', 'Unknown booking status.', { field: 'status' });
    // "unpaid": both ways a checkout ends unpaid, which "all statuses" leaves out.
    if (f.status === 'unpaid') clauses.push(`b.status IN ('expired', 'released')`);
    else add('b.status = ?', f.status);
  } else {
    clauses.push(`b.status NOT IN ('expired', 'released')`);
  }
  for (const [key, op] of [
    ['dateFrom', '>='],
    ['dateTo', '<='],
  ] as const) {
    const v = f[key];
    if (!v) continue;
    if (!isValidLocalDate(v)) throw new AppError('VALIDATION', 'Dates are YYYY-MM-DD.', { field: key });
    add(`b.local_date ${op} ?::date`, v);
  }
  if (f.search?.trim()) {
    params.push(`%${f.search.trim().replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    const p = `$${params.length}`;
    clauses.push(
      `(u.email::text ILIKE ${p} OR (u.first_name || ' ' || u.last_name) ILIKE ${p} OR b.guest_name ILIKE ${p} OR lg.name ILIKE ${p} OR b.reference ILIKE ${p})`,
    );
  }
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function bookingHistoryOrder(sort: string | null | undefined, direction: string | null | undefined): string {
  const column = sortColumn(BOOKING_SORTS, sort ?? 'startsAt');
  if (!column) throw new AppError('VALIDATION', 'Unknown sort column.', { field: 'sort' });
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  return `ORDER BY ${column} ${dir}, b.id ${dir}`;
}

// A league night's bay reads as its league's name as it is now (guest_name keeps the name it was booked under).
export const BOOKING_HISTORY_FROM = `bookings b JOIN locations l ON l.id = b.location_id JOIN bays y ON y.id = b.bay_id LEFT JOIN users u ON u.id = b.user_id
  LEFT JOIN league_nights ln ON ln.id = b.league_night_id LEFT JOIN leagues lg ON lg.id = ln.league_id`;

export const BOOKING_HISTORY_COLUMNS = `b.id, b.reference, l.slug AS "locationSlug", l.name AS "locationName", l.time_zone AS "locationTimeZone", y.number AS "bayNumber",
  to_char(b.local_date, 'YYYY-MM-DD') AS "date", b.starts_at AS "startsAt", b.ends_at AS "endsAt", b.status, b.party_size AS "partySize",
  b.total_cents AS "totalCents", b.created_at AS "createdAt", b.user_id AS "userId",
  coalesce(u.first_name || ' ' || u.last_name, lg.name, b.guest_name) AS "customerName", u.email::text AS "customerEmail", b.guest_phone AS "guestPhone"`;
