import { describe, expect, it } from 'vitest';
import { eventsCsv, registrationsCsv } from './eventCsv';

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

describe('eventsCsv', () => {
  it('writes one row per event with the price in dollars, quoting and defusing a title a spreadsheet would misread', () => {
    const row = {
      location: 'Tulsa',
      startsAt: 'Nov 27, 2026, 3:00 PM',
      priceCents: 2500,
      taken: 3,
      capacity: 8,
      bays: '1, 3',
      waitlistLength: 0,
      memberOnly: true,
      status: 'scheduled',
    };
    const csv = eventsCsv([
      { ...row, title: 'Clinic' },
      { ...row, title: '=cmd()', memberOnly: false, bays: 'Whole venue' },
    ]);
    expect(csv.split('\n')).toEqual([
      'Event,Location,Starts (venue time),Price,Taken,Capacity,Bays,Waitlist,Birdie only,Status',
      'Clinic,Tulsa,"Nov 27, 2026, 3:00 PM",25.00,3,8,"1, 3",0,yes,scheduled',
      `'=cmd(),Tulsa,"Nov 27, 2026, 3:00 PM",25.00,3,8,Whole venue,0,no,scheduled`,
      '',
    ]);
  });
});
