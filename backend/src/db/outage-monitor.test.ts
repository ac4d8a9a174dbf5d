import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatabaseOutageMonitor, isDatabaseUnavailable } from './outage-monitor.js';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['a server shutting down', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })],
    ['a connection exception', Object.assign(new Error('x'), { code: '08006' })],
    ['too many connections', Object.assign(new Error('x'), { code: '53300' })],
    ['a broken connection', new Error('Connection terminated unexpectedly')],
    ['a pool timeout', new Error('timeout exceeded when trying to connect')],
    ['a wrapped driver error', { name: 'QueryFailedError', driverError: Object.assign(new Error('x'), { code: '57P03' }) }],
    ['a cause', new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) })],
  ])('%s is an outage', (_name, err) => expect(isDatabaseUnavailable(err)).toBe(true));

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
    ['a bad uuid', Object.assign(new Error('invalid input syntax'), { code: '22P02' })],
    ['a plain bug', new TypeError('cannot read properties of undefined')],
    ['nothing', null],
  ])('%s is not', (_name, err) => expect(isDatabaseUnavailable(err)).toBe(false));
});

describe('DatabaseOutageMonitor', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the start once, probes until the database answers, then logs the end with the count', async () => {
    vi.useFakeTimers();
    const lines: { msg: string; refused?: number }[] = [];
    let up = false;
    const monitor = new DatabaseOutageMonitor(
      async () => {
        if (!up) throw new Error('still down');
      },
      pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) }),
      1000,
    );
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    expect(monitor.noteFailure(new Error('a bug'))).toBe(false);
    for (let i = 0; i < 100; i++) expect(monitor.noteFailure(refused)).toBe(true);
    expect(monitor.down).toBe(true);
    await vi.advanceTimersByTimeAsync(5000);
    expect(monitor.down).toBe(true);
    up = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(monitor.down).toBe(false);
    expect(lines.map((l) => l.msg)).toEqual(['database unreachable: requests answer 503 until it is back', 'database reachable again']);
    expect(lines[1]!.refused).toBe(100);
    monitor.stop();
  });
});
