import { describe, expect, it } from 'vitest';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a-secret-of-at-least-thirty-two-chars';
const USER = '5f0c3c1e-7d1a-4c55-9a8e-0c2f4b1d9a10';

describe('unsubscribe tokens', () => {
  it('verify for the user they were signed for', () => {
    expect(verifyUnsubscribeToken(unsubscribeToken(USER, SECRET), SECRET)).toBe(USER);
  });

  it('refuse another secret, another user, a changed signature and junk', () => {
    const token = unsubscribeToken(USER, SECRET);
    expect(verifyUnsubscribeToken(token, 'another-secret-of-at-least-thirty-two')).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(USER, '5f0c3c1e-7d1a-4c55-9a8e-0c2f4b1d9a11'), SECRET)).toBeNull();
    const sig = token.split('.')[1]!;
    expect(verifyUnsubscribeToken(`${USER}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`, SECRET)).toBeNull();
    for (const junk of [undefined, 42, '', USER, `${USER}.`, `${USER}.short`]) expect(verifyUnsubscribeToken(junk, SECRET)).toBeNull();
  });
});
