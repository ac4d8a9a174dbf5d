import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Rate limits move to rate-limiter-flexible's PostgreSQL store: one row per (scope, hashed subject)
 * with its points and the end of its window, changed by one atomic upsert. The old table of counted
 * events (count, then insert) let concurrent attempts past the limit.
 */
export class RateLimits1765700000000 implements MigrationInterface {
  name = 'RateLimits1765700000000';

  async up(q: QueryRunner): Promise<void> {
    // The shape rate-limiter-flexible's RateLimiterPostgres reads and writes (its own CREATE TABLE).
    await q.query(`CREATE TABLE rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await q.query(`DROP TABLE auth_throttle`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE auth_throttle (
        id bigserial PRIMARY KEY,
        scope text NOT NULL,
        subject text NOT NULL,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX auth_throttle_lookup_idx ON auth_throttle (scope, subject, at)`);
    await q.query(`DROP TABLE rate_limits`);
  }
}
