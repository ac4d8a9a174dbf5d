import { describe, expect, it } from 'vitest';
import { dateFieldError } from './dateField';

describe('dateFieldError', () => {
  it('is quiet when the date is fine', () => {
    expect(dateFieldError(null)).toBeNull();
    expect(dateFieldError(undefined)).toBeNull();
  });

  it('asks for a whole date when what was typed is not one', () => {
    expect(dateFieldError('invalidDate')).toBe('Enter a whole date, like Nov 23, 2026.');
  });

  it('names the limit a date falls outside', () => {
    expect(dateFieldError('minDate', { minDate: '2026-11-01' })).toBe('Pick Nov 1, 2026 or later.');
    expect(dateFieldError('maxDate', { maxDate: '2026-11-30' })).toBe('Pick Nov 30, 2026 or earlier.');
    expect(dateFieldError('minDate')).toBe('That date is too early.');
    expect(dateFieldError('shouldDisableDate')).toBe('Pick another date.');
  });
});
