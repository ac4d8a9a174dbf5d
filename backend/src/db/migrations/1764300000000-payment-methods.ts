import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Saved payment methods (brand, last four, expiry and the gateway's token: never the number) and
 * the built-in sandbox gateway's own records, which a real processor would keep on its side.
 */
export class PaymentMethods1764300000000 implements MigrationInterface {
  name = 'PaymentMethods1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN gateway_customer_id text UNIQUE`);
    await q.query(`
      CREATE TABLE payment_methods (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        gateway_token text NOT NULL UNIQUE,
        brand text NOT NULL,
        last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
        exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
        exp_year smallint NOT NULL CHECK (exp_year BETWEEN 2000 AND 2100),
        is_default boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        removed_at timestamptz
      )`);
    await q.query(`CREATE INDEX payment_methods_user_idx ON payment_methods (user_id) WHERE removed_at IS NULL`);
    // At most one default method per user, enforced by the database.
    await q.query(`CREATE UNIQUE INDEX payment_methods_one_default ON payment_methods (user_id) WHERE is_default AND removed_at IS NULL`);

    await q.query(`
      CREATE TABLE sandbox_gateway_cards (
        token text PRIMARY KEY,
        customer_id text NOT NULL,
        brand text NOT NULL,
        last4 text NOT NULL,
        exp_month smallint NOT NULL,
        exp_year smallint NOT NULL,
        outcome text NOT NULL,
        detached_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE sandbox_gateway_charges (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        customer_id text NOT NULL,
        token text NOT NULL,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL,
        status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
        failure_code text,
        refunded_cents integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (refunded_cents BETWEEN 0 AND amount_cents)
      )`);
    await q.query(`
      CREATE TABLE sandbox_gateway_refunds (
        id text PRIMARY KEY,
        idempotency_key text NOT NULL UNIQUE,
        charge_id text NOT NULL REFERENCES sandbox_gateway_charges(id),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sandbox_gateway_refunds`);
    await q.query(`DROP TABLE sandbox_gateway_charges`);
    await q.query(`DROP TABLE sandbox_gateway_cards`);
    await q.query(`DROP TABLE payment_methods`);
    await q.query(`ALTER TABLE users DROP COLUMN gateway_customer_id`);
  }
}
