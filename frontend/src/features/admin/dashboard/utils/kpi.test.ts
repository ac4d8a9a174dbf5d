import { describe, expect, it } from 'vitest';
import { formatCount, formatOccupancy, locationSpread, pluralize, shortDay, weekOfViews } from './kpi';

describe('KPI formatting', () => {
  it('formats counts en-US and never shows NaN', () => {
    expect(formatCount(1234)).toBe('1,234');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(Number.NaN)).toBe('0');
    expect(formatCount(undefined)).toBe('0');
  });

  it('shows occupancy as a whole percentage, clamped, and never 0% for a booked hour', () => {
    expect(formatOccupancy(0.456)).toBe('46%');
    expect(formatOccupancy(0)).toBe('0%');
    expect(formatOccupancy(1)).toBe('100%');
    expect(formatOccupancy(1.4)).toBe('100%');
    expect(formatOccupancy(-0.2)).toBe('0%');
    expect(formatOccupancy(0.001)).toBe('<1%');
    expect(formatOccupancy(null)).toBe('0%');
  });

  it('pluralizes', () => {
    expect(pluralize(1, 'booking')).toBe('1 booking');
    expect(pluralize(0, 'booking')).toBe('0 bookings');
    expect(pluralize(2, 'hold')).toBe('2 holds');
    expect(pluralize(1200, 'view')).toBe('1,200 views');
  });

  it('says where the bookings are', () => {
    expect(locationSpread([{ bookings: 2 }, { bookings: 0 }, { bookings: 0 }])).toBe('At 1 of 3 locations');
    expect(locationSpread([{ bookings: 2 }, { bookings: 1 }, { bookings: 4 }])).toBe('Across all 3 locations');
    expect(locationSpread([{ bookings: 2 }])).toBe('At the one location');
    expect(locationSpread([{ bookings: 0 }, { bookings: 0 }])).toBe('');
    expect(locationSpread([])).toBe('');
  });

  it('gives short days', () => {
    expect(shortDay('2026-11-16')).toBe('Nov 16');
    expect(shortDay('nope')).toBe('');
  });
});

describe('weekOfViews', () => {
  it('lists Monday to Sunday, zero for quiet days so far and null for days to come', () => {
    const week = weekOfViews('2026-11-16', '2026-11-18', [
      { day: '2026-11-16', views: 12, visitors: 5 },
      { day: '2026-11-18', views: 3, visitors: 2 },
    ]);
    expect(week.map((d) => d.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(week.map((d) => d.views)).toEqual([12, 0, 3, null, null, null, null]);
    expect(week.map((d) => d.visitors)).toEqual([5, 0, 2, null, null, null, null]);
  });

  it('crosses a month end', () => {
    const week = weekOfViews('2026-11-30', '2026-12-06', []);
    expect(week[0].day).toBe('2026-11-30');
    expect(week[6].day).toBe('2026-12-06');
    expect(week[6].views).toBe(0);
  });

  it('is empty for bad dates', () => {
    expect(weekOfViews('', '2026-11-18', [])).toEqual([]);
  });
});
