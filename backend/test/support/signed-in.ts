import { createHmac, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SESSION_COOKIE } from '../../src/modules/auth/session.js';

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
