import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../../shared/logger.js';

/**
 * The PostgreSQL-backed job queue (pg-boss). Jobs survive restarts and each is handed to one
 * worker at a time across every app instance; handlers are idempotent on top of that, so a job
 * retried after a crash does its work once. pg-boss keeps its tables in its own `pgboss` schema.
 */
export const QUEUES = {
  bookingEmail: 'booking-email',
  bookingReminder: 'booking-reminder',
  bookingRefund: 'booking-refund',
  reconcileCharges: 'reconcile-charges',
  paymentSweep: 'payment-sweep',
  paymentDisputeEmail: 'payment-dispute-email',
  releaseExpiredHolds: 'release-expired-holds',
  membershipRenewal: 'membership-renewal',
  membershipRenewalSweep: 'membership-renewal-sweep',
  membershipGraceEnd: 'membership-grace-end',
  membershipEmail: 'membership-email',
  weeklyRemindersTick: 'weekly-reminders-tick',
  weeklyRemindersDeliver: 'weekly-reminders-deliver',
  leagueEmail: 'league-email',
  eventEmail: 'event-email',
  eventOfferExpiry: 'event-offer-expiry',
  eventOfferSweep: 'event-offer-sweep',
} as const;

type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface JobQueue {
  /** Enqueues a job; with `em`, inside that transaction (the job exists only if the transaction commits). */
  send(queue: QueueName, data: object, options?: { startAfter?: Date; singletonKey?: string; em?: EntityManager }): Promise<void>;
  work<T extends object>(queue: QueueName, handler: (data: T) => Promise<void>): Promise<void>;
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Runs a failed job again (an admin's retry); its retries start over. */
  retry(queue: string, jobId: string): Promise<void>;
  stop(): Promise<void>;
  boss: PgBoss;
}

export async function startJobQueue(
  databaseUrl: string,
  logger: Logger,
  /** onError: pg-boss' own errors (polling while the database is down repeats them every few seconds). */
  /** onJobFailed: a handler threw (the job is retried); the metrics count it. */
  options: { pollingIntervalSeconds?: number; onError?: (err: Error) => void; onJobFailed?: (queue: string) => void } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, application_name: 'venue-jobs' });
  boss.on('error', options.onError ?? ((err) => logger.error({ err }, 'job queue error')));
  await boss.start();
  for (const name of Object.values(QUEUES)) {
    await boss.createQueue(name, { name, retryLimit: 5, retryDelay: 30, retryBackoff: true });
  }
  const polling = options.pollingIntervalSeconds ?? 2;
  return {
    boss,
    async send(queue, data, opts = {}) {
      const db = opts.em
        ? { executeSql: async (text: string, values: unknown[]) => ({ rows: await opts.em!.query(text, values) }) }
        : undefined;
      await boss.send(queue, data, { startAfter: opts.startAfter, singletonKey: opts.singletonKey, db });
    },
    async work(queue, handler) {
      await boss.work(queue, { pollingIntervalSeconds: polling, batchSize: 1 }, async ([job]) => {
        try {
          await handler(job!.data as never);
        } catch (err) {
          logger.error({ err, queue, jobId: job!.id }, 'job failed; it will be retried');
          options.onJobFailed?.(queue);
          throw err;
        }
      });
    },
    async schedule(queue, cron) {
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    retry: (queue, jobId) => boss.retry(queue, jobId),
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
