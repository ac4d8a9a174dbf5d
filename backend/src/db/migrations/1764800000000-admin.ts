import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The audit log of admin actions, and indexes for the admin grids' sorting and filtering. */
export class Admin1764800000000 implements MigrationInterface {
  name = 'Admin1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        details jsonb NOT NULL DEFAULT '{}',
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_at_idx ON audit_log (at DESC)`);
    await q.query(`CREATE INDEX bookings_starts_at_idx ON bookings (starts_at DESC, id)`);
    await q.query(`CREATE INDEX bookings_status_starts_idx ON bookings (status, starts_at DESC, id)`);
    await q.query(`CREATE INDEX bookings_location_status_starts_idx ON bookings (location_id, status, starts_at DESC, id)`);
    await q.query(`CREATE INDEX users_created_at_idx ON users (created_at DESC, id)`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(`CREATE INDEX users_search_idx ON users USING gin ((first_name || ' ' || last_name || ' ' || email::text) gin_trgm_ops)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_search_idx`);
    await q.query(`DROP INDEX users_created_at_idx`);
    await q.query(`DROP INDEX bookings_location_status_starts_idx`);
    await q.query(`DROP INDEX bookings_status_starts_idx`);
    await q.query(`DROP INDEX bookings_starts_at_idx`);
    await q.query(`DROP TABLE audit_log`);
  }
}
