import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leagues: the league, its season nights, entries (a player or a team with its roster), and each
 * night's rounds. A league night's bays are rows of `bookings` (kind 'league') pointing at the
 * night, so the one exclusion constraint guards them with everyone else's bay time; a night's bay
 * can be reserved once (bookings_league_night_bay), which makes generating the season idempotent.
 */
export class Leagues1765600000000 implements MigrationInterface {
  name = 'Leagues1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE leagues (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        location_id uuid NOT NULL REFERENCES locations(id) ON DELETE RESTRICT,
        name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
        format text NOT NULL CHECK (format IN ('individual', 'teams')),
        team_size smallint NOT NULL DEFAULT 1 CHECK (team_size BETWEEN 1 AND 6),
        weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1439),
        hours_per_night smallint NOT NULL CHECK (hours_per_night BETWEEN 1 AND 4),
        first_night date NOT NULL,
        weeks smallint NOT NULL CHECK (weeks BETWEEN 1 AND 52),
        capacity smallint NOT NULL CHECK (capacity BETWEEN 1 AND 200),
        bays_per_night smallint NOT NULL CHECK (bays_per_night BETWEEN 1 AND 20),
        entry_fee_cents integer NOT NULL CHECK (entry_fee_cents BETWEEN 0 AND 1000000),
        scoring text NOT NULL DEFAULT 'placement' CHECK (scoring IN ('placement')),
        tie_breakers text[] NOT NULL DEFAULT '{head_to_head,low_round,countback}'
          CHECK (tie_breakers <@ '{head_to_head,low_round,countback}'::text[]),
        closed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((format = 'individual') = (team_size = 1)),
        CHECK (extract(isodow FROM first_night) = weekday)
      )`);
    await q.query(`CREATE INDEX leagues_location_idx ON leagues (location_id, first_night)`);
    await q.query(`
      CREATE TABLE league_nights (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        week smallint NOT NULL CHECK (week >= 1),
        local_date date NOT NULL,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
        UNIQUE (league_id, week),
        UNIQUE (league_id, local_date)
      )`);
    // A place: 'held' for 10 minutes while the card is charged, then 'paid'; 'cancelled' when the
    // hold lapsed or the card was declined, 'withdrawn' when the player left (refund per the rules).
    await q.query(`
      CREATE TABLE league_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        league_id uuid NOT NULL REFERENCES leagues(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        team_name text CHECK (team_name IS NULL OR length(trim(team_name)) BETWEEN 1 AND 60),
        status text NOT NULL CHECK (status IN ('held', 'paid', 'cancelled', 'withdrawn')),
        hold_expires_at timestamptz,
        price_lines jsonb NOT NULL DEFAULT '[]',
        subtotal_cents integer NOT NULL DEFAULT 0,
        discount_cents integer NOT NULL DEFAULT 0,
        total_cents integer NOT NULL DEFAULT 0,
        discount_code_id uuid REFERENCES discount_codes(id) ON DELETE SET NULL,
        -- The entry's card charge (the payments ledger holds bookings' and memberships'; a league
        -- entry keeps its own): charged once per key, refunded on withdrawal.
        idempotency_key text UNIQUE,
        gateway text,
        gateway_charge_id text,
        refunded_cents integer NOT NULL DEFAULT 0,
        -- The confirmation e-mail's claim: sent once, whatever the job queue retries.
        confirmation_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((status = 'held') = (hold_expires_at IS NOT NULL))
      )`);
    // One live entry per player per league (a declined or lapsed one does not count).
    await q.query(
      `CREATE UNIQUE INDEX league_entries_one_per_player ON league_entries (league_id, user_id) WHERE status IN ('held', 'paid')`,
    );
    await q.query(`
      CREATE TABLE league_players (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        entry_id uuid NOT NULL REFERENCES league_entries(id) ON DELETE CASCADE,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        name text NOT NULL CHECK (length(trim(name)) BETWEEN 1 AND 80),
        -- A player who leaves is made inactive, never deleted: their past rounds keep their name.
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One round per entry per night; a substitute's round counts for the roster place it filled.
    await q.query(`
      CREATE TABLE league_scores (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        night_id uuid NOT NULL REFERENCES league_nights(id) ON DELETE RESTRICT,
        entry_id uuid NOT NULL REFERENCES league_entries(id) ON DELETE RESTRICT,
        strokes smallint NOT NULL CHECK (strokes BETWEEN 18 AND 200),
        substitute_name text CHECK (substitute_name IS NULL OR length(trim(substitute_name)) BETWEEN 1 AND 80),
        updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (night_id, entry_id)
      )`);
    await q.query(`
      ALTER TABLE bookings
        ADD COLUMN league_night_id uuid REFERENCES league_nights(id) ON DELETE RESTRICT,
        ADD CONSTRAINT bookings_league_has_night CHECK ((kind = 'league') = (league_night_id IS NOT NULL))`);
    // Generating a night twice adds nothing: one live reservation per night and bay.
    await q.query(
      `CREATE UNIQUE INDEX bookings_league_night_bay ON bookings (league_night_id, bay_id)
         WHERE league_night_id IS NOT NULL AND status <> 'cancelled'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX bookings_league_night_bay`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_league_has_night, DROP COLUMN league_night_id`);
    await q.query(`DROP TABLE league_scores`);
    await q.query(`DROP TABLE league_players`);
    await q.query(`DROP TABLE league_entries`);
    await q.query(`DROP TABLE league_nights`);
    await q.query(`DROP TABLE leagues`);
  }
}
