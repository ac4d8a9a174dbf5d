import { isDatabaseUnavailable } from '../db/outage-monitor.js';
import { errorKind, LogGate } from './log-gate.js';
import type { Logger } from './logger.js';

/**
 * A promise rejected with nobody listening ends the process, as it should for a bug. One kind is
 * survived: a lost database connection inside a library's background work (pg-boss 10 completes a
 * finished job without awaiting it), which would otherwise take every instance down with the
 * database. The job stays active and is retried when its lease ends.
 */
export function surviveDatabaseOutages(logger: Logger): void {
  const gate = new LogGate(logger);
  process.on('unhandledRejection', (reason) => {
    if (!isDatabaseUnavailable(reason)) throw reason; // the default: crash, with the reason printed
    gate.warn(errorKind(reason, 'unhandled'), { err: reason }, 'background work lost its database connection');
  });
}
