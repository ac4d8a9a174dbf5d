import { describe, expect, it } from 'vitest';
import { describeEvent } from './history';

const TZ = 'America/Chicago';
const at = '2026-11-22T21:05:00.000Z'; // 3:05 PM in Chicago

describe('describeEvent', () => {
  it('says who did what and when, in venue time', () => {
    expect(describeEvent({ actor: 'admin', actorName: 'Avery Admin', event: 'created', details: { bay: 2, payAtVenue: true }, at }, TZ)).toEqual({
      title: 'Booked by the venue',
      detail: 'Bay 2 · paid at the venue',
      by: 'Avery Admin',
      when: 'Nov 22, 2026 · 3:05 PM',
    });
  });

  it('describes a move on the same day with times only, and across days with dates', () => {
    const same = describeEvent(
      { actor: 'admin', event: 'moved', details: { from: { bay: 1, startsAt: '2026-11-23T15:00:00.000Z' }, to: { bay: 3, startsAt: '2026-11-23T17:00:00.000Z' } }, at },
      TZ,
    );
    expect(same.detail).toBe('Bay 1, 9:00 AM → Bay 3, 11:00 AM');
    expect(same.by).toBe('Venue staff');
    const other = describeEvent(
      { actor: 'admin', event: 'moved', details: { from: { bay: 1, startsAt: '2026-11-23T15:00:00.000Z' }, to: { bay: 1, startsAt: '2026-11-24T15:00:00.000Z' } }, at },
      TZ,
    );
    expect(other.detail).toBe('Bay 1, Nov 23, 2026, 9:00 AM → Bay 1, Nov 24, 2026, 9:00 AM');
  });

  it('tells refunds apart', () => {
    expect(describeEvent({ actor: 'admin', event: 'cancelled', details: { refund: true, refundCents: 12000 }, at }, TZ).detail).toBe('Refunded $120.00');
    expect(describeEvent({ actor: 'admin', event: 'cancelled', details: { refund: false, refundCents: 0 }, at }, TZ).detail).toBe('No refund');
    expect(describeEvent({ actor: 'admin', event: 'cancelled', details: { refund: true, refundCents: 0 }, at }, TZ).detail).toBe('Refund chosen; nothing was paid by card');
    expect(describeEvent({ actor: 'customer', event: 'cancelled', details: { refundable: false, refundCents: 0 }, at }, TZ)).toMatchObject({
      title: 'Cancelled by the customer',
      detail: 'Too late for a refund',
      by: 'Customer',
    });
  });

  it('covers the online flow and unknown events', () => {
    expect(describeEvent({ actor: 'customer', event: 'held', details: { bay: 4, totalCents: 6000 }, at }, TZ).detail).toBe('Bay 4 · $60.00');
    expect(describeEvent({ actor: 'customer', event: 'confirmed', details: { totalCents: 6000 }, at }, TZ).title).toBe('Paid and confirmed');
    expect(describeEvent({ actor: 'system', event: 'hold_expired', details: {}, at }, TZ)).toMatchObject({ title: 'Hold expired', by: 'System' });
    expect(describeEvent({ actor: 'system', event: 'some_new_thing', details: {}, at }, TZ).title).toBe('Some new thing');
  });
});
