import { describe, expect, it } from 'vitest';
import { describeBookingEvent, paymentSummary, type BookingEventInput } from './bookingEvents';

const CHICAGO = 'America/Chicago';
const ev = (event: string, details: unknown, actor = 'customer', actorName: string | null = 'Sam Fairway'): BookingEventInput => ({
  event,
  details,
  actor,
  actorName,
  at: '2026-11-22T15:00:00.000Z',
});

describe('describeBookingEvent', () => {
  it('tells the checkout story with who did it', () => {
    expect(describeBookingEvent(ev('held', { bay: 2, totalCents: 12000 }), CHICAGO)).toEqual({ title: 'Bay held for checkout', detail: 'Bay 2 · $120.00', by: 'Sam Fairway (customer)' });
    expect(describeBookingEvent(ev('confirmed', { chargeId: 'ch_1', totalCents: 12000 }), CHICAGO)).toMatchObject({ title: 'Paid and confirmed', detail: '$120.00 charged to card' });
    expect(describeBookingEvent(ev('confirmed', { chargeId: null, totalCents: 0 }), CHICAGO).detail).toBe('Nothing to charge');
    expect(describeBookingEvent(ev('hold_expired', {}, 'system', null), CHICAGO)).toMatchObject({ title: 'Hold expired', by: 'Automatic' });
  });

  it('describes admin moves in venue time', () => {
    const moved = ev('moved', { from: { bay: 1, startsAt: '2026-11-23T16:00:00.000Z' }, to: { bay: 2, startsAt: '2026-11-23T17:00:00.000Z' } }, 'admin', 'Avery Admin');
    expect(describeBookingEvent(moved, CHICAGO)).toEqual({
      title: 'Moved',
      detail: 'From Bay 1, Nov 23, 2026, 10:00 AM to Bay 2, Nov 23, 2026, 11:00 AM',
      by: 'Avery Admin (admin)',
    });
  });

  it('says whether a cancellation refunded', () => {
    expect(describeBookingEvent(ev('cancelled', { refundable: true, refundCents: 6000 }), CHICAGO).detail).toBe('$60.00 refunded');
    expect(describeBookingEvent(ev('cancelled', { refundable: false, refundCents: 0 }), CHICAGO).detail).toBe('Less than 24 hours before start: not refunded');
    expect(describeBookingEvent(ev('cancelled', { refund: false, refundCents: 0 }, 'admin', 'Avery Admin'), CHICAGO).detail).toBe('No refund');
  });

  it('shows an event it does not know by its name, and survives odd details', () => {
    expect(describeBookingEvent(ev('reminder_sent', null, 'system'), CHICAGO)).toEqual({ title: 'Reminder sent', by: 'Automatic' });
    expect(describeBookingEvent(ev('held', 'oops'), CHICAGO)).toEqual({ title: 'Bay held for checkout', detail: undefined, by: 'Sam Fairway (customer)' });
    expect(describeBookingEvent(ev('created', {}, 'admin', null), CHICAGO).by).toBe('Admin');
  });
});

describe('paymentSummary', () => {
  it('a card checkout: paid, with the charge to look up', () => {
    const events = [ev('held', { bay: 1, totalCents: 12000 }), ev('confirmed', { chargeId: 'ch_42', totalCents: 12000 })];
    expect(paymentSummary('confirmed', 12000, events)).toEqual([
      { label: 'Payment', value: 'Paid by card · $120.00' },
      { label: 'Card charge', value: 'ch_42' },
    ]);
  });

  it('free member hours: nothing to pay', () => {
    expect(paymentSummary('confirmed', 0, [ev('confirmed', { chargeId: null, totalCents: 0 })])).toEqual([{ label: 'Payment', value: 'Nothing to pay' }]);
  });

  it('a venue booking is paid at the venue; a hold awaits payment; a released hold was never paid', () => {
    expect(paymentSummary('confirmed', 6000, [ev('created', { bay: 3, payAtVenue: true }, 'admin')])).toEqual([{ label: 'Payment', value: 'Pay at the venue · $60.00' }]);
    expect(paymentSummary('HELD', 6000, [ev('held', { bay: 1 })])).toEqual([{ label: 'Payment', value: 'Awaiting payment · $60.00' }]);
    expect(paymentSummary('cancelled', 6000, [ev('held', {}), ev('payment_declined', {})])).toEqual([{ label: 'Payment', value: 'Not paid' }]);
  });

  it('adds the refund of a cancellation', () => {
    const paid = [ev('confirmed', { chargeId: 'ch_1', totalCents: 6000 })];
    expect(paymentSummary('cancelled', 6000, [...paid, ev('cancelled', { refundCents: 6000 })])[2]).toEqual({ label: 'Refund', value: '$60.00 refunded' });
    expect(paymentSummary('cancelled', 6000, [...paid, ev('cancelled', { refundCents: 0 })])[2]).toEqual({ label: 'Refund', value: 'No refund' });
  });
});
