import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * League entry charges join the payments ledger (purpose 'league', pointing at the entry), so a
 * league's money shows wherever payments are counted and its refunds are kept on the charge. One
 * payment per entry, as one per booking.
 */
export class LeaguePayments1765800000000 implements MigrationInterface {
  name = 'LeaguePayments1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payments ADD COLUMN league_entry_id uuid REFERENCES league_entries(id) ON DELETE RESTRICT`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('booking', 'membership', 'league'))`);
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_league_has_entry CHECK (purpose <> 'league' OR league_entry_id IS NOT NULL)`,
    );
    await q.query(`CREATE UNIQUE INDEX payments_one_per_league_entry ON payments (league_entry_id) WHERE purpose = 'league'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM payments WHERE purpose = 'league'`);
    await q.query(`DROP INDEX payments_one_per_league_entry`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_league_has_entry`);
    await q.query(`ALTER TABLE payments DROP CONSTRAINT payments_purpose_check`);
    await q.query(`ALTER TABLE payments ADD CONSTRAINT payments_purpose_check CHECK (purpose IN ('booking', 'membership'))`);
    await q.query(`ALTER TABLE payments DROP COLUMN league_entry_id`);
  }
}
