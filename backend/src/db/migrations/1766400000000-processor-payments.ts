import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments through a card processor's intents (docs/payments.md): each checkout's PaymentIntent is
 * an attempt of its own (so a retry finds it again and a webhook finds its purchase), each webhook
 * event is applied once, the ledger keeps the intent, the card's face and disputes, refunds are
 * rows (the customer's history shows each), and a renewal the bank wants confirmed gives the
 * membership a grace period.
 */
export class ProcessorPayments1766400000000 implements MigrationInterface {
  name = 'ProcessorPayments1766400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE payment_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        purpose text NOT NULL CHECK (purpose IN ('booking', 'league', 'event', 'membership', 'renewal')),
        purchase_id uuid NOT NULL,
        processor_key text NOT NULL UNIQUE,
        intent_id text UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        status text NOT NULL CHECK (status IN ('creating', 'action_required', 'authorized', 'succeeded', 'failed', 'canceled')),
        save_card boolean NOT NULL DEFAULT false,
        make_default boolean NOT NULL DEFAULT false,
        failure text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_attempts_purchase_idx ON payment_attempts (purpose, purchase_id)`);
    // The sweeper's work list: intents still waiting on someone.
    await q.query(
      `CREATE INDEX payment_attempts_open_idx ON payment_attempts (created_at) WHERE status IN ('creating', 'action_required', 'authorized')`,
    );

    await q.query(`
      CREATE TABLE processor_events (
        id text PRIMARY KEY,
        type text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      ALTER TABLE payments
        ADD COLUMN gateway_intent_id text UNIQUE,
        ADD COLUMN card_brand text,
        ADD COLUMN card_last4 text,
        ADD COLUMN receipt_url text,
        ADD COLUMN disputed_at timestamptz,
        ADD COLUMN dispute_status text`);

    await q.query(`
      CREATE TABLE payment_refunds (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        payment_id uuid NOT NULL REFERENCES payments(id) ON DELETE RESTRICT,
        processor_refund_id text NOT NULL UNIQUE,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX payment_refunds_payment_idx ON payment_refunds (payment_id)`);
    // A card saved twice (a retried checkout) stays one saved card.
    await q.query(`CREATE UNIQUE INDEX payment_methods_one_per_token ON payment_methods (gateway_token) WHERE removed_at IS NULL`);

    // A renewal waiting for the member to confirm it with their bank: perks go on until grace_ends_at.
    await q.query(`ALTER TABLE memberships DROP CONSTRAINT IF EXISTS memberships_status_check`);
    await q.query(
      `ALTER TABLE memberships ADD CONSTRAINT memberships_status_check CHECK (status IN ('active', 'past_due', 'action_required', 'ended'))`,
    );
    await q.query(`ALTER TABLE memberships ADD COLUMN grace_ends_at timestamptz`);
    await q.query(`ALTER TABLE membership_emails DROP CONSTRAINT membership_emails_kind_check`);
    await q.query(
      `ALTER TABLE membership_emails ADD CONSTRAINT membership_emails_kind_check
         CHECK (kind IN ('subscribed', 'cancelled', 'resumed', 'renewed', 'payment_failed', 'payment_action_required', 'ended'))`,
    );
    await q.query(`DROP INDEX memberships_one_live_per_user`);
    await q.query(
      `CREATE UNIQUE INDEX memberships_one_live_per_user ON memberships (user_id) WHERE status IN ('active', 'past_due', 'action_required')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX memberships_one_live_per_user`);
    await q.query(`UPDATE memberships SET status = 'past_due' WHERE status = 'action_required'`);
    await q.query(`CREATE UNIQUE INDEX memberships_one_live_per_user ON memberships (user_id) WHERE status IN ('active', 'past_due')`);
    await q.query(`DELETE FROM membership_emails WHERE kind = 'payment_action_required'`);
    await q.query(`ALTER TABLE membership_emails DROP CONSTRAINT membership_emails_kind_check`);
    await q.query(
      `ALTER TABLE membership_emails ADD CONSTRAINT membership_emails_kind_check
         CHECK (kind IN ('subscribed', 'cancelled', 'resumed', 'renewed', 'payment_failed', 'ended'))`,
    );
    await q.query(`ALTER TABLE memberships DROP COLUMN grace_ends_at`);
    await q.query(`ALTER TABLE memberships DROP CONSTRAINT memberships_status_check`);
    await q.query(`ALTER TABLE memberships ADD CONSTRAINT memberships_status_check CHECK (status IN ('active', 'past_due', 'ended'))`);
    await q.query(`DROP INDEX payment_methods_one_per_token`);
    await q.query(`DROP TABLE payment_refunds`);
    await q.query(
      `ALTER TABLE payments DROP COLUMN gateway_intent_id, DROP COLUMN card_brand, DROP COLUMN card_last4, DROP COLUMN receipt_url,
         DROP COLUMN disputed_at, DROP COLUMN dispute_status`,
    );
    await q.query(`DROP TABLE processor_events`);
    await q.query(`DROP TABLE payment_attempts`);
  }
}
