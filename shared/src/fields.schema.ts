// The field rules every form and every server input shares (docs/product-rules.md, "Accounts and
// sign-in"). Each refusal carries the sentence a person reads, under the field in the browser and
// as the server's answer, so both sides say the same words. Strings only: a value of another type
// (or none) gets the field's "Please enter…" message, never zod's own wording.
import { z } from 'zod';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;
export const EMAIL_MAX = 254;
// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOCATION_SLUG = /^[a-z0-9]{1,40}$/;

export const messages = {
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  passwordRequired: 'Please enter your password.',
  passwordTooShort: `Please use at least ${PASSWORD_MIN} characters for your password.`,
  passwordTooLong: `Please use at most ${PASSWORD_MAX} characters for your password.`,
  passwordIsEmail: 'Please choose a password that is not your email address.',
  passwordCommon: 'That password is too common and easy to guess. Please choose another.',
  passwordSame: 'Your new password is the same as the current one.',
  currentPasswordRequired: 'Please enter your current password.',
  confirmRequired: 'Please type the new password again.',
  confirmMismatch: "The two passwords don't match.",
  phoneInvalid: 'Please enter a valid phone number, like (918) 555-0142.',
  locationUnknown: 'Please choose one of our locations.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
} as const;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real calendar date as YYYY-MM-DD: 2026-02-30 and 2026-13-45 match the pattern but are no date.
 * Built with Date.UTC, which never throws (a refine that throws is a 500) and reads years 0-99 as
 * 1900-1999, so such a year does not read back either. The server's one check of a date too.
 */
export function isCalendarDate(value: string): boolean {
  const m = LOCAL_DATE.exec(value);
  if (!m) return false;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return day.toISOString().slice(0, 10) === value;
}

/** 7–15 digits with the usual separators (+, spaces, dots, dashes, brackets). */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  const digits = phone.replace(/\D/g, '');
  return /^[+\d\s().-]+$/.test(phone) && digits.length >= 7 && digits.length <= 15;
}

/** Passwords are measured in characters, not bytes or UTF-16 units ("⛳" is one). */
const characters = (value: string) => [...value].length;

/** Trimmed and lower-cased: the form an account's e-mail is stored and compared in. */
export const email = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired, abort: true })
  .max(EMAIL_MAX, { error: messages.emailInvalid, abort: true })
  .regex(EMAIL, { error: messages.emailInvalid })
  .toLowerCase();

/** A first or last name: control characters dropped, inner white space collapsed, 1–60 characters. */
export function personName(field: 'firstName' | 'lastName') {
  const label = field === 'firstName' ? 'first name' : 'last name';
  return z
    .string({ error: `Please enter your ${label}.` })
    .overwrite((v) =>
      v
        .replace(/[\p{Cc}\p{Cf}]/gu, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .min(1, { error: `Please enter your ${label}.`, abort: true })
    .max(NAME_MAX, { error: `Your ${label} can be at most ${NAME_MAX} characters.` });
}

/** A password being chosen: 8–128 characters, no composition rules (the server also refuses common ones). */
export const newPassword = z
  .string({ error: messages.passwordTooShort })
  .refine((v) => characters(v) >= PASSWORD_MIN, { error: messages.passwordTooShort, abort: true })
  .refine((v) => characters(v) <= PASSWORD_MAX, { error: messages.passwordTooLong, abort: true });

/** Optional phone: empty (or left out) is fine, otherwise 7–15 digits. Trimmed. */
export const optionalPhone = z
  .string({ error: messages.phoneInvalid })
  .trim()
  .refine((v) => !v || isPhone(v), { error: messages.phoneInvalid })
  .nullish();

/** Optional location slug (the server also checks that the location exists). Empty means none. */
export const optionalLocation = z
  .string({ error: messages.locationUnknown })
  .trim()
  .refine((v) => !v || LOCATION_SLUG.test(v), { error: messages.locationUnknown })
  .nullish();

/** True when the password is the e-mail address, whatever the case and surrounding spaces. */
export function passwordIsEmail(password: string, address: string): boolean {
  return !!address && password.trim().toLowerCase() === address.trim().toLowerCase();
}

/**
 * For an object-level rule that compares fields: run it only once those fields passed their own
 * rules, so a person sees one message per field, about the field's own problem first.
 */
export function whenValid(...fields: string[]) {
  return (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    !payload.issues.some((issue) => fields.includes(String(issue.path?.[0])));
}
