import { AppError } from '../../shared/app-error.js';
import { isUuid } from '../../shared/ids.js';

/**
 * A page view as stored: the path without query or fragment (they may carry tokens, e.g. a
 * password-reset link), the referrer reduced to its origin and path, and an anonymous visit id
 * the browser generated (no cookie, nothing personal).
 */
export function normalizePageView(input: { path?: unknown; referrer?: unknown; visitorId?: unknown }) {
  const rawPath = typeof input.path === 'string' ? input.path : '';
  if (!rawPath.startsWith('/') || rawPath.length > 2048)
    throw new AppError('VALIDATION', 'A page path starts with "/".', { field: 'path' });
  const path = rawPath.split(/[?#]/)[0]!.slice(0, 512);
  if (!isUuid(input.visitorId)) {
    throw new AppError('VALIDATION', 'visitorId must be a UUID.', { field: 'visitorId' });
  }
  return { path, referrer: normalizeReferrer(input.referrer), visitorId: input.visitorId.toLowerCase() };
}

function normalizeReferrer(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 1024);
  } catch {
    return null;
  }
}
