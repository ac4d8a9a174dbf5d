import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import { validateFranchiseInquiry } from './franchise.rules.js';

const ok = { name: ' Pat Owner ', email: 'Pat@Example.com', market: 'Oklahoma City', message: 'We would love to open a venue in OKC.' };

describe('validateFranchiseInquiry', () => {
  it('trims and normalises a valid inquiry; phone is optional', () => {
    expect(validateFranchiseInquiry(ok)).toEqual({
      name: 'Pat Owner',
      email: 'pat@example.com',
      phone: null,
      market: 'Oklahoma City',
      message: 'We would love to open a venue in OKC.',
    });
  });

  it('names the first wrong field', () => {
    const field = (input: object) => {
      try {
        validateFranchiseInquiry(input);
        return null;
      } catch (e) {
        return (e as AppError).details.field;
      }
    };
    expect(field({ ...ok, name: '' })).toBe('name');
    expect(field({ ...ok, email: 'pat' })).toBe('email');
    expect(field({ ...ok, phone: 'abc' })).toBe('phone');
    expect(field({ ...ok, market: 'x'.repeat(121) })).toBe('market');
    expect(field({ ...ok, message: 'hi' })).toBe('message');
    expect(field({ ...ok, message: 'x'.repeat(4001) })).toBe('message');
  });
});
