import { describe, expect, it } from 'vitest';
import {
  formatBayCount,
  formatHours,
  formatPlayers,
  formatCents,
  formatCurrency,
  formatDate,
  formatHourRange,
  formatTime,
  formatTimeRange,
  parseClock,
  summarizeOpeningHours,
  telHref,
} from './format';

describe('formatTime (h:mm a from HH:mm)', () => {
  it.each([
    ['00:00', '12:00 AM'],
    ['00:30', '12:30 AM'],
    ['06:00', '6:00 AM'],
    ['6:00', '6:00 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:00', '1:00 PM'],
    ['22:00', '10:00 PM'],
    ['23:59', '11:59 PM'],
    ['24:00', '12:00 AM'],
    ['18:45:00', '6:45 PM'],
    [' 07:15 ', '7:15 AM'],
  ])('%s → %s', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it.each(['', 'abc', '24:30', '25:00', '12:60', '7', '07:5', '-1:00', '12:00 PM', 'T10:00'])('gives "" for %j', (input) => {
    expect(formatTime(input)).toBe('');
  });

  it('gives "" for null and undefined', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it("uses a plain space before AM/PM (not ICU's narrow no-break space)", () => {
    expect(formatTime('06:00')).toBe('6:00\u0020AM');
  });
});

describe('parseClock', () => {
  it('counts minutes from midnight, 24:00 being the end of the day', () => {
    expect(parseClock('00:00')).toBe(0);
    expect(parseClock('06:30')).toBe(390);
    expect(parseClock('24:00')).toBe(1440);
    expect(parseClock('24:01')).toBeNull();
  });
});

describe('formatHourRange (whole hours, minutes forced to :00)', () => {
  it("formats the spec's opening hours", () => {
    expect(formatHourRange('06:00', '22:00')).toBe('6:00 AM - 10:00 PM');
    expect(formatHourRange('09:00', '24:00')).toBe('9:00 AM - 12:00 AM');
    expect(formatHourRange('10:00', '20:00')).toBe('10:00 AM - 8:00 PM');
  });

  it('forces minutes to :00', () => {
    expect(formatHourRange('06:30', '22:15')).toBe('6:00 AM - 10:00 PM');
    expect(formatHourRange('11:59', '12:59')).toBe('11:00 AM - 12:00 PM');
    expect(formatHourRange('00:45', '01:01')).toBe('12:00 AM - 1:00 AM');
  });

  it('takes hours as numbers', () => {
    expect(formatHourRange(6, 22)).toBe('6:00 AM - 10:00 PM');
    expect(formatHourRange(0, 24)).toBe('12:00 AM - 12:00 AM');
    expect(formatHourRange(12, 13)).toBe('12:00 PM - 1:00 PM');
  });

  it('uses " - " between start and end', () => {
    expect(formatHourRange('14:00', '15:00').split(' - ')).toEqual(['2:00 PM', '3:00 PM']);
  });

  it('gives "" when an end is not a time', () => {
    expect(formatHourRange('abc', '10:00')).toBe('');
    expect(formatHourRange('10:00', undefined)).toBe('');
    expect(formatHourRange(6.5, 8)).toBe('');
    expect(formatHourRange(-1, 8)).toBe('');
    expect(formatHourRange(6, 25)).toBe('');
  });
});

describe('formatTimeRange (minutes kept)', () => {
  it('keeps minutes', () => {
    expect(formatTimeRange('09:30', '24:00')).toBe('9:30 AM - 12:00 AM');
    expect(formatTimeRange('x', '24:00')).toBe('');
  });
});

describe('formatDate (MMM d, yyyy)', () => {
  it('formats a calendar date the same in every time zone', () => {
    expect(formatDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatDate('2024-02-29')).toBe('Feb 29, 2024');
  });

  it('formats instants in the given time zone', () => {
    const lateEvening = '2026-11-23T03:30:00Z'; // 9:30 PM on Nov 22 in Chicago
    expect(formatDate(lateEvening, 'America/Chicago')).toBe('Nov 22, 2026');
    expect(formatDate(lateEvening, 'UTC')).toBe('Nov 23, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 31, 12)), 'UTC')).toBe('Dec 31, 2026');
    expect(formatDate(Date.UTC(2027, 6, 4, 12), 'UTC')).toBe('Jul 4, 2027');
  });

  it('gives "" for what is not a date', () => {
    expect(formatDate('2026-02-30')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date('nope'))).toBe('');
  });
});

describe('formatCents (the API sends cents)', () => {
  it('turns cents into dollars with the currency format', () => {
    expect(formatCents(12000)).toBe('$120.00');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-500)).toBe('-$5.00');
    expect(formatCents(undefined)).toBe('$0.00');
    expect(formatCents('12000')).toBe('$0.00');
  });
});

describe('formatCurrency (en-US dollars)', () => {
  it.each([
    [0, '$0.00'],
    [1, '$1.00'],
    [89, '$89.00'],
    [1234.5, '$1,234.50'],
    [0.1 + 0.2, '$0.30'],
    [1234567.891, '$1,234,567.89'],
    [1_000_000_000, '$1,000,000,000.00'],
    [-5, '-$5.00'],
    [-1234.5, '-$1,234.50'],
    ['60', '$60.00'],
    ['1234.5', '$1,234.50'],
    [' 40 ', '$40.00'],
  ])('%j → %s', (input, expected) => {
    expect(formatCurrency(input)).toBe(expected);
  });

  it.each([Number.NaN, 'abc', '', '   ', '12abc', undefined, null, {}, [], true, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'gives $0.00 for non-numeric %j',
    (input) => {
      expect(formatCurrency(input)).toBe('$0.00');
    },
  );

  it('never shows a negative zero', () => {
    expect(formatCurrency(-0)).toBe('$0.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
});

describe('summarizeOpeningHours', () => {
  const specHours = [
    ...[1, 2, 3, 4].map((weekday) => ({ weekday, opensAt: '06:00', closesAt: '22:00' })),
    ...[5, 6].map((weekday) => ({ weekday, opensAt: '09:00', closesAt: '24:00' })),
    { weekday: 7, opensAt: '10:00', closesAt: '20:00' },
  ];

  it("groups the spec's hours into its three footer lines", () => {
    expect(summarizeOpeningHours(specHours).map((l) => l.text)).toEqual([
      'Monday to Thursday: 6:00 AM - 10:00 PM',
      'Friday and Saturday: 9:00 AM - 12:00 AM',
      'Sunday: 10:00 AM - 8:00 PM',
    ]);
  });

  it('does not depend on the order rows arrive in', () => {
    expect(summarizeOpeningHours([...specHours].reverse())).toEqual(summarizeOpeningHours(specHours));
  });

  it('shows missing weekdays as closed', () => {
    const lines = summarizeOpeningHours([
      { weekday: 1, opensAt: '09:00', closesAt: '17:00' },
      { weekday: 3, opensAt: '09:00', closesAt: '17:00' },
    ]);
    expect(lines.map((l) => [l.days, l.hours])).toEqual([
      ['Monday', '9:00 AM - 5:00 PM'],
      ['Tuesday', 'Closed'],
      ['Wednesday', '9:00 AM - 5:00 PM'],
      ['Thursday to Sunday', 'Closed'],
    ]);
  });

  it('makes one line when every day is the same, and none without hours', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt: '00:00', closesAt: '24:00' }));
    expect(summarizeOpeningHours(all).map((l) => l.text)).toEqual(['Monday to Sunday: 12:00 AM - 12:00 AM']);
    expect(summarizeOpeningHours([])).toEqual([]);
    expect(summarizeOpeningHours(undefined)).toEqual([]);
  });

  it('ignores rows with a bad weekday or time', () => {
    const lines = summarizeOpeningHours([
      { weekday: 0, opensAt: '06:00', closesAt: '22:00' },
      { weekday: 8, opensAt: '06:00', closesAt: '22:00' },
      { weekday: 2, opensAt: 'late', closesAt: '22:00' },
      { weekday: 7, opensAt: '10:30', closesAt: '20:00' },
    ]);
    expect(lines.map((l) => l.text)).toEqual(['Monday to Saturday: Closed', 'Sunday: 10:30 AM - 8:00 PM']);
  });
});

describe('small helpers', () => {
  it('telHref', () => {
    expect(telHref('(918) 555-0142')).toBe('tel:+19185550142');
    expect(telHref('1-972-555-0178')).toBe('tel:+19725550178');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('formatHours and formatPlayers', () => {
    expect(formatHours(1)).toBe('1 hour');
    expect(formatHours(3)).toBe('3 hours');
    expect(formatPlayers(1)).toBe('1 player');
    expect(formatPlayers(6)).toBe('6 players');
  });

  it('formatBayCount', () => {
    expect(formatBayCount(1)).toBe('1 bay');
    expect(formatBayCount(6)).toBe('6 bays');
    expect(formatBayCount(0)).toBe('0 bays');
  });
});
