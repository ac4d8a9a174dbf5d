import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One calendar of bay time: league nights and events take bays as rows of `bookings` too, so the
 * one exclusion constraint guards them. Their own tables (and the reference from a booking row to
 * its league night or event) come with their modules' migrations.
 */
export class BayTimeKinds1765300000000 implements MigrationInterface {
  name = 'BayTimeKinds1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_kind_check`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_kind_check CHECK (kind IN ('bay', 'lesson', 'league', 'event'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP CONSTRAINT bookings_kind_check`);
    await q.query(`ALTER TABLE bookings ADD CONSTRAINT bookings_kind_check CHECK (kind IN ('bay', 'lesson'))`);
  }
}
