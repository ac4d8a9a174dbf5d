import connectPgSimple from 'connect-pg-simple';
import type { Request } from 'express';
import type session from 'express-session';
import type { SessionData } from 'express-session';
import type pg from 'pg';
import type { DataSource } from 'typeorm';

/** The session store's table, for ending a user's sessions server-side. */
export class SessionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Ends every session of the user except the one given (the caller's own, when it stays). */
  async deleteForUser(userId: string, exceptSid?: string): Promise<number> {
    const result = await this.dataSource.query(`DELETE FROM sessions WHERE sess ->> 'userId' = $1 AND ($2::text IS NULL OR sid <> $2)`, [
      userId,
      exceptSid ?? null,
    ]);
    return result[1] ?? 0;
  }
}

const TABLE = 'sessions';

/**
 * The express-session store: connect-pg-simple on the sessions table, with one guarantee more. A
 * session read from the store is only ever written back to a row that still exists. A request in
 * flight while its session signs out (or a password reset or an admin ends it) would otherwise upsert
 * the destroyed row back to life when it ends, and the old cookie would sign in again. touch() (the
 * rolling refresh) already only updates; set() inserts only sessions made in this request (sign-in).
 */
export function createSessionStore(
  sessionModule: typeof session,
  pool: pg.Pool,
  /** onError: the store's own failures (pruning expired sessions), which it would print to stderr. */
  options: { pruneSessionInterval: number | false; onError?: (err: unknown) => void },
) {
  const PgStore = connectPgSimple(sessionModule);
  const fromStore = new WeakSet<object>();

  class SessionStore extends PgStore {
    override createSession(req: Request, data: SessionData) {
      const s = super.createSession(req, data);
      fromStore.add(s);
      return s;
    }

    override set(sid: string, sess: SessionData, callback?: (err?: unknown) => void): void {
      if (!fromStore.has(sess)) return super.set(sid, sess, callback);
      const expires = sess.cookie.expires ? new Date(sess.cookie.expires) : new Date(Date.now() + 86_400_000);
      pool.query(`UPDATE ${TABLE} SET sess = $2, expire = $3 WHERE sid = $1`, [sid, sess, expires]).then(
        () => callback?.(),
        (err: unknown) => callback?.(err),
      );
    }
  }

  return new SessionStore({
    pool,
    tableName: TABLE,
    createTableIfMissing: false,
    pruneSessionInterval: options.pruneSessionInterval,
    ...(options.onError
      ? { errorLog: (...args: unknown[]) => options.onError!(args.find((a) => a instanceof Error) ?? args.join(' ')) }
      : {}),
  });
}
