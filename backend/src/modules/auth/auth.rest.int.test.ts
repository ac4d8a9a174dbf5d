import fc from 'fast-check';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { seedDemoData } from '../../db/seed/demo-seed.js';

const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical engine', preferredLocation: 'tulsa' };

function sessionCookie(res: supertest.Response): string | undefined {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith('venue.sid='));
}

describe("the spec's REST account calls (section 7)", () => {
  let t: TestApp;
  const fresh = () => supertest.agent(t.app.app);
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('GET /api/user: 401 with a plain-text body when signed out', async () => {
    const res = await fresh().get('/api/user').expect(401);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Not signed in');
  });

  it('POST /api/register: creates the account, signs it in, returns the user', async () => {
    const agent = fresh();
    const res = await agent.post('/api/register').send(ada).expect(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      isAdmin: false,
      membershipType: 'None',
      preferredLocation: 'tulsa',
      createdAt: expect.any(String),
      membershipStatus: 'none',
      membershipRenewsAt: null,
      membershipEndsAt: null,
    });
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // plain HTTP here; Secure over HTTPS (cookie.secure 'auto')
    const me = await agent.get('/api/user').expect(200);
    expect(me.body).toEqual(res.body);
  });

  it('POST /api/register: one clear 400 message per wrong field, 409 for a taken e-mail', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ada, email: 'x@example.com', firstName: '' }, 'Please enter your first name.'],
      [{ ...ada, email: 'not-an-email' }, 'Please enter a valid email address, like name@example.com.'],
      [{ ...ada, email: 'y@example.com', password: 'short' }, 'Please use at least 8 characters for your password.'],
      [{ ...ada, email: 'y@example.com', password: 'password1' }, 'That password is too common and easy to guess. Please choose another.'],
      [{ ...ada, email: 'y@example.com', preferredLocation: 'dallas' }, 'Please choose one of our locations.'],
    ];
    for (const [body, message] of cases) {
      const res = await fresh().post('/api/register').send(body).expect(400);
      expect(res.text).toBe(message);
    }
    const taken = await fresh()
      .post('/api/register')
      .send({ ...ada, email: 'ADA@Example.com' })
      .expect(409);
    expect(taken.text).toMatch(/^An account with this email already exists/);
  });

  it('POST /api/login: the user on success; wrong password and unknown e-mail answer alike', async () => {
    const ok = await fresh().post('/api/login').send({ email: 'Player@BackNine.golf', password: 'back9-player-demo' }).expect(200);
    expect(ok.body).toMatchObject({
      name: 'Riley Parker',
      email: 'player@backnine.golf',
      isAdmin: false,
      membershipType: 'None',
      preferredLocation: null,
    });
    const wrong = await fresh().post('/api/login').send({ email: 'player@backnine.golf', password: 'not-the-password' });
    const unknown = await fresh().post('/api/login').send({ email: 'nobody@backnine.golf', password: 'not-the-password' });
    expect([wrong.status, wrong.text]).toEqual([401, 'Invalid email or password']);
    expect([unknown.status, unknown.text]).toEqual([401, 'Invalid email or password']);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('returns isAdmin and membershipType as the seeded accounts have them', async () => {
    const admin = await fresh().post('/api/login').send({ email: 'admin@backnine.golf', password: 'back9-admin-demo' }).expect(200);
    expect(admin.body).toMatchObject({ isAdmin: true, membershipType: 'None', preferredLocation: 'tulsa', name: 'Jordan Reyes' });
    const birdie = await fresh().post('/api/login').send({ email: 'birdie@backnine.golf', password: 'back9-birdie-demo' }).expect(200);
    expect(birdie.body).toMatchObject({ isAdmin: false, membershipType: 'Birdie', preferredLocation: 'richardson' });
  });

  it('gives a new session id at every sign-in (no session fixation)', async () => {
    const agent = fresh();
    const first = sessionCookie(
      await agent.post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' }).expect(200),
    );
    const second = sessionCookie(
      await agent.post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' }).expect(200),
    );
    expect(first && second).toBeTruthy();
    expect(second!.split(';')[0]).not.toBe(first!.split(';')[0]);
    // The first session is gone on the server, not merely replaced in this browser.
    await supertest(t.app.app).get('/api/user').set('Cookie', first!.split(';')[0]).expect(401);
  });

  it('POST /api/logout: destroys the session on the server; the old cookie replayed gets 401', async () => {
    const agent = fresh();
    const login = await agent.post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' }).expect(200);
    const cookie = sessionCookie(login)!.split(';')[0];
    const out = await agent.post('/api/logout').expect(200); // no body, no content type, as the spec's client sends it
    expect(out.body).toEqual({ success: true });
    expect(sessionCookie(out)).toMatch(/venue\.sid=;.*Expires=Thu, 01 Jan 1970/);
    await supertest(t.app.app).get('/api/user').set('Cookie', cookie).expect(401);
    const count = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE sid = $1`, [
      decodeURIComponent(cookie.split('=')[1]).slice(2).split('.')[0],
    ]);
    expect(count[0].n).toBe(0);
  });

  it('ends a session past its absolute lifetime, however active it was', async () => {
    const agent = fresh();
    const login = await agent.post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' }).expect(200);
    const sid = decodeURIComponent(sessionCookie(login)!.split(';')[0].split('=')[1]).slice(2).split('.')[0];
    // Signed in 31 days ago (the default absolute lifetime is 30 days).
    await t.db.dataSource.query(
      `UPDATE sessions SET sess = jsonb_set(sess::jsonb, '{authAt}', to_jsonb($2::bigint))::json WHERE sid = $1`,
      [sid, Date.now() - 31 * 24 * 3600_000],
    );
    await agent.get('/api/user').expect(401);
  });

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '1' });
    try {
      await seedDemoData(behindProxy.db.dataSource);
      const res = await supertest(behindProxy.app.app)
        .post('/api/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ email: 'player@backnine.golf', password: 'back9-player-demo' })
        .expect(200);
      expect(sessionCookie(res)).toMatch(/; Secure/);
    } finally {
      await behindProxy.close();
    }
  });

  it('refuses state-changing calls from another site (Origin / Sec-Fetch-Site)', async () => {
    const agent = fresh();
    await agent.post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' }).expect(200);
    const evil = await agent.post('/api/logout').set('Origin', 'https://evil.example').expect(403);
    expect(evil.text).toBe('Cross-site request refused.');
    await agent.post('/api/logout').set('Sec-Fetch-Site', 'cross-site').expect(403);
    await agent.get('/api/user').expect(200); // still signed in: nothing happened
    await agent.post('/api/login').set('Sec-Fetch-Site', 'same-site').send({ email: 'x', password: 'y' }).expect(403);
    await agent.post('/api/logout').set('Sec-Fetch-Site', 'same-origin').set('Origin', 'http://127.0.0.1').expect(200);
  });

  it('a disabled account cannot sign in, and disabling it ends its open sessions', async () => {
    const agent = fresh();
    const res = await agent
      .post('/api/register')
      .send({ ...ada, email: 'grace@example.com', firstName: 'Grace' })
      .expect(201);
    await t.app.services.users.disable(res.body.id);
    await agent.get('/api/user').expect(401);
    const again = await fresh().post('/api/login').send({ email: 'grace@example.com', password: ada.password }).expect(403);
    expect(again.text).toMatch(/disabled/);
  });

  it('answers malformed bodies with 400, never 500', async () => {
    const bad = await fresh().post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
    expect(bad.text).toBe('The request body is not valid JSON.');
    await fresh().post('/api/login').send([1, 2]).expect(400);
    await fresh().post('/api/register').set('Content-Type', 'text/plain').send('hello').expect(400);
  });

  it('never answers 5xx to arbitrary register and login payloads (property-based)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.record(
      {
        firstName: value,
        lastName: value,
        email: fc.oneof(value, fc.emailAddress()),
        password: value,
        phone: value,
        preferredLocation: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom('/api/register', '/api/login'), async (payload, path) => {
        const res = await fresh().post(path).send(payload);
        expect(res.status).toBeLessThan(500);
        expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/); // no stack traces
      }),
      { numRuns: 120 },
    );
  });
});
