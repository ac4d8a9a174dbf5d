import { AppError } from '../../shared/app-error.js';
import type { ThrottleRepository } from './throttle.repository.js';

export interface Limit {
  scope: string;
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Rate limits on counted events. `assertAllowed` runs before the work, `record` after a counted
 * event (a failed sign-in; successes are not counted). Checked on every service call, so GraphQL
 * aliases and batches cannot multiply attempts.
 */
export class ThrottleService {
  constructor(private readonly repo: ThrottleRepository) {}

  async assertAllowed(limits: Limit[], message: (minutes: number) => string): Promise<void> {
    for (const limit of limits) {
      const { count, oldest } = await this.repo.recent(limit.scope, limit.subject, limit.windowMs);
      if (count >= limit.max) {
        const retryMs = oldest ? oldest.getTime() + limit.windowMs - Date.now() : limit.windowMs;
        const retryAfterSeconds = Math.max(1, Math.ceil(retryMs / 1000));
        throw new AppError('RATE_LIMITED', message(Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
      }
    }
  }

  async record(limits: Limit[]): Promise<void> {
    for (const limit of limits) await this.repo.record(limit.scope, limit.subject);
    if (Math.random() < 0.01) await this.repo.prune(24 * 3600_000); // keep the table small, cheaply
  }
}

export function retryMessage(what: string) {
  return (minutes: number) => `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
