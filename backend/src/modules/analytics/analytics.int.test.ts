import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../../test/support/test-app.js';

describe('first-party page views and site config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ GOOGLE_CLIENT_ID: 'abc.apps.googleusercontent.com' });
  });
  afterAll(() => t.close());

  const record = (agent: supertest.Agent, vars: Record<string, unknown>) =>
    gql(agent, 'mutation($p: String!, $v: String!, $r: String) { recordPageView(path: $p, visitorId: $v, referrer: $r) }', vars);

  it('stores path, referrer, time and the anonymous visit id; the user when signed in', async () => {
    const visitor = '3f1c2a9e-8b7d-4c6e-9f0a-1b2c3d4e5f60';
    expect(
      (await record(supertest.agent(t.app.app), { p: '/events?utm=x', v: visitor, r: 'https://www.google.com/search?q=golf' })).body,
    ).toEqual({ extensions: expect.anything(), data: { recordPageView: true } });
    const agent = supertest.agent(t.app.app);
    const reg = await agent
      .post('/api/register')
      .send({ firstName: 'P', lastName: 'V', email: 'pv@example.com', password: 'page views rock' })
      .expect(201);
    await record(agent, { p: '/booking/tulsa', v: visitor }).expect(200);
    const rows = await t.db.dataSource.query(`SELECT path, referrer, visitor_id, user_id, viewed_at FROM page_views ORDER BY id`);
    expect(rows).toMatchObject([
      { path: '/events', referrer: 'https://www.google.com/search', visitor_id: visitor, user_id: null },
      { path: '/booking/tulsa', referrer: null, visitor_id: visitor, user_id: reg.body.id },
    ]);
    expect(Date.now() - new Date(rows[1].viewed_at).getTime()).toBeLessThan(60_000);
  });

  it('refuses a malformed page view with VALIDATION', async () => {
    const res = await record(supertest(t.app.app), { p: 'nope', v: 'x' });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'VALIDATION', field: 'path' });
  });

  it("takes the same page view over REST (the browser's beacon): 204, stored as over GraphQL; a malformed one: 400 and why", async () => {
    const visitor = '0c9a7b1e-2d3f-4a5b-8c6d-7e8f9a0b1c2d';
    await supertest(t.app.app).post('/api/page-views').send({ path: '/leagues?x=1', visitorId: visitor, referrer: null }).expect(204);
    const rows = await t.db.dataSource.query(`SELECT path, referrer, user_id FROM page_views WHERE visitor_id = $1`, [visitor]);
    expect(rows).toEqual([{ path: '/leagues', referrer: null, user_id: null }]);
    const bad = await supertest(t.app.app).post('/api/page-views').send({ path: 'nope', visitorId: visitor }).expect(400);
    expect(bad.text).toMatch(/path/i); // the REST contract's plain-text reason
  });

  it('lets the Google sign-in script and popup through the CSP only when Google is configured', async () => {
    const csp = (await supertest(t.app.app).get('/healthz')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client");
    expect(csp).toContain('frame-src https://accounts.google.com/gsi/');
    const other = await createTestApp();
    try {
      const plain = (await supertest(other.app.app).get('/healthz')).headers['content-security-policy'];
      // Only the card processor's script and card fields (issue 32: Stripe.js, or the payments sandbox's stand-in) besides our own.
      const processor = new URL(other.app.services.site.payments.scriptUrl).origin;
      expect(plain).toContain(`script-src 'self' ${processor};`);
      const frames = /frame-src ([^;]*)/.exec(plain)![1]!.split(' ');
      expect(frames).toContain(processor);
      expect(plain).not.toContain('google');
    } finally {
      await other.close();
    }
  });

  it('tells the client the Google client id (public by nature) and no analytics id when none is set', async () => {
    const res = await gql(supertest(t.app.app), '{ siteConfig { googleClientId analyticsId } }').expect(200);
    expect(res.body.data.siteConfig).toEqual({ googleClientId: 'abc.apps.googleusercontent.com', analyticsId: null });
  });
});

describe('page views have a budget per network address', () => {
  const PER_MINUTE = 40;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PAGE_VIEWS_PER_ADDRESS_PER_MINUTE: String(PER_MINUTE) });
  });
  afterAll(() => t.close());

  it('records PAGE_VIEWS_PER_ADDRESS_PER_MINUTE from one address, then 429 with Retry-After on REST and GraphQL alike', async () => {
    const visitor = '5d2e8f41-7a3b-4c9d-8e1f-2a3b4c5d6e7f';
    const view = (i: number) =>
      supertest(t.app.app)
        .post('/api/page-views')
        .send({ path: `/events/${i}`, visitorId: visitor });
    for (let i = 0; i < PER_MINUTE; i += 20) {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, j) => view(i + j)));
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204));
    }
    const refused = await view(PER_MINUTE).expect(429);
    expect(refused.text).toMatch(/^Too many page views from your network\. Please try again in 1 minute\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const overGraphQL = await gql(supertest(t.app.app), 'mutation($p: String!, $v: String!) { recordPageView(path: $p, visitorId: $v) }', {
      p: '/leagues',
      v: visitor,
    });
    expect(overGraphQL.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    const [{ count }] = await t.db.dataSource.query(`SELECT count(*)::int AS count FROM page_views WHERE visitor_id = $1`, [visitor]);
    expect(count).toBe(PER_MINUTE);
  });
});
