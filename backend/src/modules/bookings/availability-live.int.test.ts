import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import supertest from 'supertest';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { addDays, localDateOf } from '../../shared/time.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

describe('live availability (graphql-ws subscription fed by LISTEN/NOTIFY)', () => {
  let t: TestApp;
  let other: TestApp; // a second app instance on the same database
  let server: http.Server;
  let client: Client;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp();
    other = await createTestApp({}, t.db);
    await seedDemoData(t.db.dataSource);
    day = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
    server = http.createServer(t.app.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.app.attachSubscriptions(server);
    client = createClient({
      url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
  });
  afterAll(async () => {
    await client.dispose();
    await other.close();
    await t.close();
    await new Promise((r) => server.close(r));
  });

  type Watch = { messages: unknown[]; next(): Promise<unknown>; stop(): void };

  /**
   * Subscribes to a location and date and resolves once the server feeds the subscription (no sleep:
   * the app's feed counts its watchers). Each message is kept; next() waits for the next one.
   */
  async function watch(location: string, date: string): Promise<Watch> {
    const messages: unknown[] = [];
    const waiting: { resolve(v: unknown): void; reject(e: unknown): void }[] = [];
    let failure: unknown;
    const fail = (e: unknown) => {
      failure = e;
      for (const w of waiting.splice(0)) w.reject(e);
    };
    const before = t.app.availabilityFeed.watchers;
    const stop = client.subscribe(
      {
        query: 'subscription($l: String!, $d: String!) { availabilityChanged(location: $l, date: $d) { location date } }',
        variables: { l: location, d: date },
      },
      {
        next: (msg) => {
          if (msg.errors) return fail(msg.errors);
          messages.push(msg.data);
          waiting.shift()?.resolve(msg.data);
        },
        error: fail,
        complete: () => undefined,
      },
    );
    let read = 0;
    const w: Watch = {
      messages,
      next: () => {
        if (failure) return Promise.reject(failure);
        if (read < messages.length) return Promise.resolve(messages[read++]);
        read++;
        return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
      },
      stop,
    };
    await expect.poll(() => failure ?? t.app.availabilityFeed.watchers, { timeout: 5000 }).toBe(before + 1);
    return w;
  }

  async function holdOn(app: TestApp, startHour: number, date = day) {
    const agent = supertest.agent(app.app.app);
    await agent
      .post('/api/register')
      .send({
        firstName: 'Live',
        lastName: 'View',
        email: `live-${startHour}-${date}-${Math.random()}@example.com`,
        password: 'watching the grid',
      })
      .expect(201);
    const hours = (await gql(agent, '{ availability(location: "tulsa", date: "' + date + '") { hours } }')).body.data.availability
      .hours as number[];
    const res = await gql(agent, 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }', {
      i: { location: 'tulsa', date, startHour: hours[startHour], hours: 1, partySize: 2, bayNumber: 1 },
    });
    expect(res.body.data.holdBooking.id).toBeTruthy();
  }

  // Every test's subscriptions end with it: the next test starts with none, so counting watchers is exact.
  afterEach(async () => {
    await expect.poll(() => t.app.availabilityFeed.watchers).toBe(0);
  });

  it('tells a watcher of a location and date when a slot is held, within seconds', async () => {
    const tulsa = await watch('tulsa', day);
    try {
      await holdOn(t, 0);
      expect(await tulsa.next()).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
    } finally {
      tulsa.stop();
    }
  });

  it('hears changes made through another app instance', async () => {
    const tulsa = await watch('tulsa', day);
    try {
      await holdOn(other, 1);
      expect(await tulsa.next()).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
    } finally {
      tulsa.stop();
    }
  });

  it('stays quiet for other dates and reports closures too', async () => {
    const next = addDays(day, 1);
    const watched = await watch('tulsa', day);
    const sentinel = await watch('tulsa', next);
    try {
      // Two changes on the next day, one after the other. Notifications arrive in commit order, so
      // once the second has reached the next day's watcher, a leaked first one would have reached ours.
      await holdOn(t, 2, next);
      await holdOn(t, 3, next);
      await sentinel.next();
      await sentinel.next();
      expect(watched.messages).toEqual([]);

      await t.db.dataSource.query(
        `INSERT INTO closures (location_id, starts_at, ends_at, reason)
         SELECT id, $1::date + time '12:00' AT TIME ZONE 'America/Chicago', $1::date + time '14:00' AT TIME ZONE 'America/Chicago',
           'Private event' FROM locations WHERE slug = 'tulsa'`,
        [day],
      );
      expect(await watched.next()).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
      expect(watched.messages).toHaveLength(1);
    } finally {
      watched.stop();
      sentinel.stop();
    }
  });

  it('refuses an unknown location with the error vocabulary', async () => {
    const errors = new Promise((resolve) =>
      client.subscribe(
        { query: 'subscription { availabilityChanged(location: "dallas", date: "' + day + '") { location date } }' },
        { next: (msg) => resolve(msg.errors), error: resolve, complete: () => undefined },
      ),
    );
    expect(await errors).toMatchObject([{ message: 'We have no location by that name.', extensions: { code: 'NOT_FOUND' } }]);
  });
});
