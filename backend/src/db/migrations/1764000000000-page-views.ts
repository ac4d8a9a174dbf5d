import type { MigrationInterface, QueryRunner } from 'typeorm';

/** First-party page views (path, referrer, time, anonymous visit id) for the admin dashboard. */
export class PageViews1764000000000 implements MigrationInterface {
  name = 'PageViews1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE page_views (
        id bigserial PRIMARY KEY,
        path text NOT NULL CHECK (length(path) BETWEEN 1 AND 512),
        referrer text CHECK (length(referrer) <= 1024),
        visitor_id uuid NOT NULL,
        user_id uuid REFERENCES users(id) ON DELETE SET NULL,
        viewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX page_views_viewed_at_idx ON page_views (viewed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE page_views`);
  }
}
