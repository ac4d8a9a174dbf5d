import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closures and bay bookings. The exclusion constraint is the no-double-booking guarantee: two
 * active bookings (held or confirmed) of one bay can never overlap, whatever the app does.
 */
export class Bookings1764100000000 implements MigrationInterface {
  name = 'Bookings1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE closures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
        bay_id uuid REFERENCES bays(id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        reason text NOT NULL CHECK (length(trim(reason)) BETWEEN 1 AND 200),
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at)
      )`);
    await q.query(`CREATE INDEX closures_location_time_idx ON closures USING gist (location_id, tstzrange(starts_at, ends_at))`);

    await q.query(`
      CREATE TABLE bookings (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE RESTRICT,
        bay_id uuid NOT NULL REFERENCES bays(id) ON DELETE RESTRICT,
        user_id uuid REFERENCES users(id) ON DELETE RESTRICT,
        guest_name text,
        guest_phone text,
        local_date date NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        party_size smallint NOT NULL CHECK (party_size BETWEEN 1 AND 20),
        status text NOT NULL CHECK (status IN ('held', 'confirmed', 'cancelled', 'completed')),
        hold_expires_at timestamptz,
        price_lines jsonb NOT NULL DEFAULT '[]',
        free_hours_used smallint NOT NULL DEFAULT 0 CHECK (free_hours_used >= 0),
        subtotal_cents integer NOT NULL DEFAULT 0 CHECK (subtotal_cents >= 0),
        discount_cents integer NOT NULL DEFAULT 0 CHECK (discount_cents >= 0),
        total_cents integer NOT NULL DEFAULT 0 CHECK (total_cents >= 0),
        cancel_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CHECK (ends_at - starts_at BETWEEN interval '1 hour' AND interval '4 hours'),
        CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
        CHECK (user_id IS NOT NULL OR guest_name IS NOT NULL),
        CONSTRAINT bookings_no_double_booking EXCLUDE USING gist (bay_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
          WHERE (status IN ('held', 'confirmed'))
      )`);
    await q.query(`CREATE INDEX bookings_location_day_idx ON bookings (location_id, local_date)`);
    await q.query(`CREATE INDEX bookings_user_idx ON bookings (user_id, starts_at DESC)`);
    await q.query(`CREATE INDEX bookings_held_idx ON bookings (hold_expires_at) WHERE status = 'held'`);

    // Who changed what and when, for every booking (customer, admin or system).
    await q.query(`
      CREATE TABLE booking_events (
        id bigserial PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
        actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        actor text NOT NULL CHECK (actor IN ('customer', 'admin', 'system')),
        event text NOT NULL,
        details jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE booking_events`);
    await q.query(`DROP TABLE bookings`);
    await q.query(`DROP TABLE closures`);
  }
}
