import type { DataSource, EntityManager } from 'typeorm';
import type { Range } from './booking.rules.js';
import { isUuid } from '../../shared/ids.js';

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

export interface BookingRow {
  id: string;
  reference: string;
  userId: string | null;
  locationId: string;
  locationSlug: string;
  locationName: string;
  timeZone: string;
  bayId: string;
  bayNumber: number;
  bayName: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  partySize: number;
  status: 'held' | 'confirmed' | 'cancelled' | 'completed';
  holdExpiresAt: Date | null;
  lines: { label: string; quantity: number; unitCents: number; amountCents: number }[];
  freeHoursUsed: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discountCodeId: string | null;
  /** The applied code as customers write it, upper-case; null without one. */
  discountCode: string | null;
  cancelReason: string | null;
  /** Cents given back to the card for this booking so far. */
  refundedCents: number;
}

const BOOKING_COLUMNS = `b.id, b.reference, b.user_id AS "userId", b.location_id AS "locationId", l.slug AS "locationSlug", l.name AS "locationName",
  l.time_zone AS "timeZone", b.bay_id AS "bayId", y.number AS "bayNumber", y.name AS "bayName", to_char(b.local_date, 'YYYY-MM-DD') AS "date",
  b.starts_at AS "startsAt", b.ends_at AS "endsAt", b.party_size AS "partySize", b.status, b.hold_expires_at AS "holdExpiresAt",
  b.price_lines AS "lines", b.free_hours_used AS "freeHoursUsed", b.subtotal_cents AS "subtotalCents", b.discount_cents AS "discountCents",
  b.total_cents AS "totalCents", b.discount_code_id AS "discountCodeId", upper(dc.code) AS "discountCode", b.cancel_reason AS "cancelReason",
  coalesce(p.refunded_cents, 0) AS "refundedCents"`;
// A booking has at most one payment (payments_one_per_booking).
const BOOKING_FROM = `bookings b JOIN locations l ON l.id = b.location_id JOIN bays y ON y.id = b.bay_id
  LEFT JOIN discount_codes dc ON dc.id = b.discount_code_id LEFT JOIN payments p ON p.booking_id = b.id AND p.purpose = 'booking'`;

export interface NewHeldBooking {
  reference: string;
  locationId: string;
  bayId: string;
  userId: string | null;
  guestName?: string | null;
  guestPhone?: string | null;
  date: string;
  start: Date;
  end: Date;
  partySize: number;
  holdMinutes: number;
  lines: BookingRow['lines'];
  freeHoursUsed: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  discountCodeId: string | null;
}

/** Booking writes; every method takes the transaction's EntityManager. */
export class BookingWriter {
  constructor(private readonly em: EntityManager) {}

  async lockUser(userId: string): Promise<void> {
    await this.em.query(`SELECT pg_advisory_xact_lock(hashtext('bookings:user:' || $1))`, [userId]);
  }

  /** Holds past their expiry give their time back now, where someone else wants it. */
  async releaseExpiredHolds(bayIds: string[], range: Range): Promise<void> {
    const [rows]: [{ id: string }[], number] = await this.em.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = 'hold_expired', updated_at = now()
       WHERE status = 'held' AND hold_expires_at <= now() AND bay_id = ANY($1) AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
       RETURNING id`,
      [bayIds, range.start, range.end],
    );
    for (const r of rows) await this.event(r.id, null, 'system', 'hold_expired');
  }

  /** Bay-hours of free Birdie time the user has in a local month (late cancellations keep theirs). */
  async freeHoursUsed(userId: string, monthStart: string, nextMonthStart: string): Promise<number> {
    const [{ n }] = await this.em.query(
      `SELECT coalesce(sum(free_hours_used), 0)::int AS n FROM bookings
       WHERE user_id = $1 AND local_date >= $2 AND local_date < $3
         AND (status IN ('confirmed', 'completed') OR (status = 'held' AND hold_expires_at > now()) OR cancel_reason = 'customer_late')`,
      [userId, monthStart, nextMonthStart],
    );
    return n;
  }

  async closureOverlaps(locationId: string, bayId: string, range: Range): Promise<boolean> {
    const rows = await this.em.query(
      `SELECT 1 FROM closures WHERE location_id = $1 AND (bay_id IS NULL OR bay_id = $2) AND tstzrange(starts_at, ends_at) && tstzrange($3, $4) LIMIT 1`,
      [locationId, bayId, range.start, range.end],
    );
    return rows.length > 0;
  }

  /**
   * Inserts a hold; null when the bay is taken (the exclusion constraint said no). ON CONFLICT makes
   * PostgreSQL wait for a competing insert's outcome and then skip the row: a plain INSERT's exclusion
   * check deadlocks when two inserts of the same slot each see the other's row (a burst of customers
   * on one bay-hour got "deadlock detected", a server error, instead of "just taken").
   */
  async tryInsertHeld(b: NewHeldBooking): Promise<string | null> {
    const [row]: { id: string }[] = await this.em.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status, hold_expires_at,
         price_lines, free_hours_used, subtotal_cents, discount_cents, total_cents, discount_code_id, guest_name, guest_phone)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'held', now() + make_interval(mins => $9), $10, $11, $12, $13, $14, $15, $16, $17)
       ON CONFLICT ON CONSTRAINT bookings_no_double_booking DO NOTHING RETURNING id`,
      [
        b.reference,
        b.locationId,
        b.bayId,
        b.userId,
        b.date,
        b.start,
        b.end,
        b.partySize,
        b.holdMinutes,
        JSON.stringify(b.lines),
        b.freeHoursUsed,
        b.subtotalCents,
        b.discountCents,
        b.totalCents,
        b.discountCodeId,
        b.guestName ?? null,
        b.guestPhone ?? null,
      ],
    );
    return row?.id ?? null;
  }

  /** Every expired hold, wherever it is (the sweeper); answers the released ids. */
  async releaseAllExpiredHolds(): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.em.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = 'hold_expired', updated_at = now()
       WHERE status = 'held' AND hold_expires_at <= now() RETURNING id`,
    );
    for (const r of rows) await this.event(r.id, null, 'system', 'hold_expired');
    return rows.map((r) => r.id);
  }

  /** Moves a booking; the exclusion constraint refuses an overlap (23P01). The reminder is due again. */
  async moveTo(id: string, to: { bayId: string; start: Date; end: Date; date: string }): Promise<void> {
    await this.em.query(
      `UPDATE bookings SET bay_id = $2, starts_at = $3, ends_at = $4, local_date = $5, updated_at = now(), reminder_sent_at = NULL WHERE id = $1`,
      [id, to.bayId, to.start, to.end, to.date],
    );
  }

  async findForUpdate(id: string): Promise<BookingRow | null> {
    await this.em.query(`SELECT 1 FROM bookings WHERE id = $1 FOR UPDATE`, [id]);
    const [row] = await this.em.query(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`, [id]);
    return row ?? null;
  }

  /** A held booking's new price (a discount code applied or removed); bay, time and hold expiry stay. */
  async setPrice(
    id: string,
    price: { lines: BookingRow['lines']; discountCents: number; totalCents: number; discountCodeId: string | null },
  ): Promise<void> {
    await this.em.query(
      `UPDATE bookings SET price_lines = $2, discount_cents = $3, total_cents = $4, discount_code_id = $5, updated_at = now() WHERE id = $1`,
      [id, JSON.stringify(price.lines), price.discountCents, price.totalCents, price.discountCodeId],
    );
  }

  async setStatus(id: string, status: BookingRow['status'], cancelReason: string | null = null): Promise<void> {
    await this.em.query(
      `UPDATE bookings SET status = $2, cancel_reason = $3, hold_expires_at = CASE WHEN $2 = 'held' THEN hold_expires_at END, updated_at = now() WHERE id = $1`,
      [id, status, cancelReason],
    );
  }

  async event(
    bookingId: string,
    actorUserId: string | null,
    actor: 'customer' | 'admin' | 'system',
    event: string,
    details: object = {},
  ): Promise<void> {
    await this.em.query(`INSERT INTO booking_events (booking_id, actor_user_id, actor, event, details) VALUES ($1, $2, $3, $4, $5)`, [
      bookingId,
      actorUserId,
      actor,
      event,
      JSON.stringify(details),
    ]);
  }
}

export class BookingReader {
  constructor(private readonly dataSource: DataSource) {}

  async find(id: string): Promise<BookingRow | null> {
    if (!isUuid(id)) return null; // a malformed id is "not found", never a database error
    const [row] = await this.dataSource.query(`SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.id = $1`, [id]);
    return row ?? null;
  }

  listForUser(userId: string): Promise<BookingRow[]> {
    return this.dataSource.query(
      `SELECT ${BOOKING_COLUMNS} FROM ${BOOKING_FROM} WHERE b.user_id = $1 AND NOT (b.status = 'cancelled' AND b.cancel_reason IN ('hold_expired', 'payment_declined', 'abandoned'))
       ORDER BY b.starts_at DESC`,
      [userId],
    );
  }
}
