import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';
import { LIMIT_CODE, LIMITS } from './limits.js';

/** `depth` levels: inline fragments on the root, each one level in graphql-armor's count, around a leaf field. */
const nested = (depth: number, leaf = '__typename') => '... on Query { '.repeat(depth - 1) + leaf + ' }'.repeat(depth - 1);

/**
 * Every document limit refuses the first document over it (QUERY_TOO_COMPLEX, naming the limit, HTTP 400,
 * before anything runs) and accepts the largest one it allows.
 */
describe('GraphQL document limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expectRefused = (
    res: { status: number; body: { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown } },
    limit: string,
  ) => {
    expect(res.status).toBe(400);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: LIMIT_CODE, limit });
  };

  it('tokens: the largest document is answered, one token more is refused', async () => {
    // `{`, `}`, three tokens per aliased field (aliases of __typename are outside the aliases limit), then plain ones.
    const n = LIMITS.maxTokens - 2;
    const aliased = Array.from({ length: Math.floor(n / 3) }, (_, i) => `a${i}: __typename`).join(' ');
    const fields = `${aliased}${' __typename'.repeat(n % 3)}`;
    const at = await gql(t.http, `{ ${fields} }`);
    expect(at.status).toBe(200);
    expect(Object.keys(at.body.data)).toHaveLength(Math.floor(n / 3) + (n % 3 ? 1 : 0));
    const over = await gql(t.http, `{ ${fields} __typename }`);
    expectRefused(over, 'tokens');
    expect(over.body.errors[0].message).toMatch(/too long/);
  });

  it('depth: the deepest document is answered, one level more is refused', async () => {
    const at = await gql(t.http, `{ ${nested(LIMITS.maxDepth)} }`);
    expect(at.status).toBe(200);
    expect(at.body.data).toEqual({ __typename: 'Query' });
    const over = await gql(t.http, `{ ${nested(LIMITS.maxDepth + 1)} }`);
    expectRefused(over, 'depth');
    expect(over.body.errors[0].message).toBe(`Query depth limit of ${LIMITS.maxDepth} exceeded, found ${LIMITS.maxDepth + 1}.`);
  });

  it('depth: an operation or a fragment named __schema does not skip the check (graphql-armor PR #823)', async () => {
    expectRefused(await gql(t.http, `query __schema { ${nested(LIMITS.maxDepth + 1)} }`), 'depth');
    expectRefused(await gql(t.http, `{ ...__schema } fragment __schema on Query { ${nested(LIMITS.maxDepth + 1)} }`), 'depth');
    // The introspection field itself stays exempt: GraphiQL's full introspection query is deeper than the limit.
    const deep = `{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    expect((await gql(t.http, deep)).status).toBe(200);
  });

  it('aliases: the most aliases are answered, one more is refused', async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __type(name: "Query") { name }`).join(' ');
    const at = await gql(t.http, `{ ${aliases(LIMITS.maxAliases)} }`);
    expect(at.status).toBe(200);
    expect(Object.keys(at.body.data)).toHaveLength(LIMITS.maxAliases);
    expectRefused(await gql(t.http, `{ ${aliases(LIMITS.maxAliases + 1)} }`), 'aliases');
  });

  it('directives: the most directives are answered, one more is refused', async () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename @include(if: true)`).join(' ');
    const at = await gql(t.http, `{ ${fields(LIMITS.maxDirectives)} }`);
    expect(at.status).toBe(200);
    expectRefused(await gql(t.http, `{ ${fields(LIMITS.maxDirectives + 1)} }`), 'directives');
  });

  it("cost: graphql-armor's structural cost refuses a wide and deep document", async () => {
    const wide = Array.from({ length: 60 }, () => 'id slug name timeZone').join(' ');
    const res = await gql(t.http, `{ ${nested(LIMITS.maxDepth - 1, `locations { ${wide} }`)} }`);
    expectRefused(res, 'cost');
  });

  it('the 1,000-alias availability flood is refused before it runs', async () => {
    const flood = Array.from({ length: 1000 }, (_, i) => `a${i}: availability(location: "tulsa", date: "2027-01-01") { date }`).join(' ');
    expectRefused(await gql(t.http, `{ ${flood} }`), 'tokens');
    // Under the token limit, the aliases limit holds.
    const short = Array.from({ length: 40 }, (_, i) => `a${i}: availability(location: "t", date: "d") { date }`).join(' ');
    expectRefused(await gql(t.http, `{ ${short} }`), 'aliases');
  });
});

describe('field suggestions', () => {
  it('are masked in production and shown elsewhere', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    try {
      const res = await gql(prod.http, '{ locaton { id } }');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).not.toMatch(/Did you mean/);
    } finally {
      await prod.close();
    }
    const dev = await createTestApp();
    try {
      const res = await gql(dev.http, '{ locaton { id } }');
      expect(res.body.errors[0].message).toMatch(/Did you mean "location"/);
    } finally {
      await dev.close();
    }
  });
});

describe('introspection (GRAPHQL_INTROSPECTION)', () => {
  it('is on by default, in production too, and off when the setting says so', async () => {
    const introspect = '{ __schema { queryType { name } } }';
    const prod = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    try {
      expect((await gql(prod.http, introspect)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    } finally {
      await prod.close();
    }
    const off = await createTestApp({ GRAPHQL_INTROSPECTION: 'off' });
    try {
      const refused = await gql(off.http, introspect);
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
      expect(refused.body.errors[0].message).toMatch(/introspection is not allowed/i);
      const schedule = await gql(off.http, '{ locations { slug } }');
      expect([schedule.status, schedule.body.errors]).toEqual([200, undefined]);
    } finally {
      await off.close();
    }
  });
});
