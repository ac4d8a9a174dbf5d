import { createHmac, randomBytes } from 'node:crypto';
import supertest from 'supertest';
import type { DataSource } from 'typeorm';
import { demoUsers } from '../../src/db/seed/demo-data.js';
import { SESSION_COOKIE } from '../../src/modules/auth/session.js';
import type { TestApp } from './test-app.js';

export interface SignedInUser {
  userId: string;
  /** The Cookie header value that signs this user in. */
  cookie: string;
}

/**
 * Many signed-in customers at once, without an argon2 hash and a sign-in each (seconds for a
 * hundred): users and their sessions are written straight into the tables the app reads, and the
 * session cookie is signed the way express-session signs it, with the app's session secret.
 */
export async function signedInUsers(ds: DataSource, n: number, sessionSecret: string): Promise<SignedInUser[]> {
  const tag = randomBytes(4).toString('hex');
  const users: { id: string }[] = await ds.query(
    `INSERT INTO users (first_name, last_name, email, password_hash)
     SELECT 'Rush', 'Customer' || i, 'rush-' || $1 || '-' || i || '@example.com', 'no-password' FROM generate_series(1, $2::int) i RETURNING id`,
    [tag, n],
  );
  const maxAge = 3600_000;
  const expires = new Date(Date.now() + maxAge);
  const sessions = users.map(({ id }) => ({
    sid: randomBytes(24).toString('base64url'),
    sess: {
      cookie: { originalMaxAge: maxAge, expires: expires.toISOString(), httpOnly: true, path: '/', sameSite: 'lax' },
      userId: id,
      authAt: Date.now(),
    },
  }));
  await ds.query(
    `INSERT INTO sessions (sid, sess, expire) SELECT s ->> 'sid', (s -> 'sess')::json, $2::timestamptz FROM jsonb_array_elements($1::jsonb) s`,
    [JSON.stringify(sessions), expires],
  );
  return sessions.map(({ sid, sess }) => {
    const signature = createHmac('sha256', sessionSecret).update(sid).digest('base64').replace(/=+$/, '');
    return { userId: sess.userId, cookie: `${SESSION_COOKIE}=${encodeURIComponent(`s:${sid}.${signature}`)}` };
  });
}

/** An agent signed in over /api/login, as a browser signs in, as one of the seeded demo accounts. */
export async function signInDemo(t: Pick<TestApp, 'app'>, who: 'admin' | 'birdie' | 'player'): Promise<supertest.Agent> {
  const { email, password } = demoUsers.find((u) => u.email === `${who}@backnine.golf`)!;
  const agent = supertest.agent(t.app.app);
  await agent.post('/api/login').send({ email, password }).expect(200);
  return agent;
}

let registered = 0;

/** A new customer, registered over /api/register as the sign-up page does (and so signed in). */
export async function registeredCustomer(t: Pick<TestApp, 'app'>): Promise<{ agent: supertest.Agent; id: string; email: string }> {
  const agent = supertest.agent(t.app.app);
  const email = `customer-${++registered}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await agent
    .post('/api/register')
    .send({ firstName: 'Test', lastName: `Customer${registered}`, email, password: 'a long enough secret' })
    .expect(201);
  return { agent, id: res.body.id, email };
}
