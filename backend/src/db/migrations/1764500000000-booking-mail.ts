import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When each booking e-mail went out. Workers claim a mail by setting its column where it is still
 * null, so a job run twice, on two instances or after a crash sends the mail once.
 */
export class BookingMail1764500000000 implements MigrationInterface {
  name = 'BookingMail1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE bookings ADD COLUMN confirmation_sent_at timestamptz, ADD COLUMN cancellation_sent_at timestamptz, ADD COLUMN reminder_sent_at timestamptz`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN confirmation_sent_at, DROP COLUMN cancellation_sent_at, DROP COLUMN reminder_sent_at`);
  }
}
