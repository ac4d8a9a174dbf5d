import type { Server } from 'node:http';
import type { Express } from 'express';

/**
 * How long an idle keep-alive connection stays open: longer than the idle time of the clients that
 * reuse connections to us (nginx's upstream keep-alive is 60 s, and a load balancer's often 60 s).
 * Node's default of 5 s lets the server close a connection just as a client sends on it: the client
 * gets ECONNRESET, a proxy answers 502. Seen in the e2e suite: a test's POST after 5 s idle hung up.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Starts the HTTP server; resolves once it listens (Express 5 hands listen errors to the callback). */
export function listen(app: Express, host: string, port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(server)));
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000; // above keepAliveTimeout, as Node asks
  });
}
