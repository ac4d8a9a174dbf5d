import { describe, expect, it } from 'vitest';
import { attemptsLabel, jobLabel } from './jobs';

describe('failed job labels', () => {
  it('names the queues staff meet, and reads an unknown one as words', () => {
    expect(jobLabel('booking-refund')).toBe('Refund of a cancelled booking');
    expect(jobLabel('reconcile-charges')).toBe('Reconcile charges');
  });
  it('counts the first run with the retries', () => {
    expect(attemptsLabel(0)).toBe('1 attempt');
    expect(attemptsLabel(5)).toBe('6 attempts');
  });
});
