import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import type { Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDemoData } from '../db/seed/demo-seed.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../test/support/google.js';
import { signedInUsers, type SignedInUser } from '../../test/support/signed-in.js';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../../test/support/test-app.js';

/**
 * Property-based fuzzing of the whole public surface: every GraphQL query and mutation and every
 * REST route, called by a stranger, a customer and an admin with generated arguments (well-typed
 * where GraphQL types them, hostile inside: NUL bytes, non-UUID ids, prototype keys, huge strings,
 * local times daylight saving skips). At least 10,000 inputs per run. Whatever the input, the
 * answer is never a 5xx, never an INTERNAL_SERVER_ERROR and never carries a stack trace.
 */

const TOTAL_RUNS = 10_000;
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

// These end or replace the caller's session (or every session of the account): run them as a stranger
// only, so the signed-in pools stay signed in for the rest of the run.
const SESSION_ENDING = new Set(['login', 'loginWithGoogle', 'logout', 'register', 'changePassword', 'resetPassword']);

const known: string[] = []; // ids of real rows, filled in beforeAll, so generated calls reach past "not found"

const hostileString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '',
        '\u0000',
        'a\u0000b',
        '\ud800',
        'constructor',
        '__proto__',
        'toString',
        'hasOwnProperty',
        'tulsa',
        'richardson',
        'hudsonoaks',
        '2026-03-08',
        '2026-11-01',
        '2026-02-30',
        '2026-03-08T02:30',
        '2026-03-08T02:30:00',
        '2026-13-45',
        '00000000-0000-0000-0000-000000000000',
        '00000000-0000-0000-0000-00000000000g',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '{00000000-0000-0000-0000-000000000000}',
        '12345',
        '-1',
        'NaN',
        'x'.repeat(5000),
        "' OR 1=1 --",
        'BN-AAAAAA',
        'WELCOME10',
        'a@b.co',
        'BIRDIE',
        'Birdie',
        '4242424242424242',
        '4000000000000002',
        // The card processor's references (PaymentInput, addPaymentMethod): shaped right, never issued to this caller.
        'ctoken_forged123',
        'pm_card_visa',
        'pm_card_chargeDeclined',
        'pi_123_secret_456',
        'seti_123',
        'cus_123',
        '12/30',
        '123',
        '\ud800',
        '%00',
        '-004713-11',
        '+275760-09-13T00:00:00.000Z',
      ),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: fc.constant(null).chain(() => (known.length ? fc.constantFrom(...known) : fc.uuid())) },
    { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)) },
  );

const intArb = fc.oneof(fc.integer({ min: -3, max: 30 }), fc.constantFrom(0, 2_147_483_647, -2_147_483_648, 99_999_999));

function scalarArb(name: string): fc.Arbitrary<unknown> {
  switch (name) {
    case 'Int':
      return intArb;
    case 'Float':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), intArb);
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc.oneof(
        fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString()),
        hostileString(),
      );
    default:
      return hostileString();
  }
}

function inputArb(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return inputArb(type.ofType, depth);
  const value = ((): fc.Arbitrary<unknown> => {
    if (isListType(type)) return fc.array(inputArb(type.ofType, depth + 1), { maxLength: 3 });
    if (isEnumType(type)) return fc.constantFrom(...type.getValues().map((v) => v.name));
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      return fc.record(Object.fromEntries(fields.map((f) => [f.name, inputArb(f.type, depth + 1)])), {
        requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
      });
    }
    return scalarArb(type.name);
  })();
  return fc.option(value, { nil: null, freq: 8 });
}

/** `query($a: T!) { field(a: $a) { __typename } }`: the arguments as variables, the least selection. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const document = `${kind}${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const variables = fc.record(Object.fromEntries(field.args.map((a) => [a.name, inputArb(a.type)])), {
    requiredKeys: field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name),
  });
  return { document, variables };
}

const STACK_TRACE = /\bat [^\n]+:\d+:\d+|node_modules|\.ts:\d+/;
// The error handlers' last line of defence (rejectedValue): its message means a value got past the edge checks.
const UNCHECKED = 'One of the values sent is not valid.';

/** Every route the app registers under /api, read from Express's own stack (so a new route cannot go unfuzzed). */
function registeredRoutes(router: Router): string[] {
  const out: string[] = [];
  const walk = (stack: Router['stack']) => {
    for (const layer of stack) {
      if (layer.route)
        for (const method of Object.keys((layer.route as unknown as { methods: object }).methods))
          out.push(`${method.toUpperCase()} ${layer.route.path}`);
      const inner = (layer.handle as { stack?: Router['stack'] }).stack;
      if (inner) walk(inner);
    }
  };
  walk(router.stack);
  return out;
}

/** Every byte percent-encoded: a lone surrogate cannot be sent as text, but its bytes can. */
const percentEncoded = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

const REST_ROUTES = [
  'GET /user',
  'POST /login',
  'POST /register',
  'POST /auth/google',
  'POST /logout',
  'POST /cancel-subscription',
  'POST /update-membership',
  'POST /page-views',
  'GET /bookings/:id/calendar.ics',
  'GET /admin/bookings.csv',
  'GET /admin/discounts.csv',
  'GET /admin/discounts/:id/redemptions.csv',
  'PUT /admin/coaches/:id/photo',
  'GET /coaches/:id/photo',
  'GET /league-entries/:id/calendar.ics',
  'GET /admin/leagues.csv',
  'GET /',
  'POST /',
  // The card processor's webhooks (/webhooks/stripe): unsigned or badly signed, always a 400.
  'POST /stripe',
];

describe('fuzzing every GraphQL operation and REST route', () => {
  let t: TestApp;
  let customers: SignedInUser[];
  let admins: SignedInUser[];
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  let server: Server;
  let base: string;

  /**
   * One listening server and keep-alive fetch: ten thousand calls through a new ephemeral server
   * each (supertest's way) cost more than the calls. No cookie jar: a "stranger" call carries no session.
   */
  async function call(method: 'GET' | 'POST' | 'PUT', path: string, body: unknown, cookie?: string, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extra };
    if (cookie) headers.Cookie = cookie;
    const res = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let json: { errors?: unknown[] } | undefined;
    try {
      json = JSON.parse(text) as { errors?: unknown[] };
    } catch {
      json = undefined;
    }
    return { status: res.status, text, body: json };
  }

  beforeAll(async () => {
    google = await startFakeGoogle('fuzz-client');
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'fuzz-client', GOOGLE_JWKS_URL: google.jwksUrl });
    server = t.app.app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ds = t.db.dataSource;
    await seedDemoData(ds, { history: false });
    customers = await signedInUsers(ds, 20, TEST_SESSION_SECRET);
    admins = await signedInUsers(ds, 20, TEST_SESSION_SECRET);
    await ds.query(`UPDATE users SET is_admin = true WHERE id = ANY($1::uuid[])`, [admins.map((a) => a.userId)]);
    const rows: { id: string }[] = await ds.query(
      `SELECT id FROM locations UNION ALL SELECT id FROM bays UNION ALL (SELECT id FROM bookings LIMIT 20)
       UNION ALL (SELECT id FROM discount_codes LIMIT 5) UNION ALL (SELECT id FROM coaches LIMIT 5)
       UNION ALL (SELECT id FROM events LIMIT 5) UNION ALL (SELECT id FROM leagues LIMIT 5)`,
    );
    // Customers' ids are fair game for admin tools; the admins' own are not (a demoted admin would shrink the run).
    known.push(...rows.map((r) => r.id), ...customers.slice(0, 10).map((c) => c.userId));
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await t?.close();
    await google?.stop();
  });

  const operations = (['Query', 'Mutation'] as const).flatMap((typeName) =>
    Object.values((schema.getType(typeName) as GraphQLObjectType).getFields()).map((field) => ({
      name: field.name,
      ...operationFor(typeName === 'Query' ? 'query' : 'mutation', field),
    })),
  );
  const perTarget = Math.ceil(TOTAL_RUNS / (operations.length + REST_ROUTES.length));
  // Each run draws new inputs (that is how this test finds what a fixed seed never shows); a failure
  // prints its seed, and FUZZ_SEED=<seed> replays it.
  const replay = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {};

  const actor = () => fc.constantFrom<'stranger' | 'customer' | 'admin'>('stranger', 'customer', 'admin');
  const cookieOf = (who: 'stranger' | 'customer' | 'admin', i: number) =>
    who === 'stranger' ? undefined : (who === 'admin' ? admins : customers)[i % 20]!.cookie;

  it('covers every REST route the app registers', () => {
    const routes = registeredRoutes(t.app.app.router as never as Router).filter((r) => !/ \/(healthz|readyz|metrics)$/.test(r));
    expect(routes.sort()).toEqual([...REST_ROUTES].sort());
  });

  it.each(operations.map((o) => [o.name, o] as const))('GraphQL %s', async (name, op) => {
    await fc.assert(
      fc.asyncProperty(op.variables, actor(), fc.nat(), async (variables, who, i) => {
        const as = SESSION_ENDING.has(name) ? 'stranger' : who;
        const res = await call('POST', '/graphql', { query: op.document, variables }, cookieOf(as, i));
        expect(res.status, res.text.slice(0, 500)).toBeLessThan(500);
        expect(res.text).not.toMatch(STACK_TRACE);
        expect(res.text).not.toContain(UNCHECKED);
        const codes = ((res.body?.errors ?? []) as { extensions?: { code?: string } }[]).map((e) => e.extensions?.code);
        expect(codes, res.text.slice(0, 500)).not.toContain('INTERNAL_SERVER_ERROR');
      }),
      { numRuns: perTarget, ...replay },
    );
  });

  it.each(REST_ROUTES)('REST %s', async (route) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT', string];
    const body = fc.dictionary(
      fc.constantFrom(
        'email',
        'password',
        'firstName',
        'lastName',
        'credential',
        'membershipType',
        'token',
        'name',
        'constructor',
        '__proto__',
      ),
      fc.oneof(hostileString(), intArb, fc.boolean(), fc.constant(null)),
      { maxKeys: 5 },
    );
    // A signature header as the processor would send one (never this body's), or a hostile string, or none.
    const signature = fc.option(
      fc.oneof(
        fc
          .tuple(fc.nat(), fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }))
          .map(([ts, v1]) => `t=${ts},v1=${v1}`),
        hostileString().filter((h) => /^[ -~]*$/.test(h)), // what a header can carry
      ),
      { nil: null },
    );
    const query = fc.dictionary(
      fc.constantFrom('location', 'status', 'dateFrom', 'dateTo', 'search', 'sort', 'direction', 'appliesTo', 't', 'token', 'u'),
      hostileString(),
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(hostileString(), query, body, actor(), fc.nat(), signature, async (id, q, b, who, i, sig) => {
        const url = (path === '/' ? '/unsubscribe' : path === '/stripe' ? '/webhooks/stripe' : `/api${path}`).replace(
          ':id',
          percentEncoded(id),
        );
        const as = /login|register|google|logout/.test(path) ? 'stranger' : who;
        const search = Object.entries(q).map(([k, v]) => `${k}=${percentEncoded(v)}`);
        const target = search.length ? `${url}?${search.join('&')}` : url;
        const headers: Record<string, string> = sig === null ? {} : { 'Stripe-Signature': sig };
        const res = await call(method, target, method === 'GET' ? undefined : b, cookieOf(as, i), headers);
        expect(res.status, `${method} ${url}: ${res.text.slice(0, 300)}`).toBeLessThan(500);
        expect(res.text).not.toMatch(STACK_TRACE);
        expect(res.text).not.toContain(UNCHECKED);
      }),
      { numRuns: perTarget, ...replay },
    );
  });
});
