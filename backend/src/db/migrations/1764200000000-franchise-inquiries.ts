import type { MigrationInterface, QueryRunner } from 'typeorm';

export class FranchiseInquiries1764200000000 implements MigrationInterface {
  name = 'FranchiseInquiries1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE franchise_inquiries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
        email citext NOT NULL CHECK (length(email) <= 254),
        phone text,
        market text NOT NULL CHECK (length(market) BETWEEN 1 AND 120),
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE franchise_inquiries`);
  }
}
