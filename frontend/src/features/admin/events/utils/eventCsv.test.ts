import { describe, expect, it } from 'vitest';
import { registrationsCsv } from './eventCsv';

describe('registrationsCsv', () => {
  it('writes one row per registration, quoting and defusing what a spreadsheet would misread', () => {
    const csv = registrationsCsv([
      {
        name: 'Sam "Ace" Fairway',
        email: 'sam@example.com',
        status: 'confirmed',
        totalCents: 2500,
        refundedCents: 0,
        paymentState: 'paid',
        createdAt: '2026-11-25T18:00:00.000Z',
      },
      {
        name: '=HYPERLINK()',
        email: 'x@example.com',
        status: 'cancelled',
        totalCents: 2500,
        refundedCents: 2500,
        paymentState: 'refunded',
        createdAt: '2026-11-25T19:00:00.000Z',
      },
    ]);
    expect(csv.split('\n')).toEqual([
      'Name,Email,Status,Paid,Refunded,Payment,Registered at',
      '"Sam ""Ace"" Fairway",sam@example.com,confirmed,25.00,0.00,Paid,2026-11-25T18:00:00.000Z',
      "'=HYPERLINK(),x@example.com,cancelled,25.00,25.00,Refunded,2026-11-25T19:00:00.000Z",
      '',
    ]);
  });
});
