import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coaches, their weekly hours per location and their time off; lessons as bookings.
 *
 * A lesson is a row of `bookings` (kind 'lesson') carrying its coach and the coach's time range
 * (the lesson widened by the coach's buffer minutes). One row holds both the bay and the coach,
 * so one INSERT takes both or neither, and every status change (hold lapsing, payment declined,
 * cancellation) frees both at once. Two exclusion constraints guard that row: the bay's
 * (bookings_no_double_booking) and the coach's, across every location (bookings_no_double_coaching).
 */
export class Lessons1765200000000 implements MigrationInterface {
  name = 'Lessons1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coaches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        bio text NOT NULL DEFAULT '' CHECK (length(bio) <= 2000),
        email citext NOT NULL UNIQUE,
        photo_url text,
        hourly_rate_cents integer NOT NULL DEFAULT 7500 CHECK (hourly_rate_cents BETWEEN 0 AND 100000),
        buffer_minutes smallint NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 60),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE coach_locations (
        coach_id uuid NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
        PRIMARY KEY (coach_id, location_id)
      )`);
    // Weekly hours in the location's local time (minutes from local midnight), expanded per local date.
    await q.query(`
      CREATE TABLE coach_hours (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coach_id uuid NOT NULL,
        location_id uuid NOT NULL,
        weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        starts_minute smallint NOT NULL CHECK (starts_minute BETWEEN 0 AND 1439),
        ends_minute smallint NOT NULL CHECK (ends_minute BETWEEN 1 AND 1440),
        CHECK (ends_minute > starts_minute),
        FOREIGN KEY (coach_id, location_id) REFERENCES coach_locations(coach_id, location_id) ON DELETE CASCADE,
        -- No two overlapping stretches of one weekday at one location. At two locations they may
        -- overlap: the coach can be booked at either, and their lessons' constraint keeps it to one.
        CONSTRAINT coach_hours_no_overlap EXCLUDE USING gist (
          coach_id WITH =, location_id WITH =, weekday WITH =, int4range(starts_minute, ends_minute) WITH &&)
      )`);
    await q.query(`
      CREATE TABLE coach_time_off (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        coach_id uuid NOT NULL REFERENCES coaches(id) ON DELETE CASCADE,
        during tstzrange NOT NULL CHECK (NOT isempty(during) AND NOT lower_inf(during) AND NOT upper_inf(during)),
        reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 200),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX coach_time_off_idx ON coach_time_off USING gist (coach_id, during)`);

    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN kind text NOT NULL DEFAULT 'bay' CHECK (kind IN ('bay', 'lesson')),
        ADD COLUMN coach_id uuid REFERENCES coaches(id) ON DELETE RESTRICT,
        ADD COLUMN coach_starts_at timestamptz,
        ADD COLUMN coach_ends_at timestamptz,
        ADD CONSTRAINT bookings_lesson_has_coach CHECK (
          (kind = 'lesson') = (coach_id IS NOT NULL)
          AND (coach_id IS NULL) = (coach_starts_at IS NULL)
          AND (coach_id IS NULL) = (coach_ends_at IS NULL)
          AND (coach_id IS NULL OR (coach_starts_at <= starts_at AND coach_ends_at >= ends_at))),
        -- The coach's own calendar, across all locations: buffers included, over active rows like the bay's.
        ADD CONSTRAINT bookings_no_double_coaching EXCLUDE USING gist (coach_id WITH =, tstzrange(coach_starts_at, coach_ends_at) WITH &&)
          WHERE (status IN ('held', 'confirmed') AND coach_id IS NOT NULL)`);
    await q.query(`CREATE INDEX bookings_coach_starts_idx ON bookings (coach_id, starts_at) WHERE coach_id IS NOT NULL`);
    // The coach's e-mails (booked, cancelled) are claimed like the customer's.
    await q.query(
      `ALTER TABLE bookings ADD COLUMN coach_confirmation_sent_at timestamptz, ADD COLUMN coach_cancellation_sent_at timestamptz`,
    );

    // A lesson changes the coach's free hours at every location they teach at, not only where it is.
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_booking_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        other record;
      BEGIN
        PERFORM pg_notify('availability', json_build_object('locationId', NEW.location_id, 'date', to_char(NEW.local_date, 'YYYY-MM-DD'))::text);
        IF TG_OP = 'UPDATE' AND OLD.local_date IS DISTINCT FROM NEW.local_date THEN
          PERFORM pg_notify('availability', json_build_object('locationId', OLD.location_id, 'date', to_char(OLD.local_date, 'YYYY-MM-DD'))::text);
        END IF;
        IF NEW.coach_id IS NOT NULL THEN
          FOR other IN SELECT l.id, l.time_zone FROM coach_locations cl JOIN locations l ON l.id = cl.location_id
                       WHERE cl.coach_id = NEW.coach_id AND l.id <> NEW.location_id LOOP
            PERFORM pg_notify('availability', json_build_object('locationId', other.id,
              'date', to_char((NEW.starts_at AT TIME ZONE other.time_zone)::date, 'YYYY-MM-DD'))::text);
          END LOOP;
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION notify_booking_availability() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('availability', json_build_object('locationId', NEW.location_id, 'date', to_char(NEW.local_date, 'YYYY-MM-DD'))::text);
        IF TG_OP = 'UPDATE' AND OLD.local_date IS DISTINCT FROM NEW.local_date THEN
          PERFORM pg_notify('availability', json_build_object('locationId', OLD.location_id, 'date', to_char(OLD.local_date, 'YYYY-MM-DD'))::text);
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`DROP INDEX bookings_coach_starts_idx`);
    await q.query(`
      ALTER TABLE bookings DROP CONSTRAINT bookings_no_double_coaching, DROP CONSTRAINT bookings_lesson_has_coach,
        DROP COLUMN coach_cancellation_sent_at, DROP COLUMN coach_confirmation_sent_at,
        DROP COLUMN coach_ends_at, DROP COLUMN coach_starts_at, DROP COLUMN coach_id, DROP COLUMN kind`);
    await q.query(`DROP TABLE coach_time_off`);
    await q.query(`DROP TABLE coach_hours`);
    await q.query(`DROP TABLE coach_locations`);
    await q.query(`DROP TABLE coaches`);
  }
}
