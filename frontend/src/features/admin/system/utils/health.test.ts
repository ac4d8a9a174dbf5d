import { describe, expect, it } from 'vitest';
import { formatLag, healthChecks, overallHealth, releasedMessage, worst } from './health';

const jobs = (over: Partial<{ queued: number; failed: number; oldestDueSeconds: number }> = {}) => ({
  queued: 0,
  failed: 0,
  oldestDueSeconds: 0,
  ...over,
});

describe('formatLag', () => {
  it('reads as seconds, minutes or hours', () => {
    expect(formatLag(0)).toBe('0 s');
    expect(formatLag(45)).toBe('45 s');
    expect(formatLag(120)).toBe('2 min');
    expect(formatLag(150)).toBe('2 min 30 s');
    expect(formatLag(3600)).toBe('1 h');
    expect(formatLag(3720)).toBe('1 h 2 min');
    expect(formatLag(-5)).toBe('0 s');
    expect(formatLag(Number.NaN)).toBe('0 s');
  });
});

describe('healthChecks', () => {
  it('is all OK when everything answers and the queue is on time', () => {
    const checks = healthChecks({ database: true, mail: true, jobs: jobs({ queued: 2, oldestDueSeconds: 5 }) });
    expect(checks.map((c) => [c.key, c.state])).toEqual([
      ['database', 'ok'],
      ['mail', 'ok'],
      ['jobs', 'ok'],
    ]);
    expect(checks[2].figures).toEqual([
      { label: 'Waiting', value: '2' },
      { label: 'Lag', value: '5 s' },
      { label: 'Failed (24 h)', value: '0' },
    ]);
    expect(overallHealth(checks)).toEqual({ state: 'ok', text: 'All systems normal' });
  });

  it('marks a silent database or mail server as an error', () => {
    const checks = healthChecks({ database: false, mail: false, jobs: jobs() });
    expect(checks[0]).toMatchObject({ state: 'error', summary: 'Not answering' });
    expect(checks[1]).toMatchObject({ state: 'error', summary: 'Not reachable' });
    expect(overallHealth(checks).state).toBe('error');
  });

  it('maps queue lag to warning, then error, and failures to at least a warning', () => {
    expect(healthChecks({ database: true, mail: true, jobs: jobs({ oldestDueSeconds: 119 }) })[2].state).toBe('ok');
    expect(healthChecks({ database: true, mail: true, jobs: jobs({ oldestDueSeconds: 120 }) })[2]).toMatchObject({
      state: 'warning',
      summary: 'Running behind',
    });
    expect(healthChecks({ database: true, mail: true, jobs: jobs({ oldestDueSeconds: 600 }) })[2]).toMatchObject({
      state: 'error',
      summary: 'Stalled',
    });
    const failed = healthChecks({ database: true, mail: true, jobs: jobs({ failed: 3 }) })[2];
    expect(failed).toMatchObject({ state: 'warning', summary: 'Some jobs failed' });
    expect(failed.detail).toContain('3 jobs failed in the last 24 hours');
    expect(healthChecks({ database: true, mail: true, jobs: jobs({ failed: 1, oldestDueSeconds: 700 }) })[2]).toMatchObject({
      state: 'error',
      summary: 'Stalled',
    });
    expect(healthChecks({ database: true, mail: true, jobs: jobs({ failed: 1, oldestDueSeconds: 130 }) })[2].summary).toBe(
      'Behind, with failures',
    );
  });

  it('treats an unreadable queue as an error', () => {
    const checks = healthChecks({ database: true, mail: true, jobs: null });
    expect(checks[2]).toMatchObject({ state: 'error', summary: "Can't be read" });
    expect(overallHealth(checks)).toEqual({ state: 'error', text: 'Something is down' });
  });

  it('sums up a warning', () => {
    expect(overallHealth(healthChecks({ database: true, mail: true, jobs: jobs({ failed: 1 }) }))).toEqual({
      state: 'warning',
      text: 'Running, but something needs a look',
    });
    expect(worst('ok', 'warning')).toBe('warning');
    expect(worst('error', 'warning')).toBe('error');
  });
});

describe('releasedMessage', () => {
  it('says how many holds were released', () => {
    expect(releasedMessage(0)).toBe('No expired holds to release.');
    expect(releasedMessage(1)).toBe('Released 1 expired hold.');
    expect(releasedMessage(4)).toBe('Released 4 expired holds.');
    expect(releasedMessage(Number.NaN)).toBe('No expired holds to release.');
  });
});
