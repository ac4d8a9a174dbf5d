import { describe, expect, it } from 'vitest';
import { describeBookingEvent, paymentSummary, type BookingEventInput } from './bookingEvents';

const CHICAGO = 'America/Chicago';
const at = '2026-11-22T21:05:00.000Z'; // 3:05 PM in Chicago
const ev = (event: string, details: unknown, actor = 'customer', actorName: string | null = 'Sam Fairway'): BookingEventInput => ({
  event,
  details,
  actor,
  actorName,
  at,
});

describe('describeBookingEvent', () => {
  it('says who did what and when, in venue time', () => {
    expect(describeBookingEvent(ev('created', { bay: 2, payAtVenue: true }, 'admin', 'Avery Admin'), CHICAGO)).toEqual({
      title: 'Booked by the venue',
      detail: 'Bay 2 · pay at the venue',
      by: 'Avery Admin (admin)',
      when: 'Nov 22, 2026, 3:05 PM',
    });
    expect(describeBookingEvent(ev('created', {}, 'admin', null), 'America/New_York')).toMatchObject({
      by: 'Venue staff',
      when: 'Nov 22, 2026, 4:05 PM',
      detail: undefined,
    });
  });

  it('tells the checkout story with who did it', () => {
    expect(describeBookingEvent(ev('held', { bay: 2, totalCents: 12000 }), CHICAGO)).toMatchObject({
      title: 'Bay held for checkout',
      detail: 'Bay 2 · $120.00',
      by: 'Sam Fairway (customer)',
    });
    expect(describeBookingEvent(ev('confirmed', { chargeId: 'ch_1', totalCents: 12000 }), CHICAGO)).toMatchObject({
      title: 'Paid and confirmed',
      detail: '$120.00 charged to card',
    });
    expect(describeBookingEvent(ev('confirmed', { chargeId: null, totalCents: 0 }), CHICAGO).detail).toBe('Nothing to charge');
    expect(describeBookingEvent(ev('confirmed', {}), CHICAGO).detail).toBeUndefined();
    expect(describeBookingEvent(ev('hold_expired', {}, 'system', null), CHICAGO)).toMatchObject({
      title: 'Hold expired',
      detail: 'Not paid within 10 minutes',
      by: 'Automatic',
    });
    expect(describeBookingEvent(ev('payment_declined', {}, 'system', null), CHICAGO)).toMatchObject({
      title: 'Card declined',
      detail: 'Nothing was charged',
    });
    expect(describeBookingEvent(ev('abandoned', {}), CHICAGO)).toMatchObject({
      title: 'Hold let go',
      detail: 'The customer left checkout',
    });
  });

  it('describes a move on the same day with times only, and across days with dates', () => {
    const same = describeBookingEvent(
      ev(
        'moved',
        { from: { bay: 1, startsAt: '2026-11-23T15:00:00.000Z' }, to: { bay: 3, startsAt: '2026-11-23T17:00:00.000Z' } },
        'admin',
        'Avery Admin',
      ),
      CHICAGO,
    );
    expect(same).toMatchObject({ title: 'Moved', detail: 'Bay 1, 9:00 AM → Bay 3, 11:00 AM', by: 'Avery Admin (admin)' });
    const other = describeBookingEvent(
      ev(
        'moved',
        { from: { bay: 1, startsAt: '2026-11-23T15:00:00.000Z' }, to: { bay: 1, startsAt: '2026-11-24T15:00:00.000Z' } },
        'admin',
      ),
      CHICAGO,
    );
    expect(other.detail).toBe('Bay 1, Nov 23, 2026, 9:00 AM → Bay 1, Nov 24, 2026, 9:00 AM');
    expect(describeBookingEvent(ev('moved', { to: { bay: 4 } }, 'admin'), CHICAGO).detail).toBe('To Bay 4');
    expect(describeBookingEvent(ev('moved', {}, 'admin'), CHICAGO).detail).toBeUndefined();
  });

  it('says who cancelled and whether it refunded', () => {
    expect(describeBookingEvent(ev('cancelled', { refund: true, refundCents: 12000 }, 'admin', 'Avery Admin'), CHICAGO)).toMatchObject({
      title: 'Cancelled by the venue',
      detail: '$120.00 refunded',
    });
    expect(describeBookingEvent(ev('cancelled', { refund: false, refundCents: 0 }, 'admin', 'Avery Admin'), CHICAGO).detail).toBe(
      'No refund',
    );
    expect(describeBookingEvent(ev('cancelled', { refund: true, refundCents: 0 }, 'admin'), CHICAGO).detail).toBe(
      'Refund chosen; nothing was paid by card',
    );
    expect(describeBookingEvent(ev('cancelled', { refundable: true, refundCents: 6000 }), CHICAGO)).toMatchObject({
      title: 'Cancelled by the customer',
      detail: '$60.00 refunded',
      by: 'Sam Fairway (customer)',
    });
    expect(describeBookingEvent(ev('cancelled', { refundable: false, refundCents: 0 }), CHICAGO).detail).toBe(
      'Less than 24 hours before start: not refunded',
    );
    expect(describeBookingEvent(ev('cancelled', { refundable: true, refundCents: 0 }, 'customer', null), CHICAGO)).toMatchObject({
      detail: 'Nothing to refund',
      by: 'Customer',
    });
    expect(describeBookingEvent(ev('cancelled', {}, 'system', null), CHICAGO)).toMatchObject({ title: 'Cancelled', detail: 'No refund' });
  });

  it('shows an event it does not know by its name, and survives odd details', () => {
    expect(describeBookingEvent(ev('reminder_sent', null, 'system'), CHICAGO)).toEqual({
      title: 'Reminder sent',
      by: 'Automatic',
      when: 'Nov 22, 2026, 3:05 PM',
    });
    expect(describeBookingEvent(ev('', null, 'system'), CHICAGO).title).toBe('Change');
    expect(describeBookingEvent(ev('held', 'oops'), CHICAGO)).toMatchObject({
      title: 'Bay held for checkout',
      detail: undefined,
      by: 'Sam Fairway (customer)',
    });
    expect(describeBookingEvent(ev('held', [1, 2]), CHICAGO).detail).toBeUndefined();
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
    expect(paymentSummary('confirmed', 0, [ev('confirmed', { chargeId: null, totalCents: 0 })])).toEqual([
      { label: 'Payment', value: 'Nothing to pay' },
    ]);
  });

  it('a venue booking is paid at the venue; a hold awaits payment; a released hold was never paid', () => {
    expect(paymentSummary('confirmed', 6000, [ev('created', { bay: 3, payAtVenue: true }, 'admin')])).toEqual([
      { label: 'Payment', value: 'Pay at the venue · $60.00' },
    ]);
    expect(paymentSummary('HELD', 6000, [ev('held', { bay: 1 })])).toEqual([{ label: 'Payment', value: 'Awaiting payment · $60.00' }]);
    expect(paymentSummary('cancelled', 6000, [ev('held', {}), ev('payment_declined', {})])).toEqual([
      { label: 'Payment', value: 'Not paid' },
    ]);
  });

  it('adds the refund of a cancellation', () => {
    const paid = [ev('confirmed', { chargeId: 'ch_1', totalCents: 6000 })];
    expect(paymentSummary('cancelled', 6000, [...paid, ev('cancelled', { refundCents: 6000 })])[2]).toEqual({
      label: 'Refund',
      value: '$60.00 refunded',
    });
    expect(paymentSummary('cancelled', 6000, [...paid, ev('cancelled', { refundCents: 0 })])[2]).toEqual({
      label: 'Refund',
      value: 'No refund',
    });
  });
});
