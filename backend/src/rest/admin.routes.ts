import { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

/** CSV export of the admin booking history: the grid's filters as query parameters, streamed. */
export function adminRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/bookings.csv', async (req, res) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    if (!req.user.isAdmin) throw new AppError('FORBIDDEN', 'Only venue admins can do that.');
    const q = (k: string) => (typeof req.query[k] === 'string' ? (req.query[k] as string) : null);
    // Validate before the first byte, so a bad filter is a 400 and not a broken download.
    await services.admin.bookingHistory(
      { location: q('location'), status: q('status'), dateFrom: q('dateFrom'), dateTo: q('dateTo'), search: q('search') },
      q('sort'),
      q('direction'),
      0,
      1,
    );
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="bookings-${new Date().toISOString().slice(0, 10)}.csv"`);
    await services.admin.exportBookings(
      { location: q('location'), status: q('status'), dateFrom: q('dateFrom'), dateTo: q('dateTo'), search: q('search') },
      q('sort'),
      q('direction'),
      res,
    );
  });
  return router;
}
