import { createHash, randomBytes } from 'node:crypto';
import { AppError } from '../../shared/app-error.js';
import type { Logger } from '../../shared/logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { User } from '../users/user.entity.js';
import type { UserService } from '../users/user.service.js';
import { forgotPasswordInput, messages, signInInput } from '@fairway/shared';
import { parseInput } from '../../shared/validation.js';
import { passwordReset, registration, splitFullName } from '../users/user.rules.js';
import { GOOGLE_NOT_CONFIGURED, type GoogleVerifier } from './google-verifier.js';
import type { PasswordHasher } from './password-hasher.js';
import type { PasswordResetRepository } from './password-reset.repository.js';
import type { SessionRepository } from './session.repository.js';
import { retryMessage, type Limit, type ThrottleService } from './throttle.service.js';

const INVALID_CREDENTIALS = 'Invalid email or password';
const GOOGLE_MISSING_INFO = 'Google did not provide all required user information';
const GOOGLE_UNVERIFIED = 'Google sign-in could not be verified. Please try again.';
const RESET_TTL_MS = 60 * 60_000;
const HOUR = 3600_000;

export interface AuthLimits {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
}

export interface GoogleSignInInput {
  idToken?: unknown;
  googleId?: unknown;
  name?: unknown;
  email?: unknown;
}

export class AuthService {
  constructor(
    private readonly deps: {
      userService: UserService;
      sessions: SessionRepository;
      resets: PasswordResetRepository;
      hasher: PasswordHasher;
      throttle: ThrottleService;
      google: GoogleVerifier;
      mailer: Mailer;
      logger: Logger;
      limits: AuthLimits;
      appOrigin: string;
    },
  ) {}

  async register(input: unknown): Promise<User> {
    const reg = parseInput(registration, input);
    const preferredLocation = await this.deps.userService.checkLocation(reg.preferredLocation);
    return this.deps.userService.create({
      firstName: reg.firstName,
      lastName: reg.lastName,
      email: reg.email,
      phone: reg.phone || null,
      preferredLocation,
      passwordHash: await this.deps.hasher.hash(reg.password),
    });
  }

  /**
   * Wrong password and unknown e-mail give the same answer in the same time. Failures count per
   * account and per address: each attempt takes its points before the password is checked (so
   * concurrent guesses cannot pass the limit) and a success gives them back. The account's limit
   * ends with its window, or at once with a password reset, and says both.
   */
  async login(input: unknown, address: string): Promise<User> {
    const { email, password } = parseInput(signInInput, input);
    const limits = this.loginLimits(email, address);
    await this.deps.throttle.consume(limits, retryMessage('Too many sign-in attempts.', ', or reset your password to sign in now'));

    const user = email.length <= 254 ? await this.deps.userService.findByEmailWithHash(email) : null;
    const ok = user?.passwordHash
      ? await this.deps.hasher.verify(user.passwordHash, password)
      : (await this.deps.hasher.burn(password), false);
    if (!user || !ok) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
    await this.deps.throttle.reward(limits);
    if (user.disabledAt)
      throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact the venue if you think this is a mistake.');
    return user;
  }

  private loginLimits(email: string, address: string): Limit[] {
    const { maxFailuresPerAccount, maxFailuresPerAddress, windowMs } = this.deps.limits;
    return [
      { scope: 'login-account', subject: email, max: maxFailuresPerAccount, windowMs },
      { scope: 'login-address', subject: address, max: maxFailuresPerAddress, windowMs },
    ];
  }

  /**
   * Trusts nothing the browser says until Google's signed ID token confirms it: the payload's
   * googleId and e-mail must match the token. Accounts are keyed on the token's subject; an
   * existing account is linked by e-mail only when Google says the e-mail is verified.
   */
  async loginWithGoogle(input: GoogleSignInInput): Promise<User> {
    if (!this.deps.google.configured) throw new AppError('SERVICE_UNAVAILABLE', GOOGLE_NOT_CONFIGURED);
    if (typeof input.idToken !== 'string' || !input.idToken) throw new AppError('UNAUTHENTICATED', GOOGLE_UNVERIFIED);
    const id = await this.deps.google.verify(input.idToken);
    if (!id.email || !id.name) throw new AppError('VALIDATION', GOOGLE_MISSING_INFO);
    const claimedEmail = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
    if (input.googleId !== id.subject || claimedEmail !== id.email.toLowerCase()) throw new AppError('UNAUTHENTICATED', GOOGLE_UNVERIFIED);

    const bySubject = await this.deps.userService.findByGoogleSubject(id.subject);
    if (bySubject) return this.assertActive(bySubject);

    const { email } = parseInput(forgotPasswordInput, { email: id.email });
    const byEmail = await this.deps.userService.findByEmailWithHash(email);
    if (byEmail) {
      if (!id.emailVerified) {
        throw new AppError('CONFLICT', 'An account with this email already exists. Please sign in with your email and password.');
      }
      this.assertActive(byEmail);
      return this.deps.userService.linkGoogle(byEmail.id, id.subject);
    }
    const names = id.givenName ? { firstName: id.givenName, lastName: id.familyName ?? id.givenName } : splitFullName(id.name);
    return this.deps.userService.create({ ...names, email, passwordHash: null, googleSubject: id.subject });
  }

  private assertActive(user: User): User {
    if (user.disabledAt)
      throw new AppError('FORBIDDEN', 'This account has been disabled. Please contact the venue if you think this is a mistake.');
    return user;
  }

  /**
   * Sends a single-use link valid one hour. The answer is the same whether or not the e-mail has an
   * account, and the mail goes out after the answer, so timing tells nothing either.
   */
  async requestPasswordReset(emailInput: unknown, address: string): Promise<void> {
    const { email } = parseInput(forgotPasswordInput, { email: emailInput });
    const limits: Limit[] = [
      { scope: 'reset-email', subject: email, max: 5, windowMs: HOUR },
      { scope: 'reset-address', subject: address, max: 20, windowMs: HOUR },
    ];
    await this.deps.throttle.consume(limits, retryMessage('Too many password reset requests.'));
    const user = await this.deps.userService.findByEmailWithHash(email);
    if (!user || user.disabledAt) return;

    const token = randomBytes(32).toString('base64url');
    await this.deps.resets.create(user.id, hashToken(token), RESET_TTL_MS);
    const link = `${this.deps.appOrigin}/reset-password?token=${token}`;
    void this.deps.mailer
      .send({
        to: user.email,
        subject: 'Reset your Back Nine password',
        text: [
          `Hi ${user.firstName},`,
          '',
          'Someone (hopefully you) asked to reset the password of your Back Nine Indoor Golf account.',
          `Choose a new password here within the next hour: ${link}`,
          '',
          'The link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      })
      .catch((err) => this.deps.logger.error({ err, userId: user.id }, 'password reset e-mail failed'));
  }

  /** Sets the new password once per link; every session of the account ends. */
  async resetPassword(token: unknown, newPassword: unknown): Promise<void> {
    const input = parseInput(passwordReset, { newPassword, token });
    const passwordHash = await this.deps.hasher.hash(input.newPassword);
    const userId = await this.deps.resets.consume(hashToken(input.token), (em, id) =>
      this.deps.userService.setPasswordHash(id, passwordHash, em),
    );
    if (!userId) throw new AppError('VALIDATION', messages.resetLinkInvalid, { field: 'token' });
    await this.deps.sessions.deleteForUser(userId);
    // Whoever was guessing at the account, its owner proved it is theirs: the sign-in limit ends now.
    const owner = await this.deps.userService.findAny(userId);
    if (owner) await this.deps.throttle.clear(this.loginLimits(owner.email, '')[0]!);
  }
}

function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
