import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { refuseUnreadBody, UNREAD_BODY_MESSAGE } from './unread-body.js';

const servers: net.Server[] = [];
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))));

interface Outcome {
  status: number;
  body: string;
  reachedHandler: boolean;
}

/**
 * The /graphql chain's order (a slow step such as the session's load, the body parser, the guard, the
 * operation) on a real server, for one JSON POST from a raw socket. With `hangUp` the client closes its
 * side once the request is sent and the slow step waits for that, as a page navigating away does.
 */
async function post(hangUp: boolean): Promise<Outcome> {
  const outcome: Outcome = { status: 0, body: '', reachedHandler: false };
  let answered!: () => void;
  const closed = new Promise<void>((resolve) => (answered = resolve));
  const app = express();
  app.use(async (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (chunk: unknown) => ((outcome.body = String(chunk)), send(chunk));
    res.on('close', () => {
      outcome.status = res.statusCode;
      answered();
    });
    if (hangUp && !req.socket.readableEnded) await once(req.socket, 'end');
    next();
  });
  app.use(express.json(), refuseUnreadBody(), (req, res) => {
    outcome.reachedHandler = true;
    res.json({ got: req.body as unknown });
  });
  const server = app.listen(0);
  servers.push(server);
  await once(server, 'listening');

  const body = JSON.stringify({ query: '{ locations { id } }' });
  const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  const request = `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
  if (hangUp) socket.end(request);
  else socket.write(request);
  if (!hangUp) await once(socket, 'data');
  socket.destroy();
  await closed;
  return outcome;
}

describe('refuseUnreadBody', () => {
  it('answers 400 in the GraphQL error shape, not 500, when the client hung up before its body was read', async () => {
    const outcome = await post(true);
    expect(outcome.reachedHandler).toBe(false);
    expect(outcome.status).toBe(400);
    expect(JSON.parse(outcome.body)).toEqual({ errors: [{ message: UNREAD_BODY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('lets a body that was read through', async () => {
    const outcome = await post(false);
    expect(outcome.reachedHandler).toBe(true);
    expect(outcome.status).toBe(200);
    expect(JSON.parse(outcome.body)).toEqual({ got: { query: '{ locations { id } }' } });
  });
});
