import { createHash } from 'node:crypto';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { DataSource } from 'typeorm';
import { AppError } from '../../shared/app-error.js';

export interface BudgetLimits {
  /** Cost points a key may spend per window. */
  keyBudget: number;
  /** Cost points one anonymous client address may spend per window. */
  anonymousBudget: number;
  windowSeconds: number;
  /** Requests one key may have running at once. */
  keyMaxConcurrent: number;
}

export type Spender = { kind: 'key'; id: string } | { kind: 'address'; id: string };

/** What a response tells its caller about the budget (extensions.cost and the RateLimit headers). */
export interface BudgetState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget is whole again. */
  resetSeconds: number;
  windowSeconds: number;
}

export class BudgetExhausted extends AppError {
  constructor(readonly state: BudgetState) {
    super('RATE_LIMITED', `This API budget of ${state.limit} points per ${state.windowSeconds} s is spent. Please try again later.`, {
      retryAfterSeconds: state.resetSeconds,
    });
  }
}

/**
 * Cost budgets of the public schedule API in PostgreSQL (rate-limiter-flexible, table `rate_limits`, as the
 * sign-in throttles), so they hold across instances: each request spends its calculated cost in one atomic
 * upsert. A budget is a bucket the size of the budget that is emptied when its window (which starts at the first
 * request) ends: the window is short (a minute by default) so an exhausted caller waits at most that. Plus a cap
 * on requests one key has running at once, per instance (in memory: a slow client must not hold many
 * connections of the pool).
 */
export class ApiBudgetService {
  private readonly limiters: Record<Spender['kind'], RateLimiterPostgres>;
  private readonly running = new Map<string, number>();

  constructor(
    dataSource: DataSource,
    readonly limits: BudgetLimits,
  ) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterPostgres({
        storeClient: dataSource,
        storeType: 'typeorm',
        tableName: 'rate_limits',
        tableCreated: true,
        clearExpiredByTimeout: true,
        keyPrefix,
        points,
        duration: limits.windowSeconds,
      });
    this.limiters = { key: limiter('api-key-cost', limits.keyBudget), address: limiter('api-anonymous-cost', limits.anonymousBudget) };
  }

  limitOf(spender: Spender): number {
    return spender.kind === 'key' ? this.limits.keyBudget : this.limits.anonymousBudget;
  }

  /** Spends `cost` (at least 1: every request costs something) or throws BudgetExhausted, spending nothing. */
  async spend(spender: Spender, cost: number): Promise<BudgetState> {
    const limiter = this.limiters[spender.kind];
    const points = Math.max(1, Math.ceil(cost));
    const key = keyOf(spender.id);
    const state = (res: RateLimiterRes, givenBack = 0): BudgetState => ({
      limit: limiter.points,
      remaining: Math.max(0, limiter.points - (res.consumedPoints - givenBack)),
      resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
      windowSeconds: this.limits.windowSeconds,
    });
    try {
      return state(await limiter.consume(key, points));
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await limiter.reward(key, points); // the request does not run: it spends nothing
      throw new BudgetExhausted(state(refusal, points));
    }
  }

  /** Takes one of the key's concurrent slots; false when all are taken. */
  enter(keyId: string): boolean {
    const n = this.running.get(keyId) ?? 0;
    if (n >= this.limits.keyMaxConcurrent) return false;
    this.running.set(keyId, n + 1);
    return true;
  }

  leave(keyId: string): void {
    const n = (this.running.get(keyId) ?? 1) - 1;
    if (n <= 0) this.running.delete(keyId);
    else this.running.set(keyId, n);
  }
}

// Client addresses are stored hashed, as the sign-in throttles do.
const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');
