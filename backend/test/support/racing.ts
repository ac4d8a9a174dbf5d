// The contention tests' harness: the races the database must win (a bay, a coach, event seats,
// league places, a discount's limits, a per-account limit) start every attempt in one tick, over
// real HTTP to app instances that share one database, as separate processes would.
import { expect } from 'vitest';
import { createDataSource } from '../../src/db/data-source.js';
import { chargesAtProcessor, standing, unaccounted } from './money.js';
import { createTestApp, newCard, type TestApp, type TestDatabase } from './test-app.js';

export interface GraphqlError {
  message: string;
  extensions?: { code?: string };
}

/** A GraphQL answer as a client gets it; `data` keyed by the operation's field. */
export interface Reply<D = Record<string, { id: string; status: string } | null>> {
  status: number;
  body: { data?: D | null; errors?: GraphqlError[] };
}

/** attempt(0) … attempt(count - 1), every one started in the same tick before any is awaited. */
export function race<T>(count: number, attempt: (i: number) => PromiseLike<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => attempt(i)));
}

/** POSTs a GraphQL operation with a session cookie; a body that is not JSON (a crash's page) reads as an error. */
export async function post<D = Reply['body']['data']>(
  url: string,
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Reply<NonNullable<D>>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie },
    body: JSON.stringify({ query, variables }),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: { errors: [{ message: text }] } };
  }
}

export interface Instance {
  app: TestApp;
  /** Its /graphql endpoint. */
  url: string;
  /** Requests to /graphql it has received (a test may reset it). */
  served: number;
}

/**
 * App instances on one database as two processes run them: each with its own pool of
 * DATABASE_POOL_SIZE's default size, each listening on a port of its own.
 */
export async function startInstances(db: TestDatabase, count = 2): Promise<{ instances: Instance[]; close(): Promise<void> }> {
  const instances: Instance[] = [];
  const close = async () => {
    for (const { app } of instances) {
      await app.close();
      if (app.db.dataSource.isInitialized) await app.db.dataSource.destroy();
    }
  };
  try {
    for (let i = 0; i < count; i++) {
      const pool = createDataSource(db.url, 10);
      await pool.initialize();
      const app = await createTestApp({}, { url: db.url, dataSource: pool, drop: async () => undefined });
      const instance: Instance = { app, url: `${app.url}/graphql`, served: 0 };
      app.server.on('request', (req: { url?: string }) => void (req.url === '/graphql' && instance.served++));
      instances.push(instance);
    }
  } catch (err) {
    await close();
    throw err;
  }
  return { instances, close };
}

/**
 * What every race must show: no server error among the replies, and every error the expected
 * refusal (a CONFLICT unless said otherwise). Returns the refusals, for the test to count.
 */
export function expectOnlyRefusals(replies: Reply<unknown>[], refusal: { message: string; code?: string }): GraphqlError[] {
  expect(replies.filter((r) => r.status >= 500)).toEqual([]);
  const errors = replies.flatMap((r) => r.body.errors ?? []);
  for (const e of errors) expect(e).toMatchObject({ message: refusal.message, extensions: { code: refusal.code ?? 'CONFLICT' } });
  return errors;
}

const PAY =
  'mutation($id: ID!, $p: PaymentInput!, $k: String!) { payForBooking(bookingId: $id, payment: $p, idempotencyKey: $k) { id status } }';

export interface Checkout {
  hold: Reply;
  /** Null when the hold was refused. */
  pay: Reply | null;
}

/**
 * One customer's checkout in a race for bay time: the hold (`query` answers `field { id }`), then,
 * only when it was won, the payment, with a card made at the processor of the instance it pays through.
 */
export async function holdThenPay(
  { app, url }: Instance,
  cookie: string,
  hold: { query: string; field: string; input: Record<string, unknown> },
  idempotencyKey: string,
): Promise<Checkout> {
  const held = await post(url, cookie, hold.query, { i: hold.input });
  const id = held.body.data?.[hold.field]?.id;
  const pay = id ? await post(url, cookie, PAY, { id, p: await newCard(app), k: idempotencyKey }) : null;
  return { hold: held, pay };
}

/**
 * The end of a checkout race: no server error, exactly one checkout confirmed, every other refused
 * its hold once, with `refusal` (a CONFLICT). Returns the winner's booking id.
 */
export function expectOneConfirmed(results: Checkout[], refusal: string): string {
  const refusals = expectOnlyRefusals(
    results.flatMap((r) => (r.pay ? [r.hold, r.pay] : [r.hold])),
    { message: refusal },
  );
  const winners = results.filter((r) => r.pay);
  expect(winners).toHaveLength(1);
  expect(winners[0]!.pay!.body.data?.payForBooking?.status).toBe('CONFIRMED');
  expect(results.filter((r) => !r.pay).map((r) => r.hold.body.errors?.length)).toEqual(Array(results.length - 1).fill(1));
  expect(refusals).toHaveLength(results.length - 1);
  return winners[0]!.pay!.body.data!.payForBooking!.id;
}

/** Charged once: at the instances' processors, since `sinceMs`, one standing charge (the ledger's) and nothing unaccounted for. */
export async function expectChargedOnce(instances: Instance[], sinceMs: number, ledgerChargeId: string): Promise<void> {
  const charges = (await Promise.all(instances.map((x) => chargesAtProcessor(x.app, sinceMs)))).flat();
  expect(charges.filter(standing).map((c) => c.id)).toEqual([ledgerChargeId]);
  expect(unaccounted(charges)).toEqual([]);
}
