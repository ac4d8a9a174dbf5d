import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Coach photos, stored by the app (no file system state): one row per coach with the checked
 * content type and the bytes, served at /api/coaches/{id}/photo. The type and size are checked by
 * the server before the write; the table repeats them so nothing else can store a wrong one.
 */
export class CoachAdmin1765400000000 implements MigrationInterface {
  name = 'CoachAdmin1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE coach_photos (
        coach_id uuid PRIMARY KEY REFERENCES coaches(id) ON DELETE CASCADE,
        content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
        bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 2097152),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE coach_photos`);
  }
}
