// The profile form's rules, mirroring the server (docs/product-rules.md): names required, at most
// 60 characters; phone optional, 7–15 digits; password 8–128 characters.
import { isPhone } from '../../../lib/phone';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
const NAME_MAX = 60;

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  preferredLocation: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileValues, string>>;

const squash = (v: string) => v.replace(/\s+/g, ' ').trim();

function checkName(value: string, label: string): string | undefined {
  const name = squash(value);
  if (!name) return `Please enter your ${label}.`;
  if (name.length > NAME_MAX) return `Your ${label} can be at most ${NAME_MAX} characters.`;
  return undefined;
}

function checkPhone(value: string): string | undefined {
  if (!value.trim() || isPhone(value)) return undefined;
  return 'Please enter a valid phone number, like (918) 555-0142.';
}

export function validateProfile(v: ProfileValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const first = checkName(v.firstName, 'first name');
  const last = checkName(v.lastName, 'last name');
  const phone = checkPhone(v.phone);
  if (first) errors.firstName = first;
  if (last) errors.lastName = last;
  if (phone) errors.phone = phone;
  return errors;
}

/**
 * Only what changed, as UpdateProfileInput wants it (fields left out stay; an empty phone or
 * location clears it). Empty object: nothing to save.
 */
export function profileChanges(initial: ProfileValues, current: ProfileValues): Partial<ProfileValues> {
  const changes: Partial<ProfileValues> = {};
  if (squash(current.firstName) !== squash(initial.firstName)) changes.firstName = squash(current.firstName);
  if (squash(current.lastName) !== squash(initial.lastName)) changes.lastName = squash(current.lastName);
  if (current.phone.trim() !== initial.phone.trim()) changes.phone = current.phone.trim();
  if (current.preferredLocation !== initial.preferredLocation) changes.preferredLocation = current.preferredLocation;
  return changes;
}

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeValues, string>>;

export function validatePasswordChange(v: PasswordChangeValues, email?: string): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!v.currentPassword) errors.currentPassword = 'Please enter your current password.';
  const length = [...v.newPassword].length;
  if (length < PASSWORD_MIN) errors.newPassword = `Please use at least ${PASSWORD_MIN} characters for your password.`;
  else if (length > PASSWORD_MAX) errors.newPassword = `Please use at most ${PASSWORD_MAX} characters for your password.`;
  else if (email && v.newPassword.trim().toLowerCase() === email.toLowerCase())
    errors.newPassword = 'Please choose a password that is not your email address.';
  else if (v.currentPassword && v.newPassword === v.currentPassword)
    errors.newPassword = 'Your new password is the same as the current one.';
  if (!v.confirm) errors.confirm = 'Please type the new password again.';
  else if (v.confirm !== v.newPassword) errors.confirm = "The two passwords don't match.";
  return errors;
}

/** "Casey Birdwell" → "CB": the avatar's letters. */
export function initials(firstName: string, lastName: string): string {
  return `${[...firstName.trim()][0] ?? ''}${[...lastName.trim()][0] ?? ''}`.toUpperCase() || '?';
}
