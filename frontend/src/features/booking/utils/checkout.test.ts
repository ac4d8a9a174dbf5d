import { describe, expect, it } from 'vitest';
import { calendarHref, countdownMilestone, formatCountdown, lineDetail, refundableNow, spokenCountdown } from './checkout';

describe('hold countdown', () => {
  it('shows m:ss, rounding up and never below zero', () => {
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(545_000)).toBe('9:05');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(999)).toBe('0:01');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
  });

  it('speaks in words', () => {
    expect(spokenCountdown(545_000)).toBe('10 minutes left');
    expect(spokenCountdown(60_000)).toBe('1 minute left');
    expect(spokenCountdown(45_000)).toBe('45 seconds left');
    expect(spokenCountdown(1000)).toBe('1 second left');
    expect(spokenCountdown(0)).toBe('Your hold has ended');
  });

  it('changes its milestone every 5 minutes, then at the last minute and the last 30 seconds', () => {
    expect(countdownMilestone(600_000)).toBe('2');
    expect(countdownMilestone(299_000)).toBe('1');
    expect(countdownMilestone(290_000)).toBe('1');
    expect(countdownMilestone(60_000)).toBe('last60');
    expect(countdownMilestone(30_000)).toBe('last30');
    expect(countdownMilestone(0)).toBe('ended');
  });
});

describe('price lines', () => {
  it('explains each line', () => {
    expect(lineDetail({ label: 'Bay time', quantity: 2, unitCents: 6000, amountCents: 12000 })).toBe('2 hours × $60.00');
    expect(lineDetail({ label: 'Bay time, Birdie rate', quantity: 1, unitCents: 4000, amountCents: 4000 })).toBe('1 hour × $40.00');
    expect(lineDetail({ label: 'Birdie included hours', quantity: 2, unitCents: 0, amountCents: 0 })).toBe('2 hours included');
    expect(lineDetail({ label: 'Discount WELCOME10', quantity: 1, unitCents: -1200, amountCents: -1200 })).toBe('');
  });
});

describe('cancellation', () => {
  it('is refundable until 24 hours before the start', () => {
    const until = '2026-11-23T15:00:00.000Z';
    expect(refundableNow(until, new Date('2026-11-23T14:59:59Z'))).toBe(true);
    expect(refundableNow(until, new Date('2026-11-23T15:00:00Z'))).toBe(false);
  });
});

describe('calendar file', () => {
  it("is the booking's .ics under /api", () => {
    expect(calendarHref('5b1c0d4e-1111-4222-8333-444455556666')).toBe('/api/bookings/5b1c0d4e-1111-4222-8333-444455556666/calendar.ics');
  });
});
