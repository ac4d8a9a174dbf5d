import { franchiseInquiryInput, registerInput } from '@fairway/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { parseInput } from './validation.js';

function refusal(fn: () => unknown): { code: string; message: string; field?: string } {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return { code: (e as AppError).code, message: (e as AppError).message, field: (e as AppError).details.field };
  }
  throw new Error('expected a refusal');
}

describe('parseInput', () => {
  it('returns the normalised input', () => {
    expect(
      parseInput(franchiseInquiryInput, { name: ' Pat ', email: 'Pat@X.io', market: 'OKC', message: 'A venue in OKC, please.' }),
    ).toEqual({
      name: 'Pat',
      email: 'pat@x.io',
      market: 'OKC',
      message: 'A venue in OKC, please.',
    });
  });

  it('refuses with the first wrong field in form order and its message', () => {
    expect(refusal(() => parseInput(franchiseInquiryInput, { email: 'pat', phone: 'abc', message: 'hi' }))).toEqual({
      code: 'VALIDATION',
      message: 'Please enter your name.',
      field: 'name',
    });
    expect(refusal(() => parseInput(registerInput, { firstName: 1, lastName: {}, email: [] }))).toEqual({
      code: 'VALIDATION',
      message: 'Please enter your first name.',
      field: 'firstName',
    });
  });

  it('treats a missing body as empty', () => {
    expect(refusal(() => parseInput(franchiseInquiryInput, undefined)).field).toBe('name');
  });
});
