import { COACH_PHOTO_MAX_BYTES, coachMessages } from '@fairway/shared';
import express, { Router, type Request } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

function requireAdmin(req: Request) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (!req.user.isAdmin) throw new AppError('FORBIDDEN', 'Only venue admins can do that.');
}

/**
 * Coach photos: the admin uploads the raw image (PUT, any declared type; the service checks the
 * bytes), anyone reads it at a stable URL with its own content type. A new photo gets a new `?v=`
 * in Coach.photoUrl, so the image can be cached for a year.
 */
export function coachRoutes(services: Services): Router {
  const router = Router();
  // One byte over the limit is enough to tell "too big" without reading more.
  const raw = express.raw({ type: () => true, limit: COACH_PHOTO_MAX_BYTES + 1 });

  router.put(
    '/admin/coaches/:id/photo',
    (req, _res, next) => {
      requireAdmin(req);
      next();
    },
    (req, res, next) =>
      raw(req, res, (err?: unknown) => {
        if ((err as { type?: string } | undefined)?.type === 'entity.too.large')
          return next(new AppError('VALIDATION', coachMessages.photoSize, { field: 'photo' }));
        next(err);
      }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const coach = await services.coachAdmin.setPhoto(req.user!, String(req.params.id), body);
      res.json({ photoUrl: coach.photoUrl });
    },
  );

  router.get('/coaches/:id/photo', async (req, res) => {
    const photo = await services.coachAdmin.photo(String(req.params.id));
    if (!photo) throw new AppError('NOT_FOUND', 'That coach has no photo.');
    res.setHeader('Content-Type', photo.contentType);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', req.query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    res.setHeader('Last-Modified', photo.updatedAt.toUTCString());
    res.send(photo.bytes);
  });
  return router;
}
