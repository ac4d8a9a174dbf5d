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

/** What this instance last learnt of a budget from PostgreSQL, and what it spent since. */
interface Local {
  consumed: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
  syncedAt: number;
  /** Spent here, not yet sent. */
  pending: number;
  /** Sent, not yet answered (in no reading yet). */
  writing: number;
}

/** How long a budget's last reading is trusted, and how soon spending is written back (ms). */
const SYNC_MS = 250;

/**
 * Cost budgets of the public schedule API in PostgreSQL (rate-limiter-flexible, table `rate_limits`, as the
 * sign-in throttles), so they hold across instances. A budget is a bucket the size of the budget that is
 * emptied when its window (which starts at the first request) ends: the window is short (a minute by default)
 * so an exhausted caller waits at most that. Plus a cap on requests one key has running at once, per
 * instance (in memory: a slow client must not hold many connections of the pool).
 *
 * One write per request would be a quarter of a polled availability query's database work, so spending is
 * batched: while this instance's reading of a budget is under SYNC_MS old and the request fits what is left,
 * the cost is added locally and written back (one atomic upsert) within SYNC_MS; otherwise the request
 * waits for the upsert. Instances together may overspend a budget by what they spent in SYNC_MS.
 */
export class ApiBudgetService {
  private readonly limiters: Record<Spender['kind'], RateLimiterPostgres>;
  private readonly running = new Map<string, number>();
  private readonly local = new Map<string, Local>();
  private flushTimer: NodeJS.Timeout | null = null;

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

  /** Spends `cost` (at least 1: every request costs something) or throws BudgetExhausted, spending nothing. */
  async spend(spender: Spender, cost: number): Promise<BudgetState> {
    const limiter = this.limiters[spender.kind];
    const points = Math.max(1, Math.ceil(cost));
    const key = keyOf(spender.id);
    const id = `${spender.kind}:${key}`;
    const now = Date.now();
    let known = this.local.get(id);
    if (!known) this.local.set(id, (known = { consumed: 0, resetAt: 0, syncedAt: 0, pending: 0, writing: 0 }));
    const l = known;
    if (now >= l.resetAt) l.pending = 0; // spent in a window that is over
    const state = (): BudgetState => ({
      limit: limiter.points,
      remaining: Math.max(0, limiter.points - (l.consumed + l.writing + l.pending)),
      resetSeconds: Math.max(1, Math.ceil((l.resetAt - now) / 1000)),
      windowSeconds: this.limits.windowSeconds,
    });
    const fresh = now < l.resetAt && now - l.syncedAt < SYNC_MS;
    if (fresh && l.consumed + l.writing + l.pending + points <= limiter.points) {
      l.pending += points;
      this.scheduleFlush();
      return state();
    }
    // Otherwise the database decides, with what was spent here since the last write.
    const sent = l.pending + points;
    l.pending = 0;
    l.writing += sent;
    try {
      const res = await limiter.consume(key, sent);
      l.writing -= sent;
      learn(l, res.consumedPoints, now + res.msBeforeNext);
      return state();
    } catch (refusal) {
      l.writing -= sent;
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      await limiter.reward(key, points); // the request does not run: it spends nothing (what was owed stays spent)
      learn(l, refusal.consumedPoints - points, now + refusal.msBeforeNext);
      throw new BudgetExhausted(state());
    } finally {
      this.scheduleFlush();
    }
  }

  /** Within SYNC_MS: writes back what was spent locally (each budget in one upsert) and forgets ended windows. */
  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      const now = Date.now();
      for (const [id, l] of this.local) {
        if (now >= l.resetAt && l.writing === 0) {
          this.local.delete(id);
          continue;
        }
        if (l.pending === 0) continue;
        const owed = l.pending;
        l.pending = 0;
        l.writing += owed;
        const kind = id.slice(0, id.indexOf(':')) as Spender['kind'];
        this.limiters[kind].consume(id.slice(kind.length + 1), owed).then(
          (res) => {
            l.writing -= owed;
            learn(l, res.consumedPoints, now + res.msBeforeNext);
          },
          (err: unknown) => {
            // Over the budget (other instances spent it too): the points stay spent. Anything else (the
            // database gone, the app closing): what was owed is forgiven.
            l.writing -= owed;
            if (err instanceof RateLimiterRes) learn(l, err.consumedPoints, now + err.msBeforeNext);
          },
        );
      }
      if (this.local.size) this.scheduleFlush();
    }, SYNC_MS);
    this.flushTimer.unref();
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

/** A reading of the database; within one window a lower one is older news (answers arrive in any order). */
function learn(l: Local, consumed: number, resetAt: number): void {
  const sameWindow = Math.abs(resetAt - l.resetAt) < 1000;
  l.consumed = sameWindow ? Math.max(l.consumed, consumed) : consumed;
  l.resetAt = resetAt;
  l.syncedAt = Date.now();
}

// Client addresses are stored hashed, as the sign-in throttles do.
const keyOf = (subject: string) => createHash('sha256').update(subject).digest('base64url');
