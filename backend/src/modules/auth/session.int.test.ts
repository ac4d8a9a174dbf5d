import express from 'express';
import session from 'express-session';
import pg from 'pg';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/demo-seed.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { createSessionStore } from './session.repository.js';

const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!).slice(2).split('.')[0]!;
const sessionCookie = (res: supertest.Response) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((c) => c.startsWith('venue.sid='))!
    .split(';')[0]!;

/** A promise and its resolver: the test opens the gate when the other request has finished. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('signing out while a request of the same session is in flight', () => {
  let t: TestApp;
  const rows = async (sid: string) =>
    (await t.db.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE sid = $1`, [sid]))[0].n as number;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.db.dataSource);
  });
  afterAll(() => t.close());

  it('the app: a slow request that ends after sign-out does not bring the session back', async () => {
    const login = await supertest(t.app.app).post('/api/login').send({ email: 'player@backnine.golf', password: 'back9-player-demo' });
    expect(login.status).toBe(200);
    const cookie = sessionCookie(login);

    // The slow request: "my bookings" waits on a lock this test holds on the bookings table (sign-out never reads it).
    const locker = new pg.Client({ connectionString: t.db.url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE bookings IN ACCESS EXCLUSIVE MODE');
      const slowDone = supertest(t.app.app)
        .post('/graphql')
        .set('Cookie', cookie)
        .set('Content-Type', 'application/json')
        .send({ query: '{ myBookings { id } }' })
        .then((r) => r);
      // Wait until it is blocked on the lock, having loaded the session (an event in pg_locks, not a sleep).
      await expect
        .poll(
          async () =>
            (await locker.query(`SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'bookings'::regclass`)).rows[0].n,
          { timeout: 10_000 },
        )
        .toBe(1);

      const out = await supertest(t.app.app).post('/api/logout').set('Cookie', cookie);
      expect(out.status).toBe(200);
      expect(await rows(sidOf(cookie))).toBe(0);

      await locker.query('COMMIT');
      const late = await slowDone;
      expect(late.status).toBe(200);
      expect(late.body.data.myBookings).toEqual(expect.any(Array)); // it ran as the signed-in user, then rolled the session
    } finally {
      await locker.end();
    }

    expect(await rows(sidOf(cookie))).toBe(0);
    await supertest(t.app.app).get('/api/user').set('Cookie', cookie).expect(401);
  });

  it('the store: a session changed by a request in flight is not written back once destroyed', async () => {
    // The app's store in a bare app with a route that changes the session (no app route does yet: this is the guard).
    const pool = new pg.Pool({ connectionString: t.db.url, max: 2 });
    const entered = gate();
    const release = gate();
    const app = express();
    app.use(
      session({
        name: 'venue.sid',
        secret: 'store-test-secret',
        store: createSessionStore(session, pool, { pruneSessionInterval: false }),
        resave: false,
        saveUninitialized: false,
        rolling: true,
      }),
    );
    app.post('/login', (req, res) => {
      req.session.userId = 'someone';
      res.json({ ok: true });
    });
    app.get('/slow', async (req, res) => {
      req.session.authAt = Date.now(); // a change: express-session saves (set) instead of touching
      entered.open();
      await release.opened;
      res.json({ userId: req.session.userId ?? null });
    });
    app.get('/me', (req, res) => res.json({ userId: req.session.userId ?? null }));
    app.post('/logout', (req, res, next) => req.session.destroy((err) => (err ? next(err) : res.json({ ok: true }))));
    try {
      const login = await supertest(app).post('/login');
      const cookie = sessionCookie(login);
      expect(await rows(sidOf(cookie))).toBe(1);

      const slow = supertest(app)
        .get('/slow')
        .set('Cookie', cookie)
        .then((r) => r);
      await entered.opened;
      await supertest(app).post('/logout').set('Cookie', cookie).expect(200);
      release.open();
      expect((await slow).body).toEqual({ userId: 'someone' });

      expect(await rows(sidOf(cookie))).toBe(0);
      expect((await supertest(app).get('/me').set('Cookie', cookie)).body).toEqual({ userId: null });

      // A session that stays is still saved: the guard only refuses rows that are gone.
      const again = sessionCookie(await supertest(app).post('/login'));
      await supertest(app).get('/slow').set('Cookie', again).expect(200);
      const [row] = await t.db.dataSource.query(`SELECT sess FROM sessions WHERE sid = $1`, [sidOf(again)]);
      expect(row.sess).toMatchObject({ userId: 'someone', authAt: expect.any(Number) });
    } finally {
      await pool.end();
    }
  });
});
