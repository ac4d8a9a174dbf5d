import { describe, expect, it } from 'vitest';
import { customerBookingsPath, draftFromUser, planLabel, userUpdateInput } from './userEdit';

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
    expect(planLabel('Birdie')).toBe('Birdie');
    expect(planLabel('None')).toBe('None');
  });
});
