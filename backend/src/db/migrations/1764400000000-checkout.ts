import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discount codes with atomic redemption limits, and the payments ledger. A booking payment always
 * references its booking (no charge without its booking), and a redemption counts at most up to
 * the code's limit because the count is raised by one conditional UPDATE.
 */
export class Checkout1764400000000 implements MigrationInterface {
  name = 'Checkout1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE discount_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code citext NOT NULL UNIQUE CHECK (code ~ '^[A-Za-z0-9_-]{3,32}$'),
        description text NOT NULL DEFAULT '',
        kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
        percent smallint CHECK (percent BETWEEN 1 AND 100),
        amount_cents integer CHECK (amount_cents > 0),
        applies_to text[] NOT NULL DEFAULT '{bookings}',
        valid_from timestamptz,
        valid_to timestamptz,
        max_redemptions integer CHECK (max_redemptions > 0),
        per_user_limit integer CHECK (per_user_limit > 0),
        redeemed_count integer NOT NULL DEFAULT 0,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'percent') = (percent IS NOT NULL) AND (kind = 'fixed') = (amount_cents IS NOT NULL)),
        CHECK (max_redemptions IS NULL OR redeemed_count <= max_redemptions),
        CHECK (valid_to IS NULL OR valid_from IS NULL OR valid_to > valid_from)
      )`);
    await q.query(`
      CREATE TABLE discount_redemptions (
        id bigserial PRIMARY KEY,
        discount_code_id uuid NOT NULL REFERENCES discount_codes(id) ON DELETE RESTRICT,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        booking_id uuid REFERENCES bookings(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX discount_redemptions_user_idx ON discount_redemptions (discount_code_id, user_id)`);
    await q.query(`ALTER TABLE bookings ADD COLUMN discount_code_id uuid REFERENCES discount_codes(id)`);

    await q.query(`
      CREATE TABLE payments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE RESTRICT,
        purpose text NOT NULL CHECK (purpose IN ('booking', 'membership')),
        booking_id uuid REFERENCES bookings(id) ON DELETE RESTRICT,
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency text NOT NULL DEFAULT 'usd',
        gateway text NOT NULL,
        gateway_charge_id text NOT NULL UNIQUE,
        idempotency_key text NOT NULL UNIQUE,
        status text NOT NULL CHECK (status IN ('succeeded', 'refunded', 'partially_refunded')),
        refunded_cents integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (purpose <> 'booking' OR booking_id IS NOT NULL),
        CHECK (refunded_cents BETWEEN 0 AND amount_cents)
      )`);
    // One successful payment per booking.
    await q.query(`CREATE UNIQUE INDEX payments_one_per_booking ON payments (booking_id) WHERE purpose = 'booking'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE payments`);
    await q.query(`ALTER TABLE bookings DROP COLUMN discount_code_id`);
    await q.query(`DROP TABLE discount_redemptions`);
    await q.query(`DROP TABLE discount_codes`);
  }
}
