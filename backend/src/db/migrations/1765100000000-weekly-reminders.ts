import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Weekly reminders: the reminders admins write, each run (scheduled or "send now") and each
 * recipient of a reminder's week. UNIQUE (reminder_id, week_key, user_id) makes "never the same
 * week's reminder twice" a database guarantee; UNIQUE scheduled run per (reminder, week) keeps two
 * instances from both starting the same week's run. users.reminders_opted_out_at is the opt-out
 * (one-click unsubscribe or the profile page); transactional mail ignores it.
 */
export class WeeklyReminders1765100000000 implements MigrationInterface {
  name = 'WeeklyReminders1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN reminders_opted_out_at timestamptz`);
    await q.query(`
      CREATE TABLE weekly_reminders (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        audience text NOT NULL CHECK (audience IN ('all_users', 'birdie_members', 'league_players', 'upcoming_bookings')),
        league_id uuid,
        location_id uuid NOT NULL REFERENCES locations(id),
        weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
        minute_of_day smallint NOT NULL CHECK (minute_of_day BETWEEN 0 AND 1439),
        subject text NOT NULL,
        body text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        next_run_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX weekly_reminders_due_idx ON weekly_reminders (next_run_at) WHERE active`);
    await q.query(`
      CREATE TABLE weekly_reminder_runs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reminder_id uuid NOT NULL REFERENCES weekly_reminders(id) ON DELETE CASCADE,
        week_key text NOT NULL,
        trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
        subject text NOT NULL,
        body text NOT NULL,
        started_at timestamptz NOT NULL DEFAULT now(),
        recipient_count integer NOT NULL DEFAULT 0,
        started_by uuid REFERENCES users(id) ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX weekly_reminder_runs_scheduled_once ON weekly_reminder_runs (reminder_id, week_key) WHERE trigger = 'schedule'`,
    );
    await q.query(`CREATE INDEX weekly_reminder_runs_reminder_idx ON weekly_reminder_runs (reminder_id, started_at DESC)`);
    await q.query(`
      CREATE TABLE weekly_reminder_recipients (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        run_id uuid NOT NULL REFERENCES weekly_reminder_runs(id) ON DELETE CASCADE,
        reminder_id uuid NOT NULL REFERENCES weekly_reminders(id) ON DELETE CASCADE,
        week_key text NOT NULL,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        email text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'failed', 'skipped')),
        attempts smallint NOT NULL DEFAULT 0,
        last_error text,
        next_attempt_at timestamptz,
        claimed_at timestamptz,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (reminder_id, week_key, user_id)
      )`);
    await q.query(`CREATE INDEX weekly_reminder_recipients_run_idx ON weekly_reminder_recipients (run_id, status)`);
    await q.query(
      `CREATE INDEX weekly_reminder_recipients_due_idx ON weekly_reminder_recipients (next_attempt_at) WHERE status IN ('pending', 'failed')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE weekly_reminder_recipients`);
    await q.query(`DROP TABLE weekly_reminder_runs`);
    await q.query(`DROP TABLE weekly_reminders`);
    await q.query(`ALTER TABLE users DROP COLUMN reminders_opted_out_at`);
  }
}
