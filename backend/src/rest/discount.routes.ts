import { Router, type Request } from 'express';
import type { Services } from '../services.js';
import { AppError } from '../shared/app-error.js';

function requireAdmin(req: Request) {
  if (!req.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  if (!req.user.isAdmin) throw new AppError('FORBIDDEN', 'Only venue admins can do that.');
}

/** CSV exports of /admin/manage-discounts: the grid's filtered codes, and one code's redemptions. */
export function discountRoutes(services: Services): Router {
  const router = Router();
  const today = () => new Date().toISOString().slice(0, 10);

  router.get('/admin/discounts.csv', async (req, res) => {
    requireAdmin(req);
    const q = (k: string) => (typeof req.query[k] === 'string' ? (req.query[k] as string) : null);
    const filter = { search: q('search'), appliesTo: q('appliesTo') as never, status: q('status') };
    // Validate before the first byte, so a bad filter is a 400 and not a broken download.
    await services.discountAdmin.list(filter, q('sort'), q('direction'), 0, 1);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="discount-codes-${today()}.csv"`);
    await services.discountAdmin.exportCodes(filter, q('sort'), q('direction'), res);
    res.end();
  });

  router.get('/admin/discounts/:id/redemptions.csv', async (req, res) => {
    requireAdmin(req);
    const code = await services.discountAdmin.codeName(String(req.params.id));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${code}-redemptions-${today()}.csv"`);
    await services.discountAdmin.exportRedemptions(String(req.params.id), res);
    res.end();
  });
  return router;
}
