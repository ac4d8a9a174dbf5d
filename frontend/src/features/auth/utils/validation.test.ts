import { describe, expect, it } from 'vitest';
import { fieldForServerMessage } from './validation';

describe('fieldForServerMessage', () => {
  const fields = ['firstName', 'lastName', 'email', 'password', 'phone', 'preferredLocation'] as const;
  it.each([
    ['An account with this email already exists. Sign in, or reset your password if you forgot it.', 'email'],
    ['That password is too common and easy to guess. Please choose another.', 'password'],
    ['Please enter a valid phone number, like (918) 555-0142.', 'phone'],
    ['Your last name can be at most 60 characters.', 'lastName'],
    ['Please choose one of our locations.', 'preferredLocation'],
    ['Too many sign-in attempts. Please try again in 5 minutes.', undefined],
  ])('%s → %s', (message, field) => {
    expect(fieldForServerMessage(message, fields)).toBe(field);
  });

  it('only names fields the form has', () => {
    expect(fieldForServerMessage('Please choose one of our locations.', ['email'] as const)).toBeUndefined();
  });
});
