import { describe, expect, it } from 'vitest';
import { customerBookingsPath, draftFromUser, planHelp, planLabel, userUpdateInput } from './userEdit';

// The seeded plan rows.
const PLANS = [
  { code: 'None', name: 'None', priceCents: 0, freeHoursPerMonth: 0, hourlyRateCents: 6000, bookingWindowDays: 2, memberEvents: false },
  {
    code: 'Birdie',
    name: 'Birdie',
    priceCents: 8900,
    freeHoursPerMonth: 2,
    hourlyRateCents: 4000,
    bookingWindowDays: 5,
    memberEvents: true,
  },
];

const sam = draftFromUser({ isAdmin: false, membershipType: 'None', preferredLocation: null });

describe('draftFromUser', () => {
  it('reads the account as the form edits it', () => {
    expect(sam).toEqual({ isAdmin: false, plan: 'None', preferredLocation: '' });
    expect(draftFromUser({ isAdmin: true, membershipType: 'Birdie', preferredLocation: 'tulsa' })).toEqual({
      isAdmin: true,
      plan: 'Birdie',
      preferredLocation: 'tulsa',
    });
  });
});

describe('userUpdateInput', () => {
  it('is null when nothing changed', () => {
    expect(userUpdateInput(sam, { ...sam })).toBeNull();
  });

  it('sends only what changed', () => {
    expect(userUpdateInput(sam, { ...sam, plan: 'Birdie' })).toEqual({ membershipType: 'Birdie' });
    expect(userUpdateInput(sam, { isAdmin: true, plan: 'None', preferredLocation: 'hudsonoaks' })).toEqual({
      isAdmin: true,
      preferredLocation: 'hudsonoaks',
    });
  });

  it('clearing the preferred location sends an empty string', () => {
    expect(userUpdateInput({ ...sam, preferredLocation: 'tulsa' }, sam)).toEqual({ preferredLocation: '' });
  });
});

describe('customerBookingsPath', () => {
  it('links to the booking history filtered by the e-mail', () => {
    expect(customerBookingsPath('sam+golf@example.com')).toBe('/admin/booking-history?customer=sam%2Bgolf%40example.com');
  });
});

describe('planLabel', () => {
  it('names the plan', () => {
    expect(planLabel('Birdie', PLANS)).toBe('Birdie');
    expect(planLabel('None', PLANS)).toBe('None');
    expect(planLabel('Eagle', [...PLANS, { ...PLANS[1]!, code: 'Eagle', name: 'Eagle Club' }])).toBe('Eagle Club');
    expect(planLabel('Eagle', null)).toBe('Eagle');
  });
});

describe('planHelp', () => {
  it('says what a change does, and the terms from the plan rows', () => {
    expect(planHelp('None', 'Birdie', PLANS)).toBe('Granted complimentary: no charge, and it renews on its own.');
    expect(planHelp('Birdie', 'None', PLANS)).toBe('Ends their Birdie membership now.');
    expect(planHelp('Birdie', 'Birdie', PLANS)).toBe('Birdie: 2 free hours a month, then $40 an hour, booking 5 days ahead.');
    expect(planHelp('None', 'None', PLANS)).toBe('No membership: $60 an hour, booking 2 days ahead.');
    expect(planHelp('None', 'None', null)).toBe('');
  });
});
