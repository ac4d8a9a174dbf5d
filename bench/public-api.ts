// The public API's protections (graphql-armor limits, the cost calculation, the budget spend) priced on
// the query third parties poll: availability throughput with them on vs off, two app servers in the same
// run, alternating rounds (target: on >= 0.95x off). Then the alias flood of issue #18 (1,000 aliased
// availability fields per request, 8 clients sending them back to back) against an app with the shipped
// budgets, with /healthz's p99 measured alone and during the flood: refused at the parser, then (its
// sender's budget spent by the refusals) before its body is read, the flood must not move it. Last the
// signed-in introspection flood of issue #34: 15 aliased `__schema` selections per request from 8 clients
// sharing one player's cookie, which a signed-in session could send unbudgeted before; /healthz p99 again.
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { signedInUsers } from '../backend/test/support/signed-in.js';
import { addDays, localDateOf } from '../backend/src/shared/time.js';
import {
  BENCH_SESSION_SECRET,
  benchDatabase,
  loadLoop,
  postJson,
  startServer,
  startTestServer,
  type LoadResult,
  type Reply,
  availabilityBody,
  isAvailability,
} from './support.js';

const CONCURRENCY = 16;
const ROUNDS = 16;
const DURATION_MS = 8_000;
const TARGET = 0.95;
const aliased = (i: number) => `a${i}: availability(location: "tulsa", date: "2027-01-01") { date }`;
const FLOOD = `{ ${Array.from({ length: 1000 }, (_, i) => aliased(i)).join(' ')} }`;
// Issue #34's document: 15 aliased copies of the schema's types with their fields (about 45 KB each when answered).
const SCHEMA_COPY = '__schema { types { kind name description fields { name description type { kind name ofType { kind name } } } } }';
const SCHEMA_FLOOD = `{ ${Array.from({ length: 15 }, (_, i) => `s${i}: ${SCHEMA_COPY}`).join(' ')} }`;
// 8 clients sending the flood back to back until told to stop; then it reports how each was answered.
const FLOOD_WORKER = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
const counts = { refused: 0, turnedAway: 0, other: 0 };
let flooding = true;
parentPort.once('message', () => { flooding = false; });
const send = () => new Promise((resolve) => {
  const headers = { ...workerData.headers, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(workerData.body) };
  const req = http.request(workerData.url, { method: 'POST', agent, headers }, (res) => {
    let body = '';
    res.on('data', (c) => { body += c; });
    res.on('end', () => {
      if (res.statusCode === 400 && body.includes('QUERY_TOO_COMPLEX')) counts.refused++;
      else if (res.statusCode === 429 && body.includes('RATE_LIMITED')) counts.turnedAway++;
      else counts.other++;
      resolve();
    });
  });
  req.on('error', () => { counts.other++; resolve(); });
  req.end(workerData.body);
});
Promise.all(Array.from({ length: 8 }, async () => { while (flooding) await send(); })).then(() => parentPort.postMessage(counts));
`;

function getText(agent: http.Agent, url: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      })
      .on('error', reject);
  });
}

const combine = (rounds: LoadResult[]) => {
  const requests = rounds.reduce((n, r) => n + r.requests, 0);
  const seconds = rounds.reduce((n, r) => n + r.seconds, 0);
  return { requests, seconds, perSecond: requests / seconds, failures: rounds.reduce((n, r) => n + r.failures, 0) };
};

const server = await startTestServer();
try {
  const db = await benchDatabase(server);
  const day = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
  // The load generator is one anonymous address: a budget it cannot spend, so the spend itself is what is measured.
  const env = { PUBLIC_API_ANONYMOUS_BUDGET: '2000000000' };
  const servers = {
    off: await startServer('app', db.url, { ...env, BENCH_PUBLIC_API_LIMITS: 'off' }),
    on: await startServer('app', db.url, { ...env, BENCH_PUBLIC_API_LIMITS: 'on' }),
    shipped: await startServer('app', db.url, { BENCH_PUBLIC_API_LIMITS: 'on' }),
  };
  try {
    const body = (i: number) => availabilityBody(i, day);
    const results = { off: [] as LoadResult[], on: [] as LoadResult[] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['off', 'on'] as const) {
        const url = `${servers[kind].url}/graphql`;
        results[kind].push(
          await loadLoop({
            concurrency: CONCURRENCY,
            warmupMs: round === 0 ? 2_000 : 100,
            durationMs: DURATION_MS / ROUNDS,
            send: (a, i) => postJson(a, url, body(i)),
            check: isAvailability,
          }),
        );
      }
    }
    const off = combine(results.off);
    const on = combine(results.on);
    console.log(`limits off  ${off.perSecond.toFixed(0).padStart(6)} req/s (${off.failures} failed)`);
    console.log(`limits on   ${on.perSecond.toFixed(0).padStart(6)} req/s (${on.failures} failed)`);
    const ratio = on.perSecond / off.perSecond;
    const pass = ratio >= TARGET && on.failures === 0 && off.failures === 0;
    console.log(`ratio ${ratio.toFixed(3)} (target >= ${TARGET}) ${pass ? 'PASS' : 'FAIL'}`);
    if (!pass) process.exitCode = 1;

    // The floods against the app as shipped: /healthz p99 alone, then during each flood.
    const health = `${servers.shipped.url}/healthz`;
    const probe = () =>
      loadLoop({ concurrency: 2, warmupMs: 200, durationMs: 2_000, send: (a) => getText(a, health), check: (r) => r.status === 200 });
    const during = async (label: string, query: string, headers: Record<string, string> = {}) => {
      const quiet = await probe();
      // The flood runs on a thread of its own, as an attacker runs on a machine of its own: the probe's
      // latency is the server's, not the flood generator's event loop.
      const flood = new Worker(FLOOD_WORKER, {
        eval: true,
        workerData: { url: `${servers.shipped.url}/graphql`, body: JSON.stringify({ query }), headers },
      });
      const counted = new Promise<{ refused: number; turnedAway: number; other: number }>((resolve, reject) => {
        flood.once('message', resolve);
        flood.once('error', reject);
      });
      await new Promise((resolve) => flood.once('online', resolve));
      const loud = await probe();
      flood.postMessage('stop');
      const { refused, turnedAway, other } = await counted;
      await flood.terminate();
      // "Unchanged" with room for a shared machine's noise: within 1.5x of alone, or 5 ms.
      const steady = loud.p99Ms <= Math.max(quiet.p99Ms * 1.5, quiet.p99Ms + 5);
      console.log(
        `${label}: /healthz p99 alone ${quiet.p99Ms.toFixed(1)} ms, during the flood ${loud.p99Ms.toFixed(1)} ms: ` +
          `ratio ${(loud.p99Ms / quiet.p99Ms).toFixed(2)} (target <= 1.5 or +5 ms) ${steady ? 'PASS' : 'FAIL'}`,
      );
      if (!steady) process.exitCode = 1;
      console.log(
        `${label}: ${refused} requests refused before running (QUERY_TOO_COMPLEX), ${turnedAway} turned away (429), ` +
          `${other} otherwise answered`,
      );
      if (other > 0) process.exitCode = 1;
    };
    await during('alias flood (anonymous)', FLOOD);
    // One player's session, as a script with the cookie copied from the browser would send it.
    const [player] = await signedInUsers(db.ds, 1, BENCH_SESSION_SECRET);
    await during('__schema flood (signed in, 8 clients, one cookie)', SCHEMA_FLOOD, { Cookie: player!.cookie });
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  await db.drop();
} finally {
  await server.stop();
}
