import { trace } from '@opentelemetry/api';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';

export type { Logger };

export type LogFormat = 'json' | 'pretty';

export function createLogger(level: string, format: LogFormat = 'json'): Logger {
  // Synchronous either way: the last lines before an exit (a failed start, a shutdown) are never lost.
  const destination =
    format === 'pretty'
      ? pretty({ sync: true, colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,service' })
      : pino.destination({ dest: 1, sync: true });
  return pino(
    {
      level,
      base: { service: 'venue' },
      // With tracing on (OTEL_EXPORTER_OTLP_ENDPOINT), a line written inside a request names its trace.
      mixin() {
        const span = trace.getActiveSpan()?.spanContext();
        return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
      },
      // Belt and braces: whatever a future log line carries, these never reach the log.
      redact: {
        paths: ['req.headers.cookie', 'req.headers.authorization', 'password', '*.password', 'cardNumber', '*.cardNumber'],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
