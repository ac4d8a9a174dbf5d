import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import supertest from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  function nextChange(location: string, date: string, timeoutMs = 5000): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error('no availability change within 5 s'));
      }, timeoutMs);
      const unsubscribe = client.subscribe(
        {
          query: 'subscription($l: String!, $d: String!) { availabilityChanged(location: $l, date: $d) { location date } }',
          variables: { l: location, d: date },
        },
        {
          next: (msg) => {
            clearTimeout(timer);
            unsubscribe();
            if (msg.errors) reject(msg.errors);
            else resolve(msg.data);
          },
          error: (e) => {
            clearTimeout(timer);
            reject(e);
          },
          complete: () => undefined,
        },
      );
    });
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

  it('tells a watcher of a location and date when a slot is held, within seconds', async () => {
    const change = nextChange('tulsa', day);
    await new Promise((r) => setTimeout(r, 200)); // let the subscription reach the server
    await holdOn(t, 0);
    expect(await change).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
  });

  it('hears changes made through another app instance', async () => {
    const change = nextChange('tulsa', day);
    await new Promise((r) => setTimeout(r, 200));
    await holdOn(other, 1);
    expect(await change).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
  });

  it('stays quiet for other dates and reports closures too', async () => {
    const quiet = nextChange('tulsa', day, 1500);
    await new Promise((r) => setTimeout(r, 200));
    await holdOn(t, 2, addDays(day, 1)); // the next day
    await expect(quiet).rejects.toThrow(/no availability change/);

    const change = nextChange('tulsa', day);
    await new Promise((r) => setTimeout(r, 200));
    await t.db.dataSource.query(
      `INSERT INTO closures (location_id, starts_at, ends_at, reason) SELECT id, $1::date + time '12:00' AT TIME ZONE 'America/Chicago', $1::date + time '14:00' AT TIME ZONE 'America/Chicago', 'Private event' FROM locations WHERE slug = 'tulsa'`,
      [day],
    );
    expect(await change).toEqual({ availabilityChanged: { location: 'tulsa', date: day } });
  });

  it('refuses an unknown location with the error vocabulary', async () => {
    await expect(nextChange('dallas', day)).rejects.toMatchObject([
      { message: 'We have no location by that name.', extensions: { code: 'NOT_FOUND' } },
    ]);
  });
});
