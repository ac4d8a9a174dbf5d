import type { SessionRepository } from './session.repository.js';

/** Sessions as other modules end them (a password change, a disabled account). */
export class SessionService {
  constructor(private readonly repo: SessionRepository) {}

  /** Ends every session of the user except the one given (the caller's own, when it stays). */
  deleteForUser(userId: string, exceptSid?: string): Promise<number> {
    return this.repo.deleteForUser(userId, exceptSid);
  }
}
