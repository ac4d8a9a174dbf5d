// Client-side checks that mirror the server's account rules (docs/product-rules.md, "Accounts and
// sign-in"), with the same wording, so a person hears about a mistake before the round trip. The
// server stays the judge: it checks everything again (and knows the common-password list).
import { isPhone } from '../../../lib/phone';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 60;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A message per field that is wrong; a field that is fine has no key. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export function checkEmail(value: string): string | undefined {
  const email = value.trim();
  if (!email) return 'Please enter your email address.';
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return 'Please enter a valid email address, like name@example.com.';
  return undefined;
}

/** Length 8–128, counted in characters (not bytes or UTF-16 units); no composition rules. */
export function checkNewPassword(value: string, email?: string): string | undefined {
  const length = [...value].length;
  if (length < PASSWORD_MIN) return `Please use at least ${PASSWORD_MIN} characters for your password.`;
  if (length > PASSWORD_MAX) return `Please use at most ${PASSWORD_MAX} characters for your password.`;
  if (email && value.trim().toLowerCase() === email.trim().toLowerCase()) return 'Please choose a password that is not your email address.';
  return undefined;
}

export function checkName(value: string, field: 'firstName' | 'lastName'): string | undefined {
  const label = field === 'firstName' ? 'first name' : 'last name';
  const name = value.replace(/\s+/g, ' ').trim();
  if (!name) return `Please enter your ${label}.`;
  if (name.length > NAME_MAX) return `Your ${label} can be at most ${NAME_MAX} characters.`;
  return undefined;
}

/** Optional: empty is fine; otherwise 7–15 digits with the usual separators. */
export function checkPhone(value: string): string | undefined {
  if (!value.trim() || isPhone(value)) return undefined;
  return 'Please enter a valid phone number, like (918) 555-0142.';
}

function compact<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  const out: FieldErrors<F> = {};
  for (const key of Object.keys(errors) as F[]) {
    if (errors[key]) out[key] = errors[key];
  }
  return out;
}

export interface LoginValues {
  email: string;
  password: string;
}

export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  return compact({
    email: checkEmail(values.email),
    // Sign-in never judges a password's shape: old accounts may predate today's rules.
    password: values.password ? undefined : 'Please enter your password.',
  });
}

export interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  preferredLocation: string;
}

/** Every wrong field at once, in form order. */
export function validateRegister(values: RegisterValues): FieldErrors<keyof RegisterValues> {
  return compact({
    firstName: checkName(values.firstName, 'firstName'),
    lastName: checkName(values.lastName, 'lastName'),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password, values.email),
    phone: checkPhone(values.phone),
    preferredLocation: undefined,
  });
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export function validateNewPassword(values: NewPasswordValues, email?: string): FieldErrors<keyof NewPasswordValues> {
  return compact({
    password: checkNewPassword(values.password, email),
    confirm: !values.confirm
      ? 'Please type the new password again.'
      : values.confirm !== values.password
        ? "The two passwords don't match."
        : undefined,
  });
}

/** The first field with an error, in the order given: where focus goes after a failed submit. */
export function firstInvalid<F extends string>(errors: FieldErrors<F>, order: readonly F[]): F | undefined {
  return order.find((f) => errors[f]);
}

/**
 * The REST API answers with a plain sentence (after "status: "), not a field name. Which field a
 * message is about, so it can stand under that field; undefined when it is about the whole form.
 */
export function fieldForServerMessage<F extends string>(message: string, fields: readonly F[]): F | undefined {
  const m = message.toLowerCase();
  const rules: Array<[string, RegExp]> = [
    ['firstName', /first name/],
    ['lastName', /last name/],
    ['email', /email address|an account with this email/],
    ['password', /password/],
    ['phone', /phone/],
    ['preferredLocation', /location/],
  ];
  for (const [field, pattern] of rules) {
    if ((fields as readonly string[]).includes(field) && pattern.test(m)) return field as F;
  }
  return undefined;
}
