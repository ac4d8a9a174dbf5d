import { Router } from 'express';
import { endSession, startSession } from '../modules/auth/session.js';
import type { User } from '../modules/users/user.entity.js';
import type { Services } from '../services.js';
import { currentUserJson } from './current-user.js';
import { AppError } from '../shared/app-error.js';

/** The spec's section 7 account calls: read the request, call one service method, answer. */
export function authRoutes(services: Services): Router {
  const router = Router();
  const userJson = (user: User) => currentUserJson(services, user);

  router.get('/user', async (req, res) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    res.json(await userJson(req.user));
  });

  router.post('/login', async (req, res) => {
    const user = await services.auth.login(req.body ?? {}, req.ip ?? 'unknown');
    await startSession(req, user);
    res.json(await userJson(user));
  });

  router.post('/register', async (req, res) => {
    const user = await services.auth.register(req.body ?? {});
    await startSession(req, user);
    res.status(201).json(await userJson(user));
  });

  router.post('/auth/google', async (req, res) => {
    const body = req.body ?? {};
    // The ID token may come as idToken or, as Google Identity Services names it, credential.
    const user = await services.auth.loginWithGoogle({ ...body, idToken: body.idToken ?? body.credential });
    await startSession(req, user);
    res.json(await userJson(user));
  });

  router.post('/logout', async (req, res) => {
    await endSession(req, res);
    res.json({ success: true });
  });

  return router;
}
