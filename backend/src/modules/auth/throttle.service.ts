import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';

export interface Limit {
  scope: string;
  subject: string;
  max: number;
  windowMs: number;
}

/**
 * Rate limits in PostgreSQL (table `rate_limits`, written only by rate-limiter-flexible), so they
 * hold across instances. `consume` takes a point of every limit before the work, each in one
 * atomic upsert: 40 concurrent wrong passwords against a limit of 10 reach the password check
 * exactly 10 times (count-then-insert let 17 through). Work that should not count (a successful
 * sign-in) gives its points back with `reward`. A window is fixed: it starts at the first counted
 * event and ends `windowMs` later. Subjects are stored hashed (no e-mail addresses in the table).
 */
export class ThrottleService {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly dataSource: DataSource) {}

  async consume(limits: Limit[], message: (minutes: number) => string): Promise<void> {
    const taken: Limit[] = [];
    for (const limit of limits) {
      try {
        await this.limiter(limit).consume(keyOf(limit.subject));
        taken.push(limit);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        await this.reward([...taken, limit]); // the attempt did not happen: no limit keeps a point for it
        const retryAfterSeconds = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new AppError('RATE_LIMITED', message(Math.ceil(retryAfterSeconds / 60)), { retryAfterSeconds });
      }
    }
  }

  async reward(limits: Limit[]): Promise<void> {
    for (const limit of limits) await this.limiter(limit).reward(keyOf(limit.subject), 1);
  }

  /** Ends a limit's window at once (a password reset lifts the account's sign-in limit). */
  async clear(limit: Limit): Promise<void> {
    await this.limiter(limit).delete(keyOf(limit.subject));
  }

  private limiter(limit: Limit): RateLimiterPostgres {
    const id = `${limit.scope}/${limit.max}/${limit.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new RateLimiterPostgres({
        storeClient: this.dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        tableCreated: true, // by the migration, never at run time
        clearExpiredByTimeout: true, // rows an hour past their window go, every 5 minutes (an unref'd timer)
        keyPrefix: limit.scope,
        points: limit.max,
        duration: Math.ceil(limit.windowMs / 1000),
      });
      this.limiters.set(id, limiter);
    }
    return limiter;
  }
}

const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');

export function retryMessage(what: string, after = '') {
  return (minutes: number) => `${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}${after}.`;
}
