import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, listen } from './listen.js';

describe('listen', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('keeps idle connections open longer than the proxies in front of it, and tells clients so', async () => {
    const app = express();
    app.get('/ping', (_req, res) => void res.send('pong'));
    const server = await listen(app, '127.0.0.1', 0);
    servers.push(server);
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/ping`);
    expect(await res.text()).toBe('pong');
    // Node announces its keep-alive timeout on every response: 5 s by default.
    expect(res.headers.get('keep-alive')).toBe(`timeout=${KEEP_ALIVE_TIMEOUT_MS / 1000}`);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000); // nginx's upstream keep-alive
  });

  it('rejects when the port is taken', async () => {
    const first = await listen(express(), '127.0.0.1', 0);
    servers.push(first);
    await expect(listen(express(), '127.0.0.1', (first.address() as AddressInfo).port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });
});
