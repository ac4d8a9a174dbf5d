import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support/test-app.js';
import { freePort } from '../../test/support/throwaway-database.js';

/** A span as OTLP/JSON carries it (ids in hex; attribute values typed). */
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}
interface OtlpExport {
  resourceSpans: { resource?: { attributes?: OtlpSpan['attributes'] }; scopeSpans: { scope?: { name: string }; spans: OtlpSpan[] }[] }[];
}
const SPAN_KIND_SERVER = 2;
const SPAN_KIND_CLIENT = 3;
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
const backendRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The app as `npm start` runs it, with the telemetry preload and an OTLP endpoint: a real process (the
 * loader hook has to be in place before the app's modules load, which no in-process test can redo), a
 * collector of this test's own that takes OTLP over HTTP/JSON, and the log lines the process writes.
 */
describe('traces (OpenTelemetry)', () => {
  let db: TestDatabase;
  let collector: http.Server;
  let app: ChildProcess;
  let base: string;
  const spans: { span: OtlpSpan; scope: string; service: unknown }[] = [];
  let logs = '';

  beforeAll(async () => {
    db = await createTestDatabase();
    collector = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type'] === 'application/json') {
          const data = JSON.parse(body) as OtlpExport;
          for (const r of data.resourceSpans) {
            const service = r.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
            for (const s of r.scopeSpans) for (const span of s.spans) spans.push({ span, scope: s.scope?.name ?? '', service });
          }
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        } else res.writeHead(404).end();
      });
    });
    collector.listen(0, '127.0.0.1');
    await once(collector, 'listening');
    const [port, sandboxPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    app = fork(path.join(backendRoot, 'scripts/source-entry.mjs'), {
      cwd: backendRoot,
      execArgv: ['--conditions=development', '--import', '@swc-node/register/esm-register'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PAYMENTS_SANDBOX_PORT: String(sandboxPort),
        SESSION_SECRET: 'trace-test-secret-trace-test-secret',
        GRAPHQL_TRUSTED_DOCUMENTS: 'off',
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
        OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
        OTEL_BSP_SCHEDULE_DELAY: '100', // flush spans within a tenth of a second, not the default 5 s
      },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    app.stdout!.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exited = once(app, 'exit').then(([code]) => {
      throw new Error(`the app exited (${String(code)}) before it was ready:\n${logs}`);
    });
    const ready = (async () => {
      for (;;) {
        const ok = await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    await Promise.race([ready, exited]);
  }, 60_000);

  afterAll(async () => {
    if (app && app.exitCode === null) {
      const exit = once(app, 'exit');
      app.kill('SIGTERM');
      await exit;
    }
    collector?.close();
    await db?.drop();
  });

  it('one trace spans the HTTP request, the GraphQL operation and its SQL, and the request log line names it', async () => {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'trace-test-request-1' },
      body: JSON.stringify({ query: 'query TraceVenues { locations { slug name } }', operationName: 'TraceVenues' }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();

    // The request's server span, then everything in its trace.
    const serverSpan = async () =>
      spans.find(({ span }) => span.kind === SPAN_KIND_SERVER && attribute(span, 'http.route') === '/graphql' && /POST/.test(span.name));
    await expect.poll(serverSpan, { timeout: 10_000 }).toBeDefined();
    const root = (await serverSpan())!;
    expect(root.service).toBe('venue');
    const inTrace = () => spans.filter(({ span }) => span.traceId === root.span.traceId);
    // The GraphQL operation (its name, never its text's values) and a SQL statement it ran, as children.
    await expect
      .poll(() => inTrace().some(({ scope, span }) => scope.includes('instrumentation-pg') && span.kind === SPAN_KIND_CLIENT), {
        timeout: 10_000,
      })
      .toBe(true);
    const trace = inTrace();
    const operation = trace.find(({ scope, span }) => scope.includes('instrumentation-graphql') && /TraceVenues/.test(span.name));
    expect(operation, trace.map(({ span }) => span.name).join(', ')).toBeDefined();
    // A statement's text (the pool's connect spans have none); values stay out (parameters, not text).
    const statements = trace
      .filter(({ scope }) => scope.includes('instrumentation-pg'))
      .map(({ span }) => String(attribute(span, 'db.query.text') ?? attribute(span, 'db.statement') ?? ''));
    expect(statements, statements.join('\n')).toContainEqual(expect.stringMatching(/^\s*SELECT\b[\s\S]*\bFROM locations\b/i));
    // Each span's parent is in the same trace, up to the request's own span.
    const ids = new Set(trace.map(({ span }) => span.spanId));
    for (const { span } of trace) if (span !== root.span) expect(ids.has(span.parentSpanId ?? '')).toBe(true);

    // The request's log line carries the same trace id.
    const line = logs
      .split('\n')
      .filter((l) => l.includes('trace-test-request-1'))
      .map((l) => JSON.parse(l) as { trace_id?: string; span_id?: string })
      .at(-1);
    expect(line?.trace_id).toBe(root.span.traceId);
    expect(line?.span_id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('probes and scrapes are not traced', async () => {
    await fetch(`${base}/healthz`);
    await fetch(`${base}/readyz`);
    // A request after them: once its span has arrived, theirs would have too (one process, one exporter).
    await fetch(`${base}/api/user`); // signed out: a 401, traced all the same
    await expect
      .poll(() => spans.some(({ span }) => span.kind === SPAN_KIND_SERVER && attribute(span, 'url.path') === '/api/user'), {
        timeout: 10_000,
      })
      .toBe(true);
    const probes = spans.filter(({ span }) => /^\/(healthz|readyz)/.test(String(attribute(span, 'url.path'))));
    expect(probes).toEqual([]);
  });
});
