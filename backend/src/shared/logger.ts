import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino(
    {
    level,
    base: { service: 'venue' },
    // Belt and braces: whatever a future log line carries, these never reach the log.
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password', 'cardNumber', '*.cardNumber'],
      censor: '[redacted]',
    },
    },
    // Synchronous: the last lines before an exit (a failed start, a shutdown) are never lost.
    pino.destination({ dest: 1, sync: true }),
  );
}
