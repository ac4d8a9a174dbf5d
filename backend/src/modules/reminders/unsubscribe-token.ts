import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed token of a one-click unsubscribe link: the user's id and an HMAC of it with the
 * server's UNSUBSCRIBE_SECRET, so the link works without signing in and cannot be forged for
 * someone else. It does not expire: an old reminder's link still unsubscribes (RFC 8058 asks that
 * it keep working for a while; there is no harm in forever).
 */
function signature(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`weekly-reminders:${userId}`).digest('base64url');
}

export function unsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The user id a token was signed for, or null when it is malformed or its signature is wrong. */
export function verifyUnsubscribeToken(token: unknown, secret: string): string | null {
  if (typeof token !== 'string') return null;
  const m = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/i.exec(token);
  if (!m) return null;
  const expected = Buffer.from(signature(m[1]!, secret));
  const given = Buffer.from(m[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? m[1]!.toLowerCase() : null;
}
