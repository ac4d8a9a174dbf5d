import { describe, expect, it } from 'vitest';
import { closureDefaults, closureEndChoices, validateClosure, type ClosureFormValues } from './closureForm';

const hours = [9, 10, 11, 12];
const ok: ClosureFormValues = { from: 10, to: 12, reason: 'Maintenance' };

describe('closureEndChoices', () => {
  it('offers every end hour after the start, up to closing', () => {
    expect(closureEndChoices(hours, 10)).toEqual([11, 12, 13]);
    expect(closureEndChoices([21, 22, 23], 23)).toEqual([24]);
    expect(closureEndChoices([9, 10], 8)).toEqual([]);
  });
});

describe('closureDefaults', () => {
  it('covers the whole open day, or nothing on a closed day', () => {
    expect(closureDefaults(hours)).toEqual({ from: 9, to: 13 });
    expect(closureDefaults([])).toEqual({ from: '', to: '' });
  });
});

describe('validateClosure', () => {
  const ctx = { hours, dateError: null };

  it('accepts whole hours of an open day with a reason', () => {
    expect(validateClosure(ok, ctx)).toEqual({});
    expect(validateClosure({ from: 9, to: 13, reason: 'Holiday' }, ctx)).toEqual({});
  });

  it('says what is wrong with the date first: half-typed, or a day the venue is closed', () => {
    expect(validateClosure(ok, { hours, dateError: 'Enter a whole date, like Nov 23, 2026.' })).toEqual({
      date: 'Enter a whole date, like Nov 23, 2026.',
    });
    expect(validateClosure({ from: '', to: '', reason: 'x' }, { hours: [], dateError: null })).toEqual({
      date: 'We are closed all that day, so there is nothing to close. Pick another date.',
    });
  });

  it('needs a start inside opening hours and an end after it', () => {
    expect(validateClosure({ ...ok, from: '' }, ctx).from).toBe('Pick the first hour to close.');
    expect(validateClosure({ ...ok, from: 7 }, ctx).from).toBe('Pick the first hour to close.');
    expect(validateClosure({ ...ok, to: '' }, ctx).to).toMatch(/^Pick when the closure ends/);
    expect(validateClosure({ ...ok, to: 10 }, ctx).to).toMatch(/after it starts/);
    expect(validateClosure({ ...ok, to: 14 }, ctx).to).toMatch(/by closing time/);
  });

  it('needs a reason staff can read, within what the server keeps', () => {
    expect(validateClosure({ ...ok, reason: '   ' }, ctx).reason).toBe(
      'Say why, e.g. Maintenance or Private event. Staff see it on the calendar.',
    );
    expect(validateClosure({ ...ok, reason: 'x'.repeat(201) }, ctx).reason).toBe('Keep the reason to 200 characters.');
    expect(validateClosure({ ...ok, reason: ` ${'x'.repeat(200)} ` }, ctx)).toEqual({});
  });
});
