import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Membership e-mails as rows written in the same transaction as the step they tell about
 * (subscribed, cancelled, resumed, renewed, payment failed, ended); a queue job sends each one.
 * A worker claims a mail by setting sent_at where it is still null, so a job run twice, on two
 * instances or after a crash sends it once. step_key (unique) keeps a one-time step (the welcome,
 * a period's renewal, a failed attempt, the end) from being recorded twice.
 */
export class MembershipMail1764900000000 implements MigrationInterface {
  name = 'MembershipMail1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE membership_emails (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        membership_id uuid NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('subscribed', 'cancelled', 'resumed', 'renewed', 'payment_failed', 'ended')),
        details jsonb NOT NULL DEFAULT '{}',
        step_key text UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    await q.query(`CREATE INDEX membership_emails_membership_idx ON membership_emails (membership_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE membership_emails`);
  }
}
