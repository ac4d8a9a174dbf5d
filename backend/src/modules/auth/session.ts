import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** When the user signed in (ms since epoch): the absolute lifetime counts from here. */
    authAt?: number;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: User;
      /** Set when the request came without a session cookie: opens a session now (see lazySessions). */
      openSession?: () => Promise<void>;
    }
  }
}

export const SESSION_COOKIE = 'venue.sid';

/**
 * The session middleware, run only for requests that carry a session cookie. Anonymous requests
 * (the public schedule, read by third parties and every visitor) would otherwise each make a session
 * id and object that is never saved; for them a session opens only when someone signs in.
 */
export function lazySessions(sessions: RequestHandler): RequestHandler {
  const cookie = `${SESSION_COOKIE}=`;
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.headers.cookie?.includes(cookie)) return sessions(req, res, next);
    req.openSession = () =>
      new Promise<void>((resolve, reject) => void sessions(req, res, (err?: unknown) => (err ? reject(err) : resolve())));
    next();
  };
}

/** Signs the user in on a NEW session id (no fixation: whatever id the browser had is dropped). */
export async function startSession(req: Request, user: User): Promise<void> {
  if (!req.session) await req.openSession?.();
  await new Promise<void>((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
  req.session.userId = user.id;
  req.session.authAt = Date.now();
  await new Promise<void>((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
  req.user = user;
}

/** Destroys the session on the server (a replayed cookie finds nothing) and clears the cookie. */
export async function endSession(req: Request, res: Response): Promise<void> {
  if (!req.session) await req.openSession?.();
  await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
  res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
  req.user = undefined;
}

/**
 * Loads the signed-in user for every request. A session past its absolute lifetime, or whose
 * account is gone or disabled, is destroyed: it signs nobody in.
 */
export function loadCurrentUser(users: UserService, absoluteTimeoutMs: number): RequestHandler {
  return async (req, res, next) => {
    const { userId, authAt } = req.session ?? {};
    if (!userId) return next();
    const user = authAt && Date.now() - authAt < absoluteTimeoutMs ? await users.findActive(userId) : null;
    if (user) {
      req.user = user;
      return next();
    }
    await endSession(req, res);
    next();
  };
}
