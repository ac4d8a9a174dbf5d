import { describe, expect, it } from 'vitest';
import {
  checkEmail,
  checkName,
  checkNewPassword,
  checkPhone,
  fieldForServerMessage,
  firstInvalid,
  validateLogin,
  validateNewPassword,
  validateRegister,
} from './validation';

const goodRegistration = {
  firstName: 'Casey',
  lastName: 'Birdwell',
  email: 'casey@example.com',
  password: 'a long fairway',
  phone: '',
  preferredLocation: '',
};

describe('password rule: 8 to 128 characters, no composition rules', () => {
  it('accepts 8 and 128 characters, refuses 7 and 129', () => {
    expect(checkNewPassword('a'.repeat(8))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(128))).toBeUndefined();
    expect(checkNewPassword('a'.repeat(7))).toBe('Please use at least 8 characters for your password.');
    expect(checkNewPassword('a'.repeat(129))).toBe('Please use at most 128 characters for your password.');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkNewPassword('⛳'.repeat(8))).toBeUndefined();
    // 4 characters but 8 UTF-16 units: too short.
    expect(checkNewPassword('🏌'.repeat(4))).toBe('Please use at least 8 characters for your password.');
  });

  it('refuses the e-mail address as the password', () => {
    expect(checkNewPassword('Casey@Example.com', 'casey@example.com')).toMatch(/not your email/);
  });
});

describe('field checks', () => {
  it('e-mail', () => {
    expect(checkEmail('')).toBe('Please enter your email address.');
    expect(checkEmail('casey')).toMatch(/valid email/);
    expect(checkEmail('casey@example')).toMatch(/valid email/);
    expect(checkEmail(' casey@example.com ')).toBeUndefined();
  });

  it('names: required, at most 60 characters', () => {
    expect(checkName('  ', 'firstName')).toBe('Please enter your first name.');
    expect(checkName('', 'lastName')).toBe('Please enter your last name.');
    expect(checkName('x'.repeat(61), 'firstName')).toBe('Your first name can be at most 60 characters.');
    expect(checkName('Mary  Ann', 'firstName')).toBeUndefined();
  });

  it('phone: optional, 7 to 15 digits', () => {
    expect(checkPhone('')).toBeUndefined();
    expect(checkPhone('(918) 555-0142')).toBeUndefined();
    expect(checkPhone('+1 918 555 0142')).toBeUndefined();
    expect(checkPhone('555')).toMatch(/valid phone/);
    expect(checkPhone('call me')).toMatch(/valid phone/);
    expect(checkPhone('1'.repeat(16))).toMatch(/valid phone/);
  });
});

describe('forms', () => {
  it('login needs an e-mail and any password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(validateLogin({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it('registration reports every wrong field, in form order', () => {
    expect(validateRegister(goodRegistration)).toEqual({});
    const errors = validateRegister({ ...goodRegistration, firstName: '', email: 'nope', password: 'short', phone: '12' });
    expect(Object.keys(errors)).toEqual(['firstName', 'email', 'password', 'phone']);
    expect(firstInvalid(errors, ['firstName', 'lastName', 'email', 'password', 'phone'])).toBe('firstName');
  });

  it('a new password must be typed twice the same', () => {
    expect(validateNewPassword({ password: 'fairway-at-dusk', confirm: 'fairway-at-dusk' })).toEqual({});
    expect(validateNewPassword({ password: 'fairway-at-dusk', confirm: 'fairway' })).toEqual({ confirm: "The two passwords don't match." });
    expect(validateNewPassword({ password: 'short', confirm: '' })).toEqual({
      password: 'Please use at least 8 characters for your password.',
      confirm: 'Please type the new password again.',
    });
  });
});

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
