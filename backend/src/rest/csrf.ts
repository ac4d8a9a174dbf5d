import type { RequestHandler } from 'express';
import { AppError } from '../shared/app-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing /api calls a browser makes on behalf of another site. The spec's client
 * sends logout with no body and no content type, so the content type cannot be the defence:
 * Sec-Fetch-Site (sent by every current browser) and else Origin must say "this site".
 * Requests with neither header do not come from a browser page and carry no ambient risk.
 */
export function sameOriginOnly(appOrigin: string): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    if (site) {
      if (site === 'same-origin' || site === 'none') return next();
      return next(new AppError('FORBIDDEN', 'Cross-site request refused.'));
    }
    const origin = req.get('origin');
    if (!origin) return next();
    const own = `${req.protocol}://${req.get('host')}`;
    if (origin === own || origin === appOrigin) return next();
    next(new AppError('FORBIDDEN', 'Cross-site request refused.'));
  };
}
