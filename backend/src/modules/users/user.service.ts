import type { EntityManager } from 'typeorm';
import { AppError } from '../../shared/app-error.js';
import type { PasswordHasher } from '../auth/password-hasher.js';
import type { SessionService } from '../auth/session.service.js';
import type { User } from './user.entity.js';
import type { NewUser, UserRepository } from './user.repository.js';
import { messages, profileUpdateInput } from '@fairway/shared';
import { parseInput } from '../../shared/validation.js';
import { passwordChange } from './user.rules.js';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly sessions: SessionService,
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

  /** A new account (registration, a first Google sign-in); a taken e-mail answers CONFLICT. */
  create(data: NewUser): Promise<User> {
    return this.users.insert(data);
  }

  /** With the password hash, which is otherwise never read (sign-in, password reset). */
  findByEmailWithHash(email: string): Promise<User | null> {
    return this.users.findByEmailWithHash(email);
  }

  findByGoogleSubject(subject: string): Promise<User | null> {
    return this.users.findByGoogleSubject(subject);
  }

  /** Links a Google account (its token's subject) to this account. */
  linkGoogle(userId: string, subject: string): Promise<User> {
    return this.users.update(userId, { googleSubject: subject });
  }

  /** Sets a new password hash inside the caller's transaction (a password reset). */
  setPasswordHash(userId: string, passwordHash: string, em: EntityManager): Promise<void> {
    return this.users.setPasswordHash(userId, passwordHash, em);
  }

  setAdmin(userId: string, isAdmin: boolean): Promise<User> {
    return this.users.update(userId, { isAdmin });
  }

  /** The user's plan code, in the transaction that starts or ends their membership (the memberships module). */
  setPlan(userId: string, planCode: string, em: EntityManager): Promise<void> {
    return this.users.setPlan(userId, planCode, em);
  }

  /** Every admin who can sign in, for alerts. */
  adminEmails(): Promise<string[]> {
    return this.users.adminEmails();
  }

  /** The payment gateway's customer of a user, or null before their first card. */
  gatewayCustomerId(userId: string): Promise<string | null> {
    return this.users.gatewayCustomerId(userId);
  }

  /** Keeps a new gateway customer unless the user has one already; answers the one kept. */
  claimGatewayCustomerId(userId: string, customerId: string): Promise<string> {
    return this.users.claimGatewayCustomerId(userId, customerId);
  }

  /** Fields left out stay as they are; an empty phone or location clears it. */
  async updateProfile(user: User, input: unknown): Promise<User> {
    const update = parseInput(profileUpdateInput, input);
    const patch: Parameters<UserRepository['update']>[1] = {};
    if (update.firstName !== undefined) patch.firstName = update.firstName;
    if (update.lastName !== undefined) patch.lastName = update.lastName;
    if (update.phone !== undefined) patch.phone = update.phone || null;
    if (update.preferredLocation !== undefined) patch.preferredLocation = await this.checkLocation(update.preferredLocation);
    return this.users.update(user.id, patch);
  }

  /** A slug that passed the shared schema, checked against the locations there are; empty means none. */
  async checkLocation(slug: string | null | undefined): Promise<string | null> {
    if (slug && !(await this.users.locationExists(slug))) {
      throw new AppError('VALIDATION', messages.locationUnknown, { field: 'preferredLocation' });
    }
    return slug || null;
  }

  /** Needs the current password; every other session of the user ends (the caller's stays). */
  async changePassword(user: User, current: unknown, next: unknown, keepSessionId: string): Promise<void> {
    const input = parseInput(passwordChange(user.email), { currentPassword: current, newPassword: next });
    const withHash = await this.users.findByIdWithHash(user.id);
    if (!withHash?.passwordHash || !(await this.hasher.verify(withHash.passwordHash, input.currentPassword))) {
      throw new AppError('VALIDATION', 'Your current password is not correct.', { field: 'currentPassword' });
    }
    await this.users.update(user.id, { passwordHash: await this.hasher.hash(input.newPassword) });
    await this.sessions.deleteForUser(user.id, keepSessionId);
  }

  /** Opts out of (or back into) weekly reminders; transactional mail is unaffected. */
  setRemindersOptOut(userId: string, optedOut: boolean): Promise<User> {
    return this.users.update(userId, { remindersOptedOutAt: optedOut ? new Date() : null });
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
