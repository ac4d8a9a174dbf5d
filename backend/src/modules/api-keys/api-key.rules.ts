import { createHash, randomBytes } from 'node:crypto';

/** Every key starts so; a leaked one is then easy to find in code and logs (secret scanners look for prefixes). */
export const KEY_PREFIX = 'bn_live_';
const PREFIX_SHOWN = KEY_PREFIX.length + 6;

/** A new key: 32 random bytes (256 bits), base64url. */
export function generateKey(): { key: string; prefix: string; hash: Buffer } {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, PREFIX_SHOWN), hash: hashKey(key) };
}

/**
 * SHA-256, not argon2: a key is 256 random bits, not a password a person chose, so there is no
 * dictionary to slow down and a fast hash is as safe to store as a slow one; and a key is checked
 * on every request of a polling client, where argon2's deliberate tens of milliseconds (and memory)
 * would be the most expensive part of the request.
 */
export function hashKey(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** The key of an `Authorization: Bearer <key>` header; undefined without one, null for a malformed one. */
export function bearerKey(header: string | undefined): string | null | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return /^Bearer\b/i.test(header) ? null : undefined;
  const key = match[1]!;
  return key.startsWith(KEY_PREFIX) && key.length <= 100 ? key : null;
}
