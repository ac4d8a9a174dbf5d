import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A checkout that ends unpaid is not a cancelled booking: it gets a status of its own, `expired`
 * (the 10-minute hold ran out) or `released` (the customer let it go). Holds that ended unpaid
 * before this were stored as `cancelled` with the reason hold_expired, payment_declined or
 * abandoned; they move to the new statuses (a decline used to let the bay go: released).
 */
export class UnpaidCheckouts1766000000000 implements MigrationInterface {
  name = 'UnpaidCheckouts1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
      CHECK (status IN ('held', 'confirmed', 'cancelled', 'completed', 'expired', 'released'))`);
    await q.query(`UPDATE bookings SET status = 'expired' WHERE status = 'cancelled' AND cancel_reason = 'hold_expired'`);
    await q.query(
      `UPDATE bookings SET status = 'released' WHERE status = 'cancelled' AND cancel_reason IN ('payment_declined', 'abandoned')`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE bookings SET status = 'cancelled' WHERE status IN ('expired', 'released')`);
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_status_check`);
    await q.query(
      `ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('held', 'confirmed', 'cancelled', 'completed'))`,
    );
  }
}
