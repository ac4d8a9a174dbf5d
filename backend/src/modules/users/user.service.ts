import { AppError } from '../../shared/app-error.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { SessionRepository } from '../auth/session.repository.js';
import type { User } from './user.entity.js';
import type { UserRepository } from './user.repository.js';
import { checkPassword, normalizeLocationSlug, normalizeName, normalizePhone } from './user.rules.js';

export interface ProfileInput {
  firstName?: unknown;
  lastName?: unknown;
  phone?: unknown;
  preferredLocation?: unknown;
}

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  /** The signed-in user behind a session, or null when the account is gone or disabled. */
  async findActive(id: string): Promise<User | null> {
    const user = await this.users.findById(id);
    return user && !user.disabledAt ? user : null;
  }

  /** Any account, disabled or not (admin tools). */
  findAny(id: string): Promise<User | null> {
    return this.users.findById(id);
  }

  /** Fields left out stay as they are; an empty phone or location clears it. */
  async updateProfile(user: User, input: ProfileInput): Promise<User> {
    const patch: Parameters<UserRepository['update']>[1] = {};
    if (input.firstName !== undefined) patch.firstName = normalizeName(input.firstName, 'firstName');
    if (input.lastName !== undefined) patch.lastName = normalizeName(input.lastName, 'lastName');
    if (input.phone !== undefined) patch.phone = normalizePhone(input.phone);
    if (input.preferredLocation !== undefined) patch.preferredLocation = await this.checkLocation(input.preferredLocation);
    return this.users.update(user.id, patch);
  }

  async checkLocation(value: unknown): Promise<string | null> {
    const slug = normalizeLocationSlug(value);
    if (slug && !(await this.users.locationExists(slug))) {
      throw new AppError('VALIDATION', 'Please choose one of our locations.', { field: 'preferredLocation' });
    }
    return slug;
  }

  /** Needs the current password; every other session of the user ends (the caller's stays). */
  async changePassword(user: User, current: unknown, next: unknown, keepSessionId: string): Promise<void> {
    const withHash = await this.users.findByIdWithHash(user.id);
    if (!withHash?.passwordHash || typeof current !== 'string' || !(await this.hasher.verify(withHash.passwordHash, current))) {
      throw new AppError('VALIDATION', 'Your current password is not correct.', { field: 'currentPassword' });
    }
    const password = checkPassword(next, 'newPassword', user.email);
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    await this.sessions.deleteForUser(user.id, keepSessionId);
  }

  /** A disabled account cannot sign in, and its open sessions end now. */
  async disable(userId: string): Promise<User> {
    const user = await this.users.update(userId, { disabledAt: new Date() });
    await this.sessions.deleteForUser(userId);
    return user;
  }

  async enable(userId: string): Promise<User> {
    return this.users.update(userId, { disabledAt: null });
  }
}
