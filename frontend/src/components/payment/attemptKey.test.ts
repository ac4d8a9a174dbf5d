import { describe, expect, it } from 'vitest';
import { attemptKey } from './attemptKey';

describe('checkout idempotency key', () => {
  function memoryStorage() {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
  }

  it('is made once per held booking and kept for retries', () => {
    const storage = memoryStorage();
    let n = 0;
    const make = () => `key-${++n}-abcdefgh`;
    const first = attemptKey('booking-1', storage, make);
    expect(attemptKey('booking-1', storage, make)).toBe(first);
    expect(attemptKey('booking-2', storage, make)).not.toBe(first);
  });

  it('a new attempt (another card after a decline) gets a new key, which retries then keep', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    let n = 0;
    const make = () => `attempt-key-${++n}`;
    const first = attemptKey('booking-1', storage, make);
    const second = attemptKey('booking-1', storage, make, true);
    expect(second).not.toBe(first);
    expect(attemptKey('booking-1', storage, make)).toBe(second);
  });

  it('still works without storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(attemptKey('b', broken, () => 'fallback-key-1')).toBe('fallback-key-1');
    expect(attemptKey('b', null, () => 'fallback-key-2')).toBe('fallback-key-2');
  });
});
