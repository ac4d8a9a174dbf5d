// The account inputs: sign-in, registration, password reset, profile and password change. Each is
// the input the server takes (REST body or GraphQL arguments) and the form the browser checks
// before sending it; a form with a confirmation field adds that field on top of the input.
import { z } from 'zod';
import { email, messages, newPassword, optionalLocation, optionalPhone, passwordIsEmail, personName, whenValid } from './fields.schema.js';

/** Sign-in never judges a password's shape: old accounts may predate today's rules. */
export const signInInput = z.object({
  email,
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }),
});

/** Fields in form order: the server reports the first wrong one. */
export const registerInput = z
  .object({
    firstName: personName('firstName'),
    lastName: personName('lastName'),
    email,
    password: newPassword,
    phone: optionalPhone,
    preferredLocation: optionalLocation,
  })
  .refine((v) => !passwordIsEmail(v.password, v.email), {
    error: messages.passwordIsEmail,
    path: ['password'],
    when: whenValid('email', 'password'),
  });

export const forgotPasswordInput = z.object({ email });

/** The reset link's token is checked for shape here, and for validity by the server. */
export const resetPasswordInput = z.object({
  newPassword,
  token: z.string({ error: messages.resetLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, { error: messages.resetLinkInvalid }),
});

const confirm = z.string({ error: messages.confirmRequired }).min(1, { error: messages.confirmRequired, abort: true });

/** The rule of every "type it again" field: it must equal newPassword. */
const confirmMatches: [(v: { newPassword: string; confirm: string }) => boolean, z.core.$ZodCustomParams] = [
  (v) => v.confirm === v.newPassword,
  { error: messages.confirmMismatch, path: ['confirm'], when: whenValid('newPassword', 'confirm') },
];

/** The new password twice; the token comes from the link, not from the form. */
export const resetPasswordForm = z.object({ newPassword, confirm }).refine(...confirmMatches);

/** The profile form: names required, phone and location optional (empty clears them). */
export const profileForm = z.object({
  firstName: personName('firstName'),
  lastName: personName('lastName'),
  phone: optionalPhone,
  preferredLocation: optionalLocation,
});

/** The update the server takes: fields left out stay as they are. */
export const profileUpdateInput = profileForm.partial();

/** Changing the password needs the account's e-mail: the new password may not be it. */
export function passwordChangeInput(accountEmail: string) {
  return z
    .object({
      currentPassword: z.string({ error: messages.currentPasswordRequired }).min(1, { error: messages.currentPasswordRequired }),
      newPassword,
    })
    .refine((v) => !passwordIsEmail(v.newPassword, accountEmail), {
      error: messages.passwordIsEmail,
      path: ['newPassword'],
      when: whenValid('newPassword'),
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      error: messages.passwordSame,
      path: ['newPassword'],
      when: whenValid('currentPassword', 'newPassword'),
    });
}

/** The password-change form: the input plus the new password typed again. */
export function passwordChangeForm(accountEmail: string) {
  return passwordChangeInput(accountEmail)
    .safeExtend({ confirm })
    .refine(...confirmMatches);
}

export type SignInInput = z.infer<typeof signInInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateInput>;
