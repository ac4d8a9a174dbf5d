import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordInput,
  passwordChangeForm,
  passwordChangeInput,
  profileForm,
  profileUpdateInput,
  registerInput,
  resetPasswordForm,
  resetPasswordInput,
  signInInput,
} from './account.schema.js';
import { firstIssue } from './issues.js';

/** Every field's first message, as react-hook-form shows them (one per field). */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const casey = {
  firstName: 'Casey',
  lastName: 'Birdwell',
  email: 'casey@example.com',
  password: 'a long fairway',
  phone: '',
  preferredLocation: '',
};

describe('signInInput', () => {
  it('needs an e-mail and any password', () => {
    expect(fieldErrors(signInInput, { email: '', password: '' })).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    expect(fieldErrors(signInInput, {})).toEqual({
      email: 'Please enter your email address.',
      password: 'Please enter your password.',
    });
    // Old accounts may have short passwords: sign-in never judges the shape.
    expect(signInInput.parse({ email: ' A@B.co ', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
});

describe('registerInput', () => {
  it('accepts a good registration and normalises it', () => {
    expect(registerInput.parse({ ...casey, firstName: '  Casey ', email: 'Casey@Example.com', phone: ' (918) 555-0142 ' })).toEqual({
      ...casey,
      phone: '(918) 555-0142',
    });
    expect(registerInput.safeParse({ firstName: 'A', lastName: 'B', email: 'a@b.co', password: '12345678' }).success).toBe(true);
  });

  it('reports every wrong field with its message, and the server names the first in form order', () => {
    const bad = { ...casey, firstName: '', email: 'nope', password: 'short', phone: '12', preferredLocation: 'Hudson Oaks' };
    expect(fieldErrors(registerInput, bad)).toEqual({
      firstName: 'Please enter your first name.',
      email: 'Please enter a valid email address, like name@example.com.',
      password: 'Please use at least 8 characters for your password.',
      phone: 'Please enter a valid phone number, like (918) 555-0142.',
      preferredLocation: 'Please choose one of our locations.',
    });
    const error = registerInput.safeParse(bad).error!;
    expect(firstIssue(registerInput, error)).toEqual({ field: 'firstName', message: 'Please enter your first name.' });
    const later = registerInput.safeParse({ ...casey, phone: '12', password: 'Casey@Example.com ', email: 'casey@example.com' }).error!;
    expect(firstIssue(registerInput, later)).toEqual({
      field: 'password',
      message: 'Please choose a password that is not your email address.',
    });
  });

  it('refuses the e-mail address as the password, whatever its case', () => {
    expect(fieldErrors(registerInput, { ...casey, password: 'CASEY@example.com' })).toEqual({
      password: 'Please choose a password that is not your email address.',
    });
  });

  it('says only "too short" about a short password, even when it is also the e-mail', () => {
    expect(fieldErrors(registerInput, { ...casey, email: 'a@b.co', password: 'a@b.co' })).toEqual({
      password: 'Please use at least 8 characters for your password.',
    });
  });
});

describe('forgotPasswordInput', () => {
  it('is the e-mail rule', () => {
    expect(fieldErrors(forgotPasswordInput, { email: '' })).toEqual({ email: 'Please enter your email address.' });
    expect(forgotPasswordInput.parse({ email: 'Sam@Example.com' })).toEqual({ email: 'sam@example.com' });
  });
});

describe('resetting a password', () => {
  const token = 'a'.repeat(43);

  it('the server takes a well-formed token and a new password', () => {
    expect(resetPasswordInput.safeParse({ token, newPassword: 'fairway-at-dusk' }).success).toBe(true);
    expect(fieldErrors(resetPasswordInput, { token: 'short!', newPassword: 'fairway-at-dusk' })).toEqual({
      token: 'This reset link is invalid or has expired. Please request a new one.',
    });
    const both = resetPasswordInput.safeParse({ token: 'x', newPassword: 'short' }).error!;
    expect(firstIssue(resetPasswordInput, both).field).toBe('newPassword');
  });

  it('the form needs the new password typed twice the same', () => {
    expect(fieldErrors(resetPasswordForm, { newPassword: 'fairway-at-dusk', confirm: 'fairway-at-dusk' })).toEqual({});
    expect(fieldErrors(resetPasswordForm, { newPassword: 'fairway-at-dusk', confirm: 'fairway' })).toEqual({
      confirm: "The two passwords don't match.",
    });
    expect(fieldErrors(resetPasswordForm, { newPassword: 'short', confirm: '' })).toEqual({
      newPassword: 'Please use at least 8 characters for your password.',
      confirm: 'Please type the new password again.',
    });
  });
});

describe('profile', () => {
  const profile = { firstName: 'Casey', lastName: 'Birdwell', phone: '(972) 555-0101', preferredLocation: 'richardson' };

  it('the form: names required and at most 60 characters; phone 7 to 15 digits; both optional fields may be empty', () => {
    expect(fieldErrors(profileForm, profile)).toEqual({});
    expect(fieldErrors(profileForm, { ...profile, phone: '', preferredLocation: '' })).toEqual({});
    expect(fieldErrors(profileForm, { ...profile, firstName: ' ', lastName: 'x'.repeat(61), phone: '12-34' })).toEqual({
      firstName: 'Please enter your first name.',
      lastName: 'Your last name can be at most 60 characters.',
      phone: 'Please enter a valid phone number, like (918) 555-0142.',
    });
  });

  it('the update: fields left out stay; null or empty clears phone and location; a name may not be cleared', () => {
    expect(profileUpdateInput.parse({})).toEqual({});
    expect(profileUpdateInput.parse({ phone: null, preferredLocation: '' })).toEqual({ phone: null, preferredLocation: '' });
    expect(fieldErrors(profileUpdateInput, { firstName: null })).toEqual({ firstName: 'Please enter your first name.' });
  });
});

describe('changing the password', () => {
  const input = passwordChangeInput('me@example.com');
  const form = passwordChangeForm('me@example.com');

  it('needs the current password and a new one of 8 to 128 characters', () => {
    expect(fieldErrors(input, { currentPassword: '', newPassword: 'short' })).toEqual({
      currentPassword: 'Please enter your current password.',
      newPassword: 'Please use at least 8 characters for your password.',
    });
    expect(fieldErrors(input, { currentPassword: 'old-pass-1', newPassword: 'x'.repeat(129) })).toEqual({
      newPassword: 'Please use at most 128 characters for your password.',
    });
    expect(fieldErrors(input, { currentPassword: 'old-pass-1', newPassword: 'a calm back nine' })).toEqual({});
  });

  it('refuses the same password again and the e-mail as password', () => {
    expect(fieldErrors(input, { currentPassword: 'same-pass-9', newPassword: 'same-pass-9' })).toEqual({
      newPassword: 'Your new password is the same as the current one.',
    });
    expect(fieldErrors(input, { currentPassword: 'x', newPassword: ' Me@Example.com' })).toEqual({
      newPassword: 'Please choose a password that is not your email address.',
    });
  });

  it('the form adds the new password typed again', () => {
    expect(fieldErrors(form, { currentPassword: '', newPassword: 'short', confirm: 'nope' })).toEqual({
      currentPassword: 'Please enter your current password.',
      newPassword: 'Please use at least 8 characters for your password.',
    });
    expect(fieldErrors(form, { currentPassword: 'old', newPassword: 'a calm back nine', confirm: 'a calm back' })).toEqual({
      confirm: "The two passwords don't match.",
    });
    expect(fieldErrors(form, { currentPassword: 'old', newPassword: 'a calm back nine', confirm: '' })).toEqual({
      confirm: 'Please type the new password again.',
    });
    expect(form.parse({ currentPassword: 'old', newPassword: 'a calm back nine', confirm: 'a calm back nine' })).toEqual({
      currentPassword: 'old',
      newPassword: 'a calm back nine',
      confirm: 'a calm back nine',
    });
  });
});

describe('properties', () => {
  it('any registration the schema accepts is already normalised: parsing it again changes nothing', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '\t', '@', '.', '-', '1', 'é', '⛳'), maxLength: 20 });
    fc.assert(
      fc.property(text, text, text, text, text, (firstName, lastName, local, domain, password) => {
        const result = registerInput.safeParse({ firstName, lastName, email: `${local}@${domain}.com`, password, phone: '' });
        if (!result.success) return;
        expect(registerInput.parse(result.data)).toEqual(result.data);
        expect(result.data.firstName).toBe(result.data.firstName.trim());
        expect(result.data.email).toBe(result.data.email.toLowerCase());
      }),
    );
  });

  it('a password is accepted exactly when it has 8 to 128 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 140 }), (password) => {
        const length = [...password].length;
        const ok = resetPasswordForm.safeParse({ newPassword: password, confirm: password }).success;
        expect(ok).toBe(length >= 8 && length <= 128);
      }),
    );
  });
});
