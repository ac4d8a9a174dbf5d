import { describe, expect, it } from 'vitest';
import { bearerKey, generateKey, hashKey, KEY_PREFIX } from './api-key.rules.js';

describe('API key rules', () => {
  it('generates distinct high-entropy keys and stores only their hash', () => {
    const a = generateKey();
    const b = generateKey();
    expect(a.key).not.toBe(b.key);
    expect(a.key.startsWith(KEY_PREFIX)).toBe(true);
    expect(a.key.length).toBe(KEY_PREFIX.length + 43); // 32 bytes in base64url
    expect(a.prefix).toBe(a.key.slice(0, KEY_PREFIX.length + 6));
    expect(a.hash.equals(hashKey(a.key))).toBe(true);
    expect(a.hash.equals(b.hash)).toBe(false);
  });

  it('reads the key of a Bearer header', () => {
    const { key } = generateKey();
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer ${key}`)).toBe(key);
    expect(bearerKey(undefined)).toBeUndefined();
    expect(bearerKey('Basic abc')).toBeUndefined(); // not ours to judge
    expect(bearerKey('Bearer')).toBeNull();
    expect(bearerKey('Bearer something-else')).toBeNull();
    expect(bearerKey(`Bearer ${KEY_PREFIX}${'x'.repeat(200)}`)).toBeNull();
  });
});
