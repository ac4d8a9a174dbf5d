import { describe, expect, it } from 'vitest';
import {
  amountLabel,
  bayLabel,
  bookingPhase,
  cancelExplanation,
  cancelledNotice,
  cancelTerms,
  formatVenueMoment,
  refundedNow,
  splitBookings,
  weekdayOf,
  type BookingFacts,
} from './bookings';

const CHICAGO = 'America/Chicago';
// Monday Nov 23, 2026, 10:00–12:00 in Richardson (CST, UTC-6).
const base: BookingFacts = {
  status: 'CONFIRMED',
  date: '2026-11-23',
  startsAt: '2026-11-23T16:00:00.000Z',
  endsAt: '2026-11-23T18:00:00.000Z',
  holdExpiresAt: null,
  refundableUntil: '2026-11-22T16:00:00.000Z',
  totalCents: 12000,
  freeHoursUsed: 0,
  refundedCents: 0,
};
const at = (iso: string) => new Date(iso);
const early = at('2026-11-22T09:00:00Z'); // 31 hours before the start
const late = at('2026-11-22T20:00:00Z'); // 20 hours before

describe('bookingPhase', () => {
  it('shows a played confirmed booking as completed and a started one as on now', () => {
    expect(bookingPhase(base, early)).toBe('confirmed');
    expect(bookingPhase(base, at('2026-11-23T16:30:00Z'))).toBe('in_progress');
    expect(bookingPhase(base, at('2026-11-23T18:00:00Z'))).toBe('completed');
    expect(bookingPhase({ ...base, status: 'COMPLETED' }, early)).toBe('completed');
    expect(bookingPhase({ ...base, status: 'CANCELLED' }, early)).toBe('cancelled');
  });

  it('a checkout that ended unpaid is expired or let go, never cancelled, charged nothing and not cancellable', () => {
    const expired = { ...base, status: 'EXPIRED' as const };
    const released = { ...base, status: 'RELEASED' as const };
    expect(bookingPhase(expired, early)).toBe('expired');
    expect(bookingPhase(released, early)).toBe('released');
    expect(amountLabel(expired, 'expired')).toBe('Not charged');
    expect(cancelTerms(released, early)).toBeNull();
    // Listed after the live bookings.
    const { upcoming } = splitBookings([released, { ...base, startsAt: '2026-11-23T20:00:00.000Z' }], early);
    expect(upcoming.map((p) => p.phase)).toEqual(['confirmed', 'released']);
  });

  it('a hold awaits payment until its 10 minutes run out, then is no longer shown', () => {
    const held = { ...base, status: 'HELD' as const, holdExpiresAt: '2026-11-22T09:10:00Z' };
    expect(bookingPhase(held, early)).toBe('awaiting_payment');
    expect(bookingPhase(held, at('2026-11-22T09:10:00Z'))).toBeNull();
  });
});

describe('splitBookings', () => {
  const b = (id: string, over: Partial<BookingFacts>) => ({ ...base, id, ...over });
  const list = [
    b('later', { startsAt: '2026-11-24T16:00:00Z', endsAt: '2026-11-24T17:00:00Z' }),
    b('cancelled-soon', { status: 'CANCELLED', startsAt: '2026-11-22T23:00:00Z', endsAt: '2026-11-23T00:00:00Z' }),
    b('soon', {}),
    b('played', { startsAt: '2026-11-01T16:00:00Z', endsAt: '2026-11-01T17:00:00Z' }),
    b('played-recently', { startsAt: '2026-11-20T16:00:00Z', endsAt: '2026-11-20T17:00:00Z' }),
    b('cancelled-past', { status: 'CANCELLED', startsAt: '2026-11-10T16:00:00Z', endsAt: '2026-11-10T17:00:00Z' }),
    b('lapsed-hold', { status: 'HELD', holdExpiresAt: '2026-11-22T08:00:00Z' }),
  ];

  it('upcoming: soonest first, cancelled after the live ones; past: newest first; lapsed holds left out', () => {
    const { upcoming, past } = splitBookings(list, early);
    expect(upcoming.map((p) => p.booking.id)).toEqual(['soon', 'later', 'cancelled-soon']);
    expect(past.map((p) => p.booking.id)).toEqual(['played-recently', 'cancelled-past', 'played']);
    expect(past.map((p) => p.phase)).toEqual(['completed', 'cancelled', 'completed']);
  });

  it('a booking on now is still upcoming; once over it moves to past', () => {
    expect(splitBookings([base], at('2026-11-23T17:00:00Z')).upcoming[0]?.phase).toBe('in_progress');
    expect(splitBookings([base], at('2026-11-23T18:00:01Z')).past[0]?.phase).toBe('completed');
  });
});

describe('venue-local times', () => {
  it('names the weekday of a local date', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
    expect(weekdayOf('nope')).toBe('');
  });

  it('says a deadline as the venue does', () => {
    expect(formatVenueMoment(base.refundableUntil, CHICAGO)).toBe('Nov 22, 2026 at 10:00 AM');
  });
});

describe('labels', () => {
  it('names a bay by number, and by its name when an admin gave it one', () => {
    expect(bayLabel(4, 'Bay 4')).toBe('Bay 4');
    expect(bayLabel(4, 'The Loft')).toBe('Bay 4 · The Loft');
  });

  it('says what was paid, what is due, or that free hours covered it', () => {
    expect(amountLabel(base, 'confirmed')).toBe('Paid $120.00');
    expect(amountLabel(base, 'awaiting_payment')).toBe('To pay $120.00');
    expect(amountLabel(base, 'cancelled')).toBe('Total $120.00');
    expect(amountLabel({ totalCents: 0, freeHoursUsed: 2 }, 'confirmed')).toBe('Free Birdie hours');
  });
});

describe('cancelling', () => {
  it('refunds in full up to 24 hours before the start (inclusive), not after; started or cancelled ones cannot be cancelled', () => {
    expect(cancelTerms(base, early)).toEqual({ kind: 'refund', refundCents: 12000, freeHours: 0, month: 'November' });
    expect(cancelTerms(base, at(base.refundableUntil))?.kind).toBe('refund');
    expect(cancelTerms(base, at('2026-11-22T16:00:00.001Z'))).toEqual({ kind: 'late', freeHours: 0 });
    expect(cancelTerms(base, late)?.kind).toBe('late');
    expect(cancelTerms(base, at('2026-11-23T16:00:00Z'))).toBeNull();
    expect(cancelTerms({ ...base, status: 'CANCELLED' }, early)).toBeNull();
    expect(cancelTerms({ ...base, status: 'HELD', holdExpiresAt: '2026-11-22T09:05:00Z' }, early)).toEqual({ kind: 'release_hold' });
  });

  it('explains the refund before the customer confirms', () => {
    expect(cancelExplanation({ kind: 'refund', refundCents: 12000, freeHours: 0, month: 'November' })).toBe(
      "Cancel now and we'll refund $120.00 to the card you paid with.",
    );
    expect(cancelExplanation({ kind: 'refund', refundCents: 4000, freeHours: 1, month: 'November' })).toBe(
      "Cancel now and we'll refund $40.00 to the card you paid with. Your 1 free Birdie hour goes back to your November allowance.",
    );
    expect(cancelExplanation({ kind: 'refund', refundCents: 0, freeHours: 2, month: 'December' })).toBe(
      'Nothing was charged for this booking. All 2 free Birdie hours go back to your December allowance.',
    );
    expect(cancelExplanation({ kind: 'late', freeHours: 0 })).toBe(
      "This booking starts in less than 24 hours, so it can't be refunded. Cancel anyway to free the bay for someone else?",
    );
    expect(cancelExplanation({ kind: 'late', freeHours: 2 })).toMatch(/The 2 free Birdie hours it used stay used\.$/);
    expect(cancelExplanation({ kind: 'release_hold' })).toMatch(/nothing is charged/);
  });

  it('confirms what happened afterwards, with the amount the server refunded', () => {
    const refund = { kind: 'refund', refundCents: 12000, freeHours: 0, month: 'November' } as const;
    expect(cancelledNotice(refund, 12000)).toEqual({
      title: 'Booking cancelled',
      description: "We're refunding $120.00 to the card you paid with. It usually shows within 5–10 business days.",
    });
    // $20.00 had already gone back (an admin refund): the server gives back the rest, and the toast says so.
    expect(cancelledNotice(refund, 10000).description).toMatch(/^We're refunding \$100\.00 to the card you paid with\./);
    // Nothing came back (already refunded in full, or the server found it too late): no refund is claimed.
    expect(cancelledNotice(refund, 0)).toEqual({ title: 'Booking cancelled', description: 'The bay is free for someone else.' });
    expect(cancelledNotice({ kind: 'refund', refundCents: 0, freeHours: 2, month: 'December' }, 0).description).toBe(
      'Your 2 free Birdie hours are back in your December allowance.',
    );
    expect(cancelledNotice({ kind: 'refund', refundCents: 0, freeHours: 1, month: 'December' }, 0).description).toBe(
      'Your 1 free Birdie hour is back in your December allowance.',
    );
    expect(cancelledNotice({ kind: 'late', freeHours: 0 }, 0).description).toMatch(/No refund/);
    expect(cancelledNotice({ kind: 'late', freeHours: 0 }, 4000).description).toMatch(/^We're refunding \$40\.00/); // the server's word wins
    expect(cancelledNotice({ kind: 'release_hold' }, 0).title).toBe('Hold released');
  });

  it("takes this cancellation's refund from the booking's refunds before and after", () => {
    expect(refundedNow({ refundedCents: 0 }, { refundedCents: 12000 })).toBe(12000);
    expect(refundedNow({ refundedCents: 2000 }, { refundedCents: 12000 })).toBe(10000);
    expect(refundedNow({ refundedCents: 12000 }, { refundedCents: 12000 })).toBe(0);
    expect(refundedNow({ refundedCents: 12000 }, { refundedCents: 0 })).toBe(0);
  });
});
