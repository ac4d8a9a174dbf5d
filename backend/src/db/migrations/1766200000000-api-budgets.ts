import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The public API's cost budgets become leaky buckets: one row per spender (API key or hashed client
 * address) with how full its bucket was at `updated_at`; it drains continuously, so a caller that
 * stays under the rate is never refused and one that bursts waits only for what it needs.
 * UNLOGGED: written on every batch of requests, and a crash that empties every bucket only forgives.
 */
export class ApiBudgets1766200000000 implements MigrationInterface {
  name = 'ApiBudgets1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE UNLOGGED TABLE api_budgets (
        spender text PRIMARY KEY,
        level double precision NOT NULL CHECK (level >= 0),
        updated_at timestamptz NOT NULL
      )`);
    // The fixed windows of rate-limiter-flexible these replace.
    await q.query(`DELETE FROM rate_limits WHERE key LIKE 'api-key-cost:%' OR key LIKE 'api-anonymous-cost:%'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_budgets`);
  }
}
