import { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

/** League downloads: the season's .ics of the confirmation page (the same file the e-mail attaches); the admin grid's CSV. */
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
  // The admin leagues grid's CSV: the same filters and order, checked before the first byte.
  router.get('/admin/leagues.csv', async (req, res) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (!req.user.isAdmin) throw new AppError('FORBIDDEN', 'Only venue admins can do that.');
    const q = (k: string) => (typeof req.query[k] === 'string' ? (req.query[k] as string) : null);
    const csv = await services.leagues.adminCsv(
      { search: q('search'), status: q('status'), location: q('location') },
      q('sort'),
      q('direction'),
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="leagues-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.send(csv);
  });
  return router;
}
