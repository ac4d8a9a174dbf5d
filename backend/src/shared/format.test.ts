import { describe, expect, it } from 'vitest';
import { formatCents, formatLocalDay, formatLocalTime } from './format.js';
import { isUuid } from './ids.js';

describe('server-side formats', () => {
  it("gives the venue's local day in the spec's 'MMM d, yyyy'", () => {
    // 03:30 UTC on Dec 25 is still Dec 24 in Chicago.
    expect(formatLocalDay(new Date('2026-12-25T03:30:00Z'), 'America/Chicago')).toBe('Dec 24, 2026');
    expect(formatLocalDay(new Date('2026-03-01T18:00:00Z'), 'America/Chicago')).toBe('Mar 1, 2026');
  });

  it('gives times and dollars as the spec writes them', () => {
    expect(formatLocalTime(new Date('2026-07-04T23:00:00Z'), 'America/Chicago')).toBe('6:00 PM');
    expect(formatCents(8900)).toBe('$89.00');
  });
});

describe('isUuid', () => {
  it('accepts a UUID in either case and refuses anything else', () => {
    expect(isUuid('0b7e4a2c-1d3f-4e5a-8b9c-0d1e2f3a4b5c')).toBe(true);
    expect(isUuid('0B7E4A2C-1D3F-4E5A-8B9C-0D1E2F3A4B5C')).toBe(true);
    for (const bad of [
      '',
      'not-a-uuid',
      '0b7e4a2c-1d3f-4e5a-8b9c-0d1e2f3a4b5',
      '0b7e4a2c1d3f4e5a8b9c0d1e2f3a4b5c',
      ' 0b7e4a2c-1d3f-4e5a-8b9c-0d1e2f3a4b5c',
      42,
      null,
      undefined,
    ]) {
      expect(isUuid(bad), String(bad)).toBe(false);
    }
  });
});
