// Contention: 500 signed-in customers try to book the same bay-hour through the real app at once
// (hold, then pay with the sandbox test card). Target: exactly one booking, every other attempt a
// CONFLICT ("That slot was just taken"), no errors, and one charge.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { addDays, localDateOf } from '../backend/src/shared/time.js';
import { signedInUsers } from '../backend/test/support/signed-in.js';
import { BENCH_SESSION_SECRET, benchDatabase, benchProcessor, postJson, startServer, startTestServer } from './support.js';

const ATTEMPTS = 500;
const LOCATION = 'tulsa';
const HOLD = 'mutation($i: BookingRequestInput!) { holdBooking(input: $i) { id } }';
const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { status } }';

type Outcome = 'confirmed' | 'conflict' | 'error';

const server = await startTestServer();
try {
  const db = await benchDatabase(server);
  const customers = await signedInUsers(db.ds, ATTEMPTS, BENCH_SESSION_SECRET);
  const date = addDays(localDateOf(new Date(), 'America/Chicago'), 1);
  const processor = await benchProcessor();
  const app = await startServer('app', db.url, processor.env);
  const url = `${app.url}/graphql`;
  const agent = new http.Agent({ keepAlive: true }); // no socket limit: every attempt has its own connection
  const errors: string[] = [];
  try {
    const gql = async (cookie: string, query: string, variables: object) => {
      const r = await postJson(agent, url, JSON.stringify({ query, variables }), { Cookie: cookie });
      return {
        status: r.status,
        body: JSON.parse(r.body) as {
          data?: Record<string, { id?: string; status?: string } | null> | null;
          errors?: { message: string; extensions?: { code?: string } }[];
        },
      };
    };
    const { hours } = (
      await gql(customers[0]!.cookie, 'query($l: String!, $d: String!) { availability(location: $l, date: $d) { hours } }', {
        l: LOCATION,
        d: date,
      })
    ).body.data!.availability as unknown as { hours: number[] };
    const input = { location: LOCATION, date, startHour: hours[Math.floor(hours.length / 2)], hours: 1, partySize: 2, bayNumber: 1 };

    const attempt = async ({ cookie }: { cookie: string }, i: number): Promise<Outcome> => {
      try {
        const hold = await gql(cookie, HOLD, { i: input });
        const id = hold.body.data?.holdBooking?.id;
        const card = id ? { confirmationToken: await processor.cardToken() } : null;
        const reply = id ? await gql(cookie, PAY, { id, p: card, k: `bench-contention-${i}-${Date.now()}` }) : hold;
        const code = reply.body.errors?.[0]?.extensions?.code;
        if (reply.status < 500 && reply.body.data?.payForBooking?.status === 'CONFIRMED') return 'confirmed';
        if (reply.status < 500 && code === 'CONFLICT') return 'conflict';
        errors.push(`${reply.status} ${code ?? ''} ${reply.body.errors?.[0]?.message ?? ''}`.trim());
      } catch (e) {
        errors.push((e as Error).message);
      }
      return 'error';
    };
    const t0 = performance.now();
    const outcomes = await Promise.all(customers.map(attempt));
    const seconds = (performance.now() - t0) / 1000;

    const count = (o: Outcome) => outcomes.filter((x) => x === o).length;
    const [{ booked }] = await db.ds.query(
      `SELECT count(*) FILTER (WHERE b.status IN ('held', 'confirmed'))::int AS booked
       FROM bookings b JOIN bays y ON y.id = b.bay_id JOIN locations l ON l.id = b.location_id
       WHERE l.slug = $1 AND y.number = 1 AND b.local_date = $2 GROUP BY b.bay_id, b.starts_at`,
      [LOCATION, date],
    );
    // The money the processor took (this run's processor serves this app alone).
    const charges = (await processor.stripe.charges.list({ limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter(
      (c) => c.captured && c.status === 'succeeded',
    ).length;
    console.log(
      `${ATTEMPTS} attempts on ${LOCATION} bay 1, ${date} ${input.startHour}:00, all at once: ${seconds.toFixed(2)} s, ${(ATTEMPTS / seconds).toFixed(0)} attempts/s`,
    );
    console.log(
      `successes ${count('confirmed')} (target 1), conflicts ${count('conflict')}, errors ${count('error')} (target 0); in the database: ${booked} active booking(s), ${charges} charge(s)`,
    );
    for (const e of [...new Set(errors)].slice(0, 5)) console.log(`  error: ${e}`);
    const pass = count('confirmed') === 1 && count('conflict') === ATTEMPTS - 1 && booked === 1 && charges === 1;
    console.log(pass ? 'OK' : 'FAILED');
    if (!pass) process.exitCode = 1;
  } finally {
    agent.destroy();
    await app.stop();
    await processor.close();
  }
  await db.drop();
} finally {
  await server.stop();
}
