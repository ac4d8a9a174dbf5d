import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A membership e-mail that keeps failing stops holding back the member's later ones: each failed send
 * is counted, and after the last automatic attempt the e-mail is set aside (`given_up_at`). Its own
 * job still tries it, alone, until an admin's retry or its retries run out.
 */
export class MembershipEmailAttempts1766300000000 implements MigrationInterface {
  name = 'MembershipEmailAttempts1766300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE membership_emails
        ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
        ADD COLUMN given_up_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE membership_emails DROP COLUMN given_up_at, DROP COLUMN failed_attempts`);
  }
}
