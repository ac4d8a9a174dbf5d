import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys for third parties reading the public schedule. Only a SHA-256 of each key is kept (the key
 * is shown once, when issued or rotated); `prefix` is its first characters, for recognising it in the list.
 * A revoked key stays as a row (who had access, until when); rotating replaces the hash in place.
 */
export class ApiKeys1766100000000 implements MigrationInterface {
  name = 'ApiKeys1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
        prefix text NOT NULL,
        key_hash bytea NOT NULL UNIQUE,
        created_by uuid REFERENCES users(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        rotated_at timestamptz,
        revoked_at timestamptz
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_keys`);
  }
}
