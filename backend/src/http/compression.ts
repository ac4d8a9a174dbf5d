import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Compresses what the server writes at run time (GraphQL, REST, CSV exports, the SPA's index.html)
 * with brotli or gzip, whichever the client prefers. The built assets are already compressed at build
 * time (spa.ts serves the .br/.gz files as they are): a Content-Encoding set before is left alone. A
 * server-sent stream would have to wait for a full compression block, so it is never compressed; the
 * WebSocket upgrade (graphql-ws) never reaches Express at all.
 */
export function compressResponses(): RequestHandler {
  return compression({
    filter: (req, res) => !/^text\/event-stream/i.test(String(res.getHeader('Content-Type') ?? '')) && compression.filter(req, res),
  });
}
