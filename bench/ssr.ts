// What server rendering costs the server (issue 33): requests per second of `/booking/tulsa` rendered on
// the server for each request (its data read, React's render, emotion's critical CSS: every request a new
// address, so nothing is kept), the same page kept from an earlier render (its data still read each time:
// http/page-cache.ts), against the built index.html served as a static file, the way every page was sent
// before. 8 clients each, alternating rounds; the render's own time from each answer's Server-Timing header.
// Printed, never asserted: a render is worth its cost when the page arrives whole (bench/first-page.ts).
import http from 'node:http';
import { benchDatabase, combine, loadLoop, startServer, startTestServer, type LoadResult, type Reply } from './support.js';

const CONCURRENCY = 8;
const WARMUP_MS = 2_000;
const ROUNDS = 6;
const ROUND_MS = 1_000;

/** One GET of a page as a browser asks for it; the render's duration (ms) from Server-Timing, if any. */
function getPage(agent: http.Agent, url: string, timings: number[]): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { Accept: 'text/html' } }, (res) => {
      const ssr = /ssr;dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
      if (ssr) timings.push(Number(ssr[1]));
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

const server = await startTestServer();
try {
  const db = await benchDatabase(server);
  const app = await startServer('app', db.url);
  const timings: number[] = [];
  const pages = {
    rendered: {
      url: (i: number) => `${app.url}/booking/tulsa?visit=${i}`,
      ok: (r: Reply) => r.status === 200 && r.body.includes('data-ssr'),
    },
    kept: { url: () => `${app.url}/booking/tulsa`, ok: (r: Reply) => r.status === 200 && r.body.includes('data-ssr') },
    static: { url: () => `${app.url}/index.html`, ok: (r: Reply) => r.status === 200 && r.body.includes('<div id="root"></div>') },
  };
  const results = { rendered: [] as LoadResult[], kept: [] as LoadResult[], static: [] as LoadResult[] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['rendered', 'kept', 'static'] as const) {
        const page = pages[kind];
        results[kind].push(
          await loadLoop({
            concurrency: CONCURRENCY,
            warmupMs: round === 0 ? WARMUP_MS : 100,
            durationMs: ROUND_MS,
            send: (agent, i) => getPage(agent, page.url(round * 1_000_000 + i), kind === 'rendered' ? timings : []),
            check: page.ok,
            cpuMs: app.cpuMs,
          }),
        );
      }
    }
  } finally {
    await app.stop();
  }
  const line = (name: string, r: LoadResult) =>
    `${name.padEnd(44)} ${r.perSecond.toFixed(0).padStart(5)} req/s  (p50 ${r.p50Ms.toFixed(1)} ms, ` +
    `server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request, ${r.failures} failed)`;
  const rendered = combine(results.rendered);
  const kept = combine(results.kept);
  const shell = combine(results.static);
  timings.sort((a, b) => a - b);
  console.log(line('/booking/tulsa rendered on the server', rendered));
  console.log(line('/booking/tulsa kept from an earlier render', kept));
  console.log(line('index.html as a static file (before issue 33)', shell));
  console.log(
    `rendering costs ${(shell.perSecond / rendered.perSecond).toFixed(1)}x the static page's server time, a kept page ` +
      `${(shell.perSecond / kept.perSecond).toFixed(1)}x; ` +
      `render (Server-Timing) p50 ${timings[Math.floor(timings.length / 2)]?.toFixed(1)} ms, ` +
      `p99 ${timings[Math.floor(timings.length * 0.99)]?.toFixed(1)} ms`,
  );
  await db.drop();
} finally {
  await server.stop();
}
