import { In, MoreThan, type DataSource, type EntityManager, type QueryDeepPartialEntity, type Repository } from 'typeorm';
import type { Range } from './booking.rules.js';
import { isUuid } from '../../shared/ids.js';
import { BookingEntity, BookingEventEntity, type BookingActor, type BookingKindValue, type BookingStatusValue } from './booking.entity.js';
import type { PriceLineValue } from '../payments/purchase.columns.js';

export interface BayRange extends Range {
  bayId: string;
  /** A hold's expiry: the bay is free again then, with no write to say so (the sweeper's comes later). */
  until?: Date | null;
}

/** A coach's time taken by a lesson (buffers included). */
export interface CoachRange extends Range {
  coachId: string;
}

/** A booking as the services, the API and the e-mails use it: the row with its location and bay. */
export interface BookingRow {
  id: string;
  reference: string;
  kind: BookingKindValue;
  /** A lesson's coach; null for bay time. */
  coachId: string | null;
  coachName: string | null;
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
  status: BookingStatusValue;
  holdExpiresAt: Date | null;
  lines: PriceLineValue[];
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

/** One entry of a booking's history, with the acting person's name (null for the system or a deleted account). */
export interface BookingEventRow {
  id: string;
  actor: BookingActor;
  actorName: string | null;
  event: string;
  details: Record<string, unknown>;
  at: Date;
}

/** A booking loaded with its location and bay, flattened to the row the rest of the app reads. */
function toBookingRow(b: BookingEntity): BookingRow {
  return {
    id: b.id,
    reference: b.reference,
    kind: b.kind,
    coachId: b.coachId,
    coachName: b.coachName ?? null,
    userId: b.userId,
    locationId: b.locationId,
    locationSlug: b.location.slug,
    locationName: b.location.name,
    timeZone: b.location.timeZone,
    bayId: b.bayId,
    bayNumber: b.bay.number,
    bayName: b.bay.name,
    date: b.localDate,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    partySize: b.partySize,
    status: b.status,
    holdExpiresAt: b.holdExpiresAt,
    lines: b.priceLines,
    freeHoursUsed: b.freeHoursUsed,
    subtotalCents: b.subtotalCents,
    discountCents: b.discountCents,
    totalCents: b.totalCents,
    discountCodeId: b.discountCodeId,
    discountCode: b.discountCode ?? null,
    cancelReason: b.cancelReason,
    refundedCents: b.refundedCents ?? 0,
  };
}

/**
 * Checkouts that ended unpaid (the hold ran out, or the customer let it go): never bookings, so
 * hidden from histories unless asked for, and no calendar file.
 */
export const UNPAID_STATUSES = ['expired', 'released'] as const;

/** Holds and confirmed bookings count for the free-hour ledger; so does a late cancellation (it keeps its hours). */
const SPENDS_FREE_HOURS = `(b.status IN ('confirmed', 'completed') OR (b.status = 'held' AND b.hold_expires_at > now())
  OR b.cancel_reason = 'customer_late')`;

function withPlace(repo: Repository<BookingEntity>) {
  return repo.createQueryBuilder('b').innerJoinAndSelect('b.location', 'l').innerJoinAndSelect('b.bay', 'y');
}

export type BookingMailKind = 'confirmed' | 'cancelled' | 'reminder' | 'coach_confirmed' | 'coach_cancelled';

/** Each booking e-mail's claim column, and when the booking still wants that e-mail. */
const MAIL_CLAIMS: Record<
  BookingMailKind,
  { column: string; set: QueryDeepPartialEntity<BookingEntity>; unset: QueryDeepPartialEntity<BookingEntity>; condition: string }
> = {
  confirmed: {
    column: 'confirmation_sent_at',
    set: { confirmationSentAt: () => 'now()' },
    unset: { confirmationSentAt: null },
    condition: `status = 'confirmed'`,
  },
  cancelled: {
    column: 'cancellation_sent_at',
    set: { cancellationSentAt: () => 'now()' },
    unset: { cancellationSentAt: null },
    condition: `status = 'cancelled'`,
  },
  // The day-before reminder: not for a booking cancelled or started meanwhile.
  reminder: {
    column: 'reminder_sent_at',
    set: { reminderSentAt: () => 'now()' },
    unset: { reminderSentAt: null },
    condition: `status = 'confirmed' AND starts_at > now()`,
  },
  // A lesson's coach hears of each lesson booked and cancelled.
  coach_confirmed: {
    column: 'coach_confirmation_sent_at',
    set: { coachConfirmationSentAt: () => 'now()' },
    unset: { coachConfirmationSentAt: null },
    condition: `status = 'confirmed' AND coach_id IS NOT NULL`,
  },
  coach_cancelled: {
    column: 'coach_cancellation_sent_at',
    set: { coachCancellationSentAt: () => 'now()' },
    unset: { coachCancellationSentAt: null },
    // Only a lesson the coach was told about is un-told: a hold that lapsed never reached them.
    condition: `status = 'cancelled' AND coach_id IS NOT NULL AND coach_confirmation_sent_at IS NOT NULL`,
  },
};

/** Reads of bookings and their history. Writes go through `writer(em)`, inside the caller's transaction. */
export class BookingRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get bookings() {
    return this.dataSource.getRepository(BookingEntity);
  }

  /** The writes of one transaction. */
  writer(em: EntityManager): BookingWriter {
    return new BookingWriter(em);
  }

  /**
   * Bookings that occupy a bay in the range: confirmed ones, and holds that have not expired.
   * Raw: the availability query runs on every grid and live update; a range overlap on the GiST index, no hydration.
   */
  async occupied(locationId: string, range: Range): Promise<BayRange[]> {
    const rows: { bay_id: string; starts_at: Date; ends_at: Date; until: Date | null }[] = await this.dataSource.query(
      `SELECT bay_id, starts_at, ends_at, CASE WHEN status = 'held' THEN hold_expires_at END AS until FROM bookings
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
      [locationId, range.start, range.end],
    );
    return rows.map((r) => ({ bayId: r.bay_id, start: r.starts_at, end: r.ends_at, until: r.until }));
  }

  /** What occupies a location's bays in the range (confirmed, or held and not expired), named for a conflict preview. */
  async inWay(locationId: string, range: Range): Promise<{ bayId: string; reference: string; kind: string; eventId: string | null }[]> {
    return this.dataSource.query(
      `SELECT bay_id AS "bayId", reference, kind, event_id AS "eventId" FROM bookings
       WHERE location_id = $1 AND tstzrange(starts_at, ends_at) && tstzrange($2, $3)
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
      [locationId, range.start, range.end],
    );
  }

  /** The bays an event holds now (its live rows of kind 'event'). */
  async eventBayIds(eventIds: readonly string[]): Promise<{ eventId: string; bayId: string }[]> {
    if (eventIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT event_id AS "eventId", bay_id AS "bayId" FROM bookings WHERE event_id = ANY($1) AND status = 'confirmed'`,
      [eventIds],
    );
  }

  /**
   * The coaches' taken time (their lessons with buffers, at any location) over the range: confirmed
   * lessons and holds that have not expired. Raw for the same reason as `occupied`.
   */
  async coachesBusy(coachIds: readonly string[], range: Range): Promise<CoachRange[]> {
    if (coachIds.length === 0) return [];
    const rows: { coach_id: string; coach_starts_at: Date; coach_ends_at: Date }[] = await this.dataSource.query(
      `SELECT coach_id, coach_starts_at, coach_ends_at FROM bookings
       WHERE coach_id = ANY($1) AND tstzrange(coach_starts_at, coach_ends_at) && tstzrange($2, $3)
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))`,
      [coachIds, range.start, range.end],
    );
    return rows.map((r) => ({ coachId: r.coach_id, start: r.coach_starts_at, end: r.coach_ends_at }));
  }

  /** Confirmed and completed lessons that start in the range, for the coaches' totals. */
  async lessonsTaught(range: Range): Promise<{ coachId: string; locationId: string; startsAt: Date; endsAt: Date }[]> {
    const rows = await this.bookings
      .createQueryBuilder('b')
      .select(['b.coachId', 'b.locationId', 'b.startsAt', 'b.endsAt'])
      .where(`b.coachId IS NOT NULL AND b.status IN ('confirmed', 'completed') AND b.startsAt >= :start AND b.startsAt < :end`, range)
      .getMany();
    return rows.map((b) => ({ coachId: b.coachId!, locationId: b.locationId, startsAt: b.startsAt, endsAt: b.endsAt }));
  }

  async find(id: string): Promise<BookingRow | null> {
    if (!isUuid(id)) return null; // a malformed id is "not found", never a database error
    const b = await withPlace(this.bookings).where('b.id = :id', { id }).getOne();
    return b ? toBookingRow(b) : null;
  }

  /** A customer's bookings, newest first; checkouts that ended unpaid only when asked for. */
  async listForUser(userId: string, includeUnpaid = false): Promise<BookingRow[]> {
    const q = withPlace(this.bookings).where('b.userId = :userId', { userId });
    if (!includeUnpaid) q.andWhere('b.status NOT IN (:...unpaid)', { unpaid: UNPAID_STATUSES });
    const rows = await q.orderBy('b.startsAt', 'DESC').getMany();
    return rows.map(toBookingRow);
  }

  /** Bay-hours of free plan time the user has in [monthStart, nextMonthStart) (local dates). */
  async freeHoursUsed(userId: string, monthStart: string, nextMonthStart: string, em?: EntityManager): Promise<number> {
    const row = await (em ?? this.dataSource.manager)
      .getRepository(BookingEntity)
      .createQueryBuilder('b')
      .select('coalesce(sum(b.free_hours_used), 0)::int', 'n')
      .where('b.userId = :userId AND b.localDate >= :monthStart AND b.localDate < :nextMonthStart', { userId, monthStart, nextMonthStart })
      .andWhere(SPENDS_FREE_HOURS)
      .getRawOne<{ n: number }>();
    return row?.n ?? 0;
  }

  /** Confirmed and completed bookings per user (users without any are left out). */
  async bookedCountsByUser(userIds: readonly string[]): Promise<Map<string, number>> {
    const ids = userIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.bookings
      .createQueryBuilder('b')
      .select('b.user_id', 'userId')
      .addSelect('count(*)::int', 'n')
      .where({ userId: In(ids) })
      .andWhere(`b.status IN ('confirmed', 'completed')`)
      .groupBy('b.user_id')
      .getRawMany<{ userId: string; n: number }>();
    return new Map(rows.map((r) => [r.userId, r.n]));
  }

  /** Claims a booking e-mail (sets its *_sent_at where still null): true for the one claimant that sends it. */
  async claimMail(bookingId: string, kind: BookingMailKind): Promise<boolean> {
    const { column, set, condition } = MAIL_CLAIMS[kind];
    const result = await this.bookings
      .createQueryBuilder()
      .update()
      .set(set)
      .where(`id = :bookingId AND ${column} IS NULL AND user_id IS NOT NULL AND ${condition}`, { bookingId })
      .returning('id')
      .execute();
    return (result.raw as unknown[]).length > 0;
  }

  /** Gives a claim back (a failed send, so the retried job sends it; or a confirmation the desk resends). */
  async unclaimMail(bookingId: string, kind: BookingMailKind, onlyIfStillWanted = false): Promise<void> {
    const { unset, condition } = MAIL_CLAIMS[kind];
    await this.bookings
      .createQueryBuilder()
      .update()
      .set(unset)
      .where(`id = :bookingId${onlyIfStillWanted ? ` AND ${condition}` : ''}`, { bookingId })
      .execute();
  }

  /** A booking's history, oldest first. */
  async events(bookingId: string): Promise<BookingEventRow[]> {
    if (!isUuid(bookingId)) return [];
    const rows = await this.dataSource
      .getRepository(BookingEventEntity)
      .createQueryBuilder('e')
      .leftJoinAndSelect('e.actorUser', 'u')
      .where('e.bookingId = :bookingId', { bookingId })
      .orderBy('e.at')
      .addOrderBy('e.id')
      .getMany();
    return rows.map((e) => ({
      id: e.id,
      actor: e.actor,
      actorName: e.actorUser ? `${e.actorUser.firstName} ${e.actorUser.lastName}` : null,
      event: e.event,
      details: e.details,
      at: e.at,
    }));
  }
}

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
  /** A lesson: its coach and the coach's time (the lesson with buffers). */
  lesson?: { coachId: string; coachStart: Date; coachEnd: Date } | null;
}

type JsonDetails = QueryDeepPartialEntity<BookingEventEntity>['details'];

/** The one writer of `bookings` and `booking_events`; every method runs in the transaction's EntityManager. */
export class BookingWriter {
  constructor(private readonly em: EntityManager) {}

  private get bookings() {
    return this.em.getRepository(BookingEntity);
  }

  /** Raw: a transaction-scoped advisory lock is a function call, not a table read. */
  async lockUser(userId: string): Promise<void> {
    await this.em.query(`SELECT pg_advisory_xact_lock(hashtext('bookings:user:' || $1))`, [userId]);
  }

  /** The account's unpaid holds still running (counted under lockUser by the hold cap). */
  activeHolds(userId: string): Promise<number> {
    return this.em.count(BookingEntity, { where: { userId, status: 'held', holdExpiresAt: MoreThan(new Date()) } });
  }

  /** A coach's holds past their expiry give the coach's time back now (a lesson anywhere wants it). */
  async releaseExpiredCoachHolds(coachId: string, range: Range): Promise<string[]> {
    const ids = await this.expireHolds(`coach_id = :coachId AND tstzrange(coach_starts_at, coach_ends_at) && tstzrange(:start, :end)`, {
      coachId,
      start: range.start,
      end: range.end,
    });
    await this.systemEvents(ids, 'hold_expired');
    return ids;
  }

  /** Whether the coach's time in the range is taken by an active lesson (a lesson insert that was refused: coach or bay?). */
  async coachTaken(coachId: string, range: Range): Promise<boolean> {
    return this.bookings
      .createQueryBuilder('b')
      .where(`b.coachId = :coachId AND tstzrange(b.coach_starts_at, b.coach_ends_at) && tstzrange(:start, :end)`, {
        coachId,
        start: range.start,
        end: range.end,
      })
      .andWhere(`b.status IN ('held', 'confirmed')`)
      .getExists();
  }

  /** Holds past their expiry give their time back now, where someone else wants it. */
  async releaseExpiredHolds(bayIds: string[], range: Range): Promise<string[]> {
    const ids = await this.expireHolds(`bay_id = ANY(:bayIds) AND tstzrange(starts_at, ends_at) && tstzrange(:start, :end)`, {
      bayIds,
      start: range.start,
      end: range.end,
    });
    await this.systemEvents(ids, 'hold_expired');
    return ids;
  }

  /** Every expired hold, wherever it is (the sweeper); answers the released ids. */
  async releaseAllExpiredHolds(): Promise<string[]> {
    const ids = await this.expireHolds('TRUE', {});
    await this.systemEvents(ids, 'hold_expired');
    return ids;
  }

  private async expireHolds(where: string, params: Record<string, unknown>): Promise<string[]> {
    const result = await this.bookings
      .createQueryBuilder()
      .update()
      .set({ status: 'expired', cancelReason: 'hold_expired' })
      .where(`status = 'held' AND hold_expires_at <= now() AND ${where}`, params)
      .returning('id')
      .execute();
    return (result.raw as { id: string }[]).map((r) => r.id);
  }

  /** Bay-hours of free plan time the user has in a local month (late cancellations keep theirs). */
  freeHoursUsed(userId: string, monthStart: string, nextMonthStart: string): Promise<number> {
    return new BookingRepository(this.em.connection).freeHoursUsed(userId, monthStart, nextMonthStart, this.em);
  }

  /**
   * Inserts a hold; null when the bay is taken (the exclusion constraint said no). ON CONFLICT makes
   * PostgreSQL wait for a competing insert's outcome and then skip the row: a plain INSERT's exclusion
   * check deadlocks when two inserts of the same slot each see the other's row (a burst of customers
   * on one bay-hour got "deadlock detected", a server error, instead of "just taken").
   * Raw: ON CONFLICT ON CONSTRAINT names the exclusion constraint, which the query builder cannot.
   */
  async tryInsertHeld(b: NewHeldBooking): Promise<string | null> {
    // A lesson has two exclusion constraints (bay and coach); ON CONFLICT DO NOTHING without a
    // target arbitrates on both the same way (the caller asks coachTaken which one said no).
    const arbiter = b.lesson ? '' : 'ON CONSTRAINT bookings_no_double_booking';
    const [row]: { id: string }[] = await this.em.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, local_date, starts_at, ends_at, party_size, status, hold_expires_at,
         price_lines, free_hours_used, subtotal_cents, discount_cents, total_cents, discount_code_id, guest_name, guest_phone,
         kind, coach_id, coach_starts_at, coach_ends_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'held', now() + make_interval(mins => $9), $10, $11, $12, $13, $14, $15, $16, $17,
         $18, $19, $20, $21)
       ON CONFLICT ${arbiter} DO NOTHING RETURNING id`,
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
        b.lesson ? 'lesson' : 'bay',
        b.lesson?.coachId ?? null,
        b.lesson?.coachStart ?? null,
        b.lesson?.coachEnd ?? null,
      ],
    );
    return row?.id ?? null;
  }

  /**
   * Inserts a league night's reservation of a bay: confirmed at once, no customer (the league's name
   * stands as the guest), pointing at its night. Null when the bay is taken (the exclusion
   * constraint) or the night already has this bay (bookings_league_night_bay): either way nothing
   * is written, so generating a season twice adds nothing.
   */
  async tryInsertLeagueBay(b: {
    reference: string;
    locationId: string;
    bayId: string;
    date: string;
    start: Date;
    end: Date;
    partySize: number;
    leagueName: string;
    leagueNightId: string;
  }): Promise<string | null> {
    const [row]: { id: string }[] = await this.em.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, guest_name, local_date, starts_at, ends_at, party_size, status, kind,
         league_night_id)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, 'confirmed', 'league', $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [b.reference, b.locationId, b.bayId, b.leagueName, b.date, b.start, b.end, b.partySize, b.leagueNightId],
    );
    return row?.id ?? null;
  }

  /**
   * Inserts an event's reservation of a bay: confirmed at once, no customer (the event's title stands
   * as the guest). Null when the bay is taken (the exclusion constraint): nothing is written.
   */
  async tryInsertEventBay(b: {
    reference: string;
    locationId: string;
    bayId: string;
    date: string;
    start: Date;
    end: Date;
    partySize: number;
    title: string;
    eventId: string;
  }): Promise<string | null> {
    const [row]: { id: string }[] = await this.em.query(
      `INSERT INTO bookings (reference, location_id, bay_id, user_id, guest_name, local_date, starts_at, ends_at, party_size, status, kind,
         event_id)
       VALUES ($1, $2, $3, NULL, $4, $5, $6, $7, $8, 'confirmed', 'event', $9)
       ON CONFLICT DO NOTHING RETURNING id`,
      [b.reference, b.locationId, b.bayId, b.title, b.date, b.start, b.end, b.partySize, b.eventId],
    );
    return row?.id ?? null;
  }

  /** Gives back the bays of a league's nights that start after `from` (cancelled, so the exclusion constraint lets them go); the ids. */
  async cancelLeagueBays(leagueId: string, from: Date, reason: string): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.em.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = $3, updated_at = now()
       WHERE league_night_id IN (SELECT id FROM league_nights WHERE league_id = $1) AND starts_at > $2
         AND status IN ('held', 'confirmed') RETURNING id`,
      [leagueId, from, reason],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Gives back the bays an event holds (cancelled, so the exclusion constraint lets them go), except
   * the bookings in `keep`; the ids cancelled.
   */
  async cancelEventBays(eventId: string, reason: string, keep: readonly string[] = []): Promise<string[]> {
    const [rows]: [{ id: string }[], number] = await this.em.query(
      `UPDATE bookings SET status = 'cancelled', cancel_reason = $2, updated_at = now()
       WHERE event_id = $1 AND status IN ('held', 'confirmed') AND NOT (id = ANY($3::uuid[])) RETURNING id`,
      [eventId, reason, keep],
    );
    return rows.map((r) => r.id);
  }

  /** The bays an event holds now, with their times. */
  async eventBays(eventId: string): Promise<{ id: string; bayId: string; startsAt: Date; endsAt: Date }[]> {
    return this.em.query(
      `SELECT id, bay_id AS "bayId", starts_at AS "startsAt", ends_at AS "endsAt" FROM bookings
       WHERE event_id = $1 AND status IN ('held', 'confirmed')`,
      [eventId],
    );
  }

  /** The event's title stands as the guest on each of its bays. */
  async renameEventBays(eventId: string, title: string): Promise<void> {
    await this.em.query(
      `UPDATE bookings SET guest_name = $2, updated_at = now()
       WHERE event_id = $1 AND status IN ('held', 'confirmed') AND guest_name IS DISTINCT FROM $2`,
      [eventId, title],
    );
  }

  /**
   * Moves a booking; the exclusion constraints refuse an overlap (23P01). A lesson's coach time
   * moves with it, buffers kept. The reminder is due again.
   */
  async moveTo(id: string, to: { bayId: string; start: Date; end: Date; date: string }): Promise<void> {
    await this.bookings
      .createQueryBuilder()
      .update()
      .set({
        bayId: to.bayId,
        startsAt: to.start,
        endsAt: to.end,
        localDate: to.date,
        reminderSentAt: null,
        // The right-hand sides read the row as it was: the buffers are the old gaps.
        coachStartsAt: () => `CASE WHEN coach_id IS NULL THEN NULL ELSE :start::timestamptz - (starts_at - coach_starts_at) END`,
        coachEndsAt: () => `CASE WHEN coach_id IS NULL THEN NULL ELSE :end::timestamptz + (coach_ends_at - ends_at) END`,
      })
      .where('id = :id', { id, start: to.start, end: to.end })
      .execute();
  }

  /** Locks the booking's row for the rest of the transaction, then reads it with its location and bay. */
  async findForUpdate(id: string): Promise<BookingRow | null> {
    // Only the bookings row is locked: a lock on the joined location and bay would queue every booking there.
    await this.bookings.createQueryBuilder('b').select('b.id').where('b.id = :id', { id }).setLock('pessimistic_write').getRawOne();
    const b = await withPlace(this.bookings).where('b.id = :id', { id }).getOne();
    return b ? toBookingRow(b) : null;
  }

  /** A held booking's new price (a discount code applied or removed); bay, time and hold expiry stay. */
  async setPrice(
    id: string,
    price: { lines: BookingRow['lines']; discountCents: number; totalCents: number; discountCodeId: string | null },
  ): Promise<void> {
    await this.bookings.update(
      { id },
      { priceLines: price.lines, discountCents: price.discountCents, totalCents: price.totalCents, discountCodeId: price.discountCodeId },
    );
  }

  /** A new status; only a hold keeps its expiry. */
  async setStatus(id: string, status: BookingRow['status'], cancelReason: string | null = null): Promise<void> {
    await this.bookings
      .createQueryBuilder()
      .update()
      .set({ status, cancelReason, holdExpiresAt: status === 'held' ? () => 'hold_expires_at' : null })
      .where('id = :id', { id })
      .execute();
  }

  async event(bookingId: string, actorUserId: string | null, actor: BookingActor, event: string, details: object = {}): Promise<void> {
    // jsonb: TypeORM's partial-entity type cannot describe free-form details, hence the cast.
    await this.em.getRepository(BookingEventEntity).insert({ bookingId, actorUserId, actor, event, details: details as JsonDetails });
  }

  private async systemEvents(bookingIds: string[], event: string): Promise<void> {
    if (bookingIds.length === 0) return;
    await this.em
      .getRepository(BookingEventEntity)
      .insert(bookingIds.map((bookingId) => ({ bookingId, actorUserId: null, actor: 'system' as const, event, details: {} })));
  }
}
