import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';

/** Paths not worth a trace: probes and scrapes run every few seconds and say nothing about a request. */
const UNTRACED = /^\/(healthz|readyz|metrics)(\?|$)/;

/**
 * The OpenTelemetry Node SDK with the instrumentations this app is made of. Where spans go and how they
 * are sent is the standard OTEL_* environment (OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_OTLP_PROTOCOL,
 * OTEL_SERVICE_NAME, OTEL_TRACES_SAMPLER...); spans are batched and flushed when the process ends.
 */
export function startTracing(): void {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? 'venue',
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (req) => UNTRACED.test(req.url ?? '') }),
      new ExpressInstrumentation(),
      // Statement text without values (parameters stay out); no span for resolvers of plain fields.
      new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, mergeItems: true }),
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void sdk.shutdown().catch(() => undefined));
}
