import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorKind, LogGate } from './log-gate.js';

describe('LogGate', () => {
  let lines: { level: number; msg: string; suppressed?: number; err?: unknown }[];
  let gate: LogGate;
  beforeEach(() => {
    vi.useFakeTimers();
    lines = [];
    gate = new LogGate(pino({ level: 'info' }, { write: (l: string) => void lines.push(JSON.parse(l)) }), 60_000, 3);
  });
  afterEach(() => vi.useRealTimers());

  it('logs the first error of a kind in full and only counts the rest of its minute', () => {
    for (let i = 0; i < 1000; i++) gate.error('db', { err: new Error('boom') }, 'request failed');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, msg: 'request failed', err: { message: 'boom' } });
    vi.advanceTimersByTime(60_000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ level: 50, msg: 'request failed (999 more not logged)', suppressed: 999 });
  });

  it('logs the next occurrence after the window in full again', () => {
    gate.warn('a', {}, 'first');
    vi.advanceTimersByTime(61_000);
    gate.warn('a', {}, 'again');
    expect(lines.map((l) => l.msg)).toEqual(['first', 'again']);
  });

  it('keeps kinds apart and remembers a bounded number of them', () => {
    gate.error('a', {}, 'a');
    gate.error('b', {}, 'b');
    gate.error('a', {}, 'a');
    expect(lines.map((l) => l.msg)).toEqual(['a', 'b']);
    gate.error('c', {}, 'c');
    gate.error('d', {}, 'd'); // a fourth kind: the oldest ('a') is flushed and forgotten
    expect(lines.map((l) => l.msg)).toEqual(['a', 'b', 'c', 'a (1 more not logged)', 'd']);
    gate.error('a', {}, 'a');
    expect(lines.at(-1)!.msg).toBe('a');
  });

  it('flushes what it counted when closed', () => {
    gate.error('x', {}, 'x');
    gate.error('x', {}, 'x');
    gate.close();
    expect(lines.map((l) => l.msg)).toEqual(['x', 'x (1 more not logged)']);
  });
});

describe('errorKind', () => {
  it('names an error by where, class, code and first line, not by its stack', () => {
    const a = Object.assign(new Error('no such thing\nmore detail'), { code: 'E1' });
    expect(errorKind(a, 'rest')).toBe('rest|Error|E1|no such thing');
    expect(errorKind(new TypeError('x'), 'rest')).not.toBe(errorKind(new Error('x'), 'rest'));
  });
});
