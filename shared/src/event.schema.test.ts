import { describe, expect, it } from 'vitest';
import { eventInput, eventMessages } from './event.schema.js';

const base = { title: 'Clinic', location: 'tulsa', date: '2026-12-01', startTime: '18:00', endTime: '20:00', priceCents: 0, capacity: 10 };
const issue = (v: object) => {
  const r = eventInput.safeParse(v);
  return r.success ? null : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

describe('eventInput: the bays an event takes', () => {
  it('takes no bays by default, and any length then', () => {
    const r = eventInput.parse({ ...base, endTime: '23:30' });
    expect([r.bayMode, r.bayNumbers]).toEqual(['none', []]);
  });

  it('asks for at least one bay when the admin chooses bays', () => {
    expect(issue({ ...base, bayMode: 'bays' })).toEqual({ path: 'bayNumbers', message: eventMessages.bays });
    expect(issue({ ...base, bayMode: 'bays', bayNumbers: [2] })).toBeNull();
  });

  it('keeps an event that takes bays between 1 and 4 hours (a bay row is)', () => {
    expect(issue({ ...base, bayMode: 'venue', endTime: '22:00' })).toBeNull();
    expect(issue({ ...base, bayMode: 'venue', endTime: '22:30' })).toEqual({ path: 'endTime', message: eventMessages.bayHours });
    expect(issue({ ...base, bayMode: 'bays', bayNumbers: [1], endTime: '18:30' })).toEqual({
      path: 'endTime',
      message: eventMessages.bayHours,
    });
  });

  it('refuses an unknown mode', () => {
    expect(issue({ ...base, bayMode: 'half' })).toEqual({ path: 'bayMode', message: eventMessages.bays });
  });
});

describe('eventInput: the date', () => {
  it('refuses a date that is not on the calendar with its message, without throwing', () => {
    expect(issue({ ...base, date: '2026-02-30' })).toEqual({ path: 'date', message: eventMessages.date });
    expect(issue({ ...base, date: '2026-13-45' })).toEqual({ path: 'date', message: eventMessages.date });
  });
});
