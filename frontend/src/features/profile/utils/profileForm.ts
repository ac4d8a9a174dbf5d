// The profile form's own logic; its field rules are the shared profile schema (@fairway/shared).

export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  preferredLocation: string;
}

const squash = (v: string) => v.replace(/\s+/g, ' ').trim();

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

/** "Casey Birdwell" → "CB": the avatar's letters. */
export function initials(firstName: string, lastName: string): string {
  return `${[...firstName.trim()][0] ?? ''}${[...lastName.trim()][0] ?? ''}`.toUpperCase() || '?';
}
