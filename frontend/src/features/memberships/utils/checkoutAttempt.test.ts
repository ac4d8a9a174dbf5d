import { describe, expect, it } from 'vitest';
import { afterFailure, attemptFor } from './checkoutAttempt';

describe('checkout attempts and their idempotency key', () => {
  let n = 0;
  const makeKey = () => `key-${++n}`;

  it('the same payment retried keeps its key; other details get a new one', () => {
    const first = attemptFor(null, 'card-a', makeKey);
    expect(attemptFor(first, 'card-a', makeKey)).toBe(first);
    const other = attemptFor(first, 'card-b', makeKey);
    expect(other.key).not.toBe(first.key);
    expect(other.fingerprint).toBe('card-b');
  });

  it('an answer the server gave closes the attempt; a lost answer leaves it open for a retry', () => {
    const a = attemptFor(null, 'card-a', makeKey);
    expect(afterFailure(a, true)).toBeNull();
    expect(afterFailure(a, false)).toBe(a);
    expect(attemptFor(afterFailure(a, true), 'card-a', makeKey).key).not.toBe(a.key);
  });
});
