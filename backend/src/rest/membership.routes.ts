import { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

/** The spec's membership calls (section 7); the client refreshes GET /api/user afterwards. */
export function membershipRoutes(services: Services): Router {
  const router = Router();
  const signedIn = (user: Express.Request['user']) => {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    return user;
  };

  router.post('/cancel-subscription', async (req, res) => {
    const user = signedIn(req.user);
    await services.memberships.cancel(user);
    res.json({ success: true, ...(await services.memberships.status(user)) });
  });

  router.post('/update-membership', async (req, res) => {
    const user = signedIn(req.user);
    await services.memberships.update(user, req.body?.membershipType);
    res.json({ success: true, ...(await services.memberships.status(user)) });
  });

  return router;
}
