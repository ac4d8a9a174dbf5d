import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Events: the event, its registrations, its waitlist (with timed claim offers), and the reference
 * from a booking row (kind 'event') to the event whose bays it takes.
 *
 * Seats are a counter on the event row (`seats_taken`, never above `capacity`): a registration takes
 * one with a conditional UPDATE, so any number of concurrent registrations fill exactly the seats
 * there are. A seat offered to the waitlist stays counted until the offer is claimed (the
 * registration takes it over) or runs out with nobody left in line (the seat is given back).
 */
export class Events1765500000000 implements MigrationInterface {
  name = 'Events1765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE RESTRICT,
        title text NOT NULL CHECK (length(trim(title)) BETWEEN 1 AND 120),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 4000),
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        price_cents integer NOT NULL DEFAULT 0 CHECK (price_cents BETWEEN 0 AND 1000000),
        capacity integer NOT NULL CHECK (capacity BETWEEN 1 AND 1000),
        seats_taken integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0 AND seats_taken <= capacity),
        member_only boolean NOT NULL DEFAULT false,
        whole_venue boolean NOT NULL DEFAULT false,
        claim_window_minutes integer NOT NULL DEFAULT 120 CHECK (claim_window_minutes BETWEEN 5 AND 10080),
        waitlist_cap integer NOT NULL DEFAULT 50 CHECK (waitlist_cap BETWEEN 0 AND 1000),
        status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'cancelled')),
        cancelled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX events_upcoming_idx ON events (starts_at) WHERE status = 'scheduled'`);

    // pending: a seat taken while the card is charged; confirmed: registered; cancelled: the seat given back.
    await q.query(`
      CREATE TABLE event_registrations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'cancelled')),
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        total_cents integer NOT NULL CHECK (total_cents >= 0 AND total_cents = price_cents - discount_cents),
        discount_code_id uuid REFERENCES discount_codes(id) ON DELETE RESTRICT,
        gateway text,
        gateway_charge_id text UNIQUE,
        idempotency_key text,
        refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0 AND refunded_cents <= total_cents),
        cancel_reason text,
        confirmation_sent_at timestamptz,
        cancellation_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        cancelled_at timestamptz
      )`);
    // One live registration per person and event; a checkout retried with its key finds its registration.
    await q.query(
      `CREATE UNIQUE INDEX event_registrations_one_live ON event_registrations (event_id, user_id) WHERE status <> 'cancelled'`,
    );
    await q.query(`CREATE UNIQUE INDEX event_registrations_idempotency ON event_registrations (user_id, idempotency_key)`);
    await q.query(`CREATE INDEX event_registrations_user_idx ON event_registrations (user_id, created_at)`);

    // waiting → offered (a seat held for them until offer_expires_at) → claimed | expired; left: they stepped out.
    await q.query(`
      CREATE TABLE event_waitlist (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        event_id uuid NOT NULL REFERENCES events(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered', 'claimed', 'expired', 'left')),
        offered_at timestamptz,
        offer_expires_at timestamptz,
        offer_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'offered') <= (offer_expires_at IS NOT NULL))
      )`);
    await q.query(
      `CREATE UNIQUE INDEX event_waitlist_one_live ON event_waitlist (event_id, user_id) WHERE status IN ('waiting', 'offered')`,
    );
    await q.query(`CREATE INDEX event_waitlist_line_idx ON event_waitlist (event_id, created_at, id) WHERE status = 'waiting'`);

    // The bays an event takes are rows of bookings (kind 'event'), so the one exclusion constraint guards them.
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN event_id uuid REFERENCES events(id) ON DELETE RESTRICT,
        ADD CONSTRAINT bookings_event_has_event CHECK ((kind = 'event') = (event_id IS NOT NULL))`);
    await q.query(`CREATE INDEX bookings_event_idx ON bookings (event_id) WHERE event_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_event_idx`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_event_has_event, DROP COLUMN event_id`);
    await q.query(`DROP TABLE event_waitlist`);
    await q.query(`DROP TABLE event_registrations`);
    await q.query(`DROP TABLE events`);
  }
}
