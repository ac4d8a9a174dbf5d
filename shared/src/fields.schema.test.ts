import { describe, expect, it } from 'vitest';
import { email, isCalendarDate, isPhone, newPassword, optionalLocation, optionalPhone, personName } from './fields.schema.js';

/** The message a person would read under the field, or undefined when the value passes. */
function messageOf(schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('email', () => {
  it('is required, of a simple shape, at most 254 characters; stored trimmed and lower-cased', () => {
    expect(messageOf(email, '')).toBe('Please enter your email address.');
    expect(messageOf(email, '   ')).toBe('Please enter your email address.');
    expect(messageOf(email, undefined)).toBe('Please enter your email address.');
    expect(messageOf(email, 42)).toBe('Please enter your email address.');
    expect(messageOf(email, 'casey')).toBe('Please enter a valid email address, like name@example.com.');
    expect(messageOf(email, 'casey@example')).toBe('Please enter a valid email address, like name@example.com.');
    expect(messageOf(email, `${'a'.repeat(243)}@example.com`)).toBe('Please enter a valid email address, like name@example.com.');
    expect(email.parse(' Casey@Example.COM ')).toBe('casey@example.com');
  });

  it('gives one message for an address that is both too long and malformed', () => {
    expect(email.safeParse('x'.repeat(300)).error?.issues).toHaveLength(1);
  });
});

describe('personName', () => {
  const first = personName('firstName');
  const last = personName('lastName');

  it('is required and at most 60 characters, with the field named in the message', () => {
    expect(messageOf(first, '  ')).toBe('Please enter your first name.');
    expect(messageOf(last, '')).toBe('Please enter your last name.');
    expect(messageOf(last, null)).toBe('Please enter your last name.');
    expect(messageOf(first, 'x'.repeat(61))).toBe('Your first name can be at most 60 characters.');
    expect(messageOf(first, 'x'.repeat(60))).toBeUndefined();
  });

  it('collapses inner white space and drops control characters', () => {
    expect(first.parse('  Mary   Ann ')).toBe('Mary Ann');
    expect(first.parse('Ada\u0000\u200b')).toBe('Ada');
    // 70 characters of which 62 are spaces: 8 once collapsed.
    expect(messageOf(first, `Ada${' '.repeat(62)}Kings`)).toBeUndefined();
  });
});

describe('newPassword: 8 to 128 characters, no composition rules', () => {
  it('accepts 8 and 128 characters, refuses 7 and 129', () => {
    expect(messageOf(newPassword, 'a'.repeat(8))).toBeUndefined();
    expect(messageOf(newPassword, 'a'.repeat(128))).toBeUndefined();
    expect(messageOf(newPassword, 'a'.repeat(7))).toBe('Please use at least 8 characters for your password.');
    expect(messageOf(newPassword, 'a'.repeat(129))).toBe('Please use at most 128 characters for your password.');
    expect(messageOf(newPassword, undefined)).toBe('Please use at least 8 characters for your password.');
  });

  it('counts characters, not UTF-16 units, and keeps spaces', () => {
    expect(messageOf(newPassword, '⛳'.repeat(8))).toBeUndefined();
    expect(messageOf(newPassword, '🏌'.repeat(4))).toBe('Please use at least 8 characters for your password.');
    expect(newPassword.parse(' a long fairway ')).toBe(' a long fairway ');
  });
});

describe('optional phone and location', () => {
  it('phone: empty, null or left out is fine; otherwise 7 to 15 digits with the usual separators', () => {
    for (const ok of ['', '  ', null, undefined, '(918) 555-0142', '+1 918 555 0142', '918.555.0142']) {
      expect(messageOf(optionalPhone, ok)).toBeUndefined();
    }
    for (const bad of ['555', 'call me', '1'.repeat(16), '918/555/0142', 42]) {
      expect(messageOf(optionalPhone, bad)).toBe('Please enter a valid phone number, like (918) 555-0142.');
    }
    expect(optionalPhone.parse(' (918) 555-0142 ')).toBe('(918) 555-0142');
  });

  it('isPhone agrees with the schema', () => {
    expect(isPhone(' 9185550142 ')).toBe(true);
    expect(isPhone('12-34')).toBe(false);
  });

  it('location: a slug or nothing', () => {
    expect(messageOf(optionalLocation, 'tulsa')).toBeUndefined();
    expect(messageOf(optionalLocation, '')).toBeUndefined();
    expect(messageOf(optionalLocation, 'Hudson Oaks')).toBe('Please choose one of our locations.');
  });
});

describe('isCalendarDate', () => {
  it('takes a real calendar date as YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-11-22')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
  });

  it('refuses what only looks like one, without throwing', () => {
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-45', '2026-00-10', '0050-01-01', '26-11-22', '2026-11-22T00:00', ''])
      expect(isCalendarDate(bad), bad).toBe(false);
  });
});
