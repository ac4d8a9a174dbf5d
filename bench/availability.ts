// Availability query throughput: the real app's GraphQL `availability(location, date)` (the booking
// page's query) against a bare node:http + pg server answering the same rows with the same JSON.
// The baseline runs the same three SQL queries and the same pure rules (slotsOf, slotState), so the
// ratio is the price of the stack around them: Express, sessions, logging, Apollo, type-graphql,
// TypeORM. Demo data plus a month of bookings around the measured day. Target: at least 0.8x.
// A third line measures the app's floor, the smallest query ({ __typename }) through the same
// stack, and prints how much CPU the target leaves above it.
import http from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { addDays, localDateOf } from '../backend/src/shared/time.js';
import {
  benchDatabase,
  combine,
  loadLoop,
  postJson,
  startServer,
  seedBookingMonth,
  startTestServer,
  type LoadResult,
  availabilityBody,
  DEMO_LOCATIONS,
  isAvailability,
} from './support.js';

const CONCURRENCY = 32;
const WARMUP_MS = 2_000;
const DURATION_MS = 5_000;
const ROUNDS = 10;
const TARGET = 0.8; // issue #18: third parties poll this query
const FLOOR_BODY = JSON.stringify({ query: '{ __typename }' });

const server = await startTestServer();
try {
  const db = await benchDatabase(server);
  const day = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
  const count = await seedBookingMonth(db, day);
  console.log(
    `data: demo seed, ${count} bookings (30 days before to 2 days after ${day}), ${CONCURRENCY} concurrent clients, ${WARMUP_MS / 1000} s warm-up, ${DURATION_MS / 1000} s measured for each server, in ${ROUNDS} alternating rounds`,
  );

  const body = (i: number) => availabilityBody(i, day);

  // Both servers up at once; the measured time alternates between them in short rounds, so load
  // from anything else on the machine falls on both alike.
  // The load generator is one anonymous address: a budget it cannot spend, so spending is measured, never refused.
  const servers = {
    baseline: await startServer('baseline', db.url),
    app: await startServer('app', db.url, { PUBLIC_API_ANONYMOUS_BUDGET: '2000000000' }),
  };
  const results = { baseline: [] as LoadResult[], app: [] as LoadResult[], floor: [] as LoadResult[] };
  const samples: Record<string, unknown> = {};
  try {
    for (const [kind, s] of Object.entries(servers)) {
      const agent = new http.Agent();
      samples[kind] = await Promise.all(
        // The data: the app's answer also reports its cost (extensions), which the baseline does not compute.
        DEMO_LOCATIONS.map(async (_, i) => JSON.parse((await postJson(agent, `${s.url}/graphql`, body(i))).body).data),
      );
      agent.destroy();
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['baseline', 'app', 'floor'] as const) {
        const s = servers[kind === 'floor' ? 'app' : kind];
        const url = `${s.url}/graphql`;
        const warmupMs = round === 0 ? WARMUP_MS : 100;
        results[kind].push(
          await loadLoop({
            concurrency: CONCURRENCY,
            warmupMs,
            durationMs: DURATION_MS / ROUNDS,
            send: (a, i) => postJson(a, url, kind === 'floor' ? FLOOR_BODY : body(i)),
            check: kind === 'floor' ? (r) => r.status === 200 && r.body.startsWith('{"data":{"__typename":"Query"}') : isAvailability,
            cpuMs: s.cpuMs,
          }),
        );
      }
    }
  } finally {
    await Promise.all(Object.values(servers).map((s) => s.stop()));
  }
  if (!isDeepStrictEqual(samples.app, samples.baseline)) {
    console.log(
      'the baseline and the app answered differently:',
      JSON.stringify(samples.baseline).slice(0, 300),
      JSON.stringify(samples.app).slice(0, 300),
    );
    process.exitCode = 1;
  }
  const baseline = combine(results.baseline);
  const app = combine(results.app);
  const line = (name: string, r: LoadResult) =>
    `${name.padEnd(28)} ${r.perSecond.toFixed(0).padStart(6)} req/s  (${r.requests} in ${r.seconds.toFixed(1)} s, p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request, ${r.failures} failed)`;
  console.log(line('baseline (node:http + pg)', baseline));
  console.log(line('app (GraphQL availability)', app));
  const ratio = app.perSecond / baseline.perSecond;
  const pass = ratio >= TARGET && app.failures === 0 && baseline.failures === 0;
  console.log(`ratio ${ratio.toFixed(2)} (target >= ${TARGET.toFixed(2)}) ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
  // What the app's stack costs before any resolver runs (Express, helmet, pino, sessions, Apollo, the
  // public API's checks): were availability free, this would be the app's best ratio.
  const floor = combine(results.floor);
  console.log(line('app floor ({ __typename })', floor));
  const budget = baseline.cpuMsPerRequest / TARGET;
  console.log(
    `CPU per request: baseline ${baseline.cpuMsPerRequest.toFixed(2)} ms, app ${app.cpuMsPerRequest.toFixed(2)} ms of which the ` +
      `stack's floor is ${floor.cpuMsPerRequest.toFixed(2)} ms. At ${TARGET}x the app may spend ${budget.toFixed(2)} ms: ` +
      `${(budget - floor.cpuMsPerRequest).toFixed(2)} ms above its floor for the queries, rules and GraphQL execution ` +
      `it spends ${(app.cpuMsPerRequest - floor.cpuMsPerRequest).toFixed(2)} ms on.`,
  );
  await db.drop();
} finally {
  await server.stop();
}
