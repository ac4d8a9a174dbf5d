import { describe, expect, it } from 'vitest';
import { randomUuid } from './random';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** What the server takes as an idempotency key (memberships, bookings): 8 to 80 letters, digits, '-' and '_'. */
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,80}$/;
const withoutRandomUuid = {
  getRandomValues: <T extends ArrayBufferView | null>(a: T) => globalThis.crypto.getRandomValues(a as never) as T,
};

describe('randomUuid', () => {
  it('is a v4 UUID, a new one each time', () => {
    const id = randomUuid();
    expect(id).toMatch(UUID_V4);
    expect(randomUuid()).not.toBe(id);
  });

  it('builds a v4 UUID from random bytes when randomUUID is missing (plain http)', () => {
    const id = randomUuid(withoutRandomUuid);
    expect(id).toMatch(UUID_V4);
    expect(randomUuid(withoutRandomUuid)).not.toBe(id);
  });

  it('is a key the server accepts as an idempotency key, either way it is made', () => {
    expect(randomUuid()).toMatch(IDEMPOTENCY_KEY);
    expect(randomUuid(withoutRandomUuid)).toMatch(IDEMPOTENCY_KEY);
  });
});
