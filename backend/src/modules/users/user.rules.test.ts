import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import { parseInput } from '../../shared/validation.js';
import { passwordChange, passwordReset, registration, splitFullName } from './user.rules.js';

function fieldOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    expect((e as AppError).code).toBe('VALIDATION');
    return (e as AppError).details.field;
  }
  throw new Error('expected a validation error');
}

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'Ada@Example.com', password: 'analytical engine' };
const register = (input: object) => parseInput(registration, input);

describe('registration (the shared schema plus the server-only common-password rule)', () => {
  it('normalises a valid registration', () => {
    expect(register({ ...valid, firstName: '  Ada ', phone: ' (918) 555-0142 ', preferredLocation: 'tulsa' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      phone: '(918) 555-0142',
      preferredLocation: 'tulsa',
    });
  });

  it('names the first wrong field, in form order', () => {
    expect(fieldOf(() => register({ ...valid, firstName: ' ' }))).toBe('firstName');
    expect(fieldOf(() => register({ ...valid, lastName: undefined }))).toBe('lastName');
    expect(fieldOf(() => register({ ...valid, email: 'ada@' }))).toBe('email');
    expect(fieldOf(() => register({ ...valid, password: 'short' }))).toBe('password');
    expect(fieldOf(() => register({ ...valid, phone: 'call me' }))).toBe('phone');
    expect(fieldOf(() => register({ ...valid, preferredLocation: 'Hudson Oaks' }))).toBe('preferredLocation');
    expect(fieldOf(() => register({ firstName: 1, lastName: {}, email: [] }))).toBe('firstName');
    // A common password is about the password, which comes before the phone.
    expect(fieldOf(() => register({ ...valid, password: 'password1', phone: 'call me' }))).toBe('password');
  });
});

describe('passwords', () => {
  const reset = (newPassword: string) => parseInput(passwordReset, { newPassword, token: 'a'.repeat(43) }).newPassword;

  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(reset('correct horse')).toBe('correct horse');
    expect(reset('x'.repeat(120) + 'qwertyui')).toHaveLength(128);
    expect(reset('ñandú-büro')).toBe('ñandú-büro');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(() => reset('🏌️‍♂️🏌️')).toThrow(/at least 8/); // few characters, many code units
  });

  it('refuses too short, too long and common passwords', () => {
    expect(() => reset('1234567')).toThrow(/at least 8/);
    expect(() => reset('a'.repeat(129))).toThrow(/at most 128/);
    for (const common of ['password', '12345678', 'qwerty123', 'iloveyou', 'Password1']) {
      expect(() => reset(common)).toThrow('That password is too common and easy to guess. Please choose another.');
    }
  });

  it('a new password may not be the e-mail, nor the current one, nor common', () => {
    const change = (currentPassword: string, newPassword: string) =>
      parseInput(passwordChange('ada@example.com'), { currentPassword, newPassword });
    expect(() => change('old-one-1', 'Ada@Example.com')).toThrow('Please choose a password that is not your email address.');
    expect(() => change('old-one-1', 'old-one-1')).toThrow('Your new password is the same as the current one.');
    expect(() => change('old-one-1', 'iloveyou')).toThrow(/too common/);
    expect(change('old-one-1', 'a calm back nine')).toEqual({ currentPassword: 'old-one-1', newPassword: 'a calm back nine' });
  });
});

describe('splitFullName', () => {
  it('splits a full name from Google into first and last', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});
