import { describe, expect, it } from 'vitest';
import { closureEndChoices, closuresFromAudit } from './closures';

const create = (id: string, details: Record<string, unknown>) => ({ action: 'closure.create', targetId: id, details });

describe('closuresFromAudit', () => {
  const day = '2026-11-23';

  it('keeps the closures of the location and day that were not removed', () => {
    const entries = [
      { action: 'closure.remove', targetId: 'gone', details: {} },
      create('b', { location: 'richardson', date: day, bayNumber: 2, startHour: 14, endHour: 16, reason: '  Projector swap ' }),
      create('gone', { location: 'richardson', date: day, startHour: 9, endHour: 10, reason: 'Oops' }),
      create('a', { location: 'richardson', date: day, startHour: 10, endHour: 24, reason: 'Private event' }),
      create('other-day', { location: 'richardson', date: '2026-11-24', startHour: 10, endHour: 12, reason: 'x' }),
      create('other-place', { location: 'tulsa', date: day, startHour: 10, endHour: 12, reason: 'x' }),
      { action: 'booking.create', targetId: 'zz', details: { location: 'richardson', date: day } },
    ];
    expect(closuresFromAudit(entries, 'richardson', day)).toEqual([
      { id: 'a', bayNumber: null, startHour: 10, endHour: 24, reason: 'Private event' },
      { id: 'b', bayNumber: 2, startHour: 14, endHour: 16, reason: 'Projector swap' },
    ]);
  });

  it('skips malformed entries instead of drawing nonsense', () => {
    const entries = [
      create('x', { location: 'tulsa', date: '2026-11-23', startHour: 12, endHour: 10, reason: 'x' }),
      create('y', { location: 'tulsa', date: '2026-11-23', startHour: '9', endHour: 10, reason: 'x' }),
      { action: 'closure.create', targetId: null, details: { location: 'tulsa', date: '2026-11-23', startHour: 9, endHour: 10 } },
      create('z', null as unknown as Record<string, unknown>),
    ];
    expect(closuresFromAudit(entries, 'tulsa', '2026-11-23')).toEqual([]);
  });
});

describe('closureEndChoices', () => {
  it('offers every end hour after the start, up to closing', () => {
    expect(closureEndChoices([9, 10, 11, 12], 10)).toEqual([11, 12, 13]);
    expect(closureEndChoices([21, 22, 23], 23)).toEqual([24]);
    expect(closureEndChoices([9, 10], 8)).toEqual([]);
  });
});
