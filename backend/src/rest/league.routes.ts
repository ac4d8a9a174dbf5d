import { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

/** League downloads: the season's .ics of the confirmation page (the same file the e-mail attaches). */
export function leagueRoutes(services: Services): Router {
  const router = Router();
  router.get('/league-entries/:id/calendar.ics', async (req, res) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    const file = await services.leagues.calendarFile(String(req.params.id), req.user);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.content);
  });
  return router;
}
