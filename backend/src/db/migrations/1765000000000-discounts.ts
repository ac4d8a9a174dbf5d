import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Discounts for every checkout. A redemption names its purchase by kind and id (bay bookings,
 * memberships, later leagues, lessons and events), and is released (released_at) when that purchase
 * is cancelled and refunded: a released redemption no longer counts towards either limit. One live
 * redemption per purchase. A code keeps the dates the admin typed (starts_on, ends_on, venue-local)
 * beside the instants the guard compares (valid_from, valid_to), which are computed from them.
 */
export class Discounts1765000000000 implements MigrationInterface {
  name = 'Discounts1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE discount_codes
        ADD COLUMN starts_on date,
        ADD COLUMN ends_on date,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT discount_codes_applies_to_known
          CHECK (cardinality(applies_to) > 0 AND applies_to <@ ARRAY['bookings', 'leagues', 'lessons', 'events', 'memberships']),
        ADD CONSTRAINT discount_codes_count_not_negative CHECK (redeemed_count >= 0),
        ADD CONSTRAINT discount_codes_dates_in_order CHECK (starts_on IS NULL OR ends_on IS NULL OR starts_on <= ends_on)`);
    await q.query(`
      ALTER TABLE discount_redemptions
        ADD COLUMN purchase_kind text,
        ADD COLUMN purchase_id uuid,
        ADD COLUMN released_at timestamptz`);
    await q.query(`UPDATE discount_redemptions SET purchase_kind = 'bookings', purchase_id = coalesce(booking_id, gen_random_uuid())`);
    await q.query(`
      ALTER TABLE discount_redemptions
        ALTER COLUMN purchase_kind SET NOT NULL,
        ALTER COLUMN purchase_id SET NOT NULL,
        ADD CONSTRAINT discount_redemptions_kind_known
          CHECK (purchase_kind IN ('bookings', 'leagues', 'lessons', 'events', 'memberships')),
        DROP COLUMN booking_id`);
    // One live redemption per purchase: a retried checkout cannot take a code twice for one thing bought.
    await q.query(`
      CREATE UNIQUE INDEX discount_redemptions_live_purchase
        ON discount_redemptions (purchase_kind, purchase_id) WHERE released_at IS NULL`);
    // The per-user count reads only live redemptions; the admin's list reads a code's newest first.
    await q.query(`DROP INDEX discount_redemptions_user_idx`);
    await q.query(
      `CREATE INDEX discount_redemptions_user_idx ON discount_redemptions (discount_code_id, user_id) WHERE released_at IS NULL`,
    );
    await q.query(`CREATE INDEX discount_redemptions_code_idx ON discount_redemptions (discount_code_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX discount_redemptions_code_idx`);
    await q.query(`DROP INDEX discount_redemptions_user_idx`);
    await q.query(`DROP INDEX discount_redemptions_live_purchase`);
    await q.query(`ALTER TABLE discount_redemptions ADD COLUMN booking_id uuid REFERENCES bookings(id) ON DELETE RESTRICT`);
    await q.query(
      `UPDATE discount_redemptions r SET booking_id = r.purchase_id WHERE r.purchase_kind = 'bookings' AND EXISTS (SELECT 1 FROM bookings b WHERE b.id = r.purchase_id)`,
    );
    await q.query(`DELETE FROM discount_redemptions WHERE released_at IS NOT NULL`);
    await q.query(`
      ALTER TABLE discount_redemptions
        DROP CONSTRAINT discount_redemptions_kind_known,
        DROP COLUMN purchase_kind,
        DROP COLUMN purchase_id,
        DROP COLUMN released_at`);
    await q.query(`CREATE INDEX discount_redemptions_user_idx ON discount_redemptions (discount_code_id, user_id)`);
    await q.query(`
      ALTER TABLE discount_codes
        DROP CONSTRAINT discount_codes_dates_in_order,
        DROP CONSTRAINT discount_codes_count_not_negative,
        DROP CONSTRAINT discount_codes_applies_to_known,
        DROP COLUMN updated_at,
        DROP COLUMN ends_on,
        DROP COLUMN starts_on`);
  }
}
