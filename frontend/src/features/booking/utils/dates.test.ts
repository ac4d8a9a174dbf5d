import { describe, expect, it } from 'vitest';
import { dayLabel } from './dates';

describe('day names', () => {
  it('names days next to today', () => {
    expect(dayLabel('2026-11-22', '2026-11-22')).toEqual({ name: 'Today', short: 'Nov 22', full: 'Sunday, Nov 22, 2026' });
    expect(dayLabel('2026-11-23', '2026-11-22')).toEqual({ name: 'Tomorrow', short: 'Nov 23', full: 'Monday, Nov 23, 2026' });
    expect(dayLabel('2026-11-25', '2026-11-22')).toEqual({ name: 'Wed', short: 'Nov 25', full: 'Wednesday, Nov 25, 2026' });
  });

  it('names nothing for a non-date', () => {
    expect(dayLabel('2026-02-30', '2026-11-22')).toEqual({ name: '', short: '', full: '' });
  });
});
