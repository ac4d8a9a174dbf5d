import { Router } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

/** Booking downloads: the "Add to calendar" link of the confirmation and booking history pages. */
export function bookingRoutes(services: Services): Router {
  const router = Router();

  // The same .ics the confirmation e-mail attaches; owner or admin only (checked in the service).
  router.get('/bookings/:id/calendar.ics', async (req, res) => {
    if (!req.user) throw new AppError('UNAUTHENTICATED', 'Not signed in');
    const file = await services.bookings.calendarFile(String(req.params.id), req.user);
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    res.send(file.content);
  });

  return router;
}
