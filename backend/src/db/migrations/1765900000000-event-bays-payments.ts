import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Event charges in the payments ledger, and the sweep of registrations a crash left pending.
 *
 * The purpose CHECK is dropped and re-added with every purpose the ledger knows, leagues' included,
 * so this and the leagues' ledger migration apply in either order and the last one leaves them all.
 */
export class EventBaysPayments1765900000000 implements MigrationInterface {
  name = 'EventBaysPayments1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('booking', 'membership', 'league', 'event'))`,
    );
    await q.query(`ALTER TABLE payments ADD COLUMN event_registration_id uuid REFERENCES event_registrations(id) ON DELETE RESTRICT`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_event_has_registration CHECK (purpose <> 'event' OR event_registration_id IS NOT NULL)`,
    );
    // One charge per registration: its key is the registration's, so a retried step records nothing twice.
    await q.query(`CREATE UNIQUE INDEX payments_one_per_event_registration ON payments (event_registration_id) WHERE purpose = 'event'`);
    // The pending sweep reads the oldest pending registrations.
    await q.query(`CREATE INDEX event_registrations_pending_idx ON event_registrations (created_at) WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX event_registrations_pending_idx`);
    await q.query(`DELETE FROM payments WHERE purpose = 'event'`);
    await q.query(`DROP INDEX payments_one_per_event_registration`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_event_has_registration, DROP COLUMN event_registration_id`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_purpose_check`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('booking', 'membership', 'league'))`);
  }
}
