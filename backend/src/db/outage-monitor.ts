import type { Logger } from '../shared/logger.js';

// Network failures on the way to PostgreSQL.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
// SQLSTATEs of a server that is going away, not taking connections, or full.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres' own words when a connection breaks or the pool cannot get one in time.
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'is not currently accepting connections', // a database closed for maintenance (ALLOW_CONNECTIONS false)
];

// TypeORM's words when the connection under a transaction was lost mid-way.
const LOST_RUNNER = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

/** Whether an error means PostgreSQL cannot be reached right now (not that a query was wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; driverError?: unknown; cause?: unknown } | null, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_RUNNER.has(String((e as { name?: unknown }).name))) return true;
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && DRIVER_MESSAGES.some((m) => (e!.message as string).includes(m))) return true;
    e = (e.driverError ?? e.cause ?? null) as typeof e;
  }
  return false;
}

/**
 * One log line when the database becomes unreachable and one when it is back, instead of an error
 * per request: the first failure starts the outage and a probe that ends it. Meanwhile requests
 * answer 503 and are only counted.
 */
export class DatabaseOutageMonitor {
  private since: number | null = null;
  private refused = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(
    private readonly probe: () => Promise<unknown>,
    private readonly logger: Logger,
    private readonly probeEveryMs = 1000,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  /** True when `err` means the database is unreachable (the caller answers 503 and logs nothing). */
  noteFailure(err: unknown): boolean {
    if (!isDatabaseUnavailable(err)) return false;
    this.refused++;
    if (this.since === null) {
      this.since = Date.now();
      this.logger.error({ err }, 'database unreachable: requests answer 503 until it is back');
      this.scheduleProbe();
    }
    return true;
  }

  private scheduleProbe(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.probe().then(
        () => {
          this.logger.info({ downForMs: Date.now() - this.since!, refused: this.refused }, 'database reachable again');
          this.since = null;
          this.refused = 0;
          this.timer = null;
        },
        () => this.scheduleProbe(),
      );
    }, this.probeEveryMs).unref();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
