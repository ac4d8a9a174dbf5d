import type { DataSource, EntityManager } from 'typeorm';
import { isUuid } from '../../shared/ids.js';
import type { EventStatusValue, RegistrationStatusValue, WaitlistStatusValue } from './event.entity.js';

/** An event as the service reads it, with its waitlist's length (waiting and offered). */
export interface EventRow {
  id: string;
  locationId: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  capacity: number;
  seatsTaken: number;
  memberOnly: boolean;
  wholeVenue: boolean;
  claimWindowMinutes: number;
  waitlistCap: number;
  status: EventStatusValue;
  waitlistLength: number;
}

export interface NewEvent {
  locationId: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  priceCents: number;
  capacity: number;
  memberOnly: boolean;
  wholeVenue?: boolean;
  claimWindowMinutes?: number;
  waitlistCap?: number;
}

export interface RegistrationRow {
  id: string;
  eventId: string;
  userId: string;
  status: RegistrationStatusValue;
  priceCents: number;
  discountCents: number;
  totalCents: number;
  discountCodeId: string | null;
  gatewayChargeId: string | null;
  idempotencyKey: string | null;
  refundedCents: number;
  cancelReason: string | null;
  createdAt: Date;
}

export interface WaitlistRow {
  id: string;
  eventId: string;
  userId: string;
  status: WaitlistStatusValue;
  offeredAt: Date | null;
  offerExpiresAt: Date | null;
  createdAt: Date;
}

const EVENT_COLUMNS = `e.id, e.location_id AS "locationId", e.title, e.description, e.starts_at AS "startsAt", e.ends_at AS "endsAt",
  e.price_cents AS "priceCents", e.capacity, e.seats_taken AS "seatsTaken", e.member_only AS "memberOnly", e.whole_venue AS "wholeVenue",
  e.claim_window_minutes AS "claimWindowMinutes", e.waitlist_cap AS "waitlistCap", e.status,
  (SELECT count(*)::int FROM event_waitlist w WHERE w.event_id = e.id AND w.status IN ('waiting', 'offered')) AS "waitlistLength"`;

const REGISTRATION_COLUMNS = `r.id, r.event_id AS "eventId", r.user_id AS "userId", r.status, r.price_cents AS "priceCents",
  r.discount_cents AS "discountCents", r.total_cents AS "totalCents", r.discount_code_id AS "discountCodeId",
  r.gateway_charge_id AS "gatewayChargeId", r.idempotency_key AS "idempotencyKey", r.refunded_cents AS "refundedCents",
  r.cancel_reason AS "cancelReason", r.created_at AS "createdAt"`;

const WAITLIST_COLUMNS = `w.id, w.event_id AS "eventId", w.user_id AS "userId", w.status, w.offered_at AS "offeredAt",
  w.offer_expires_at AS "offerExpiresAt", w.created_at AS "createdAt"`;

/** The admin grid's sortable columns. */
export const ADMIN_SORTS = {
  startsAt: 'e.starts_at',
  title: 'lower(e.title)',
  location: 'l.name',
  priceCents: 'e.price_cents',
  taken: 'e.seats_taken',
  waitlistLength: "(SELECT count(*) FROM event_waitlist w WHERE w.event_id = e.id AND w.status IN ('waiting', 'offered'))",
  status: 'e.status',
} as const;

/** The one reader and writer of `events`, `event_registrations` and `event_waitlist`. */
export class EventRepository {
  constructor(private readonly dataSource: DataSource) {}

  private q(em?: EntityManager) {
    return em ?? this.dataSource.manager;
  }

  /** Scheduled events by start (cancelled ones too when asked), optionally at one location and within [from, to). */
  async list(opts: { locationId?: string; from?: Date; to?: Date; includeCancelled?: boolean } = {}): Promise<EventRow[]> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (!opts.includeCancelled) where.push(`e.status = 'scheduled'`);
    if (opts.locationId) where.push(`e.location_id = $${params.push(opts.locationId)}`);
    if (opts.from) where.push(`e.ends_at > $${params.push(opts.from)}`);
    if (opts.to) where.push(`e.starts_at < $${params.push(opts.to)}`);
    return this.dataSource.query(
      `SELECT ${EVENT_COLUMNS} FROM events e ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY e.starts_at, e.title, e.id`,
      params,
    );
  }

  /**
   * One page of the admin's grid: filtered (venue, status, words of the title), sorted by a known
   * column (then by id, so pages never overlap), with the count of every match.
   */
  async adminPage(
    f: { locationId?: string; status?: EventStatusValue; search?: string },
    sort: keyof typeof ADMIN_SORTS,
    direction: 'ASC' | 'DESC',
    limit: number,
    offset: number,
  ): Promise<{ rows: EventRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (f.locationId) where.push(`e.location_id = $${params.push(f.locationId)}`);
    if (f.status) where.push(`e.status = $${params.push(f.status)}`);
    if (f.search) where.push(`e.title ILIKE $${params.push(`%${f.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`)}`);
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query(
        `SELECT ${EVENT_COLUMNS} FROM events e JOIN locations l ON l.id = e.location_id ${clause}
         ORDER BY ${ADMIN_SORTS[sort]} ${direction}, e.id ${direction} LIMIT ${limit} OFFSET ${offset}`,
        params,
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM events e ${clause}`, params),
    ]);
    return { rows, total };
  }

  async find(id: string, em?: EntityManager, lock = false): Promise<EventRow | null> {
    if (!isUuid(id)) return null; // a malformed id is "not found", never a database error
    const [row] = await this.q(em).query(`SELECT ${EVENT_COLUMNS} FROM events e WHERE e.id = $1 ${lock ? 'FOR UPDATE' : ''}`, [id]);
    return row ?? null;
  }

  async insert(e: NewEvent, em?: EntityManager): Promise<string> {
    const [row] = await this.q(em).query(
      `INSERT INTO events (location_id, title, description, starts_at, ends_at, price_cents, capacity, member_only, whole_venue,
         claim_window_minutes, waitlist_cap)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, coalesce($10, 120), coalesce($11, 50)) RETURNING id`,
      [
        e.locationId,
        e.title,
        e.description,
        e.startsAt,
        e.endsAt,
        e.priceCents,
        e.capacity,
        e.memberOnly,
        e.wholeVenue ?? false,
        e.claimWindowMinutes ?? null,
        e.waitlistCap ?? null,
      ],
    );
    return row.id;
  }

  /**
   * Takes one seat if one is free, in one conditional statement: under any concurrency the seats
   * taken never pass the capacity (the row lock orders the writers; each re-checks the count).
   */
  async takeSeat(em: EntityManager, eventId: string, now: Date): Promise<boolean> {
    const [, n] = await em.query(
      `UPDATE events SET seats_taken = seats_taken + 1, updated_at = now()
       WHERE id = $1 AND status = 'scheduled' AND starts_at > $2 AND seats_taken < capacity`,
      [eventId, now],
    );
    return n === 1;
  }

  async giveBackSeat(em: EntityManager, eventId: string): Promise<void> {
    await em.query(`UPDATE events SET seats_taken = seats_taken - 1, updated_at = now() WHERE id = $1 AND seats_taken > 0`, [eventId]);
  }

  /** Marks the event cancelled; false when it already was (a second click cancels nothing more). */
  async cancelEvent(em: EntityManager, eventId: string): Promise<boolean> {
    const [, n] = await em.query(
      `UPDATE events SET status = 'cancelled', cancelled_at = now(), updated_at = now() WHERE id = $1 AND status = 'scheduled'`,
      [eventId],
    );
    return n === 1;
  }

  async insertRegistration(
    em: EntityManager,
    r: { eventId: string; userId: string; status: RegistrationStatusValue; priceCents: number; idempotencyKey: string },
  ): Promise<string> {
    const [row] = await em.query(
      `INSERT INTO event_registrations (event_id, user_id, status, price_cents, total_cents, idempotency_key)
       VALUES ($1, $2, $3, $4, $4, $5) RETURNING id`,
      [r.eventId, r.userId, r.status, r.priceCents, r.idempotencyKey],
    );
    return row.id;
  }

  async setDiscount(em: EntityManager, id: string, codeId: string, discountCents: number): Promise<void> {
    await em.query(
      `UPDATE event_registrations SET discount_code_id = $2, discount_cents = $3, total_cents = price_cents - $3, updated_at = now()
       WHERE id = $1`,
      [id, codeId, discountCents],
    );
  }

  async registration(id: string, em?: EntityManager): Promise<RegistrationRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.q(em).query(`SELECT ${REGISTRATION_COLUMNS} FROM event_registrations r WHERE r.id = $1`, [id]);
    return row ?? null;
  }

  async registrationByKey(userId: string, idempotencyKey: string): Promise<RegistrationRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT ${REGISTRATION_COLUMNS} FROM event_registrations r WHERE r.user_id = $1 AND r.idempotency_key = $2`,
      [userId, idempotencyKey],
    );
    return row ?? null;
  }

  async liveRegistration(eventId: string, userId: string, em?: EntityManager): Promise<RegistrationRow | null> {
    if (!isUuid(eventId)) return null;
    const [row] = await this.q(em).query(
      `SELECT ${REGISTRATION_COLUMNS} FROM event_registrations r WHERE r.event_id = $1 AND r.user_id = $2 AND r.status <> 'cancelled'`,
      [eventId, userId],
    );
    return row ?? null;
  }

  /** pending → confirmed with its charge; false when the registration was cancelled meanwhile. */
  async confirm(em: EntityManager, id: string, charge: { gateway: string; chargeId: string } | null): Promise<boolean> {
    const [, n] = await em.query(
      `UPDATE event_registrations SET status = 'confirmed', gateway = $2, gateway_charge_id = $3, updated_at = now()
       WHERE id = $1 AND status = 'pending'`,
      [id, charge?.gateway ?? null, charge?.chargeId ?? null],
    );
    return n === 1;
  }

  /** Cancels a live registration (conditional: two cancels of one registration cancel it once). */
  async cancelRegistration(em: EntityManager, id: string, reason: string): Promise<RegistrationRow | null> {
    const [rows] = await em.query(
      `UPDATE event_registrations r SET status = 'cancelled', cancel_reason = $2, cancelled_at = now(), updated_at = now()
       WHERE r.id = $1 AND r.status <> 'cancelled' RETURNING ${REGISTRATION_COLUMNS}`,
      [id, reason],
    );
    return rows[0] ?? null;
  }

  /** Adds a refund in one statement, never past what was paid; false when it would be. */
  async addRefund(id: string, cents: number, em?: EntityManager): Promise<boolean> {
    const [, n] = await this.q(em).query(
      `UPDATE event_registrations SET refunded_cents = refunded_cents + $2, updated_at = now()
       WHERE id = $1 AND refunded_cents + $2 <= total_cents`,
      [id, cents],
    );
    return n === 1;
  }

  /** Live registrations of an event, oldest first (for a venue cancellation). */
  async registrationsOf(eventId: string): Promise<RegistrationRow[]> {
    return this.dataSource.query(
      `SELECT ${REGISTRATION_COLUMNS} FROM event_registrations r WHERE r.event_id = $1 ORDER BY r.created_at, r.id`,
      [eventId],
    );
  }

  /** A user's registrations (every status) with their events, newest event first. */
  async registrationsOfUser(userId: string): Promise<(RegistrationRow & { event: EventRow })[]> {
    const rows: (RegistrationRow & { e: EventRow })[] = await this.dataSource.query(
      `SELECT ${REGISTRATION_COLUMNS}, (SELECT row_to_json(x) FROM (SELECT ${EVENT_COLUMNS}) x) AS e
       FROM event_registrations r JOIN events e ON e.id = r.event_id
       WHERE r.user_id = $1 AND r.status <> 'pending' ORDER BY e.starts_at DESC, r.created_at DESC`,
      [userId],
    );
    return rows.map(({ e, ...r }) => ({
      ...r,
      event: { ...e, startsAt: new Date(e.startsAt), endsAt: new Date(e.endsAt) },
    }));
  }

  /** Claims a mail to send once: true for the one caller that set its timestamp. */
  async claimMail(id: string, kind: 'confirmation' | 'cancellation'): Promise<boolean> {
    const column = kind === 'confirmation' ? 'confirmation_sent_at' : 'cancellation_sent_at';
    const [, n] = await this.dataSource.query(`UPDATE event_registrations SET ${column} = now() WHERE id = $1 AND ${column} IS NULL`, [id]);
    return n === 1;
  }

  async unclaimMail(id: string, kind: 'confirmation' | 'cancellation'): Promise<void> {
    const column = kind === 'confirmation' ? 'confirmation_sent_at' : 'cancellation_sent_at';
    await this.dataSource.query(`UPDATE event_registrations SET ${column} = NULL WHERE id = $1`, [id]);
  }

  // The waitlist.

  async joinWaitlist(em: EntityManager, eventId: string, userId: string): Promise<string> {
    const [row] = await em.query(`INSERT INTO event_waitlist (event_id, user_id) VALUES ($1, $2) RETURNING id`, [eventId, userId]);
    return row.id;
  }

  async liveWaitlistEntry(eventId: string, userId: string, em?: EntityManager): Promise<WaitlistRow | null> {
    if (!isUuid(eventId)) return null;
    const [row] = await this.q(em).query(
      `SELECT ${WAITLIST_COLUMNS} FROM event_waitlist w WHERE w.event_id = $1 AND w.user_id = $2 AND w.status IN ('waiting', 'offered')`,
      [eventId, userId],
    );
    return row ?? null;
  }

  /** A waiting entry's place among those still waiting (1 is offered the next spot); null once it is not waiting. */
  async waitingPlace(entryId: string): Promise<number | null> {
    const [row] = await this.dataSource.query(
      `SELECT (SELECT count(*)::int FROM event_waitlist o
                WHERE o.event_id = w.event_id AND o.status = 'waiting' AND (o.created_at, o.id) <= (w.created_at, w.id)) AS place
       FROM event_waitlist w WHERE w.id = $1 AND w.status = 'waiting'`,
      [entryId],
    );
    return row?.place ?? null;
  }

  async waitlistEntry(id: string): Promise<WaitlistRow | null> {
    if (!isUuid(id)) return null;
    const [row] = await this.dataSource.query(`SELECT ${WAITLIST_COLUMNS} FROM event_waitlist w WHERE w.id = $1`, [id]);
    return row ?? null;
  }

  /** The event's waitlist in line order (waiting and offered), with each person's name and e-mail. */
  async waitlistOf(eventId: string): Promise<(WaitlistRow & { name: string; email: string })[]> {
    return this.dataSource.query(
      `SELECT ${WAITLIST_COLUMNS}, u.first_name || ' ' || u.last_name AS name, u.email
       FROM event_waitlist w JOIN users u ON u.id = w.user_id
       WHERE w.event_id = $1 AND w.status IN ('waiting', 'offered') ORDER BY w.created_at, w.id`,
      [eventId],
    );
  }

  /** Steps out of the line (waiting only; an offer is declined through the same call by the service). */
  async leaveWaitlist(em: EntityManager, id: string): Promise<WaitlistStatusValue | null> {
    const [rows] = await em.query(
      `UPDATE event_waitlist w SET status = 'left', updated_at = now()
       FROM (SELECT id, status FROM event_waitlist WHERE id = $1 FOR UPDATE) old
       WHERE w.id = old.id AND old.status IN ('waiting', 'offered') RETURNING old.status AS was`,
      [id],
    );
    return rows[0]?.was ?? null;
  }

  /** The first in line (locked, so two releases never offer one person twice). */
  async firstWaiting(em: EntityManager, eventId: string): Promise<WaitlistRow | null> {
    const [row] = await em.query(
      `SELECT ${WAITLIST_COLUMNS} FROM event_waitlist w WHERE w.event_id = $1 AND w.status = 'waiting'
       ORDER BY w.created_at, w.id LIMIT 1 FOR UPDATE`,
      [eventId],
    );
    return row ?? null;
  }

  async offer(em: EntityManager, id: string, now: Date, expiresAt: Date): Promise<void> {
    await em.query(
      `UPDATE event_waitlist SET status = 'offered', offered_at = $2, offer_expires_at = $3, updated_at = now() WHERE id = $1`,
      [id, now, expiresAt],
    );
  }

  /** offered → claimed while the offer is open at `now`; false when it is not (expired, claimed, never made). */
  async claimOffer(em: EntityManager, eventId: string, userId: string, now: Date): Promise<boolean> {
    const [, n] = await em.query(
      `UPDATE event_waitlist SET status = 'claimed', updated_at = now()
       WHERE event_id = $1 AND user_id = $2 AND status = 'offered' AND offer_expires_at > $3`,
      [eventId, userId, now],
    );
    return n === 1;
  }

  /** offered → expired when its time is up at `now`; the event's id for the one caller that expired it. */
  async expireOffer(em: EntityManager, id: string, now: Date): Promise<string | null> {
    const [rows] = await em.query(
      `UPDATE event_waitlist SET status = 'expired', updated_at = now()
       WHERE id = $1 AND status = 'offered' AND offer_expires_at <= $2 RETURNING event_id AS "eventId"`,
      [id, now],
    );
    return rows[0]?.eventId ?? null;
  }

  /** Offers whose time is up at `now` (a sweep's safety net behind each offer's own job). */
  async dueOffers(now: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM event_waitlist WHERE status = 'offered' AND offer_expires_at <= $1 ORDER BY offer_expires_at LIMIT 200`,
      [now],
    );
    return rows.map((r) => r.id);
  }

  /** Ends every live waitlist place of a cancelled event. */
  async closeWaitlist(em: EntityManager, eventId: string): Promise<void> {
    await em.query(
      `UPDATE event_waitlist SET status = 'expired', updated_at = now() WHERE event_id = $1 AND status IN ('waiting', 'offered')`,
      [eventId],
    );
  }

  /** Claims an offer's e-mail to send once. */
  async claimOfferMail(id: string): Promise<boolean> {
    const [, n] = await this.dataSource.query(`UPDATE event_waitlist SET offer_sent_at = now() WHERE id = $1 AND offer_sent_at IS NULL`, [
      id,
    ]);
    return n === 1;
  }

  async unclaimOfferMail(id: string): Promise<void> {
    await this.dataSource.query(`UPDATE event_waitlist SET offer_sent_at = NULL WHERE id = $1`, [id]);
  }

  /** An admin's edit; the table keeps the capacity at or above the seats taken (a CHECK the service reads as a refusal). */
  async update(id: string, e: NewEvent, em?: EntityManager): Promise<boolean> {
    const [, n] = await this.q(em).query(
      `UPDATE events SET location_id = $2, title = $3, description = $4, starts_at = $5, ends_at = $6, price_cents = $7, capacity = $8,
         member_only = $9, claim_window_minutes = $10, waitlist_cap = $11, whole_venue = $12, updated_at = now()
       WHERE id = $1 AND status = 'scheduled'`,
      [
        id,
        e.locationId,
        e.title,
        e.description,
        e.startsAt,
        e.endsAt,
        e.priceCents,
        e.capacity,
        e.memberOnly,
        e.claimWindowMinutes ?? 120,
        e.waitlistCap ?? 50,
        e.wholeVenue ?? false,
      ],
    );
    return n === 1;
  }

  /** Registrations still pending (a charge under way) since before `before`: what a crash left behind. */
  async stalePending(before: Date): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT id FROM event_registrations WHERE status = 'pending' AND created_at < $1 ORDER BY created_at LIMIT 200`,
      [before],
    );
    return rows.map((r) => r.id);
  }

  /** An event's registrations for the admin, oldest first, with who and how it was paid. */
  async registrationsForAdmin(eventId: string): Promise<(RegistrationRow & { name: string; email: string })[]> {
    return this.dataSource.query(
      `SELECT ${REGISTRATION_COLUMNS}, u.first_name || ' ' || u.last_name AS name, u.email
       FROM event_registrations r JOIN users u ON u.id = r.user_id WHERE r.event_id = $1 ORDER BY r.created_at, r.id`,
      [eventId],
    );
  }

  // The demo seed's writes (backend/src/db/seed/demo-events.ts), in its transaction.

  /** Demo customers to register: never the demo sign-in accounts (@backnine.golf) or admins, oldest first. */
  async seedCustomers(em: EntityManager, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await em.query(
      `SELECT id FROM users WHERE email NOT LIKE '%@backnine.golf' AND NOT is_admin ORDER BY created_at, id LIMIT $1`,
      [limit],
    );
    return rows.map((r) => r.id);
  }

  async seedLocation(em: EntityManager, slug: string): Promise<{ id: string; timeZone: string } | null> {
    const [row] = await em.query(`SELECT id, time_zone AS "timeZone" FROM locations WHERE slug = $1`, [slug]);
    return row ?? null;
  }

  /** A demo event with its seats already taken by the registrations the seed adds. */
  async seedEvent(em: EntityManager, e: NewEvent & { seatsTaken: number }): Promise<string> {
    const [row] = await em.query(
      `INSERT INTO events (location_id, title, description, starts_at, ends_at, price_cents, capacity, seats_taken, member_only)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [e.locationId, e.title, e.description, e.startsAt, e.endsAt, e.priceCents, e.capacity, e.seatsTaken, e.memberOnly],
    );
    return row.id;
  }

  /** A confirmed demo registration whose confirmation counts as sent (the seed mails nobody). */
  async seedRegistration(em: EntityManager, r: { eventId: string; userId: string; priceCents: number; idempotencyKey: string }) {
    await em.query(
      `INSERT INTO event_registrations (event_id, user_id, status, price_cents, total_cents, idempotency_key, confirmation_sent_at)
       VALUES ($1, $2, 'confirmed', $3, $3, $4, now())`,
      [r.eventId, r.userId, r.priceCents, r.idempotencyKey],
    );
  }

  /** A demo place in line; `place` seconds after now keeps the line's order. */
  async seedWaitlistPlace(em: EntityManager, eventId: string, userId: string, place: number): Promise<void> {
    await em.query(`INSERT INTO event_waitlist (event_id, user_id, created_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [
      eventId,
      userId,
      place,
    ]);
  }
}
