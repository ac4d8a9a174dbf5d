import type { Logger } from './logger.js';

type Level = 'error' | 'warn';

interface Seen {
  level: Level;
  msg: string;
  until: number;
  suppressed: number;
  timer: NodeJS.Timeout | null;
}

/**
 * Error logs deduplicated and rate-limited: the first error of a kind in a window is logged in
 * full (stack included); the rest of that window are only counted, and the count is logged once
 * when the window closes. A bug hit by every request, or a flood of bad tokens, is one line a
 * minute instead of one per request.
 */
export class LogGate {
  private readonly seen = new Map<string, Seen>();

  constructor(
    private readonly logger: Logger,
    private readonly windowMs = 60_000,
    /** Kinds remembered at once: a flood of distinct errors cannot grow memory without bound. */
    private readonly maxKinds = 500,
  ) {}

  error(kind: string, obj: object, msg: string): void {
    this.emit('error', kind, obj, msg);
  }

  warn(kind: string, obj: object, msg: string): void {
    this.emit('warn', kind, obj, msg);
  }

  private emit(level: Level, kind: string, obj: object, msg: string): void {
    const now = Date.now();
    const seen = this.seen.get(kind);
    if (seen && now < seen.until) {
      seen.suppressed++;
      // The count goes out when the window closes, whether or not the error comes again.
      seen.timer ??= setTimeout(() => this.flush(kind), seen.until - now).unref();
      return;
    }
    if (seen) this.flush(kind);
    if (this.seen.size >= this.maxKinds) this.forgetOldest();
    this.seen.set(kind, { level, msg, until: now + this.windowMs, suppressed: 0, timer: null });
    this.logger[level](obj, msg);
  }

  private flush(kind: string): void {
    const seen = this.seen.get(kind);
    if (!seen) return;
    if (seen.timer) clearTimeout(seen.timer);
    seen.timer = null;
    if (seen.suppressed > 0)
      this.logger[seen.level]({ suppressed: seen.suppressed, kind }, `${seen.msg} (${seen.suppressed} more not logged)`);
    seen.suppressed = 0;
  }

  private forgetOldest(): void {
    const [oldest] = this.seen.keys();
    if (oldest === undefined) return;
    this.flush(oldest);
    this.seen.delete(oldest);
  }

  /** Logs what is still counted (at shutdown) and stops the timers. */
  close(): void {
    for (const kind of [...this.seen.keys()]) this.flush(kind);
    this.seen.clear();
  }
}

/** A short, stable name for an error's kind: its class, code and first line of message. */
export function errorKind(err: unknown, where = ''): string {
  const e = err as { name?: unknown; code?: unknown; message?: unknown } | null;
  const message = typeof e?.message === 'string' ? e.message.split('\n', 1)[0]!.slice(0, 200) : String(err).slice(0, 200);
  return `${where}|${String(e?.name ?? '')}|${String(e?.code ?? '')}|${message}`;
}
