import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Locations, bays, opening hours, the session store and the extension the booking constraint needs. */
export class Foundation1763800000000 implements MigrationInterface {
  name = 'Foundation1763800000000';

  async up(q: QueryRunner): Promise<void> {
    // btree_gist lets one exclusion constraint combine "same bay" (=) with "overlapping time" (&&).
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    await q.query(`
      CREATE TABLE app_meta (
        key text PRIMARY KEY,
        value text NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE locations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+$'),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        time_zone text NOT NULL,
        address_line1 text NOT NULL,
        city text NOT NULL,
        region text NOT NULL,
        postal_code text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE bays (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE RESTRICT,
        number smallint NOT NULL CHECK (number > 0),
        name text NOT NULL CHECK (length(trim(name)) > 0),
        capacity smallint NOT NULL CHECK (capacity BETWEEN 1 AND 20),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (location_id, number)
      )`);

    // One row per open weekday (ISO: 1 = Monday … 7 = Sunday); a missing weekday is closed.
    // Minutes from local midnight; 1440 is midnight at the end of the day (Fri/Sat close at 12am).
    await q.query(`
      CREATE TABLE opening_hours (
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE CASCADE,
        weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        opens_minute smallint NOT NULL CHECK (opens_minute BETWEEN 0 AND 1439),
        closes_minute smallint NOT NULL CHECK (closes_minute <= 1440),
        PRIMARY KEY (location_id, weekday),
        CHECK (closes_minute > opens_minute)
      )`);

    // connect-pg-simple's table, created here rather than by the store at run time.
    await q.query(`
      CREATE TABLE sessions (
        sid varchar PRIMARY KEY,
        sess json NOT NULL,
        expire timestamp(6) NOT NULL
      )`);
    await q.query(`CREATE INDEX sessions_expire_idx ON sessions (expire)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE opening_hours`);
    await q.query(`DROP TABLE bays`);
    await q.query(`DROP TABLE locations`);
    await q.query(`DROP TABLE app_meta`);
  }
}
