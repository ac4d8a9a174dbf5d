import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, password-reset tokens and the throttle log behind sign-in and reset rate limits. */
export class Accounts1763900000000 implements MigrationInterface {
  name = 'Accounts1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS citext`); // e-mail unique regardless of case
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        first_name text NOT NULL CHECK (length(first_name) BETWEEN 1 AND 60),
        last_name text NOT NULL CHECK (length(last_name) BETWEEN 1 AND 60),
        email citext NOT NULL UNIQUE CHECK (length(email) <= 254),
        password_hash text,
        phone text,
        preferred_location text REFERENCES locations(slug) ON UPDATE CASCADE ON DELETE SET NULL,
        is_admin boolean NOT NULL DEFAULT false,
        membership_type text NOT NULL DEFAULT 'None' CHECK (membership_type IN ('None', 'Birdie')),
        google_subject text UNIQUE,
        disabled_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (password_hash IS NOT NULL OR google_subject IS NOT NULL)
      )`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        token_hash bytea PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    // One row per counted event (a failed sign-in, a reset request), keyed by scope and subject.
    await q.query(`
      CREATE TABLE auth_throttle (
        id bigserial PRIMARY KEY,
        scope text NOT NULL,
        subject text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_throttle_lookup_idx ON auth_throttle (scope, subject, at)`);

    // Ending every session of one user (sign-out everywhere, disabled account, new password).
    await q.query(`CREATE INDEX sessions_user_idx ON sessions ((sess ->> 'userId'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX sessions_user_idx`);
    await q.query(`DROP TABLE auth_throttle`);
    await q.query(`DROP TABLE password_reset_tokens`);
    await q.query(`DROP TABLE users`);
  }
}
