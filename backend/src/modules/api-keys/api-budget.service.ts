import { createHash } from 'node:crypto';
import { AppError } from '../../shared/app-error.js';
import type { ApiBudgetRepository, Bucket } from './api-budget.repository.js';

export interface BudgetLimits {
  /** The size of a key's bucket, in cost points; it refills completely in `windowSeconds`. */
  keyBudget: number;
  /** The same for one anonymous client address, and for one signed-in account running documents not the site's own. */
  anonymousBudget: number;
  windowSeconds: number;
  /** Requests one key may have running at once. */
  keyMaxConcurrent: number;
}

/** Who pays: an API key, an anonymous client address, or a signed-in account (by user id) running a document not the site's own. */
export type Spender = { kind: 'key'; id: string } | { kind: 'address'; id: string } | { kind: 'account'; id: string };

/** What a response tells its caller about the budget (extensions.cost and the RateLimit headers). */
export interface BudgetState {
  limit: number;
  remaining: number;
  /** Seconds until the bucket is whole again (0 when it is). */
  resetSeconds: number;
  windowSeconds: number;
  /** On a refusal: seconds until the refused request would fit. */
  retryAfterSeconds?: number;
}

/** A refusal as data: what the caller is told, the state for the RateLimit headers. */
export interface Refusal {
  message: string;
  state: BudgetState & { retryAfterSeconds: number };
  details: { retryAfterSeconds: number };
  /** How long to hold the answer: a caller that keeps sending while refused is slowed down. */
  slowdownMs: number;
}

export class BudgetExhausted extends AppError {
  constructor(readonly refusal: Refusal) {
    super('RATE_LIMITED', refusal.message, refusal.details);
  }

  get state(): Refusal['state'] {
    return this.refusal.state;
  }
}

/** What this instance last learnt of a bucket from PostgreSQL, and what it spent since. */
interface Local {
  /** The bucket's id in PostgreSQL (the spender hashed). */
  dbId: string;
  /** The bucket's level when PostgreSQL answered (at syncedAt, this instance's clock). */
  level: number;
  syncedAt: number;
  /** The database's time of that reading: answers arrive in any order, and an older one is no news. */
  readAt: number;
  /** Spent here, not yet sent. */
  pending: number;
  /** Sent, not yet answered. */
  writing: number;
  /** Requests turned away since the bucket last had room. */
  turnedAway: number;
  /** The end of this instance's last statement on the bucket (see serially). */
  queue: Promise<unknown>;
}

/**
 * A caller that ignores Retry-After: the first PATIENCE requests turned away are answered at once, each
 * further one SLOWDOWN_STEP_MS later than the last, up to MAX_SLOWDOWN_MS. A flood of requests sent
 * back to back then costs the server a timer each, instead of keeping it busy answering.
 */
const PATIENCE = 10;
const SLOWDOWN_STEP_MS = 20;
const MAX_SLOWDOWN_MS = 1000;

/** How long a bucket's last reading is trusted, and how soon spending is written back (ms). */
const SYNC_MS = 250;

/**
 * Cost budgets of the public schedule API: a leaky bucket per API key, per anonymous client address and per account,
 * in PostgreSQL (`api_budgets`), so they hold across instances. Each request adds its cost; the bucket
 * drains continuously at its size per window (20,000 points a minute drain at 333 a second), and a
 * request that would overflow it is refused and adds nothing. A caller polling under the rate is never
 * refused; one that bursts waits only until its request fits. Plus a cap on requests one key has running
 * at once, per instance (in memory: a slow client must not hold many connections of the pool).
 *
 * One write per request would be a quarter of a polled availability query's database work, so spending is
 * batched: while this instance's reading of a bucket is under SYNC_MS old and the request fits, the cost is
 * added locally and written back (one atomic upsert per bucket) within SYNC_MS; otherwise the request waits
 * for the upsert, each instance writing a bucket one statement at a time. Instances together may overspend a
 * bucket by what they spent in SYNC_MS.
 */
export class ApiBudgetService {
  private readonly running = new Map<string, number>();
  private readonly local = new Map<string, Local>();
  private flushTimer: NodeJS.Timeout | null = null;
  private forgottenAt = Date.now();

  constructor(
    private readonly repo: ApiBudgetRepository,
    readonly limits: BudgetLimits,
    /** Told of each request turned away (the operations metrics count them). */
    private readonly onRefused?: (spender: Spender['kind'], reason: 'budget' | 'concurrency') => void,
  ) {}

  capacityOf(kind: Spender['kind']): number {
    return kind === 'key' ? this.limits.keyBudget : this.limits.anonymousBudget;
  }

  /** Spends `cost` (at least 1: every request costs something) or throws BudgetExhausted, spending nothing. */
  async spend(spender: Spender, cost: number): Promise<BudgetState> {
    const points = Math.max(1, Math.ceil(cost));
    const capacity = this.capacityOf(spender.kind);
    const l = this.localOf(spender);
    const now = Date.now();
    if (now - l.syncedAt < SYNC_MS && this.level(spender.kind, l, now) + points <= capacity) {
      l.pending += points;
      this.scheduleFlush();
      return this.state(spender.kind, l, now);
    }
    // Otherwise the database decides, with what was spent here since the last write (which stays spent).
    l.writing += points; // on its way: the local check counts it until the database answers
    return this.serially(l, async () => {
      const owed = l.pending;
      l.pending = 0;
      l.writing += owed;
      let unsent = owed + points;
      try {
        const bucket = await this.repo.fill(l.dbId, owed, points, capacity, this.rate(spender.kind));
        if (bucket !== null) {
          l.writing -= unsent;
          unsent = 0;
          learn(l, bucket);
          return this.state(spender.kind, l, Date.now());
        }
        l.writing -= points; // refused: the request adds nothing, what was owed is still on its way
        unsent = owed;
        const after = await this.repo.fill(l.dbId, owed, 0, null, this.rate(spender.kind));
        l.writing -= owed;
        unsent = 0;
        learn(l, after!);
      } catch (err) {
        l.writing -= unsent; // the database is away: what was owed is forgiven
        throw err;
      }
      this.onRefused?.(spender.kind, 'budget');
      throw new BudgetExhausted(this.refusal(spender.kind, l, points));
    });
  }

  /**
   * This instance's statements on one bucket, one at a time. A refused request writes what it owed in a
   * second statement; run alongside, another request's statement could land between the two and fit in
   * room that was already spent (seen in CI: 3 of 10 concurrent requests of one key got through a budget
   * of 2).
   */
  private serially<T>(l: Local, run: () => Promise<T>): Promise<T> {
    const turn = l.queue.then(run);
    l.queue = turn.catch(() => undefined);
    return turn;
  }

  /**
   * Adds `points` the caller owes without refusing (a document refused before it ran still cost the server
   * its parse), written back with the next batch.
   */
  charge(spender: Spender, points: number): void {
    this.localOf(spender).pending += points;
    this.scheduleFlush();
  }

  /** Whether this instance would let the spender try a request (refusalFor without counting a refusal). */
  mayTry(spender: Spender): boolean {
    const l = this.local.get(keyOf(spender));
    return !l || this.state(spender.kind, l, Date.now()).remaining >= 1;
  }

  /**
   * This instance's refusal of any request of the spender, from what it knows (no database call); null if
   * it may try. Plain data, no Error: a flood is answered with it hundreds of times a second.
   */
  refusalFor(spender: Spender): Refusal | null {
    const l = this.local.get(keyOf(spender));
    if (!l) return null;
    if (this.state(spender.kind, l, Date.now()).remaining >= 1) {
      l.turnedAway = 0;
      return null;
    }
    l.turnedAway++;
    this.onRefused?.(spender.kind, 'budget');
    return {
      ...this.refusal(spender.kind, l, 1),
      slowdownMs: Math.min(MAX_SLOWDOWN_MS, Math.max(0, l.turnedAway - PATIENCE) * SLOWDOWN_STEP_MS),
    };
  }

  private refusal(kind: Spender['kind'], l: Local, points: number): Refusal {
    const now = Date.now();
    const over = this.level(kind, l, now) + points - this.capacityOf(kind);
    const state = { ...this.state(kind, l, now), retryAfterSeconds: Math.max(1, Math.ceil(over / this.rate(kind))) };
    return {
      message:
        `This request costs ${points} point${points === 1 ? '' : 's'} and the budget has ${state.remaining} left ` +
        `(it refills ${state.limit} points every ${state.windowSeconds} s). Please try again in ${state.retryAfterSeconds} s.`,
      state,
      details: { retryAfterSeconds: state.retryAfterSeconds },
      slowdownMs: 0,
    };
  }

  private rate(kind: Spender['kind']): number {
    return this.capacityOf(kind) / this.limits.windowSeconds;
  }

  /** The bucket's level now, as this instance knows it. */
  private level(kind: Spender['kind'], l: Local, now: number): number {
    return Math.max(0, l.level - (this.rate(kind) * (now - l.syncedAt)) / 1000) + l.pending + l.writing;
  }

  private state(kind: Spender['kind'], l: Local, now: number): BudgetState {
    const level = this.level(kind, l, now);
    return {
      limit: this.capacityOf(kind),
      remaining: Math.max(0, Math.floor(this.capacityOf(kind) - level)),
      resetSeconds: Math.ceil(level / this.rate(kind)),
      windowSeconds: this.limits.windowSeconds,
    };
  }

  private localOf(spender: Spender): Local {
    const key = keyOf(spender);
    let l = this.local.get(key);
    if (!l)
      this.local.set(
        key,
        (l = { dbId: idOf(spender), level: 0, syncedAt: 0, readAt: 0, pending: 0, writing: 0, turnedAway: 0, queue: Promise.resolve() }),
      );
    return l;
  }

  /** Within SYNC_MS: writes back what was spent locally (each bucket in one upsert); forgets idle buckets. */
  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      const now = Date.now();
      const windowMs = this.limits.windowSeconds * 1000;
      for (const [key, l] of this.local) {
        if (l.pending === 0) {
          // Idle for a window: drained empty, the same as never seen.
          if (l.writing === 0 && now - l.syncedAt > windowMs) this.local.delete(key);
          continue;
        }
        const kind = key.slice(0, key.indexOf(':')) as Spender['kind'];
        void this.serially(l, async () => {
          const owed = l.pending; // taken in its turn: a request's statement before it may have carried it
          if (owed === 0) return;
          l.pending = 0;
          l.writing += owed;
          try {
            const bucket = await this.repo.fill(l.dbId, owed, 0, null, this.rate(kind));
            l.writing -= owed;
            learn(l, bucket!);
          } catch {
            l.writing -= owed; // the database away or the app closing: what was owed is forgiven
          }
        });
      }
      if (now - this.forgottenAt > windowMs) {
        this.forgottenAt = now;
        this.repo.forgetIdle(this.limits.windowSeconds).catch(() => undefined); // tidying only: the next one retries
      }
      if (this.local.size) this.scheduleFlush();
    }, SYNC_MS);
    this.flushTimer.unref();
  }

  /** Takes one of the key's concurrent slots; false when all are taken. */
  enter(keyId: string): boolean {
    const n = this.running.get(keyId) ?? 0;
    if (n >= this.limits.keyMaxConcurrent) {
      this.onRefused?.('key', 'concurrency');
      return false;
    }
    this.running.set(keyId, n + 1);
    return true;
  }

  leave(keyId: string): void {
    const n = (this.running.get(keyId) ?? 1) - 1;
    if (n <= 0) this.running.delete(keyId);
    else this.running.set(keyId, n);
  }
}

/** A reading of the bucket, unless a newer one (by the database's clock) arrived first. */
function learn(l: Local, bucket: Bucket): void {
  if (bucket.at < l.readAt || (bucket.at === l.readAt && bucket.level < l.level)) return;
  l.level = bucket.level;
  l.readAt = bucket.at;
  l.syncedAt = Date.now();
}

/** The spender in this instance's memory (never stored). */
const keyOf = (spender: Spender) => `${spender.kind}:${spender.id}`;
// Client addresses are stored hashed, as the sign-in throttles do.
const idOf = (spender: Spender) => `${spender.kind}:${createHash('sha256').update(spender.id).digest('base64url')}`;
