import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import supertest from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { QUEUES } from '../modules/jobs/job-queue.js';
import { addDays, localDateOf } from '../shared/time.js';
import { createTestApp, gql, newCard, type TestApp } from '../../test/support/test-app.js';

const TOKEN = 'test-metrics-token-test-metrics-token-0123';
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id status } }';
const PAY = `mutation($id: ID!, $p: PaymentInput!, $k: String!) {
  payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status }
}`;

/** The value of one sample (`name{labels}` exactly as prom-client writes it), or undefined without one. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** GET /metrics in the Prometheus text format, for loopback callers and METRICS_TOKEN holders (issue 36). */
describe('GET /metrics', () => {
  let t: TestApp;
  let customer: supertest.Agent;
  let day: string;
  let n = 0;
  const scrape = async (app = t) => {
    const res = await supertest(app.app.app).get('/metrics').expect(200);
    return res.text;
  };
  const req = (over: Record<string, unknown>) => ({ location: 'hudsonoaks', date: day, hours: 1, partySize: 2, ...over });

  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN: TOKEN,
      // Each anonymous public read comes from an address of its own (X-Forwarded-For through a loopback proxy).
      TRUST_PROXY: 'loopback',
      PUBLIC_API_ANONYMOUS_BUDGET: '40',
    });
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 2);
    customer = supertest.agent(t.app.app);
    await customer
      .post('/api/register')
      .send({ firstName: 'Metric', lastName: 'Watcher', email: `metrics-${Date.now()}@example.com`, password: 'a long enough secret' })
      .expect(201);
  });
  afterAll(() => t.close());

  it('answers a caller on this machine in the Prometheus text format, process metrics included', async () => {
    const res = await supertest(t.app.app).get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain('# TYPE process_cpu_seconds_total counter');
    expect(res.text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('is not there for anyone else without the token (404, as an unknown path); the token opens it', async () => {
    // Through a proxy: the socket is local, but the caller is not.
    const forwarded = await supertest(t.app.app).get('/metrics').set('X-Forwarded-For', '203.0.113.9');
    expect(forwarded.status).toBe(404);
    expect(forwarded.text).not.toContain('venue_');
    const unknown = await supertest(t.app.app).get('/metricz').set('Accept', 'application/json').set('X-Forwarded-For', '203.0.113.9');
    expect(unknown.status).toBe(404);
    const wrong = await supertest(t.app.app).get('/metrics').set('X-Forwarded-For', '203.0.113.9').set('Authorization', `Bearer ${TOKEN}0`);
    expect(wrong.status).toBe(404);
    const withToken = await supertest(t.app.app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('Authorization', `Bearer ${TOKEN}`);
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain('venue_http_requests_total');
  });

  it('METRICS_TOKEN is checked at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 32 characters/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).METRICS_TOKEN).toBe(TOKEN);
  });

  it('a confirmed booking adds one to the confirmed counter; an expired hold to the expired one', async () => {
    const before = await scrape();
    const held = (await gql(customer, HOLD, { i: req({ bayNumber: 1, startHour: 12 }) })).body.data.holdBooking;
    const paid = await gql(customer, PAY, { id: held.id, p: await newCard(t), k: `metrics-${++n}-${Date.now()}` });
    expect(paid.body.data.payForBooking.status).toBe('CONFIRMED');
    const after = await scrape();
    const confirmed = 'venue_bookings_confirmed_total{channel="online"}';
    expect(sample(after, confirmed)).toBe(sample(before, confirmed)! + 1);

    const lapsing = (await gql(customer, HOLD, { i: req({ bayNumber: 1, startHour: 14 }) })).body.data.holdBooking;
    await t.db.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [lapsing.id]);
    expect(await t.app.services.bookings.releaseExpiredHolds()).toBe(1);
    expect(sample(await scrape(), 'venue_holds_expired_total')).toBe((sample(after, 'venue_holds_expired_total') ?? 0) + 1);
  });

  it('a lapsed hold another customer takes over counts as expired too, once the new hold is placed', async () => {
    const lapsing = (await gql(customer, HOLD, { i: req({ bayNumber: 3, startHour: 15 }) })).body.data.holdBooking;
    await t.db.dataSource.query(`UPDATE bookings SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [lapsing.id]);
    const before = sample(await scrape(), 'venue_holds_expired_total') ?? 0;
    const other = supertest.agent(t.app.app);
    await other
      .post('/api/register')
      .send({ firstName: 'Next', lastName: 'Customer', email: `metrics-next-${Date.now()}@example.com`, password: 'a long enough secret' })
      .expect(201);
    const taken = (await gql(other, HOLD, { i: req({ bayNumber: 3, startHour: 15 }) })).body.data.holdBooking;
    expect(taken.status).toBe('HELD');
    expect(sample(await scrape(), 'venue_holds_expired_total')).toBe(before + 1);
  });

  it('a declined card counts as a failed payment', async () => {
    const held = (await gql(customer, HOLD, { i: req({ bayNumber: 2, startHour: 12 }) })).body.data.holdBooking;
    const before = sample(await scrape(), 'venue_payments_failed_total{purpose="booking"}')!;
    const declined = await gql(customer, PAY, { id: held.id, p: await newCard(t, 'pm_card_chargeDeclined'), k: `metrics-${++n}` });
    expect(declined.body.errors[0].extensions.code).toBe('PAYMENT_FAILED');
    expect(sample(await scrape(), 'venue_payments_failed_total{purpose="booking"}')).toBe(before + 1);
  });

  it('a spent public API budget counts each request it turns away, and its RATE_LIMITED answers', async () => {
    const series = 'venue_api_budget_refusals_total{spender="address",reason="budget"}';
    const before = await scrape();
    let refused = 0;
    for (let i = 0; i < 30 && refused < 2; i++) {
      const res = await gql(t.http, '{ locations { slug } }').set('X-Forwarded-For', '203.0.113.77');
      if (res.status === 429) refused++;
    }
    expect(refused).toBe(2);
    const after = await scrape();
    expect(sample(after, series)).toBe(sample(before, series)! + 2);
    const rateLimited = 'venue_errors_total{api="graphql",code="RATE_LIMITED"}';
    expect(sample(after, rateLimited)).toBe((sample(before, rateLimited) ?? 0) + 2);
  });

  it('counts and times GraphQL operations by name: trusted names as such, others "other", unnamed "anonymous"', async () => {
    const documents = Object.values(JSON.parse(readFileSync(loadConfig({}).TRUSTED_DOCUMENTS_FILE, 'utf8')) as Record<string, string>);
    const trusted = documents.find((d) => d.startsWith('query AccountPayments '))!;
    expect((await gql(customer, trusted)).body.errors).toBeUndefined();
    await gql(customer, 'query MyOwnScript { me { id } }');
    await gql(customer, '{ me { id } }');
    await gql(customer, '{ nope }');
    const text = await scrape();
    expect(sample(text, 'venue_graphql_operations_total{operation="AccountPayments",type="query",outcome="ok"}')).toBe(1);
    expect(sample(text, 'venue_graphql_operation_duration_seconds_count{operation="AccountPayments",type="query"}')).toBe(1);
    expect(sample(text, 'venue_graphql_operations_total{operation="other",type="query",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'venue_graphql_operations_total{operation="anonymous",type="query",outcome="ok"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'venue_graphql_operations_total{operation="invalid",type="unknown",outcome="error"}')).toBe(1);
    expect(sample(text, 'venue_errors_total{api="graphql",code="GRAPHQL_VALIDATION_FAILED"}')).toBe(1);
    expect(text).not.toContain('MyOwnScript');
    expect(text).not.toContain('{ me');
  });

  it('labels requests by route pattern, never by URL; REST errors by code', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await customer.get(`/api/bookings/${id}/calendar.ics`).expect(404);
    const text = await scrape();
    expect(text).not.toContain(id);
    expect(text).toMatch(/venue_http_requests_total\{method="GET",route="\/api\/bookings\/:id[^"]*",status="404"\} 1/);
    expect(sample(text, 'venue_errors_total{api="rest",code="NOT_FOUND"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'venue_http_requests_total{method="POST",route="/api/register",status="201"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'venue_http_requests_total{method="POST",route="/graphql",status="200"}')).toBeGreaterThan(1);
    expect(text).toMatch(/venue_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/graphql"\} \d+/);
  });

  it('reads the database pools, the job queues and the live sockets when scraped', async () => {
    await t.app.jobs.send(QUEUES.bookingReminder, { bookingId: 'metrics' }, { startAfter: new Date(Date.now() + 3600_000) });
    const text = await scrape();
    for (const pool of ['app', 'sessions']) {
      expect(sample(text, `venue_db_pool_in_use{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `venue_db_pool_idle{pool="${pool}"}`)).toBeGreaterThanOrEqual(0);
      expect(sample(text, `venue_db_pool_waiting{pool="${pool}"}`)).toBe(0);
    }
    expect(sample(text, 'venue_db_pool_in_use{pool="app"}')! + sample(text, 'venue_db_pool_idle{pool="app"}')!).toBeGreaterThan(0);
    expect(sample(text, 'venue_job_queue_jobs{queue="booking-reminder",state="created"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'venue_ws_connections')).toBe(0);
    expect(sample(text, 'venue_ws_subscriptions')).toBe(0);
  });

  it('counts live WebSockets and their subscriptions while a client watches, and none once it leaves', async () => {
    const server = http.createServer(t.app.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.app.attachSubscriptions(server);
    const client = createClient({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    try {
      const gauges = async () => {
        const text = await scrape();
        return [sample(text, 'venue_ws_connections'), sample(text, 'venue_ws_subscriptions')];
      };
      const stop = client.subscribe(
        {
          query: 'subscription($l: String!, $d: String!) { availabilityChanged(location: $l, date: $d) { date } }',
          variables: { l: 'tulsa', d: day },
        },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      await expect.poll(gauges).toEqual([1, 1]);
      stop(); // the subscription ends; the socket stays open
      await expect.poll(gauges).toEqual([1, 0]);
      await client.dispose();
      await expect.poll(gauges).toEqual([0, 0]);
    } finally {
      await client.dispose();
      await new Promise((r) => server.close(r));
    }
  });

  it('each app instance has a registry of its own (tests run several in one process)', async () => {
    const other = await createTestApp({}, t.db);
    try {
      const text = await scrape(other);
      expect(sample(text, 'venue_bookings_confirmed_total{channel="online"}')).toBe(0);
      expect(sample(await scrape(), 'venue_bookings_confirmed_total{channel="online"}')).toBe(1);
    } finally {
      await other.close();
    }
  });
});
