import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/app-error.js';
import { checkPassword, normalizeEmail, normalizeName, normalizePhone, splitFullName, validateRegistration } from './user.rules.js';

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

describe('validateRegistration', () => {
  it('normalises a valid registration', () => {
    expect(validateRegistration({ ...valid, firstName: '  Ada ', phone: ' (918) 555-0142 ', preferredLocation: 'tulsa' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      phone: '(918) 555-0142',
      preferredLocation: 'tulsa',
    });
  });

  it('names the first wrong field, in form order', () => {
    expect(fieldOf(() => validateRegistration({ ...valid, firstName: ' ' }))).toBe('firstName');
    expect(fieldOf(() => validateRegistration({ ...valid, lastName: undefined }))).toBe('lastName');
    expect(fieldOf(() => validateRegistration({ ...valid, email: 'ada@' }))).toBe('email');
    expect(fieldOf(() => validateRegistration({ ...valid, password: 'short' }))).toBe('password');
    expect(fieldOf(() => validateRegistration({ ...valid, phone: 'call me' }))).toBe('phone');
    expect(fieldOf(() => validateRegistration({ ...valid, preferredLocation: 'Hudson Oaks' }))).toBe('preferredLocation');
    expect(fieldOf(() => validateRegistration({ firstName: 1, lastName: {}, email: [] }))).toBe('firstName');
  });
});

describe('passwords', () => {
  it('accepts 8 to 128 characters with no composition rules', () => {
    expect(checkPassword('correct horse')).toBe('correct horse');
    expect(checkPassword('x'.repeat(120) + 'qwertyui')).toHaveLength(128);
    expect(checkPassword('ñandú-büro')).toBe('ñandú-büro');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(() => checkPassword('🏌️‍♂️🏌️')).toThrow(/at least 8/); // few characters, many code units
  });

  it('refuses too short, too long and common passwords', () => {
    expect(() => checkPassword('1234567')).toThrow(/at least 8/);
    expect(() => checkPassword('a'.repeat(129))).toThrow(/at most 128/);
    for (const common of ['password', '12345678', 'qwerty123', 'iloveyou', 'Password1']) {
      expect(() => checkPassword(common)).toThrow(/too common/);
    }
    expect(() => checkPassword('ada@example.com', 'password', 'ada@example.com')).toThrow(/too common/);
  });
});

describe('field normalisers', () => {
  it('e-mail: trimmed, lower-cased, checked', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
    for (const bad of ['', 'ada', 'ada@example', 'a da@example.com', `${'a'.repeat(250)}@x.io`, null, 42]) {
      expect(() => normalizeEmail(bad)).toThrow(AppError);
    }
  });

  it('names: white space collapsed, control characters dropped, length capped', () => {
    expect(normalizeName(' Mary \t Ann\u200b ', 'firstName')).toBe('Mary Ann');
    expect(() => normalizeName('x'.repeat(61), 'lastName')).toThrow(/at most 60/);
  });

  it('phone: optional, digits 7–15', () => {
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
    expect(normalizePhone('+1 817-555-0116')).toBe('+1 817-555-0116');
    expect(() => normalizePhone('12345')).toThrow(AppError);
    expect(() => normalizePhone('555-CALL-NOW')).toThrow(AppError);
  });

  it('splits a full name from Google into first and last', () => {
    expect(splitFullName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(splitFullName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});
