import { describe, expect, it } from 'vitest';
import { totalsCsv, weekDrafts, weekFromDrafts } from './coachForm';

describe('coach forms', () => {
  it('round-trips a week, midnight as the end of the day', () => {
    const week = [
      { weekday: 2, startsMinute: 540, endsMinute: 720 },
      { weekday: 2, startsMinute: 780, endsMinute: 1440 },
    ];
    const drafts = weekDrafts(week);
    expect(drafts[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '00:00' },
    ]);
    expect(weekFromDrafts(drafts)).toEqual({ stretches: week });
  });
  it('names the day of a backwards range', () => {
    const drafts = weekDrafts([]);
    drafts[4]!.push({ start: '15:00', end: '10:00' });
    expect(weekFromDrafts(drafts)).toEqual({ error: 'Friday: each range must end after it starts.' });
  });
  it('quotes CSV fields that need it', () => {
    expect(totalsCsv([{ coach: 'Cole, Dana', period: '2026-11', lessons: 3, hours: 3, aheadLessons: 1, aheadHours: 1.5 }], 'month')).toBe(
      'Coach,Month,Lessons taught,Hours taught,Lessons ahead,Hours ahead\r\n"Cole, Dana",2026-11,3,3,1,1.5\r\n',
    );
  });
});
