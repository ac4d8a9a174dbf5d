import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/support/test-app.js';

describe('HTTP surface', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'venue-spa-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>SPA</title><div id="root"></div>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dist, 'assets', 'json.worker-BAR7yJ6b.js'), 'self.onmessage = () => {}');
    // As the build leaves them (vite-plugin-compression2): a brotli and a gzip copy beside each asset,
    // marked so a test can tell which file was sent.
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("br")'));
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync('console.log("gz")'));
    await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync('<!doctype html><title>SPA br</title><div id="root"></div>'));
    t = await createTestApp({ SPA_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('says it is alive and ready, with a request id on every answer', async () => {
    const alive = await t.http.get('/healthz').expect(200);
    expect(alive.body).toEqual({ status: 'ok' });
    expect(alive.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const ready = await t.http.get('/readyz').set('X-Request-Id', 'lb-check-42').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up' });
    expect(ready.headers['x-request-id']).toBe('lb-check-42');
  });

  it('serves the SPA for every page route, directly (history fallback)', async () => {
    for (const route of ['/', '/booking/hudsonoaks', '/admin/leagues/7/results', '/no-such-page']) {
      const res = await t.http.get(route).set('Accept', 'text/html').expect(200);
      expect(res.text).toContain('<div id="root">');
      // With its first render's data in it (boot-data.int.test.ts): one visitor's, revalidated each visit.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });

  it('caches hashed assets for good and 404s missing ones instead of answering HTML', async () => {
    const asset = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    await t.http.get('/assets/index-gone.js').expect(404);
  });

  it("sends a built script the headers a script reads, not a document's; a worker's script keeps its policy", async () => {
    const script = await t.http.get('/assets/index-abc123.js').expect(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toBeDefined();
    for (const name of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy', 'last-modified']) {
      expect(script.headers[name], name).toBeUndefined();
    }
    expect(script.headers['etag']).toBeDefined();
    const worker = await t.http.get('/assets/json.worker-BAR7yJ6b.js').expect(200);
    expect(worker.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the precompressed copy the browser accepts, with the asset type and Vary: Accept-Encoding', async () => {
    const br = await t.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.text).toBe('console.log("br")');
    const gz = await t.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('console.log("gz")');
    const plain = await t.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(plain.text).toBe('console.log(1)');
    // A page without its data (HEAD) is index.html as built, precompressed too, and revalidated on each visit.
    const page = await t.http.head('/booking/tulsa').set('Accept', 'text/html').set('Accept-Encoding', 'br').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^text\/html; charset=utf-8$/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(Number(page.headers['content-length'])).toBe(
      brotliCompressSync('<!doctype html><title>SPA br</title><div id="root"></div>').length,
    );
  });

  it('compresses API answers when the client accepts it', async () => {
    const query = '{ __schema { types { name description } } }'; // several KB: over the 1 KB threshold
    for (const encoding of ['br', 'gzip']) {
      const res = await gql(t.http, query).set('Accept-Encoding', encoding).expect(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toContain('Accept-Encoding');
      expect(res.body.data.__schema.types.length).toBeGreaterThan(10);
    }
    const plain = await gql(t.http, query).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.data).toEqual((await gql(t.http, query).set('Accept-Encoding', 'br')).body.data); // extensions carry the budget left
  });

  it('answers unknown API paths and bad JSON with a plain-text client error', async () => {
    const missing = await t.http.get('/api/nothing-here').set('Accept', 'text/html').expect(404);
    expect(missing.headers['content-type']).toMatch(/^text\/plain/);
    expect(missing.text).toBe('There is no API at GET /api/nothing-here');
    const bad = await t.http.post('/api/nothing-here').set('Content-Type', 'application/json').send('{"email": ').expect(400);
    expect(bad.text).toBe('The request body is not valid JSON.');
  });

  it('refuses GraphQL requests a browser could send cross-site without a preflight (CSRF)', async () => {
    const res = await t.http.get('/graphql').query({ query: '{ locations { slug } }' }).expect(400);
    expect(res.text).toMatch(/CSRF/);
    const form = await t.http.post('/graphql').set('Content-Type', 'text/plain').send('{"query":"{ locations { slug } }"}');
    expect(form.status).toBe(400);
  });

  it('reports malformed GraphQL with its code and no stack trace', async () => {
    const res = await gql(t.http, '{ locations { noSuchField } }').expect(400);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
    const wrongType = await gql(t.http, 'query($slug: String!) { location(slug: $slug) { slug } }', { slug: 42 }).expect(400);
    expect(wrongType.body.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('answers 503 on /readyz once the database is gone', async () => {
    const other = await createTestApp();
    await other.db.dataSource.destroy();
    const res = await other.http.get('/readyz').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'down' });
    await other.close();
  });
});
