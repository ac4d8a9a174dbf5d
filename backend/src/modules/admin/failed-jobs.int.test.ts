import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const LIST = '{ adminFailedJobs { id queue attempts error bookingId failedAt } }';
const RETRY = 'mutation($id: ID!) { adminRetryJob(jobId: $id) }';

/** #19: background work that ran out of retries (a refund, an e-mail) is visible to admins, who can run it again. */
describe('failed background jobs in the system utilities', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    player = await signInDemo(t, 'player');
  });
  afterAll(() => t.close());

  it('lists a failed refund with its error and booking; an admin retries it once, a player cannot', async () => {
    const bookingId = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    // A refund job that failed for good (queued far ahead so no worker takes it first, then failed as its last retry would leave it).
    const id = await t.app.jobs.boss.send('booking-refund', { bookingId }, { startAfter: new Date(Date.now() + 86_400_000) });
    await t.db.dataSource.query(
      `UPDATE pgboss.job SET state = 'failed', completed_on = now(), retry_count = 5,
         output = '{"message":"gateway timed out"}' WHERE id = $1`,
      [id],
    );

    const listed = await gql(admin, LIST);
    expect(listed.body.data.adminFailedJobs).toEqual([
      { id, queue: 'booking-refund', attempts: 5, error: 'gateway timed out', bookingId, failedAt: expect.any(String) },
    ]);
    expect((await gql(player, LIST)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(player, RETRY, { id })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    expect((await gql(admin, RETRY, { id })).body.data.adminRetryJob).toBe(true);
    const [job] = await t.db.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
    expect(job.state).toBe('retry');
    expect((await gql(admin, LIST)).body.data.adminFailedJobs).toEqual([]);
    const again = await gql(admin, RETRY, { id });
    expect(again.body.errors[0]).toMatchObject({
      message: 'That job is not waiting for a retry (it may have been retried already).',
      extensions: { code: 'NOT_FOUND' },
    });
    const [audit] = await t.db.dataSource.query(`SELECT action, target_id FROM audit_log WHERE action = 'job.retry'`);
    expect(audit).toEqual({ action: 'job.retry', target_id: id });
  });
});
