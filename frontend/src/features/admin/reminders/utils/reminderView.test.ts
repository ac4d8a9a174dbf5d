import { describe, expect, it } from 'vitest';
import { audienceLabel, lastResultLabel, nextRunLabel, runResult, scheduleLabel } from './reminderView';

const run = { startedAt: '2026-11-19T15:00:00.000Z', trigger: 'schedule', recipientCount: 39, sent: 38, failed: 1, pending: 0, skipped: 0 };

describe('reminder view', () => {
  it('tells the schedule in venue words', () => {
    expect(scheduleLabel({ weekday: 4, time: '09:00', locationName: 'Tulsa' })).toBe('Thursdays at 9:00 AM, Tulsa time');
    expect(scheduleLabel({ weekday: 7, time: '18:30', locationName: 'Hudson Oaks' })).toBe('Sundays at 6:30 PM, Hudson Oaks time');
  });

  it('shows the next run in the venue zone, or Paused', () => {
    expect(nextRunLabel({ active: true, nextRunAt: '2026-11-26T15:00:00.000Z', timeZone: 'America/Chicago' })).toBe(
      'Nov 26, 2026, 9:00 AM',
    );
    expect(nextRunLabel({ active: false, nextRunAt: null, timeZone: 'America/Chicago' })).toBe('Paused');
  });

  it('sums up a run', () => {
    expect(runResult(run)).toBe('38 sent, 1 failed');
    expect(runResult({ ...run, recipientCount: 0, sent: 0, failed: 0 })).toBe('No recipients');
    expect(runResult({ ...run, sent: 10, failed: 0, pending: 29 })).toBe('10 sent, 29 sending');
    expect(lastResultLabel(run, 'America/Chicago')).toBe('Nov 19, 2026 (scheduled): 38 sent, 1 failed');
    expect(lastResultLabel(null, 'America/Chicago')).toBe('Not sent yet');
  });

  it('names audiences', () => {
    expect(audienceLabel('birdie_members')).toBe('Birdie members');
  });
});
