import { describe, expect, it } from 'vitest';
import { coachWeek } from './coachHours';

const tulsa = { id: 't', slug: 'tulsa', name: 'Tulsa' };
const plano = { id: 'p', slug: 'plano', name: 'Plano' };

describe('coachWeek', () => {
  it('groups the stretches by location, then weekday, joining two stretches of one day', () => {
    expect(
      coachWeek([
        { location: plano, weekday: 2, startsMinute: 14 * 60, endsMinute: 18 * 60 },
        { location: tulsa, weekday: 1, startsMinute: 9 * 60, endsMinute: 12 * 60 },
        { location: tulsa, weekday: 1, startsMinute: 13 * 60 + 30, endsMinute: 24 * 60 },
        { location: tulsa, weekday: 7, startsMinute: 10 * 60, endsMinute: 14 * 60 },
      ]),
    ).toEqual([
      { location: plano, days: [{ weekday: 'Tuesdays', hours: '2:00 PM - 6:00 PM' }] },
      {
        location: tulsa,
        days: [
          { weekday: 'Mondays', hours: '9:00 AM - 12:00 PM, 1:30 PM - 12:00 AM' },
          { weekday: 'Sundays', hours: '10:00 AM - 2:00 PM' },
        ],
      },
    ]);
  });

  it('has nothing to say for a coach without hours', () => {
    expect(coachWeek([])).toEqual([]);
  });
});
