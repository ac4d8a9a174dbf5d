import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyaddr from 'proxy-addr';
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { AppError } from '../shared/app-error.js';
import { firstInputProblem } from './input-guard.js';

interface SubscriptionLimits {
  /** Origins whose pages may open the socket, besides the page's own host (see originAllowed). */
  origins: readonly string[];
  socketsPerAddress: number;
  subscriptionsPerSocket: number;
  /** The client must send connection_init within this time or the socket is closed. */
  initTimeoutMs: number;
  /** Largest message a client may send; a subscription document is a few hundred bytes. */
  maxPayloadBytes: number;
  /** GraphQL tokens per document, as on HTTP. */
  maxTokens: number;
}

interface Options {
  server: Server;
  path: string;
  schema: GraphQLSchema;
  limits: SubscriptionLimits;
  /** Express's compiled TRUST_PROXY setting: the client address is read as on HTTP. */
  trustProxy: (addr: string, hop: number) => boolean;
  context: (request: IncomingMessage) => unknown;
  /** Validation rules besides GraphQL's own (the document limits HTTP applies). */
  validationRules: readonly ValidationRule[];
  /** The HTTP error vocabulary (codes, no stack traces), applied to every error sent on the socket. */
  formatError: (formatted: GraphQLFormattedError, error: unknown) => GraphQLFormattedError;
}

const refuse = (code: string, message: string) => [new GraphQLError(message, { extensions: { code } })];
const tooMany = (message: string) => [new GraphQLError(message, { originalError: new AppError('RATE_LIMITED', message) })];

/**
 * A browser sends cookies with a cross-site WebSocket, so the Origin is the only thing that tells a
 * hijacking page from ours. No Origin (a server or app, not a browser) and same-host pages pass.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return !!host && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function reject(socket: Duplex, status: number, reason: string) {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * graphql-ws at `path`, for public subscriptions only. Queries and mutations are refused on the socket
 * (they belong to HTTP, behind its throttles, CSRF checks and cost limits); the Origin and the number
 * of sockets per client address are checked at the upgrade, before the handshake completes.
 */
export function attachSubscriptionServer({ server, path, schema, limits, trustProxy, context, formatError, validationRules }: Options) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayloadBytes });
  const socketsByAddress = new Map<string, number>();

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== path) return; // someone else's upgrade (none today)
    if (!originAllowed(request.headers.origin, request.headers.host, limits.origins)) return reject(socket, 403, 'Forbidden');
    const address = proxyaddr(request, trustProxy);
    const open = socketsByAddress.get(address) ?? 0;
    if (open >= limits.socketsPerAddress) return reject(socket, 429, 'Too Many Requests');
    socketsByAddress.set(address, open + 1);
    let counted = true;
    const release = () => {
      if (!counted) return;
      counted = false;
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    };
    socket.once('close', release);
    wss.handleUpgrade(request, socket, head, (ws) => {
      ws.once('close', release);
      wss.emit('connection', ws, request);
    });
  };
  server.on('upgrade', onUpgrade);

  // Connections that sent connection_init, for the subscriptions gauge (each context lists its running subscriptions).
  const connections = new Set<{ subscriptions: object }>();
  const disposable = useServer(
    {
      connectionInitWaitTimeout: limits.initTimeoutMs,
      onConnect: (ctx) => void connections.add(ctx),
      onClose: (ctx) => void connections.delete(ctx),
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        // graphql-ws has already registered this subscription's id.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket)
          return tooMany(`At most ${limits.subscriptionsPerSocket} subscriptions run on one connection.`);
        let document;
        try {
          document = parse(payload.query, { maxTokens: limits.maxTokens });
        } catch (err) {
          // The token limit's refusal is told as on HTTP (formatGraphQLError knows graphql-js's message).
          const message = err instanceof GraphQLError ? err.message : 'The document could not be parsed.';
          return refuse('GRAPHQL_PARSE_FAILED', message);
        }
        // Codes as Apollo gives them on HTTP, so the error formatter passes the messages through.
        const errors = validate(schema, document, [...specifiedRules, ...validationRules]);
        if (errors.length)
          return errors.map((e) => new GraphQLError(e.message, { nodes: e.nodes, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }));
        const operation = getOperationAST(document, payload.operationName);
        if (!operation) return refuse('BAD_REQUEST', 'Name the operation to run.');
        if (operation.operation !== 'subscription')
          return refuse('BAD_REQUEST', 'Only subscriptions run over the WebSocket: send queries and mutations to POST /graphql.');
        const variableValues = payload.variables ?? {};
        const problem = firstInputProblem(schema, document, variableValues);
        if (problem) return [new GraphQLError(problem.message, { extensions: { code: 'VALIDATION', field: problem.field } })];
        return {
          schema,
          document,
          variableValues,
          operationName: payload.operationName,
          contextValue: context(ctx.extra.request),
        };
      },
      onError: (_ctx, _id, _payload, errors) => errors.map((e) => formatError(e.toJSON(), e.originalError ?? e)),
      onNext: (_ctx, _id, _payload, _args, result) =>
        result.errors ? { ...result, errors: result.errors.map((e) => formatError(e.toJSON(), e)) } : result,
    },
    wss,
  );

  return {
    /** Open sockets per client address (tests). */
    socketsByAddress,
    /** Open sockets and the subscriptions running on them (the metrics read it when scraped). */
    stats: () => ({
      sockets: wss.clients.size,
      subscriptions: [...connections].reduce((n, c) => n + Object.keys(c.subscriptions).length, 0),
    }),
    async close() {
      server.off('upgrade', onUpgrade);
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
