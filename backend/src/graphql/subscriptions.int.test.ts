import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../test/support/test-app.js';
import { TOKENS_MESSAGE } from './limits.js';

const AVAILABILITY = 'subscription($l: String!, $d: String!) { availabilityChanged(location: $l, date: $d) { location date } }';

describe('the WebSocket endpoint: public subscriptions only, behind its own guards', () => {
  let t: TestApp;
  let server: http.Server;
  let url: string;
  const clients: Client[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      APP_ORIGIN: 'https://venue.example',
      WS_ALLOWED_ORIGINS: 'https://screens.example',
      WS_MAX_SOCKETS_PER_ADDRESS: '3',
      WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '2',
      TRUST_PROXY: 'loopback',
    });
    await seedDemoData(t.db.dataSource);
    server = http.createServer(t.app.app);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    t.app.attachSubscriptions(server);
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    await t.close();
    await new Promise((r) => server.close(r));
  });

  // Each socket from its own address (through the trusted proxy), so only the cap's own test meets the cap.
  let addresses = 0;
  const nextAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++addresses}` });

  function client(origin?: string): Client {
    const headers = nextAddress();
    const c = createClient({
      url,
      retryAttempts: 0,
      lazy: false,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers, ...(origin ? { origin } : {}) });
        }
      },
    });
    clients.push(c);
    return c;
  }

  /** The first thing the server answers to one operation: a result or its errors. */
  function first(c: Client, query: string, variables: Record<string, unknown> = {}) {
    return new Promise<{ data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }>(
      (resolve, reject) => {
        const stop = c.subscribe(
          { query, variables },
          {
            next: (value) => {
              resolve(value as never);
              stop();
            },
            error: (err) => (Array.isArray(err) ? resolve({ errors: err }) : reject(err)),
            complete: () => resolve({}),
          },
        );
      },
    );
  }

  /** Opens a raw socket with the graphql-ws protocol and reports the HTTP status of a refused upgrade. */
  function upgradeStatus(origin?: string, headers: Record<string, string> = nextAddress()) {
    return new Promise<number>((resolve) => {
      const ws = new WebSocket(url, 'graphql-transport-ws', { headers, ...(origin ? { origin } : {}) });
      ws.once('open', () => {
        ws.close();
        resolve(101);
      });
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => undefined);
    });
  }

  it('refuses queries and mutations on the socket, pointing to HTTP', async () => {
    const c = client();
    const query = await first(c, '{ locations { slug } }');
    expect(query.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    expect(query.errors?.[0]?.message).toMatch(/Only subscriptions run over the WebSocket/);
    const mutation = await first(c, 'mutation { logout }');
    expect(mutation.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
    const invalid = await first(c, 'subscription { nothingHere }');
    expect(invalid.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const huge = await first(c, `subscription { ${'__typename '.repeat(1100)} }`);
    expect(huge.errors?.[0]).toMatchObject({ extensions: { code: 'QUERY_TOO_COMPLEX', limit: 'tokens' }, message: TOKENS_MESSAGE });
  });

  it('checks subscription inputs as HTTP does (a NUL byte is a VALIDATION error)', async () => {
    const answer = await first(client(), AVAILABILITY, { l: 'tulsa\u0000', d: '2026-12-01' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION', field: 'location' });
  });

  it('refuses a foreign Origin at the upgrade, and lets the site, configured origins and non-browsers in', async () => {
    expect(await upgradeStatus('https://evil.example')).toBe(403);
    expect(await upgradeStatus('https://venue.example')).toBe(101);
    expect(await upgradeStatus('https://screens.example')).toBe(101);
    expect(await upgradeStatus(undefined)).toBe(101);
  });

  it('caps the subscriptions one socket may run', async () => {
    const c = client();
    const never = () => undefined;
    const subs = ['2026-12-01', '2026-12-02'].map((d) =>
      c.subscribe({ query: AVAILABILITY, variables: { l: 'tulsa', d } }, { next: never, error: never, complete: never }),
    );
    await expect.poll(() => t.app.availabilityFeed.watchers).toBeGreaterThanOrEqual(2);
    const third = await first(c, AVAILABILITY, { l: 'tulsa', d: '2026-12-03' });
    expect(third.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    subs.forEach((stop) => stop());
  });

  it('caps the sockets one client address (read through the trusted proxy) may hold open', async () => {
    const behindProxy = { 'X-Forwarded-For': '203.0.113.9' };
    const open = () =>
      new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(url, 'graphql-transport-ws', { headers: behindProxy });
        ws.once('open', () => resolve(ws));
        ws.once('error', reject);
      });
    const held = [await open(), await open(), await open()];
    expect(await upgradeStatus(undefined, behindProxy)).toBe(429);
    expect(await upgradeStatus(undefined, { 'X-Forwarded-For': '203.0.113.10' })).toBe(101); // another address
    const closed = (ws: WebSocket) => new Promise((r) => (ws.once('close', r), ws.close()));
    await closed(held[0]!);
    await expect.poll(() => upgradeStatus(undefined, behindProxy)).toBe(101);
    await Promise.all(held.slice(1).map(closed));
  });

  it('closes a socket whose message is over the size cap', async () => {
    const c = client();
    const closed = new Promise<number>((resolve) => c.on('closed', (event) => resolve((event as { code: number }).code)));
    void first(c, `subscription { ${'__typename '.repeat(2000)} }`).catch(() => undefined);
    expect(await closed).toBe(1009);
  });

  it('closes a socket that never initialises', async () => {
    const ws = new WebSocket(url, 'graphql-transport-ws', { headers: nextAddress() });
    const code = await new Promise<number>((resolve) => ws.once('close', (c) => resolve(c)));
    expect(code).toBe(4408);
  });
});
