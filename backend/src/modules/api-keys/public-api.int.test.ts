import { pino } from 'pino';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { registeredCustomer, signInDemo } from '../../../test/support/accounts.js';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

const GRID = `query Grid { availability(location: "tulsa", date: "2027-03-03") { date bays { bay { id } slots { hour state } } } }`;
// The booking page's own availability query (frontend/src/gql/persisted-documents.json).
const BOOKING_AVAILABILITY = 'sha256:67636773c6299e2a3101b857eaed08be44ac1e73895d0a67b9d3a4c31c56b1ba';
const GRID_COST = 121; // cost.ts: 1 + 10 × (1 + 1 + 10)
// A bucket drains in a minute: 4.2 points a second, so a test's few milliseconds between requests drain nothing
// that counts. How it refills is api-budget.int.test.ts's business, with a short window.
const WINDOW_S = 60;

/**
 * The public schedule API over HTTP against the real app: keys (issue, revoke, rotate, what they may
 * run), budgets (spent, refused with 429, refilled), anonymous budgets, signed-in sessions budgeted per account
 * for documents not the site's own (the site's own unbudgeted), introspection priced by what it returns, CORS.
 */
describe('public schedule API', () => {
  let t: TestApp;
  let admin: supertest.Agent;
  let player: supertest.Agent;

  const lines: { msg: string; res?: { statusCode: number }; spender?: { id: string } }[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {
        PUBLIC_API_KEY_BUDGET: String(2 * GRID_COST + 10),
        PUBLIC_API_ANONYMOUS_BUDGET: String(2 * GRID_COST + 10),
        PUBLIC_API_BUDGET_WINDOW_SECONDS: String(WINDOW_S),
        TRUST_PROXY: 'loopback', // each anonymous test reads from an address of its own (X-Forwarded-For)
      },
      undefined,
      pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
    );
    await seedDemoData(t.db.dataSource);
    admin = await signInDemo(t, 'admin');
    player = await signInDemo(t, 'player');
  });
  afterAll(() => t.close());

  const issue = async (name: string) => {
    const res = await gql(admin, `mutation ($n: String!) { adminIssueApiKey(name: $n) { secret apiKey { id name prefix } } }`, { n: name });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.adminIssueApiKey as { secret: string; apiKey: { id: string; name: string; prefix: string } };
  };
  const asKey = (key: string, query: string, agent = t.http) =>
    agent.post('/graphql').set('Content-Type', 'application/json').set('Authorization', `Bearer ${key}`).send({ query });
  /** An anonymous public read from a client address (documentation range: TEST-NET-3). */
  const anonymous = (address: string, query: string) => gql(t.http, query).set('X-Forwarded-For', `203.0.113.${address}`);

  it('admins issue a key shown once and stored hashed; issuing is audited; others may not', async () => {
    const { secret, apiKey } = await issue('  Tee Times app ');
    expect(apiKey.name).toBe('Tee Times app');
    expect(secret.startsWith(apiKey.prefix)).toBe(true);
    const list = await gql(admin, '{ adminApiKeys { id name prefix revokedAt } }');
    expect(list.body.data.adminApiKeys).toContainEqual({ id: apiKey.id, name: 'Tee Times app', prefix: apiKey.prefix, revokedAt: null });
    const [row] = await t.db.dataSource.query(`SELECT encode(key_hash, 'hex') AS h FROM api_keys WHERE id = $1`, [apiKey.id]);
    expect(row.h).toHaveLength(64);
    expect(JSON.stringify(await t.db.dataSource.query('SELECT * FROM api_keys'))).not.toContain(secret);
    const [{ n }] = await t.db.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'api_key.issue' AND target_id = $1`,
      [apiKey.id],
    );
    expect(n).toBe(1);
    expect((await gql(player, `mutation { adminIssueApiKey(name: "x") { secret } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(admin, `mutation { adminIssueApiKey(name: "  ") { secret } }`)).body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('a key reads the public schedule, with its cost and budget in extensions and RateLimit headers', async () => {
    const { secret } = await issue('Lobby screen');
    const res = await asKey(secret, GRID);
    expect(res.status).toBe(200);
    expect(res.body.data.availability.date).toBe('2027-03-03');
    expect(res.body.extensions.cost).toEqual({
      requestedQueryCost: GRID_COST,
      budget: { limit: 2 * GRID_COST + 10, remaining: GRID_COST + 10, resetSeconds: expect.any(Number) },
    });
    expect(res.headers['ratelimit-policy']).toBe(`"cost";q=${2 * GRID_COST + 10};w=${WINDOW_S}`);
    expect(res.headers['ratelimit']).toMatch(new RegExp(`^"cost";r=${GRID_COST + 10};t=\\d+$`));
  });

  it("a key's budget runs out (429, Retry-After, RATE_LIMITED); what is left still pays for a cheaper query", async () => {
    const { secret } = await issue('Poller');
    expect((await asKey(secret, GRID)).status).toBe(200);
    expect((await asKey(secret, GRID)).status).toBe(200);
    const spent = await asKey(secret, GRID);
    expect(spent.status).toBe(429);
    expect(spent.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    // 111 points over: the bucket drains them at 252 / 60 = 4.2 a second, in 27 s.
    expect(Number(spent.headers['retry-after'])).toBeGreaterThanOrEqual(25);
    expect(Number(spent.headers['retry-after'])).toBeLessThanOrEqual(27);
    expect(spent.body.errors[0].message).toMatch(/^This request costs 121 points and the budget has 1[01] left .*try again in \d+ s\.$/);
    expect(spent.headers['ratelimit']).toMatch(/^"cost";r=1[01];t=\d+$/); // the refused request spent nothing
    expect(spent.body.data).toBeUndefined();
    // A cheap query still fits what is left.
    expect((await asKey(secret, '{ locations { slug } }')).status).toBe(200);
  });

  it('concurrent requests of one key never spend more than its budget, and at most 4 run at once', async () => {
    const { secret } = await issue('Burst');
    const replies = await Promise.all(Array.from({ length: 10 }, () => asKey(secret, GRID)));
    const ok = replies.filter((r) => r.status === 200);
    expect(ok).toHaveLength(2); // 2 × 121 of 252: the atomic upsert, not the order of arrival, decides
    for (const r of replies.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(429);
      expect(r.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    }
  });

  it('a key runs no mutation and no private query, and never acts as the signed-in user', async () => {
    const { secret } = await issue('Curious');
    const mutation = await asKey(secret, 'mutation { releaseHold(bookingId: "00000000-0000-0000-0000-000000000000") }');
    expect(mutation.status).toBe(403);
    expect(mutation.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await asKey(secret, '{ me { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await asKey(secret, '{ locations { slug } me { id } }')).status).toBe(403);
    // With the admin's session cookie too: the key decides, the session is set aside.
    expect((await asKey(secret, '{ adminApiKeys { id } }', admin)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const viaAdmin = await asKey(secret, '{ locations { slug } }', admin);
    expect(viaAdmin.status).toBe(200);
    expect(viaAdmin.headers['ratelimit']).toBeDefined(); // spent from the key's budget, not unthrottled as the admin
  });

  it('a revoked key is refused; a rotated key works with its new secret only', async () => {
    const revoked = await issue('Old partner');
    const r = await gql(admin, `mutation ($id: ID!) { adminRevokeApiKey(id: $id) { revokedAt } }`, { id: revoked.apiKey.id });
    expect(r.body.data.adminRevokeApiKey.revokedAt).not.toBeNull();
    const refused = await asKey(revoked.secret, '{ locations { slug } }');
    expect(refused.status).toBe(401);
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(refused.headers['www-authenticate']).toMatch(/^Bearer /);
    expect(
      (await gql(admin, `mutation ($id: ID!) { adminRotateApiKey(id: $id) { secret } }`, { id: revoked.apiKey.id })).body.errors[0]
        .extensions.code,
    ).toBe('NOT_FOUND');

    const rotated = await issue('Rotating partner');
    const res = await gql(admin, `mutation ($id: ID!) { adminRotateApiKey(id: $id) { secret apiKey { id } } }`, { id: rotated.apiKey.id });
    const fresh = res.body.data.adminRotateApiKey;
    expect(fresh.apiKey.id).toBe(rotated.apiKey.id);
    expect((await asKey(rotated.secret, '{ locations { slug } }')).status).toBe(401);
    expect((await asKey(fresh.secret, '{ locations { slug } }')).status).toBe(200);
    expect((await asKey('bn_live_not-a-key', '{ locations { slug } }')).status).toBe(401);
    const actions = await t.db.dataSource.query(`SELECT action FROM audit_log WHERE target_id IN ($1, $2) ORDER BY at`, [
      revoked.apiKey.id,
      rotated.apiKey.id,
    ]);
    expect(actions.map((a: { action: string }) => a.action)).toEqual([
      'api_key.issue',
      'api_key.revoke',
      'api_key.issue',
      'api_key.rotate',
    ]);
  });

  it('refuses a public query over the per-query cost before it runs', async () => {
    const { secret } = await issue('Greedy');
    const aliases = Array.from(
      { length: 10 },
      (_, i) => `a${i}: availability(location: "tulsa", date: "2027-03-03") { bays { slots { hour } } }`,
    );
    const res = await asKey(secret, `{ ${aliases.join(' ')} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
  });

  it("anonymous reads spend a budget per address, signed-in ones their account's; private operations are not throttled", async () => {
    expect((await anonymous('1', GRID)).status).toBe(200);
    expect((await anonymous('1', GRID)).status).toBe(200);
    const spent = await anonymous('1', GRID);
    expect(spent.status).toBe(429);
    expect(spent.headers['retry-after']).toBeDefined();
    // Another address has a budget of its own.
    expect((await anonymous('2', GRID)).status).toBe(200);
    // The site's own booking page (a trusted document, by id) from the same address still loads: 1 point.
    const page = await t.http
      .post('/graphql')
      .set('X-Forwarded-For', '203.0.113.1')
      .set('Content-Type', 'application/json')
      .send({
        variables: { location: 'tulsa', date: '2027-03-03' },
        extensions: { persistedQuery: { version: 1, sha256Hash: BOOKING_AVAILABILITY } },
      });
    expect(page.status).toBe(200);
    expect(page.body.extensions.cost.requestedQueryCost).toBe(GRID_COST);
    expect(page.body.extensions.cost.budget.remaining).toBeGreaterThanOrEqual(9); // 10 left, 1 spent (plus what drained since)
    expect(page.body.extensions.cost.budget.remaining).toBeLessThan(GRID_COST);
    // The same address signed in, running a document that is not the site's own: the account's budget, not the address's.
    const signedIn = await gql(player, GRID).set('X-Forwarded-For', '203.0.113.1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.extensions.cost.budget.remaining).toBeGreaterThanOrEqual(2 * GRID_COST + 10 - GRID_COST);
    // Anonymous private operations (sign-in) have throttles of their own.
    const login = await anonymous('1', 'mutation { login(email: "nobody@example.com", password: "wrong-password") { id } }');
    expect(login.status).not.toBe(429);
  });

  it('documents refused before they run cost their sender 100 points; a spent sender is turned away before its body is read', async () => {
    const flood = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: locations { slug }`).join(' ')} }`;
    for (let i = 0; i < 3; i++) {
      const refused = await anonymous('4', flood); // 100, 200, 300 of 252
      expect([refused.status, refused.body.errors[0].extensions.code]).toEqual([400, 'QUERY_TOO_COMPLEX']);
    }
    const broken = (address: string) =>
      t.http.post('/graphql').set('X-Forwarded-For', `203.0.113.${address}`).set('Content-Type', 'application/json').send('{"query":');
    // Not even parsed: a body that is not JSON at all gets the budget's 429, not the parser's 400.
    const turnedAway = await broken('4');
    expect(turnedAway.status).toBe(429);
    expect(turnedAway.body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(Number(turnedAway.headers['retry-after'])).toBeGreaterThan(0);
    expect(turnedAway.headers['ratelimit']).toMatch(/^"cost";r=0;t=\d+$/);
    expect((await broken('5')).status).toBe(400); // another address is read, and told its JSON is broken
    // A signed-in session's refused documents are charged to its account, not to its address.
    const { agent } = await registeredCustomer(t);
    for (let i = 0; i < 3; i++) expect((await gql(agent, flood).set('X-Forwarded-For', '203.0.113.6')).status).toBe(400);
    expect((await gql(agent, '{ me { id } }').set('X-Forwarded-For', '203.0.113.6')).status).toBe(429);
    expect((await anonymous('6', GRID)).status).toBe(200); // 121 of 252: it would not fit after 200 charged
  });

  it('a spent sender that keeps sending is answered ever later (up to a second each), without a log line per request', async () => {
    const flood = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: locations { slug }`).join(' ')} }`;
    for (let i = 0; i < 3; i++) expect((await anonymous('7', flood)).status).toBe(400); // 300 of 252: spent
    const before = lines.length;
    const timed = async () => {
      const started = performance.now();
      const res = await anonymous('7', flood);
      expect(res.status).toBe(429);
      return performance.now() - started;
    };
    const first = [];
    for (let i = 0; i < 10; i++) first.push(await timed());
    const later = [];
    for (let i = 0; i < 5; i++) later.push(await timed()); // the 11th to 15th: 20, 40 ... 100 ms
    const median = [...first].sort((a, b) => a - b)[5]!;
    expect(later.at(-1)).toBeGreaterThanOrEqual(95); // the 15th waited 100 ms
    expect(median).toBeLessThan(later.at(-1)! - 50); // the first ten did not
    expect((await anonymous('8', '{ locations { slug } }')).status).toBe(200); // nobody else waits
    // Fifteen turned away: one line saying so (the count follows when its minute ends), no access lines.
    const logged = lines.slice(before);
    expect(logged.filter((l) => l.spender?.id === '203.0.113.7').map((l) => l.msg)).toEqual([
      'public API budget spent: requests turned away unread',
    ]);
    expect(logged.filter((l) => l.res?.statusCode === 429)).toEqual([]);
    expect(logged.filter((l) => l.res?.statusCode === 200)).toHaveLength(1); // others' requests are logged as ever
  });

  describe('signed-in sessions', () => {
    const spentRefusals = async () => {
      const text = (await supertest(t.app.app).get('/metrics').expect(200)).text;
      return Number(/^venue_api_budget_refusals_total\{spender="account",reason="budget"\} (\d+)$/m.exec(text)?.[1]);
    };
    const ownPage = (agent: supertest.Agent) =>
      agent
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .send({
          variables: { location: 'tulsa', date: '2027-03-03' },
          extensions: { persistedQuery: { version: 1, sha256Hash: BOOKING_AVAILABILITY } },
        });

    it("a session's own documents spend its account's budget from any address (429, Retry-After); the site's never do", async () => {
      const refusedBefore = await spentRefusals();
      const { agent } = await registeredCustomer(t);
      const first = await gql(agent, GRID).set('X-Forwarded-For', '203.0.113.30');
      expect(first.status).toBe(200);
      expect(first.headers['ratelimit']).toMatch(/^"cost";r=\d+;t=\d+$/);
      expect(first.body.extensions.cost.budget.limit).toBe(2 * GRID_COST + 10); // the same size as an address's
      expect((await gql(agent, GRID).set('X-Forwarded-For', '203.0.113.31')).status).toBe(200);
      // Another address does not help: the budget is the account's.
      const spent = await gql(agent, GRID).set('X-Forwarded-For', '203.0.113.32');
      expect(spent.status).toBe(429);
      expect(spent.body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
      expect(Number(spent.headers['retry-after'])).toBeGreaterThan(0);
      // What is left (10 points) is not enough for a refused document's 100: then it is turned away unparsed.
      expect((await agent.post('/graphql').set('Content-Type', 'application/json').send({ query: '{ not a document' })).status).toBe(400);
      const unparsed = await agent.post('/graphql').set('Content-Type', 'application/json').send({ query: '{ not a document' });
      expect(unparsed.status).toBe(429);
      expect(unparsed.headers['ratelimit']).toMatch(/^"cost";r=0;t=\d+$/);
      expect(await spentRefusals()).toBe(refusedBefore + 2);
      // The site's own pages (trusted documents) keep working for the same account, and spend nothing.
      for (let i = 0; i < 3; i++) {
        const page = await ownPage(agent);
        expect(page.status).toBe(200);
        expect(page.headers['ratelimit']).toBeUndefined();
        expect(page.body.extensions.cost).toEqual({ requestedQueryCost: GRID_COST });
      }
      // …while the script still waits.
      expect((await gql(agent, '{ me { id } }')).status).toBe(429);
      // The addresses it used keep budgets of their own.
      expect((await anonymous('30', GRID)).status).toBe(200);
    });

    it('the aliased __schema flood is priced by what it returns: refused before it runs, then turned away', async () => {
      const { agent } = await registeredCustomer(t);
      const copy = '__schema { types { name fields { name type { name } } } }';
      const flood = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: ${copy}`).join(' ')} }`;
      // Each refusal costs 100 points of 252: three, then the account is turned away.
      for (let i = 0; i < 3; i++) {
        const refused = await gql(agent, flood);
        expect(refused.status).toBe(400);
        expect(refused.body.data).toBeUndefined();
        expect(refused.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost' });
      }
      expect((await gql(agent, flood)).status).toBe(429);
      // One copy costs what it returns (1 point per 5 objects, about 280): more than this test's whole budget of 252.
      const { agent: other } = await registeredCustomer(t);
      const one = await gql(other, `{ ${copy} }`);
      expect(one.status).toBe(400);
      expect(one.body.errors[0].message).toMatch(/^This query costs 2\d\d points; at most 252 are allowed per query\.$/);
      const small = await gql(other, '{ __schema { queryType { name } } }');
      expect(small.status).toBe(200);
      expect(small.body.extensions.cost.requestedQueryCost).toBe(1);
    });
  });

  describe('CORS', () => {
    const SITE = 'https://league-site.example';
    it('answers preflights for any site, never with credentials', async () => {
      const res = await t.http
        .options('/graphql')
        .set('Origin', SITE)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type, authorization');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    });

    it('shares public-schedule answers with other sites, and nothing else', async () => {
      const pub = await anonymous('3', '{ locations { slug } }').set('Origin', SITE);
      expect(pub.status).toBe(200);
      expect(pub.headers['access-control-allow-origin']).toBe('*');
      expect(pub.headers['access-control-expose-headers']).toMatch(/RateLimit/);
      expect(pub.headers['access-control-allow-credentials']).toBeUndefined();
      // Same-origin and origin-less requests need no CORS headers.
      expect((await gql(t.http, '{ locations { slug } }')).headers['access-control-allow-origin']).toBeUndefined();
      const own = await gql(t.http, '{ locations { slug } }').set('Origin', 'http://localhost:3000'); // APP_ORIGIN in tests
      expect(own.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('a request from another site with the cookie does not act as the user', async () => {
      const me = await gql(admin, '{ me { id } }').set('Origin', SITE);
      expect(me.status).toBe(403);
      expect(me.body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(me.headers['access-control-allow-origin']).toBeUndefined();
      const mutation = await gql(admin, 'mutation { adminIssueApiKey(name: "csrf") { secret } }').set('Origin', SITE);
      expect(mutation.status).toBe(403);
      expect((await t.db.dataSource.query(`SELECT 1 FROM api_keys WHERE name = 'csrf'`)).length).toBe(0);
      // A public read with the cookie is answered as anyone's: from the address's budget.
      const pub = await gql(admin, '{ locations { slug } }').set('Origin', SITE);
      expect(pub.status).toBe(200);
      expect(pub.headers['ratelimit']).toBeDefined();
      // A sibling site (Sec-Fetch-Site: same-site) is another site too.
      expect((await gql(admin, '{ me { id } }').set('Sec-Fetch-Site', 'same-site')).status).toBe(403);
      expect((await gql(admin, '{ me { id } }').set('Sec-Fetch-Site', 'same-origin')).body.data.me.id).toBeTruthy();
      // The same request from the site itself is the admin's.
      const own = await gql(admin, '{ me { id } }').set('Origin', 'http://localhost:3000');
      expect(own.body.data.me.id).toBeTruthy();
    });
  });
});
