// Loaded before the app (`node --import ./dist/telemetry/instrument.js dist/main.js`): OpenTelemetry has to
// hook express, pg, graphql and http before the app imports them. Without OTEL_EXPORTER_OTLP_ENDPOINT (or
// its traces-only form) it does nothing: no loader hook, no SDK, nothing loaded.
import { register } from 'node:module';
import { createAddHookMessageChannel } from 'import-in-the-middle';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  // Only the modules an instrumentation asks for are wrapped (not every module the app imports).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url, registerOptions);
  const { startTracing } = await import('./tracing.js');
  startTracing();
  await waitForAllMessagesAcknowledged();
}
