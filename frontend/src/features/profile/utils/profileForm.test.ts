import { describe, expect, it } from 'vitest';
import { initials, profileChanges, validatePasswordChange, validateProfile } from './profileForm';

const casey = { firstName: 'Casey', lastName: 'Birdwell', phone: '(972) 555-0101', preferredLocation: 'richardson' };

describe('validateProfile', () => {
  it('accepts a good profile, an empty phone and no location', () => {
    expect(validateProfile(casey)).toEqual({});
    expect(validateProfile({ ...casey, phone: '', preferredLocation: '' })).toEqual({});
  });

  it('names are required and at most 60 characters; phone has 7 to 15 digits', () => {
    expect(validateProfile({ ...casey, firstName: ' ', lastName: 'x'.repeat(61), phone: '12-34' })).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Your last name can be at most 60 characters.',
      phone: 'Please enter a valid phone number, like (918) 555-0142.',
    });
  });
});

describe('profileChanges', () => {
  it('is empty when nothing changed (white space aside)', () => {
    expect(profileChanges(casey, { ...casey, firstName: ' Casey ' })).toEqual({});
  });

  it('sends only what changed; clearing phone or location sends an empty string', () => {
    expect(profileChanges(casey, { ...casey, lastName: 'Birdwell  Jr', phone: '', preferredLocation: '' })).toEqual({
      lastName: 'Birdwell Jr',
      phone: '',
      preferredLocation: '',
    });
  });
});

describe('validatePasswordChange', () => {
  it('needs the current password, a new one of 8 to 128 characters, typed twice', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'short', confirm: 'nope' })).toEqual({
      currentPassword: 'Please enter your current password.',
      newPassword: 'Please use at least 8 characters for your password.',
      confirm: "The two passwords don't match.",
    });
    expect(
      validatePasswordChange({ currentPassword: 'old-pass-1', newPassword: 'x'.repeat(129), confirm: 'x'.repeat(129) }).newPassword,
    ).toBe('Please use at most 128 characters for your password.');
    expect(validatePasswordChange({ currentPassword: 'old-pass-1', newPassword: 'a calm back nine', confirm: 'a calm back nine' })).toEqual(
      {},
    );
  });

  it('refuses the same password again and the e-mail as password', () => {
    expect(
      validatePasswordChange({ currentPassword: 'same-pass-9', newPassword: 'same-pass-9', confirm: 'same-pass-9' }).newPassword,
    ).toMatch(/same/);
    expect(
      validatePasswordChange({ currentPassword: 'x', newPassword: 'me@example.com', confirm: 'me@example.com' }, 'me@example.com')
        .newPassword,
    ).toMatch(/email/);
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials('casey', 'Birdwell')).toBe('CB');
    expect(initials('Ängel', '')).toBe('Ä');
    expect(initials('', '')).toBe('?');
  });
});
