import type { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { AppMetrics } from './metrics.js';

describe('AppMetrics', () => {
  it('still answers a scrape while the database is away: the queue gauge has no samples, the rest is there', async () => {
    const down = { query: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as DataSource;
    const metrics = new AppMetrics({ dataSource: down, token: undefined });
    metrics.watchPool('app', () => undefined); // not open yet: no sample either
    const text = await metrics.registry.metrics();
    expect(text).toContain('# TYPE venue_job_queue_jobs gauge');
    expect(text).not.toMatch(/^venue_job_queue_jobs\{/m);
    expect(text).not.toMatch(/^venue_db_pool_in_use\{/m);
    expect(text).toMatch(/^venue_bookings_confirmed_total\{channel="online"\} 0$/m);
    expect(text).toMatch(/^venue_ws_connections 0$/m);
  });

  it('business counters count what the services report', async () => {
    const metrics = new AppMetrics({ dataSource: {} as DataSource, token: undefined });
    metrics.business.bookingConfirmed('desk');
    metrics.business.holdsExpired(3);
    metrics.business.paymentFailed('renewal');
    metrics.business.paymentFailed('something-new'); // a purpose the metrics do not know: one "other" series
    metrics.business.budgetRefused('key', 'concurrency');
    metrics.jobFailed('booking-email');
    const text = await metrics.registry.metrics();
    for (const line of [
      'venue_bookings_confirmed_total{channel="desk"} 1',
      'venue_holds_expired_total 3',
      'venue_payments_failed_total{purpose="renewal"} 1',
      'venue_payments_failed_total{purpose="other"} 1',
      'venue_api_budget_refusals_total{spender="key",reason="concurrency"} 1',
      'venue_job_failures_total{queue="booking-email"} 1',
    ])
      expect(text.split('\n')).toContain(line);
  });
});
