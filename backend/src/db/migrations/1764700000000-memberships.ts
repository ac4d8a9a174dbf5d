import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership plans as data (a plan is added with a row, not code), the members' subscriptions,
 * and membership payments in the payments ledger.
 */
export class Memberships1764700000000 implements MigrationInterface {
  name = 'Memberships1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE membership_plans (
        code text PRIMARY KEY CHECK (code ~ '^[A-Za-z]{2,20}$'),
        name text NOT NULL,
        price_cents integer NOT NULL CHECK (price_cents >= 0),
        free_hours_per_month smallint NOT NULL DEFAULT 0,
        hourly_rate_cents integer NOT NULL,
        booking_window_days smallint NOT NULL,
        member_events boolean NOT NULL DEFAULT false,
        active boolean NOT NULL DEFAULT true,
        sort smallint NOT NULL DEFAULT 0
      )`);
    // Reference data of the spec (section 9), not demo data: the app does not work without it.
    await q.query(`
      INSERT INTO membership_plans (code, name, price_cents, free_hours_per_month, hourly_rate_cents, booking_window_days, member_events, sort) VALUES
        ('None', 'None', 0, 0, 6000, 2, false, 0),
        ('Birdie', 'Birdie', 8900, 2, 4000, 5, true, 1)`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_membership_type_check`);
    await q.query(
      `ALTER TABLE users ADD CONSTRAINT users_membership_type_fkey FOREIGN KEY (membership_type) REFERENCES membership_plans(code)`,
    );

    await q.query(`
      CREATE TABLE memberships (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        plan_code text NOT NULL REFERENCES membership_plans(code),
        status text NOT NULL CHECK (status IN ('active', 'past_due', 'ended')),
        anchor_at timestamptz NOT NULL,
        period_index integer NOT NULL DEFAULT 0,
        current_period_start timestamptz NOT NULL,
        current_period_end timestamptz NOT NULL,
        cancel_at_period_end boolean NOT NULL DEFAULT false,
        complimentary boolean NOT NULL DEFAULT false,
        failed_attempts smallint NOT NULL DEFAULT 0,
        ended_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (current_period_end > current_period_start)
      )`);
    // One live membership per person, whatever races.
    await q.query(`CREATE UNIQUE INDEX memberships_one_live_per_user ON memberships (user_id) WHERE status IN ('active', 'past_due')`);

    await q.query(`ALTER TABLE payments ADD COLUMN membership_id uuid REFERENCES memberships(id) ON DELETE RESTRICT`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_membership_has_membership CHECK (purpose <> 'membership' OR membership_id IS NOT NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP COLUMN membership_id`);
    await q.query(`DROP TABLE memberships`);
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_membership_type_fkey`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_membership_type_check CHECK (membership_type IN ('None', 'Birdie'))`);
    await q.query(`DROP TABLE membership_plans`);
  }
}
