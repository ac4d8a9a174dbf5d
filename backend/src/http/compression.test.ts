import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compression.js';

describe('compressResponses', () => {
  const app = express();
  app.use(compressResponses());
  const body = 'x'.repeat(4096);
  app.get('/json', (_req, res) => void res.json({ body }));
  app.get('/tiny', (_req, res) => void res.json({ ok: true }));
  app.get('/events', (_req, res) => {
    res.setHeader('Content-Type', 'text/event-stream');
    res.end(`data: ${body}\n\n`);
  });
  const http = supertest(app);

  it('answers with brotli or gzip, whichever the client asks for, over 1 KB only', async () => {
    expect((await http.get('/json').set('Accept-Encoding', 'gzip, br').expect(200)).headers['content-encoding']).toBe('br');
    const gz = await http.get('/json').set('Accept-Encoding', 'gzip').expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toEqual({ body });
    expect((await http.get('/tiny').set('Accept-Encoding', 'br').expect(200)).headers['content-encoding']).toBeUndefined();
  });

  it('never compresses a server-sent stream', async () => {
    const res = await http.get('/events').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
